/**
 * Matchmaking: which two bot versions play next. Every draw comes from the Rng passed in, so the same ladder state
 * and seed give the same choice. The pair then plays twice, once in each seat, with the same seed.
 */
import type { Rng } from '../core/rng.js';
import type { Rating } from './ladderRating.js';

/** A version that may be scheduled: its rating, games played, and the number of the last pair it was put in (0: none). */
export interface Contender {
  versionId: number;
  authorId: number;
  rating: Rating;
  games: number;
  lastPair: number;
}

/** How the seed bot and its opponent are drawn. */
export interface MatchmakingRule {
  /** How often the seed is the contender that has waited longest (the rest of the time: weighted by 1/(games+1)). */
  longestWaitingShare: number;
  /** The opponent is drawn from this many contenders nearest the seed's mean... */
  nearest: number;
  /** ...except this often, when it is any contender (so the top and the bottom still meet). */
  fartherShare: number;
}

/** The ladder's rule (after Halite's matchmaker, seeded by games played, never by sigma). */
export const MATCHMAKING_RULE: MatchmakingRule = { longestWaitingShare: 0.5, nearest: 4, fartherShare: 0.15 };

/** The pair chosen: the seed plays first in the first of the two matches. */
export interface Pair {
  seed: Contender;
  opponent: Contender;
}

/** Contenders in a fixed order (by version id), so the choice never depends on how the caller listed them. */
const byId = (a: Contender, b: Contender): number => a.versionId - b.versionId;

/** The contender that has waited longest: put in the oldest pair, then fewest games, then lowest id. */
function longestWaiting(list: readonly Contender[]): Contender {
  return [...list].sort((a, b) => a.lastPair - b.lastPair || a.games - b.games || a.versionId - b.versionId)[0]!;
}

/** A contender drawn with weight 1/(games+1): new versions play more until their uncertainty falls. */
function fewGamesWeighted(list: readonly Contender[], rng: Rng): Contender {
  const weights = list.map((c) => 1 / (c.games + 1));
  let x = rng.next() * weights.reduce((s, w) => s + w, 0);
  for (const [i, w] of weights.entries()) {
    x -= w;
    if (x < 0) return list[i]!;
  }
  return list[list.length - 1]!;
}

/** The seed's opponent: of other authors' versions when there are any, near the seed's mean, sometimes any. */
function opponentOf(seed: Contender, list: readonly Contender[], rng: Rng, rule: MatchmakingRule): Contender {
  const others = list.filter((c) => c.versionId !== seed.versionId);
  const strangers = others.filter((c) => c.authorId !== seed.authorId);
  const pool = strangers.length > 0 ? strangers : others;
  if (rng.next() < rule.fartherShare) return pool[rng.below(pool.length)]!;
  const gap = (c: Contender) => Math.abs(c.rating.mu - seed.rating.mu);
  const near = [...pool].sort((a, b) => gap(a) - gap(b) || a.versionId - b.versionId).slice(0, rule.nearest);
  return near[rng.below(near.length)]!;
}

/** The next pair among `contenders`, or undefined when fewer than two can play. */
export function chooseMatch(
  contenders: readonly Contender[],
  rng: Rng,
  rule: MatchmakingRule = MATCHMAKING_RULE,
): Pair | undefined {
  if (contenders.length < 2) return undefined;
  const list = [...contenders].sort(byId);
  const seed = rng.next() < rule.longestWaitingShare ? longestWaiting(list) : fewGamesWeighted(list, rng);
  return { seed, opponent: opponentOf(seed, list, rng, rule) };
}
