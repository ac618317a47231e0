/**
 * The Summoner War board as SVG: the grid, every demon as an element carrying its id, cell, HP, owner and capacity
 * (data-* attributes, which the browser tests compare with the engine's state), and the step's events drawn over
 * it: moves, blocked moves, attacks, eats, explosions with their radius, heals, crosses, merges, clones and deaths.
 */
import { s, signed } from '../dom.js';
import { SIDE_COLOUR, SIDE_DASH, SIDE_INK, token } from '../palette.js';
import type { Mark } from '../../../src/summoner/api.js';
import type { SummonerEvent } from '../../../src/summoner/rules/events.js';
import { onBoard, step as stepFrom, type Cell, type Dir } from '../../../src/summoner/rules/grid.js';
import { maxHp, type Capacity, type Demon, type MatchState, type Seat } from '../../../src/summoner/rules/model.js';
import type { SummonerRules } from '../../../src/summoner/rules/rules.js';

/** Pixels per cell, and the margin left for the coordinates. */
const CELL = 40;
const MARGIN = 22;
/** Radius of a demon's token. */
const R = 12;

/** The letter of each capacity: upper case for the first seat, lower case for the second (as on the terminal). */
export const CAPACITY_LETTER: Record<Capacity, string> = { merge: 'M', heal: 'H', cross: 'C', eat: 'E' };

/** A demon's letter: its capacity's, in its seat's case. */
export function demonLetter(d: Pick<Demon, 'capacity' | 'owner'>): string {
  const l = CAPACITY_LETTER[d.capacity];
  return d.owner === 0 ? l : l.toLowerCase();
}

const LINES: readonly Dir[] = ['N', 'E', 'S', 'W'];
const DIAGONALS: readonly Dir[] = ['NE', 'SE', 'SW', 'NW'];

interface Spot extends Cell {
  owner: Seat;
}

/** The events of one step, with the state they started from; earlier steps of the turn are drawn faded. */
export interface EventLayer {
  before: MatchState;
  events: readonly SummonerEvent[];
  faded: boolean;
}

/** Draws boards of one match's rules. */
export class BoardSvg {
  readonly svg: SVGSVGElement;
  private readonly under: SVGGElement;
  private readonly demons: SVGGElement;
  private readonly over: SVGGElement;
  private readonly marks: SVGGElement;

  constructor(private readonly rules: SummonerRules) {
    const { width: w, height: hgt } = rules;
    const W = MARGIN + w * CELL + 2,
      H = MARGIN + hgt * CELL + 2;
    this.svg = s('svg', { class: 'board', viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'img' });
    const defs = s('defs');
    for (const [id, colour] of [
      ['a0', SIDE_COLOUR[0]],
      ['a1', SIDE_COLOUR[1]],
      ['ax', '#333333'],
    ] as const) {
      defs.append(
        s(
          'marker',
          {
            id: `fray-${id}`,
            viewBox: '0 0 10 10',
            refX: 8,
            refY: 5,
            markerWidth: 10,
            markerHeight: 10,
            markerUnits: 'userSpaceOnUse',
            orient: 'auto-start-reverse',
          },
          s('path', { d: 'M0,0L10,5L0,10z', fill: colour }),
        ),
      );
    }
    const grid = s('g', { class: 'grid' });
    grid.append(s('rect', { x: MARGIN, y: MARGIN, width: w * CELL, height: hgt * CELL, class: 'ground' }));
    let d = '';
    for (let x = 0; x <= w; x++) d += `M${MARGIN + x * CELL},${MARGIN}v${hgt * CELL}`;
    for (let y = 0; y <= hgt; y++) d += `M${MARGIN},${MARGIN + y * CELL}h${w * CELL}`;
    grid.append(s('path', { d, class: 'lines' }));
    for (let x = 0; x < w; x++) grid.append(s('text', { x: cx(x), y: MARGIN - 7, class: 'coord' }, String(x)));
    for (let y = 0; y < hgt; y++) grid.append(s('text', { x: MARGIN - 11, y: cy(y) + 4, class: 'coord' }, String(y)));
    this.under = s('g', { class: 'events-under' });
    this.demons = s('g', { class: 'demons' });
    this.over = s('g', { class: 'events-over' });
    this.marks = s('g', { class: 'marks' });
    this.svg.append(defs, grid, this.under, this.demons, this.over, this.marks);
  }

  /** Draws `state` (after a step), with the events of each layer placed where they happened. */
  draw(state: MatchState, layers: readonly EventLayer[]): void {
    this.demons.replaceChildren(...state.demons.map((d) => this.demon(d)));
    const under: SVGElement[] = [],
      over: SVGElement[] = [];
    for (const l of layers) {
      const [u, o] = this.drawEvents(l.before, l.events);
      const cls = l.faded ? 'layer faded' : 'layer current';
      under.push(s('g', { class: cls }, ...u));
      over.push(s('g', { class: cls }, ...o));
    }
    this.under.replaceChildren(...under);
    this.over.replaceChildren(...over);
    const count = [0, 0];
    for (const d of state.demons) count[d.owner]! += 1;
    this.svg.setAttribute(
      'aria-label',
      `The board: ${count[0]} demons of the first seat (circles, upper case), ${count[1]} of the second (diamonds, lower case). The table below lists them.`,
    );
  }

  /**
   * Draws a step's debug marks (absolute cells, as the replay holds them), each tagged with its seat so the viewer
   * can hide one side's; a text mark sits above its demon where it stood when the mark was made (`before`).
   */
  drawMarks(marks: readonly { seat: Seat; mark: Mark }[], before: MatchState): void {
    const drawn = marks.flatMap(({ seat, mark: m }): SVGElement[] => {
      // Colours were checked at the boundary: a palette name (a CSS colour too) or #rrggbb.
      const colour = m.color ?? SIDE_COLOUR[seat];
      const common = { class: `mark seat${seat}`, 'data-seat': seat, 'data-type': m.type };
      if (m.type === 'dot')
        return [
          s('circle', {
            ...common,
            cx: cx(m.x),
            cy: cy(m.y),
            r: 5,
            fill: colour,
            stroke: '#000000',
            'stroke-width': 1,
          }),
        ];
      if (m.type === 'line')
        return [
          s('line', {
            ...common,
            x1: cx(m.from[0]),
            y1: cy(m.from[1]),
            x2: cx(m.to[0]),
            y2: cy(m.to[1]),
            stroke: colour,
            'stroke-width': 2.5,
            'stroke-linecap': 'round',
          }),
        ];
      const d = before.demons.find((x) => x.id === m.demon);
      if (d === undefined) return [];
      return [
        s(
          'text',
          {
            ...common,
            x: cx(d.x),
            y: cy(d.y) - R - 6,
            fill: colour,
            'data-demon': m.demon,
            class: `mark mark-text seat${seat}`,
          },
          m.text,
        ),
      ];
    });
    this.marks.replaceChildren(...drawn);
  }

  private demon(d: Demon): SVGGElement {
    const max = maxHp(d, this.rules);
    const g = s('g', {
      class: `demon seat${d.owner}`,
      transform: `translate(${cx(d.x)},${cy(d.y) - 3})`,
      'data-id': d.id,
      'data-x': d.x,
      'data-y': d.y,
      'data-hp': d.hp,
      'data-max-hp': max,
      'data-owner': d.owner,
      'data-capacity': d.capacity,
      ...(d.merged ? { 'data-merged': 'true' } : {}),
    });
    g.append(token(d.owner, R), s('text', { class: 'letter', y: 4, fill: SIDE_INK[d.owner] }, demonLetter(d)));
    const share = max <= 0 ? 0 : Math.max(0, Math.min(1, d.hp / max));
    g.append(
      s('rect', { class: 'hp-bg', x: -15, y: R + 3, width: 30, height: 4 }),
      s('rect', {
        class: 'hp-bar',
        x: -15,
        y: R + 3,
        width: (30 * share).toFixed(1),
        height: 4,
        fill: SIDE_COLOUR[d.owner],
      }),
    );
    return g;
  }

  private drawEvents(before: MatchState, events: readonly SummonerEvent[]): [SVGElement[], SVGElement[]] {
    const under: SVGElement[] = [];
    const over: SVGElement[] = [];
    const at = new Map<number, Spot>(before.demons.map((d) => [d.id, { x: d.x, y: d.y, owner: d.owner }]));
    const delta = new Map<number, number>();
    const seatOf = (id: number): Seat | undefined => at.get(id)?.owner;
    for (const e of events) {
      switch (e.type) {
        case 'summoned':
          at.set(e.demon.id, { x: e.demon.x, y: e.demon.y, owner: e.demon.owner });
          under.push(s('circle', { class: 'ev ev-summon', cx: cx(e.demon.x), cy: cy(e.demon.y) - 3, r: R + 5 }));
          break;
        case 'cloned': {
          const from = at.get(e.demon);
          at.set(e.clone.id, { x: e.clone.x, y: e.clone.y, owner: e.clone.owner });
          if (from) over.push(arrow(from, e.clone, 'ev ev-clone', e.seat));
          under.push(s('circle', { class: 'ev ev-clone-ring', cx: cx(e.clone.x), cy: cy(e.clone.y) - 3, r: R + 5 }));
          break;
        }
        case 'raised': {
          const p = at.get(e.demon);
          if (p) over.push(label(p, `+${e.amount} ${e.stat.slice(0, 3)}`, 'ev ev-raise', -1));
          break;
        }
        case 'moved':
          over.push(arrow(e.from, e.to, 'ev ev-move', seatOf(e.demon)));
          at.set(e.demon, { ...e.to, owner: seatOf(e.demon) ?? 0 });
          break;
        case 'blocked': {
          const mid = { x: (e.from.x + e.to.x) / 2, y: (e.from.y + e.to.y) / 2 };
          over.push(
            arrow(e.from, mid, 'ev ev-blocked', seatOf(e.demon), false),
            s('text', { class: 'ev ev-blocked-x', x: cx(mid.x), y: cy(mid.y) + 2 }, '\u00d7'),
          );
          break;
        }
        case 'attack':
        case 'eat': {
          const p = at.get(e.demon);
          if (p) over.push(arrow(p, e.at, `ev ev-${e.type}${e.target === null ? ' ev-miss' : ''}`, p.owner));
          break;
        }
        case 'explode': {
          under.push(
            square(e.at, e.radius, 'ev ev-explode', this.rules),
            s('text', { class: 'ev ev-explode-star', x: cx(e.at.x), y: cy(e.at.y) + 6 }, '\u2739'),
          );
          break;
        }
        case 'heal': {
          const p = at.get(e.demon);
          if (p) under.push(square(p, e.radius, 'ev ev-heal', this.rules));
          break;
        }
        case 'cross': {
          const dirs = e.pattern === 'lines' ? LINES : DIAGONALS;
          const seat = seatOf(e.demon);
          for (const dir of dirs) {
            let end: Cell = e.at;
            for (let k = 1; k <= e.reach; k++) {
              const c = stepFrom(e.at, dir, k);
              if (!onBoard(c, this.rules.width, this.rules.height)) break;
              end = c;
            }
            if (end !== e.at) over.push(line(e.at, end, 'ev ev-cross', seat));
          }
          break;
        }
        case 'hp':
          delta.set(e.demon, (delta.get(e.demon) ?? 0) + e.to - e.from);
          break;
        case 'merged': {
          const from = at.get(e.absorbed),
            to = at.get(e.demon);
          if (from && to) over.push(arrow(from, to, 'ev ev-merge', to.owner));
          break;
        }
        case 'died': {
          const p = at.get(e.demon);
          if (p) over.push(cross(p));
          break;
        }
        default:
          break;
      }
    }
    for (const [id, change] of delta) {
      const p = at.get(id);
      if (p && change !== 0) over.push(label(p, signed(change), `ev ev-hp ${change > 0 ? 'gain' : 'loss'}`, 1));
    }
    return [under, over];
  }
}

function cx(x: number): number {
  return MARGIN + x * CELL + CELL / 2;
}

function cy(y: number): number {
  return MARGIN + y * CELL + CELL / 2;
}

/** A line between two cells' centres, in the acting seat's colour and dash. */
function line(a: Cell, b: Cell, cls: string, seat: Seat | undefined): SVGLineElement {
  const colour = seat === undefined ? '#333333' : SIDE_COLOUR[seat];
  return s('line', {
    class: cls,
    x1: cx(a.x),
    y1: cy(a.y) - 3,
    x2: cx(b.x),
    y2: cy(b.y) - 3,
    stroke: colour,
    'stroke-dasharray': seat === undefined ? undefined : SIDE_DASH[seat] || undefined,
  });
}

/** An arrow from one cell towards another, stopping at the edge of the token there (`toEdge`). */
function arrow(a: Cell, b: Cell, cls: string, seat: Seat | undefined, toEdge = true): SVGLineElement {
  const l = line(a, b, cls, seat);
  const x1 = cx(a.x),
    y1 = cy(a.y) - 3,
    x2 = cx(b.x),
    y2 = cy(b.y) - 3;
  const len = Math.hypot(x2 - x1, y2 - y1);
  if (toEdge && len > 2 * R) {
    l.setAttribute('x2', (x2 - ((x2 - x1) * (R + 2)) / len).toFixed(1));
    l.setAttribute('y2', (y2 - ((y2 - y1) * (R + 2)) / len).toFixed(1));
  }
  l.setAttribute('marker-end', `url(#fray-${seat === undefined ? 'ax' : `a${seat}`})`);
  return l;
}

/** The square of radius `r` around a cell, cut to the board. */
function square(c: Cell, r: number, cls: string, rules: SummonerRules): SVGRectElement {
  const x0 = Math.max(0, c.x - r),
    y0 = Math.max(0, c.y - r);
  const x1 = Math.min(rules.width - 1, c.x + r),
    y1 = Math.min(rules.height - 1, c.y + r);
  return s('rect', {
    class: cls,
    x: MARGIN + x0 * CELL + 1,
    y: MARGIN + y0 * CELL + 1,
    width: (x1 - x0 + 1) * CELL - 2,
    height: (y1 - y0 + 1) * CELL - 2,
    'data-radius': r,
  });
}

/** A small text by a cell: above right (row −1) or below right (row 1). */
function label(c: Cell, text: string, cls: string, row: 1 | -1): SVGTextElement {
  return s('text', { class: cls, x: cx(c.x) + 19, y: cy(c.y) + (row < 0 ? -9 : 3), 'text-anchor': 'end' }, text);
}

/** A cross over a cell where a demon died. */
function cross(c: Cell): SVGGElement {
  const x = cx(c.x),
    y = cy(c.y) - 3,
    k = R - 1;
  return s(
    'g',
    { class: 'ev ev-died' },
    s('path', { d: `M${x - k},${y - k}L${x + k},${y + k}M${x + k},${y - k}L${x - k},${y + k}` }),
  );
}
