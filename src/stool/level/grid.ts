/** Cells, the eight directions and distances on a level's grid (a level is rows of tile characters). */

/**
 * A cell: column x (0 at the left) and row y (0 at the top).
 * @category Grid
 */
export interface Point {
  /** The column, from 0 (west edge). */
  readonly x: number;
  /** The row, from 0 (north edge). */
  readonly y: number;
}

/**
 * The eight directions a mob can step in, named like a compass (north is up).
 * @category Grid
 */
export const COMPASS_DIRS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
/**
 * One of the eight directions.
 * @category Grid
 */
export type CompassDir = (typeof COMPASS_DIRS)[number];

/** Column and row offsets of each direction. */
export const DIR_OFFSETS: Readonly<Record<CompassDir, readonly [number, number]>> = {
  n: [0, -1],
  ne: [1, -1],
  e: [1, 0],
  se: [1, 1],
  s: [0, 1],
  sw: [-1, 1],
  w: [-1, 0],
  nw: [-1, -1],
};

/** Tile characters: solid rock (also the walls one sees), open floor, stairs down, and where one arrives from above. */
export const ROCK = '#';
/** See ROCK. */
export const FLOOR = '.';
/** See ROCK. */
export const STAIRS = '>';
/** See ROCK. */
export const ARRIVAL = '<';

/** The cell one step from `p` in direction `d`. */
export function stepFrom(p: Point, d: CompassDir): Point {
  const [dx, dy] = DIR_OFFSETS[d];
  return { x: p.x + dx, y: p.y + dy };
}

/** The direction of a single step from `a` to the adjacent cell `b`, or undefined when they are not adjacent. */
export function dirTo(a: Point, b: Point): CompassDir | undefined {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1) return undefined;
  return COMPASS_DIRS.find((d) => DIR_OFFSETS[d][0] === dx && DIR_OFFSETS[d][1] === dy);
}

/** The tile at (x, y) of `tiles`, rock outside the level. */
export function tileAt(tiles: readonly string[], x: number, y: number): string {
  const row = tiles[y];
  if (row === undefined || x < 0 || x >= row.length) return ROCK;
  return row[x] ?? ROCK;
}

/** True when a mob can stand at (x, y): floor, stairs or the arrival point. */
export function walkable(tiles: readonly string[], x: number, y: number): boolean {
  return tileAt(tiles, x, y) !== ROCK;
}
