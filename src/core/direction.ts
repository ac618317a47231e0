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
