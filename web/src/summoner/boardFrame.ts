/**
 * Where a cell is drawn: pixels per cell, the margin left for the coordinates, and the seat whose frame the board is
 * shown in. Every bot plays from the west, so in the second seat's frame the board is mirrored east–west and x counts
 * from that seat's own west edge, as in the views its bot was given.
 */
import { mirrorX, type Cell } from '../../../src/summoner/rules/grid.js';
import type { Side } from '../../../src/core/side.js';

/** Pixels per cell. */
export const CELL = 40;
/** The margin left of and above the grid, for the coordinates. */
export const MARGIN = 22;
/** Radius of a demon's token. */
export const R = 12;

/** A board `width` cells wide as one seat sees it. */
export class BoardFrame {
  /** The seat whose frame is shown: 0, the board as it is; 1, mirrored east–west. */
  as: Side = 0;

  constructor(readonly width: number) {}

  /** The column an absolute x is shown in (and the x a reader of this frame calls it). */
  x(x: number): number {
    return this.as === 0 ? x : mirrorX(x, this.width);
  }

  /** A cell in this frame's coordinates. */
  cell(c: Cell): Cell {
    return { x: this.x(c.x), y: c.y };
  }

  /** The pixel centre of the column of absolute x (fractions allowed: a blocked move stops half way). */
  cx(x: number): number {
    const shown = this.as === 0 ? x : this.width - 1 - x;
    return MARGIN + shown * CELL + CELL / 2;
  }

  /** The pixel centre of row y. */
  cy(y: number): number {
    return MARGIN + y * CELL + CELL / 2;
  }
}
