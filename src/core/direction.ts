/**
 * The eight compass directions, in every system that has a grid; north is towards row 0, east towards higher
 * columns.
 * @category Vocabulary
 */
export type Direction = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';

/**
 * Every direction, clockwise from north (the order Summoner War's bots may rely on).
 * @category Vocabulary
 */
export const DIRECTIONS: readonly Direction[] = Object.freeze(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);

/** The column and row offsets of one step in each direction (north is towards row 0, east towards higher columns). */
export const DIRECTION_OFFSETS: Readonly<Record<Direction, readonly [number, number]>> = Object.freeze({
  N: [0, -1],
  NE: [1, -1],
  E: [1, 0],
  SE: [1, 1],
  S: [0, 1],
  SW: [-1, 1],
  W: [-1, 0],
  NW: [-1, -1],
});
