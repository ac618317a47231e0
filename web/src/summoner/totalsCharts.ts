/** Each side's totals over the match (demons, HP, kills, points) as small line charts, with a cursor at the current turn. */
import { h, s } from '../dom.js';
import { SIDE_DASH, type BotColour } from '../palette.js';
import type { SideTotals } from './matchFrames.js';

const METRICS: readonly [keyof SideTotals, string][] = [
  ['demons', 'Demons'],
  ['hp', 'HP'],
  ['kills', 'Kills'],
  ['points', 'Points in hand'],
];
const W = 230,
  H = 84,
  LEFT = 34,
  RIGHT = 6,
  TOP = 16,
  BOTTOM = 16;

/** The four charts and a table of the current numbers (the charts' text alternative). */
export class TotalsCharts {
  readonly element: HTMLElement;
  private readonly cursors: SVGLineElement[] = [];
  private readonly cells: HTMLTableCellElement[][] = [[], []];
  private readonly caption: HTMLTableCaptionElement;
  private readonly turns: number;

  constructor(
    totals: readonly [SideTotals, SideTotals][],
    names: readonly [string, string],
    colours: readonly [BotColour, BotColour],
  ) {
    const turns = Math.max(1, totals.length - 1);
    const charts = METRICS.map(([key, title]) => {
      // A loop, not Math.max(...list): a long match has more turns than a call may have arguments.
      const max = totals.reduce((m, [a, b]) => Math.max(m, a[key], b[key]), 1);
      const x = (t: number): number => LEFT + ((W - LEFT - RIGHT) * t) / turns;
      const y = (v: number): number => TOP + (H - TOP - BOTTOM) * (1 - v / max);
      const svg = s(
        'svg',
        { class: 'chart', viewBox: `0 0 ${W} ${H}`, width: W, height: H, 'aria-hidden': 'true', 'data-chart': key },
        s('text', { x: LEFT, y: 11, class: 'chart-title' }, title),
        s('path', { class: 'axis', d: `M${LEFT},${TOP}V${H - BOTTOM}H${W - RIGHT}` }),
        s('text', { x: LEFT - 4, y: TOP + 4, class: 'tick', 'text-anchor': 'end' }, String(max)),
        s('text', { x: LEFT - 4, y: H - BOTTOM, class: 'tick', 'text-anchor': 'end' }, '0'),
        s('text', { x: LEFT, y: H - 3, class: 'tick' }, '0'),
        s('text', { x: W - RIGHT, y: H - 3, class: 'tick', 'text-anchor': 'end' }, `turn ${totals.length - 1}`),
      );
      for (const seat of [0, 1] as const) {
        const points = totals.map((t, i) => `${x(i).toFixed(1)},${y(t[seat][key]).toFixed(1)}`).join(' ');
        svg.append(
          s('polyline', {
            class: `series seat${seat}`,
            points,
            stroke: colours[seat].fill,
            'stroke-dasharray': SIDE_DASH[seat] || undefined,
            fill: 'none',
          }),
        );
      }
      const cursor = s('line', { class: 'cursor', x1: LEFT, x2: LEFT, y1: TOP, y2: H - BOTTOM });
      svg.append(cursor);
      this.cursors.push(cursor);
      return svg;
    });
    this.caption = h('caption');
    const head = h(
      'tr',
      {},
      h('th', { scope: 'col' }, 'Side'),
      ...METRICS.map(([, t]) => h('th', { scope: 'col' }, t)),
    );
    const rows = ([0, 1] as const).map((seat) => {
      const tds = METRICS.map(() => h('td'));
      this.cells[seat] = tds;
      return h(
        'tr',
        {},
        h('th', { scope: 'row' }, h('span', { class: `key-token seat${seat}`, 'aria-hidden': 'true' }), names[seat]),
        ...tds,
      );
    });
    this.element = h(
      'section',
      { class: 'totals', 'aria-label': 'Totals over the match' },
      h('div', { class: 'charts' }, ...charts),
      h('table', { class: 'totals-table' }, this.caption, h('thead', {}, head), h('tbody', {}, ...rows)),
    );
    this.turns = turns;
  }

  /** Moves the cursor to `turn` and shows `now`, the totals of the state on screen. */
  show(turn: number, now: readonly [SideTotals, SideTotals], label: string): void {
    const x = LEFT + ((W - LEFT - RIGHT) * Math.min(turn, this.turns)) / this.turns;
    for (const c of this.cursors) {
      c.setAttribute('x1', x.toFixed(1));
      c.setAttribute('x2', x.toFixed(1));
    }
    this.caption.textContent = `Totals ${label}`;
    for (const seat of [0, 1] as const)
      METRICS.forEach(([key], k) => {
        const td = this.cells[seat]?.[k];
        if (td) td.textContent = String(now[seat][key]);
      });
  }
}
