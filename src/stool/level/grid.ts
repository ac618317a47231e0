/** Cells, the eight directions and distances on a level's grid (a level is rows of tile characters). */
import { DIRECTIONS, DIRECTION_OFFSETS, type Direction } from '../../core/direction.js';

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
 * The eight directions in the game's old lower-case spelling, in `DIRECTIONS`' order; its saves still write them.
 * @deprecated use `DIRECTIONS` (`'N'`… `'NW'`) of `fray/core`, the directions of every system; goes in 0.2.0.
 * @category Grid
 */
export const COMPASS_DIRS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
/**
 * One of the eight directions in the old lower-case spelling, which a `move` command still accepts.
 * @deprecated use `Direction` (`'N'`… `'NW'`) of `fray/core`; goes in 0.2.0.
 * @category Grid
 */
export type CompassDir = (typeof COMPASS_DIRS)[number];

/** Column and row offsets of each direction. */
export const DIR_OFFSETS: Readonly<Record<Direction, readonly [number, number]>> = DIRECTION_OFFSETS;

const BY_OLD_NAME: ReadonlyMap<string, Direction> = new Map(COMPASS_DIRS.map((d, i) => [d, DIRECTIONS[i]!]));

/** The direction `d` names, in either spelling ('E' or the deprecated 'e'), or undefined when it names none. */
export function directionOf(d: unknown): Direction | undefined {
  if (typeof d !== 'string') return undefined;
  return (DIRECTIONS as readonly string[]).includes(d) ? (d as Direction) : BY_OLD_NAME.get(d);
}

/** The old lower-case spelling of a direction, which the game's save files hold. */
export function compassDirOf(d: Direction): CompassDir {
  return COMPASS_DIRS[DIRECTIONS.indexOf(d)]!;
}

/** Tile characters: solid rock (also the walls one sees), open floor, stairs down, and where one arrives from above. */
export const ROCK = '#';
/** See ROCK. */
export const FLOOR = '.';
/** See ROCK. */
export const STAIRS = '>';
/** See ROCK. */
export const ARRIVAL = '<';

/** The cell one step from `p` in direction `d`. */
export function stepFrom(p: Point, d: Direction): Point {
  const [dx, dy] = DIR_OFFSETS[d];
  return { x: p.x + dx, y: p.y + dy };
}

/** The direction of a single step from `a` to the adjacent cell `b`, or undefined when they are not adjacent. */
export function dirTo(a: Point, b: Point): Direction | undefined {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1) return undefined;
  return DIRECTIONS.find((d) => DIR_OFFSETS[d][0] === dx && DIR_OFFSETS[d][1] === dy);
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
