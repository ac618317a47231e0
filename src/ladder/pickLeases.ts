/**
 * Which queued matches a player takes: challenges (an author waits for them) ahead of rated matches, but only while
 * fewer than a global number of challenges are in flight, so many accounts asking for challenges cannot crowd out
 * rated play; past that cap challenges wait behind rated matches (and still fill slots nothing else wants).
 */

/** How many challenge matches may be running at once ahead of rated ones (a challenge is two matches). */
export const CHALLENGES_AHEAD = 2;

/** A queued match, as the choice needs it. */
export interface QueuedMatch {
  id: number;
  kind: string;
}

/**
 * Up to `n` of `queued` (oldest first within each kind, by id), challenges first while `running` challenges plus
 * those taken stay under `cap`, then rated matches, then the remaining challenges.
 */
export function pickLeases<M extends QueuedMatch>(
  queued: readonly M[],
  n: number,
  running: number,
  cap = CHALLENGES_AHEAD,
): M[] {
  const byId = [...queued].sort((a, b) => a.id - b.id);
  const challenges = byId.filter((m) => m.kind === 'challenge');
  const ahead = challenges.slice(0, Math.max(0, cap - running));
  const rest = [...byId.filter((m) => m.kind !== 'challenge'), ...challenges.slice(ahead.length)];
  return [...ahead, ...rest].slice(0, Math.max(0, n));
}
