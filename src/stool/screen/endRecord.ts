/** What the end screen shows of a finished game's records: the morgue file, the high scores and this game's rank. */

/**
 * One finished game in the high scores.
 * @category Screen
 */
export interface ScoreRow {
  /** The game's score (see `scoreOf`), 0 or more. */
  readonly score: number;
  /** Won or dead. */
  readonly result: 'won' | 'dead';
  /** The level reached, from 1. */
  readonly level: number;
  /** The round the game ended in. */
  readonly round: number;
  /** Monsters killed. */
  readonly kills: number;
  /** What killed the player (a monster's build, or the poison of one), for a death. */
  readonly by?: string;
  /** The game's seed. */
  readonly seed: number;
  /** When the game ended, as an ISO 8601 date and time. */
  readonly date: string;
}

/**
 * What recording a finished game gave: the morgue's path, the best rows, this game's rank in them, or a problem.
 * @category Screen
 */
export interface EndRecord {
  /** Where the morgue file was written, or null when it was not. */
  readonly morgue: string | null;
  /** The best games kept, best first. */
  readonly scores: readonly ScoreRow[];
  /** 1-based rank of this game among the kept rows (null when it fell off the end or was not recorded). */
  readonly rank: number | null;
  /** Why the game could not be recorded, in one line, or null when it was. */
  readonly problem: string | null;
}
