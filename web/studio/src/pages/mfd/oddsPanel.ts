/**
 * The odds of the battle over many runs, on several Web Workers, with progress and a cancel: the chunks and streams
 * of `fray mfd odds`, merged in chunk order, so the result equals the CLI's for the same runs and seed.
 */
import { readWholeNumber } from '../../../../../src/core/index.js';
import {
  chunkPlan,
  exactDuel,
  isDuel,
  mergeAll,
  oddsResult,
  renderOddsText,
  type ChunkSummary,
} from '../../../../../src/mfd/index.js';
import { jsonPieces } from '../../../../../src/report/index.js';
import { h } from '../../../../src/dom.js';
import { runPool, type PoolRun } from './chunkPool.js';
import { formField } from './formField.js';
import { commandLine, diceWords, type PageEnv } from './pageEnv.js';
import { ProgressLine } from './progressLine.js';

/** Most runs one odds run accepts (the CLI's bound). */
export const MAX_RUNS = 100_000_000;
/** Most workers the page starts. */
export const MAX_WORKERS = 64;

/** The workers to start when the visitor says nothing: one per logical core the browser reports. */
export function defaultWorkers(): number {
  return Math.max(1, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2));
}

/** The settings the odds panel keeps in the setup. */
export interface OddsSettings {
  runs: string;
  workers: string;
  exact: boolean;
}

/** The odds section; `settings` reads its fields for the setup, `set` fills them from one. */
export function oddsPanel(env: PageEnv, initial: OddsSettings) {
  const runs = formField('mfd-runs', 'Battles', initial.runs, {
    numeric: true,
    hint: `1 to ${MAX_RUNS.toLocaleString('en')}`,
  });
  const workers = formField('mfd-workers', 'Workers', initial.workers, {
    numeric: true,
    size: 4,
    hint: `threads in this tab; blank: ${defaultWorkers()}`,
  });
  const exact = h('input', { type: 'checkbox', id: 'mfd-exact', checked: initial.exact });
  const exactMsg = h('span', { class: 'field-error', id: 'mfd-exact-msg', hidden: true });
  const start = h('button', { type: 'button', class: 'primary', id: 'mfd-odds' }, 'Compute the odds');
  const cancel = h('button', { type: 'button', id: 'mfd-odds-cancel', disabled: true }, 'Cancel');
  const progress = new ProgressLine('mfd-odds-progress');
  const status = h('p', { class: 'status', role: 'status', id: 'mfd-odds-status' });
  const out = h('div', { class: 'odds-out' });
  let run: PoolRun | undefined;

  for (const f of [runs, workers]) f.input.addEventListener('input', () => env.changed());
  exact.addEventListener('change', () => env.changed());
  cancel.addEventListener('click', () => run?.stop());

  start.addEventListener('click', () => {
    const teams = env.teams();
    const dice = env.dice();
    const n = readWholeNumber(runs.input.value, 1, MAX_RUNS);
    runs.show(n.ok ? undefined : n.problem.message);
    const w =
      workers.input.value.trim() === ''
        ? { ok: true as const, value: defaultWorkers() }
        : readWholeNumber(workers.input.value, 1, MAX_WORKERS);
    workers.show(w.ok ? undefined : w.problem.message);
    exactMsg.hidden = true;
    exact.removeAttribute('aria-invalid');
    if (teams === undefined) return void (status.textContent = `Fix the teams first: ${env.teamsProblem()}`);
    if (dice === undefined || !n.ok || !w.ok) return void (status.textContent = 'Fix the marked fields first.');
    if (exact.checked && !isDuel(teams)) {
      const [hf, vf] = env.files();
      exactMsg.textContent = `--exact works only for a 1 v 1 battle (one hero, one villain); ${hf} has ${teams[0].fighters.length} and ${vf} has ${teams[1].fighters.length}`;
      exactMsg.hidden = false;
      exact.setAttribute('aria-invalid', 'true');
      exact.setAttribute('aria-describedby', 'mfd-exact-msg');
      return void (status.textContent = 'Fix the marked fields first.');
    }
    const ex = exact.checked ? exactDuel(teams, dice.maxRounds) : undefined;
    const chunks = chunkPlan(n.value);
    const t0 = performance.now();
    progress.start(n.value);
    status.textContent = `Fighting ${n.value.toLocaleString('en')} battles on ${Math.min(w.value, chunks.length)} workers\u2026`;
    start.disabled = true;
    cancel.disabled = false;
    out.dataset.state = 'running';
    const current = runPool([{ teams, seed: dice.seed, maxRounds: dice.maxRounds, chunks }], w.value, (r) =>
      progress.add(r),
    );
    run = current;
    current.done
      .then((outcome) => {
        const finished = (outcome.results[0] ?? []).filter((r): r is ChunkSummary => r !== undefined);
        const result = oddsResult(teams, mergeAll(teams, finished), {
          seed: dice.seed,
          requestedRuns: n.value,
          partial: outcome.stopped,
          maxRounds: dice.maxRounds,
          exact: ex,
        });
        const ms = performance.now() - t0;
        const seconds = (ms / 1000).toFixed(2);
        status.textContent = outcome.stopped
          ? `Cancelled: the result covers ${result.runs.toLocaleString('en')} of ${n.value.toLocaleString('en')} battles (marked partial).`
          : `Done: ${result.runs.toLocaleString('en')} battles in ${seconds} s, seed ${dice.seed}.`;
        const [hf, vf] = env.files();
        const words = [
          'fray',
          'mfd',
          'odds',
          '--heroes',
          hf,
          '--villains',
          vf,
          '--runs',
          String(n.value),
          ...diceWords(dice),
        ];
        if (ex) words.push('--exact');
        out.replaceChildren(
          h('p', { class: 'cli' }, 'The same odds in a terminal: ', h('code', {}, commandLine(words))),
          h('pre', { class: 'odds-text', tabindex: 0, 'aria-label': 'The odds' }, renderOddsText(result)),
          h(
            'details',
            {},
            h('summary', {}, 'The result as JSON (what fray mfd odds --json prints)'),
            h('pre', { class: 'json', id: 'mfd-odds-json', tabindex: 0 }, `${[...jsonPieces(result)].join('')}\n`),
          ),
        );
        out.dataset.state = outcome.stopped ? 'partial' : 'done';
        // From the click to the result, for the benchmark that compares the page with the CLI.
        out.dataset.ms = ms.toFixed(1);
      })
      .catch((e: unknown) => {
        status.textContent = `The battle workers failed: ${(e as Error).message}`;
        out.dataset.state = 'failed';
      })
      .finally(() => {
        progress.finish();
        if (run === current) run = undefined;
        start.disabled = false;
        cancel.disabled = true;
      });
  });

  const element = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'mfd-odds-title' },
    h('h2', { id: 'mfd-odds-title' }, 'Odds'),
    h(
      'p',
      {},
      'The battle fought many times with the seed above: how often each side wins, how long it lasts, who survives.',
    ),
    h(
      'div',
      { class: 'form-row' },
      runs.wrap,
      workers.wrap,
      h(
        'div',
        { class: 'form-field check' },
        exact,
        h('label', { for: 'mfd-exact' }, ' Exact odds too (1 v 1 only)'),
        exactMsg,
      ),
    ),
    h('p', { class: 'buttons-row' }, start, ' ', cancel),
    progress.element,
    status,
    out,
  );
  return {
    element,
    settings: (): OddsSettings => ({ runs: runs.input.value, workers: workers.input.value, exact: exact.checked }),
    set(s: OddsSettings): void {
      runs.input.value = s.runs;
      workers.input.value = s.workers;
      exact.checked = s.exact;
    },
    stop: () => run?.stop(),
  };
}
