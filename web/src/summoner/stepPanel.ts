/**
 * The panel beside the board: the turn so far, phase by phase (who acted, their orders with each refusal and its
 * reason, the bots' log lines and marks, what happened), opened by the turn's start (the points each side received),
 * and scrolled so the step shown starts right under the panel's title, never cut.
 */
import { h, replaceChildren } from '../dom.js';
import type { MatchStep } from '../../../src/summoner/match/runMatch.js';
import type { StepLines } from './matchFrames.js';
import { scrollable } from '../scrollable.js';
import { ordersText } from './ordersText.js';

/** One phase to list: its step (in the frame shown), its lines, and whether it is the step on the board. */
export interface PanelPhase {
  step: MatchStep;
  lines: StepLines;
  current: boolean;
}

/** The turn beside the board. */
export class StepPanel {
  readonly element: HTMLElement;
  private readonly title: HTMLElement;
  private readonly phases: HTMLElement;
  private readonly spacer: HTMLElement;

  constructor(private readonly names: readonly [string, string]) {
    this.title = h('h2', { class: 'step-title' });
    this.phases = h('div', { class: 'phases' });
    this.spacer = h('div', { class: 'panel-spacer', 'aria-hidden': 'true' });
    this.element = scrollable(
      h('aside', { class: 'step-panel', 'aria-label': 'This turn' }, this.title, this.phases, this.spacer),
    );
  }

  /** Lists a turn: its title, the line that opened it (its points), and its phases so far. */
  show(title: string, opened: string | undefined, phases: readonly PanelPhase[]): void {
    this.title.textContent = title;
    let current: HTMLElement | undefined;
    const parts = phases.map((p) => {
      const part = phasePart(p, this.names);
      if (p.current) current = part;
      return part;
    });
    replaceChildren(this.phases, opened === undefined ? null : turnStart(opened), ...parts);
    // The turn's first phase is shown with the turn's start above it (its points), whatever its length.
    this.scrollTo(current === parts[0] ? undefined : current);
  }

  /**
   * Shows the turn from its start when there is no `part` or everything down to its end fits; otherwise puts the top of `part`
   * right under the sticky title (a spacer below the list lets even the last part get there). Either way the top
   * line in view is whole.
   */
  private scrollTo(part: HTMLElement | undefined): void {
    const panel = this.element;
    this.spacer.style.height = '0px';
    if (part === undefined || part.offsetTop + part.offsetHeight <= panel.clientHeight) {
      panel.scrollTop = 0;
      return;
    }
    const margin = Number.parseFloat(getComputedStyle(part).marginTop) || 0;
    const target = Math.max(0, part.offsetTop - margin - this.title.offsetHeight);
    const short = target - (panel.scrollHeight - panel.clientHeight);
    if (short > 0) this.spacer.style.height = `${Math.ceil(short)}px`;
    panel.scrollTop = target;
  }
}

/** The start of a turn, as the log tells it ("Turn 2: +6 points each; in hand ..."). */
function turnStart(line: string): HTMLElement {
  const [head, rest] = line.split(/: (.*)/s);
  return h(
    'section',
    { class: 'phase turn-start' },
    h('h3', {}, `${head ?? line} begins`),
    h('p', { class: 'gained' }, rest ?? ''),
  );
}

/** One phase of the turn: who acted, their orders (refusals marked, with why), the bots' words, and what happened. */
function phasePart({ step, lines, current }: PanelPhase, names: readonly [string, string]): HTMLElement {
  const input = step.input;
  const who =
    input.type === 'setup'
      ? 'Both sides summon'
      : `${names[input.seat]} ${input.type === 'enhance' ? 'enhances' : input.type === 'battle' ? 'battles' : 'forfeits'}`;
  const orders = ordersText(step, names).map((l) =>
    h(
      'li',
      l.refused === undefined ? {} : { class: 'refused', 'data-refused': l.refused },
      l.text,
      l.refused === undefined ? null : h('span', { class: 'why' }, ` \u2014 refused: ${l.refused}`),
    ),
  );
  const list = (tag: 'ol' | 'ul', cls: string, items: readonly (string | HTMLElement)[], none: string) =>
    h(
      tag,
      { class: cls },
      ...(items.length === 0
        ? [h('li', { class: 'none' }, none)]
        : items.map((l) => (typeof l === 'string' ? h('li', {}, l) : l))),
    );
  return h(
    'section',
    { class: `phase${current ? ' current' : ''}`, ...(current ? { 'aria-current': 'step' } : {}) },
    h('h3', {}, who),
    h('h4', {}, 'Orders'),
    list('ol', 'orders', orders, 'no orders'),
    lines.notes.length === 0 ? null : h('h4', {}, 'Logs and marks'),
    lines.notes.length === 0 ? null : list('ul', 'notes', lines.notes, ''),
    h('h4', {}, 'What happened'),
    list('ul', 'happened', lines.happened, 'nothing happened'),
  );
}
