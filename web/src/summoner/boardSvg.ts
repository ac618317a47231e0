/**
 * The Summoner War board as SVG: the grid, every demon as an element carrying its id, cell, HP, owner and capacity
 * (data-* attributes, absolute as the engine has them, which the browser tests compare with the engine's state),
 * and the step's events drawn over it (eventShapes.ts). Each bot has its own colour (palette.ts); the board can be
 * shown in either seat's frame (boardFrame.ts).
 */
import { s } from '../dom.js';
import { token, type BotColour } from '../palette.js';
import type { Mark } from '../../../src/summoner/api.js';
import type { SummonerEvent } from '../../../src/summoner/rules/events.js';
import { maxHp, type Capacity, type Demon, type MatchState } from '../../../src/summoner/rules/model.js';
import type { Side } from '../../../src/core/side.js';
import type { SummonerRules } from '../../../src/summoner/rules/rules.js';
import { BoardFrame, CELL, MARGIN, R } from './boardFrame.js';
import { BoardPen } from './boardPen.js';
import { eventShapes } from './eventShapes.js';

/** The letter of each capacity: upper case for the first seat, lower case for the second (as on the terminal). */
export const CAPACITY_LETTER: Record<Capacity, string> = { merge: 'M', heal: 'H', cross: 'C', eat: 'E' };

/** A demon's letter: its capacity's, in its seat's case. */
export function demonLetter(d: Pick<Demon, 'capacity' | 'owner'>): string {
  const l = CAPACITY_LETTER[d.capacity];
  return d.owner === 0 ? l : l.toLowerCase();
}

/** The events of one step, with the state they started from; earlier steps of the turn are drawn faded. */
export interface EventLayer {
  before: MatchState;
  events: readonly SummonerEvent[];
  faded: boolean;
}

/** Draws boards of one match's rules, each bot in its colour. */
export class BoardSvg {
  readonly svg: SVGSVGElement;
  /** Which seat's frame the board is drawn in (set with `showAs`). */
  readonly frame: BoardFrame;
  private readonly pen: BoardPen;
  private readonly under: SVGGElement;
  private readonly demons: SVGGElement;
  private readonly over: SVGGElement;
  private readonly marks: SVGGElement;

  constructor(
    private readonly rules: SummonerRules,
    private readonly colours: readonly [BotColour, BotColour],
  ) {
    const { width: w, height: hgt } = rules;
    this.frame = new BoardFrame(w);
    this.pen = new BoardPen(this.frame, colours, hgt);
    const W = MARGIN + w * CELL + 2,
      H = MARGIN + hgt * CELL + 2;
    this.svg = s('svg', { class: 'board', viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'img' });
    this.under = s('g', { class: 'events-under' });
    this.demons = s('g', { class: 'demons' });
    this.over = s('g', { class: 'events-over' });
    this.marks = s('g', { class: 'marks' });
    this.svg.append(this.arrowHeads(), grid(w, hgt), this.under, this.demons, this.over, this.marks);
  }

  /** Shows the board in `seat`'s frame from the next draw on (the coordinates along the edges stay 0 from the left). */
  showAs(seat: Side): void {
    this.frame.as = seat;
    this.svg.dataset.as = seat === 0 ? 'first' : 'second';
  }

  /** Draws `state` (after a step), with the events of each layer placed where they happened. */
  draw(state: MatchState, layers: readonly EventLayer[]): void {
    this.demons.replaceChildren(...state.demons.map((d) => this.demon(d)));
    const under: SVGElement[] = [],
      over: SVGElement[] = [];
    for (const l of layers) {
      const shapes = eventShapes(l.before, l.events, this.pen);
      const cls = l.faded ? 'layer faded' : 'layer current';
      under.push(s('g', { class: cls }, ...shapes.under));
      over.push(s('g', { class: cls }, ...shapes.over));
    }
    this.under.replaceChildren(...under);
    this.over.replaceChildren(...over);
    const count = [0, 0];
    for (const d of state.demons) count[d.owner]! += 1;
    const west = this.frame.as === 0 ? 'the first seat starts west' : "the second seat's frame, mirrored east-west";
    this.svg.setAttribute(
      'aria-label',
      `The board (${west}): ${count[0]} demon${count[0] === 1 ? '' : 's'} of the first seat (${this.colours[0].name} circles, upper case), ` +
        `${count[1]} of the second (${this.colours[1].name} diamonds, lower case). The table below lists them.`,
    );
  }

  /**
   * Draws a step's debug marks (absolute cells, as the replay holds them), each tagged with its seat so the viewer
   * can hide one side's; a text mark sits above its demon where it stood when the mark was made (`before`).
   */
  drawMarks(marks: readonly { seat: Side; mark: Mark }[], before: MatchState): void {
    const f = this.frame;
    const drawn = marks.flatMap(({ seat, mark: m }): SVGElement[] => {
      // Colours were checked at the boundary: a palette name (a CSS colour too) or #rrggbb.
      const colour = m.color ?? this.colours[seat].fill;
      const common = { class: `mark seat${seat}`, 'data-seat': seat, 'data-type': m.type };
      if (m.type === 'dot') {
        const dot = { cx: f.cx(m.x), cy: f.cy(m.y), r: 5, fill: colour, stroke: '#000000', 'stroke-width': 1 };
        return [s('circle', { ...common, ...dot })];
      }
      if (m.type === 'line') {
        const ends = { x1: f.cx(m.from[0]), y1: f.cy(m.from[1]), x2: f.cx(m.to[0]), y2: f.cy(m.to[1]) };
        return [s('line', { ...common, ...ends, stroke: colour, 'stroke-width': 2.5, 'stroke-linecap': 'round' })];
      }
      const d = before.demons.find((x) => x.id === m.demon);
      if (d === undefined) return [];
      const place = { x: f.cx(d.x), y: f.cy(d.y) - R - 6, fill: colour, 'data-demon': m.demon };
      return [s('text', { ...common, ...place, class: `mark mark-text seat${seat}` }, m.text)];
    });
    this.marks.replaceChildren(...drawn);
  }

  /** Arrow heads in each bot's colour, and a grey one for an actor no longer known. */
  private arrowHeads(): SVGDefsElement {
    const defs = s('defs');
    const heads = [
      ['a0', this.colours[0].fill],
      ['a1', this.colours[1].fill],
      ['ax', '#333333'],
    ] as const;
    for (const [id, colour] of heads) {
      const at = { refX: 8, refY: 5, markerWidth: 10, markerHeight: 10, markerUnits: 'userSpaceOnUse' };
      defs.append(
        s(
          'marker',
          { id: `fray-${id}`, viewBox: '0 0 10 10', ...at, orient: 'auto-start-reverse' },
          s('path', { d: 'M0,0L10,5L0,10z', fill: colour }),
        ),
      );
    }
    return defs;
  }

  private demon(d: Demon): SVGGElement {
    const max = maxHp(d, this.rules);
    const f = this.frame;
    const g = s('g', {
      class: `demon seat${d.owner}`,
      transform: `translate(${f.cx(d.x)},${f.cy(d.y) - 3})`,
      'data-id': d.id,
      'data-x': d.x,
      'data-y': d.y,
      'data-hp': d.hp,
      'data-max-hp': max,
      'data-owner': d.owner,
      'data-capacity': d.capacity,
      ...(d.merged ? { 'data-merged': 'true' } : {}),
    });
    const { fill, ink } = this.colours[d.owner];
    g.append(token(d.owner, R, 'token', fill), s('text', { class: 'letter', y: 4, fill: ink }, demonLetter(d)));
    const share = max <= 0 ? 0 : Math.max(0, Math.min(1, d.hp / max));
    g.append(
      s('rect', { class: 'hp-bg', x: -15, y: R + 3, width: 30, height: 4 }),
      s('rect', { class: 'hp-bar', x: -15, y: R + 3, width: (30 * share).toFixed(1), height: 4, fill }),
    );
    return g;
  }
}

/** The grid, with each column's and row's number along the top and left edges. */
function grid(w: number, hgt: number): SVGGElement {
  const cx = (x: number) => MARGIN + x * CELL + CELL / 2;
  const g = s('g', { class: 'grid' });
  g.append(s('rect', { x: MARGIN, y: MARGIN, width: w * CELL, height: hgt * CELL, class: 'ground' }));
  let d = '';
  for (let x = 0; x <= w; x++) d += `M${MARGIN + x * CELL},${MARGIN}v${hgt * CELL}`;
  for (let y = 0; y <= hgt; y++) d += `M${MARGIN},${MARGIN + y * CELL}h${w * CELL}`;
  g.append(s('path', { d, class: 'lines' }));
  for (let x = 0; x < w; x++) g.append(s('text', { x: cx(x), y: MARGIN - 7, class: 'coord' }, String(x)));
  for (let y = 0; y < hgt; y++) g.append(s('text', { x: MARGIN - 11, y: cx(y) + 4, class: 'coord' }, String(y)));
  return g;
}
