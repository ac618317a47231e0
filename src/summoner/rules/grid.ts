/** Geometry of the arena: cells, the eight directions, Chebyshev distance and the left–right mirror. */
import { DIRECTIONS, DIRECTION_OFFSETS, type Direction } from '../../core/direction.js';

/**
 * A cell: x is the column (0 = west edge), y the row (0 = north edge).
 * @category Rules
 */
export interface Cell {
  /** The column, from 0 (west edge) to the board's width − 1. */
  x: number;
  /** The row, from 0 (north edge) to the board's height − 1. */
  y: number;
}

/**
 * The eight compass directions a demon can step, strike or aim in; north is row 0.
 * @deprecated Use `Direction` (fray/core), the same in every system; `Dir` goes in 0.2.0.
 * @category Bot API
 */
export type Dir = Direction;

/**
 * Every direction, clockwise from north (the order bots may rely on).
 * @deprecated Use `DIRECTIONS` (fray/core), the same list; `DIRS` goes in 0.2.0.
 * @category Bot API
 */
export const DIRS: readonly Direction[] = DIRECTIONS;

const DELTA = DIRECTION_OFFSETS;

const MIRROR: Record<Direction, Direction> = { N: 'N', NE: 'NW', E: 'W', SE: 'SW', S: 'S', SW: 'SE', W: 'E', NW: 'NE' };

/** True for a string naming one of the eight directions. */
export function isDir(s: unknown): s is Direction {
  return typeof s === 'string' && Object.hasOwn(DELTA, s);
}

/** The cell one step from `c` in direction `d` (possibly off the board). */
export function step(c: Cell, d: Direction, n = 1): Cell {
  const [dx, dy] = DELTA[d];
  return { x: c.x + dx * n, y: c.y + dy * n };
}

/** The direction seen in a left–right mirror: east and west swap, north and south stay. */
export function mirrorDir(d: Direction): Direction {
  return MIRROR[d];
}

/** The column seen in a left–right mirror of a board `width` wide. */
export function mirrorX(x: number, width: number): number {
  return width - 1 - x;
}

/** True when `c` lies on a board of the given size. */
export function onBoard(c: Cell, width: number, height: number): boolean {
  return c.x >= 0 && c.y >= 0 && c.x < width && c.y < height;
}

/** The index of a cell in a row-major array of a board `width` wide. */
export function cellIndex(c: Cell, width: number): number {
  return c.y * width + c.x;
}

/** ⌊√n⌋ for a whole n ≥ 0, exact (no floating-point rounding at perfect squares). */
export function isqrt(n: number): number {
  let r = Math.floor(Math.sqrt(n));
  while (r * r > n) r--;
  while ((r + 1) * (r + 1) <= n) r++;
  return r;
}
