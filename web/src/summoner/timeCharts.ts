/**
 * The time each bot's calls used, per turn, as a chart per bot with its allowance and its bank (a log scale, so a
 * call of 50 µs and an allowance of a second both show), a cursor at the turn shown, and a table of that turn's
 * calls (the charts' text alternative). From the replay's `times`, which only some replays have.
 */
import { h, s } from '../dom.js';
import { SIDE_DASH, type BotColour } from '../palette.js';
import type { CallTimes } from '../../../src/summoner/match/callTimes.js';
import type { MatchStep } from '../../../src/summoner/match/runMatch.js';
import type { Side } from '../../../src/core/side.js';

/** One timed call: where it sits on the turn axis (a turn's battle call half a turn after its enhance), in ms. */
export interface TimedCall {
  turn: number;
  x: number;
  phase: 'setup' | 'enhance' | 'battle';
  usedMs: number;
  allowanceMs: number;
  bankMs: number;
}

/** Each seat's timed calls, placed on the turn axis by the step each led to. */
export function timedCalls(
  times: CallTimes,
  steps: readonly MatchStep[],
  turnOf: readonly number[],
): [TimedCall[], TimedCall[]] {
  return ([0, 1] as const).map((seat) => {
    const t = times[seat];
    return t.step.flatMap((step, i): TimedCall[] => {
      const input = steps[step]?.input;
      if (input === undefined) return [];
      const turn = turnOf[step] ?? 0;
      const phase = input.type === 'setup' ? 'setup' : input.type === 'forfeit' ? 'battle' : input.type;
      const ms = (us: number[] | undefined) => (us?.[i] ?? 0) / 1000;
      return [
        {
          turn,
          x: turn + (phase === 'battle' ? 0.5 : 0),
          phase,
          usedMs: ms(t.usedUs),
          allowanceMs: ms(t.allowanceUs),
          bankMs: ms(t.bankUs),
        },
      ];
    });
  }) as [TimedCall[], TimedCall[]];
}

const W = 470,
  H = 150,
  LEFT = 44,
  RIGHT = 8,
  TOP = 18,
  BOTTOM = 18;
/** The smallest time the scale shows: 1 µs (a call that used less sits on the floor). */
const FLOOR_MS = 0.001;

/** A time in words: whole ms from 10 ms, else with the digits that matter. */
export function msText(ms: number): string {
  if (ms >= 10) return `${Math.round(ms)} ms`;
  if (ms >= 0.1) return `${ms.toFixed(2)} ms`;
  return `${Math.round(ms * 1000)} µs`;
}

/** A decade's tick: 1 µs, 10 µs, 100 µs, 1 ms, 10 ms, 100 ms, 1 s, 10 s... */
function tickText(decade: number): string {
  if (decade < 0) return `${10 ** (decade + 3)} µs`;
  if (decade < 3) return `${10 ** decade} ms`;
  return `${10 ** (decade - 3)} s`;
}

/** The two charts (one per bot) and the table of the shown turn's calls; or a note when the replay has no times. */
export class TimeCharts {
  readonly element: HTMLElement;
  private readonly cursors: SVGLineElement[] = [];
  private readonly body: HTMLTableSectionElement | undefined;
  private readonly caption: HTMLTableCaptionElement | undefined;
  private readonly turns: number;

  constructor(
    private readonly calls: [TimedCall[], TimedCall[]] | undefined,
    private readonly names: readonly [string, string],
    colours: readonly [BotColour, BotColour],
    turns: number,
    clocks: readonly [string | undefined, string | undefined] = [undefined, undefined],
  ) {
    this.turns = Math.max(1, turns);
    const title = h('h2', { id: 'time-title' }, 'Time per call');
    if (calls === undefined || (calls[0].length === 0 && calls[1].length === 0)) {
      this.element = h(
        'section',
        { class: 'times', 'aria-labelledby': 'time-title' },
        title,
        h(
          'p',
          { class: 'no-times' },
          'This replay has no times (it was written with --no-times, or by a fray that did not record them).',
        ),
      );
      return;
    }
    const charts = ([0, 1] as const).map((seat) => this.chart(seat, colours[seat], clocks[seat]));
    this.caption = h('caption');
    this.body = h('tbody');
    const head = h(
      'tr',
      {},
      ...['Bot', 'Call', 'Used', 'Allowance', 'Of which bank'].map((t) => h('th', { scope: 'col' }, t)),
    );
    this.element = h(
      'section',
      { class: 'times', 'aria-labelledby': 'time-title' },
      title,
      h(
        'p',
        { class: 'time-key' },
        "Each bot's calls on a log scale: the time used (its colour), the most the call could use (grey) and the bank's part of that (dotted). A call above its allowance timed out.",
      ),
      h('div', { class: 'charts', tabindex: '0' }, ...charts), // focusable: it scrolls sideways on a phone
      h('table', { class: 'times-table' }, this.caption, h('thead', {}, head), this.body),
    );
  }

  /** One bot's chart: used, allowance and bank per call, over the match's turns. */
  private chart(seat: Side, colour: BotColour, clock: string | undefined): SVGSVGElement {
    const calls = this.calls?.[seat] ?? [];
    const top = calls.reduce((m, c) => Math.max(m, c.usedMs, c.allowanceMs), FLOOR_MS * 10);
    const decades = { lo: Math.log10(FLOOR_MS), hi: Math.ceil(Math.log10(top)) };
    const x = (t: number) => LEFT + ((W - LEFT - RIGHT) * t) / (this.turns + 0.5);
    const y = (ms: number) => {
      const v = Math.log10(Math.max(FLOOR_MS, ms));
      return TOP + (H - TOP - BOTTOM) * (1 - (v - decades.lo) / (decades.hi - decades.lo));
    };
    const what = clock === 'cpu' ? 'CPU time' : clock === 'wall' ? 'wall-clock time' : 'time';
    const svg = s(
      'svg',
      {
        class: 'chart time-chart',
        viewBox: `0 0 ${W} ${H}`,
        width: W,
        height: H,
        'aria-hidden': 'true',
        'data-seat': seat,
      },
      s('text', { x: LEFT, y: 12, class: 'chart-title' }, `${this.names[seat]}: ${what} per call`),
      s('path', { class: 'axis', d: `M${LEFT},${TOP}V${H - BOTTOM}H${W - RIGHT}` }),
      s('text', { x: LEFT, y: H - 4, class: 'tick' }, '0'),
      s('text', { x: W - RIGHT, y: H - 4, class: 'tick', 'text-anchor': 'end' }, `turn ${this.turns}`),
    );
    for (let d = decades.lo; d <= decades.hi; d++) {
      const ms = 10 ** d;
      svg.append(
        s('line', { class: 'grid', x1: LEFT, x2: W - RIGHT, y1: y(ms), y2: y(ms) }),
        s('text', { x: LEFT - 4, y: y(ms) + 3, class: 'tick', 'text-anchor': 'end' }, tickText(d)),
      );
    }
    const line = (pick: (c: TimedCall) => number) =>
      calls.map((c) => `${x(c.x).toFixed(1)},${y(pick(c)).toFixed(1)}`).join(' ');
    svg.append(
      s('polyline', {
        class: 'allowance',
        points: line((c) => c.allowanceMs),
        fill: 'none',
        'data-series': 'allowance',
      }),
      s('polyline', { class: 'bank', points: line((c) => c.bankMs), fill: 'none', 'data-series': 'bank' }),
      s('polyline', {
        class: `series seat${seat}`,
        points: line((c) => c.usedMs),
        stroke: colour.fill,
        'stroke-dasharray': SIDE_DASH[seat] || undefined,
        fill: 'none',
        'data-series': 'used',
      }),
    );
    for (const c of calls)
      if (c.usedMs > c.allowanceMs)
        svg.append(s('circle', { class: 'over', cx: x(c.x), cy: y(c.usedMs), r: 3.5, 'data-turn': c.turn }));
    const cursor = s('line', { class: 'cursor', x1: LEFT, x2: LEFT, y1: TOP, y2: H - BOTTOM });
    svg.append(cursor);
    this.cursors.push(cursor);
    return svg;
  }

  /** Moves the cursors to `turn` and lists that turn's calls. */
  show(turn: number): void {
    const x = LEFT + ((W - LEFT - RIGHT) * Math.min(turn + 0.25, this.turns + 0.5)) / (this.turns + 0.5);
    for (const c of this.cursors) {
      c.setAttribute('x1', x.toFixed(1));
      c.setAttribute('x2', x.toFixed(1));
    }
    if (this.body === undefined || this.caption === undefined || this.calls === undefined) return;
    this.caption.textContent = turn === 0 ? 'Time of the setup calls' : `Time of the calls of turn ${turn}`;
    const rows = ([0, 1] as const).flatMap((seat) =>
      (this.calls?.[seat] ?? [])
        .filter((c) => c.turn === turn)
        .map((c) =>
          h(
            'tr',
            { 'data-seat': seat, 'data-phase': c.phase },
            h(
              'th',
              { scope: 'row' },
              h('span', { class: `key-token seat${seat}`, 'aria-hidden': 'true' }),
              this.names[seat],
            ),
            h('td', {}, c.phase),
            h('td', { class: c.usedMs > c.allowanceMs ? 'over' : undefined }, msText(c.usedMs)),
            h('td', {}, msText(c.allowanceMs)),
            h('td', {}, msText(c.bankMs)),
          ),
        ),
    );
    this.body.replaceChildren(...rows);
  }
}
