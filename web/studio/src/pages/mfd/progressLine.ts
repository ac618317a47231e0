/** A run's progress: a bar, "N of M battles" in words, and the buttons that start and cancel it. */
import { h } from '../../../../src/dom.js';

/** The progress display of one panel. */
export class ProgressLine {
  readonly element: HTMLElement;
  private readonly bar: HTMLProgressElement;
  private readonly words: HTMLElement;
  private done = 0;
  private total = 0;
  private frame = 0;

  constructor(id: string) {
    this.bar = h('progress', { id, max: 1, value: 0, 'aria-label': 'Battles fought' });
    this.words = h('span', { class: 'progress-words', 'aria-live': 'off' });
    this.element = h('p', { class: 'progress', hidden: true }, this.bar, ' ', this.words);
  }

  /** Shows an empty bar for `total` battles. */
  start(total: number): void {
    this.done = 0;
    this.total = total;
    this.element.hidden = false;
    this.draw();
  }

  /** Adds `runs` finished battles (drawn at most once a frame). */
  add(runs: number): void {
    this.done += runs;
    if (this.frame === 0) this.frame = requestAnimationFrame(() => ((this.frame = 0), this.draw()));
  }

  /** Draws the final count now. */
  finish(): void {
    if (this.frame !== 0) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.draw();
  }

  private draw(): void {
    this.bar.max = Math.max(1, this.total);
    this.bar.value = this.done;
    this.words.textContent = `${this.done.toLocaleString('en')} of ${this.total.toLocaleString('en')} battles`;
  }
}
