/** The shapes events are drawn with (lines, arrows, squares, labels, a death's cross), in a seat's frame and colours. */
import { s } from '../dom.js';
import { SIDE_DASH, type BotColour } from '../palette.js';
import type { Cell } from '../../../src/summoner/rules/grid.js';
import type { Side } from '../../../src/core/side.js';
import { R, CELL, MARGIN, type BoardFrame } from './boardFrame.js';

/** Draws shapes on a board of `height` rows, placed by `frame`, in the bots' `colours`. */
export class BoardPen {
  constructor(
    readonly frame: BoardFrame,
    private readonly colours: readonly [BotColour, BotColour],
    private readonly height: number,
  ) {}

  /** A line between two cells' centres, in the acting seat's colour and dash (grey when no seat is known). */
  line(a: Cell, b: Cell, cls: string, seat: Side | undefined): SVGLineElement {
    const f = this.frame;
    return s('line', {
      class: cls,
      x1: f.cx(a.x),
      y1: f.cy(a.y) - 3,
      x2: f.cx(b.x),
      y2: f.cy(b.y) - 3,
      stroke: seat === undefined ? '#333333' : this.colours[seat].fill,
      'stroke-dasharray': seat === undefined ? undefined : SIDE_DASH[seat] || undefined,
    });
  }

  /** A line from `a` to `b` that leaves the token on `a` uncovered: it starts at the token's edge. */
  fromEdge(a: Cell, b: Cell, cls: string, seat: Side | undefined): SVGLineElement {
    const l = this.line(a, b, cls, seat);
    const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((k) => Number(l.getAttribute(k))) as [
      number,
      number,
      number,
      number,
    ];
    const len = Math.hypot(x2 - x1, y2 - y1);
    if (len > R + 2) {
      l.setAttribute('x1', (x1 + ((x2 - x1) * (R + 2)) / len).toFixed(1));
      l.setAttribute('y1', (y1 + ((y2 - y1) * (R + 2)) / len).toFixed(1));
    }
    return l;
  }

  /** An arrow from one cell towards another, stopping at the edge of the token there (unless `toEdge` is false). */
  arrow(a: Cell, b: Cell, cls: string, seat: Side | undefined, { toEdge = true } = {}): SVGLineElement {
    const f = this.frame;
    const l = this.line(a, b, cls, seat);
    const x1 = f.cx(a.x),
      y1 = f.cy(a.y) - 3,
      x2 = f.cx(b.x),
      y2 = f.cy(b.y) - 3;
    const len = Math.hypot(x2 - x1, y2 - y1);
    if (toEdge && len > 2 * R) {
      l.setAttribute('x2', (x2 - ((x2 - x1) * (R + 2)) / len).toFixed(1));
      l.setAttribute('y2', (y2 - ((y2 - y1) * (R + 2)) / len).toFixed(1));
    }
    l.setAttribute('marker-end', `url(#fray-${seat === undefined ? 'ax' : `a${seat}`})`);
    return l;
  }

  /** The square of radius `r` around a cell, cut to the board. */
  square(c: Cell, r: number, cls: string): SVGRectElement {
    const f = this.frame;
    // In either frame the square is symmetric about its cell: cut it in the frame's own columns.
    const x = f.x(c.x);
    const x0 = Math.max(0, x - r),
      y0 = Math.max(0, c.y - r);
    const x1 = Math.min(f.width - 1, x + r),
      y1 = Math.min(this.height - 1, c.y + r);
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
  label(c: Cell, text: string, cls: string, row: 1 | -1): SVGTextElement {
    const f = this.frame;
    return s('text', { class: cls, x: f.cx(c.x) + 19, y: f.cy(c.y) + (row < 0 ? -9 : 3), 'text-anchor': 'end' }, text);
  }

  /** A cross over a cell where a demon died. */
  deathCross(c: Cell): SVGGElement {
    const x = this.frame.cx(c.x),
      y = this.frame.cy(c.y) - 3,
      k = R - 1;
    return s(
      'g',
      { class: 'ev ev-died' },
      s('path', { d: `M${x - k},${y - k}L${x + k},${y + k}M${x + k},${y - k}L${x - k},${y + k}` }),
    );
  }

  /**
   * A cross's rays as the engine swept them (`cells`, ray by ray outwards from `at`): a line per ray from the edge of
   * the crossing demon's token (its letter stays readable) to the ray's last cell, naming the ray's cells.
   */
  crossRays(at: Cell, cells: readonly Cell[], seat: Side | undefined): SVGLineElement[] {
    const rays = new Map<string, Cell[]>();
    for (const c of cells) {
      const dir = `${Math.sign(c.x - at.x)},${Math.sign(c.y - at.y)}`;
      const ray = rays.get(dir);
      if (ray === undefined) rays.set(dir, [c]);
      else ray.push(c);
    }
    return [...rays.values()].map((ray) => {
      const l = this.fromEdge(at, ray[ray.length - 1] as Cell, 'ev ev-cross', seat);
      l.setAttribute('data-cells', ray.map((c) => `${c.x},${c.y}`).join(' '));
      return l;
    });
  }
}
