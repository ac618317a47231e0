/**
 * The part the odds and the sweep share: a start and a cancel button, the progress, a status line and a result area,
 * around one run of the chunk pool at a time.
 */
import { h } from '../../../../src/dom.js';
import { runPool, type PoolBattle, type PoolOutcome, type PoolRun } from './chunkPool.js';
import { ProgressLine } from './progressLine.js';

/** What a finished run shows: its status line and the result's elements. */
export interface RunShown {
  status: string;
  parts: Node[];
}

/** The controls and the run of one panel; `prefix` makes its ids (mfd-odds, mfd-odds-cancel, ...). */
export class PoolRunner {
  readonly start: HTMLButtonElement;
  readonly cancel: HTMLButtonElement;
  readonly progress: ProgressLine;
  readonly status: HTMLElement;
  readonly out: HTMLElement;
  private run: PoolRun | undefined;

  constructor(prefix: string, startLabel: string) {
    this.start = h('button', { type: 'button', class: 'primary', id: prefix }, startLabel);
    this.cancel = h('button', { type: 'button', id: `${prefix}-cancel`, disabled: true }, 'Cancel');
    this.progress = new ProgressLine(`${prefix}-progress`);
    this.status = h('p', { class: 'status', role: 'status', id: `${prefix}-status` });
    this.out = h('div', { class: `${prefix.replace(/^mfd-/, '')}-out` });
    this.cancel.addEventListener('click', () => this.run?.stop());
  }

  /** The buttons, the progress and the status, in the panel's order. */
  elements(): HTMLElement[] {
    return [h('p', { class: 'buttons-row' }, this.start, ' ', this.cancel), this.progress.element, this.status];
  }

  /** Fights every chunk of `battles` on `workers` workers; `finish` says what to show of the outcome. */
  go(battles: PoolBattle[], workers: number, what: string, finish: (o: PoolOutcome) => RunShown): void {
    const t0 = performance.now();
    this.progress.start(battles.reduce((n, b) => n + b.chunks.reduce((a, c) => a + c, 0), 0));
    this.status.textContent = what;
    this.start.disabled = true;
    this.cancel.disabled = false;
    this.out.dataset.state = 'running';
    const current = runPool(battles, workers, (r) => this.progress.add(r));
    this.run = current;
    current.done
      .then((outcome) => {
        const ms = performance.now() - t0;
        const shown = finish(outcome);
        this.status.textContent = outcome.stopped ? shown.status : `${shown.status} (${(ms / 1000).toFixed(2)} s)`;
        this.out.replaceChildren(...shown.parts);
        this.out.dataset.state = outcome.stopped ? 'partial' : 'done';
        // From the click to the result, for the benchmark that compares the page with the CLI.
        this.out.dataset.ms = ms.toFixed(1);
      })
      .catch((e: unknown) => {
        this.status.textContent = `The battle workers failed: ${(e as Error).message}`;
        this.out.dataset.state = 'failed';
      })
      .finally(() => {
        this.progress.finish();
        if (this.run === current) this.run = undefined;
        this.start.disabled = false;
        this.cancel.disabled = true;
      });
  }

  /** Stops the run, if one is going (its finished chunks are shown as a partial result). */
  stop(): void {
    this.run?.stop();
  }
}
