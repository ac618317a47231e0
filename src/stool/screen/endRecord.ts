/** What the end screen shows of a finished game's records: the morgue file, the high scores and this game's rank. */

/**
 * One finished game in the high scores.
 * @category Screen
 */
export interface ScoreRow {
  readonly score: number;
  readonly result: 'won' | 'dead';
  readonly level: number;
  readonly round: number;
  readonly kills: number;
  readonly by?: string;
  readonly seed: number;
  readonly date: string;
}

/**
 * What recording a finished game gave: the morgue's path, the best rows, this game's rank in them, or a problem.
 * @category Screen
 */
export interface EndRecord {
  readonly morgue: string | null;
  readonly scores: readonly ScoreRow[];
  /** 1-based rank of this game among the kept rows (null when it fell off the end or was not recorded). */
  readonly rank: number | null;
  readonly problem: string | null;
}
