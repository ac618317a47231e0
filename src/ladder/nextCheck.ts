/**
 * Which waiting submission the checker takes next: round-robin by author (the author whose last check is oldest,
 * never-checked first), that author's oldest version; so one author's backlog delays each other author by at most
 * one check of theirs, however many versions they queued.
 */

/** A version waiting for its checks. */
export interface WaitingVersion {
  id: number;
  authorId: number;
}

/**
 * The id of the version to check next, or undefined when none waits. `lastChecked` gives, per author, the number of
 * the check of theirs started last (a counter the checker keeps; authors missing from it come first).
 */
export function nextCheck(
  waiting: readonly WaitingVersion[],
  lastChecked: ReadonlyMap<number, number>,
): number | undefined {
  let best: WaitingVersion | undefined;
  const rank = (v: WaitingVersion) => lastChecked.get(v.authorId) ?? -1;
  for (const v of waiting)
    if (best === undefined || rank(v) < rank(best) || (rank(v) === rank(best) && v.id < best.id)) best = v;
  return best?.id;
}
