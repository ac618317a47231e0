/** Streak statistics of a sequence of successes and failures. */

/** Longest runs and how many runs of each length there were, for hits and for misses. */
export interface StreakStats {
  longestHit: number;
  longestMiss: number;
  /** hitRuns[k] = number of maximal runs of exactly k hits (index 0 unused, always 0). */
  hitRuns: number[];
  missRuns: number[];
}

/** Counts the maximal runs of equal outcomes in `outcomes`. */
export function streakStats(outcomes: readonly boolean[]): StreakStats {
  const hitRuns: number[] = [0];
  const missRuns: number[] = [0];
  const add = (runs: number[], k: number): void => {
    while (runs.length <= k) runs.push(0);
    runs[k] = (runs[k] ?? 0) + 1;
  };
  let i = 0;
  while (i < outcomes.length) {
    const v = outcomes[i];
    let j = i;
    while (j < outcomes.length && outcomes[j] === v) j++;
    add(v ? hitRuns : missRuns, j - i);
    i = j;
  }
  return { longestHit: hitRuns.length - 1, longestMiss: missRuns.length - 1, hitRuns, missRuns };
}
