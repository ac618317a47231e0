/** A round robin's matches as one JSON-able document: standings, ratings, the win matrix, the first seat, lengths. */
import { createRng } from '../../core/rng.js';
import { summarizeCounts } from '../../core/stats/countStats.js';
import { wilson } from '../../core/stats/wilson.js';
import type { MatchSummary } from '../match/matchSummary.js';
import { bootstrapRatings, bradleyTerry, type PairResult } from './bradleyTerry.js';
import type { Pairing } from './schedule.js';

/**
 * Why a match ended, as MatchSummary has it.
 * @category Tournaments
 */
export type EndReason = MatchSummary['reason'];

/**
 * Every end reason, in the order reports list them.
 * @category Tournaments
 */
export const END_REASONS: readonly EndReason[] = ['wipeout', 'mutual-wipeout', 'turn-limit', 'forfeit'];

/**
 * One played match: who sat where, and how it went.
 * @category Tournaments
 */
export interface TournamentMatch {
  /** Who sat where. */
  pairing: Pairing;
  /** How the match went. */
  summary: MatchSummary;
}

/**
 * What the tournament played: bots by index (names and load errors), and the matches finished (any subset).
 * @category Tournaments
 */
export interface TournamentInput {
  /** The tournament seed, from 0 to 2^32 − 1. */
  seed: number;
  /** The bots' names, by input index. */
  names: string[];
  /** Per bot: why it could not be loaded, or null. */
  loadErrors: (string | null)[];
  /** The matches finished, in any order and any subset of the schedule. */
  matches: readonly TournamentMatch[];
  /** Matches that could not be played at all (their worker crashed twice): listed, left out of the standings. */
  failed?: readonly { pairing: Pairing; error: string }[];
  /** Bootstrap resamples for the rating intervals (default 200; 0 leaves the intervals null). */
  bootstrapSamples?: number;
}

/**
 * One bot's line of the standings; counts are summed over its matches, from its own seat's side of each pair.
 * @category Tournaments
 */
export interface Standing {
  /** 1 for the best; bots level on both wins and kills share a rank (the next rank skips, as in 1, 2, 2, 4). */
  rank: number;
  /** The bot's index in the input (rows and columns of the win matrix). */
  index: number;
  /** The bot's name. */
  name: string;
  /** Matches it played. */
  played: number;
  /** Matches it won. */
  wins: number;
  /** Matches it lost. */
  losses: number;
  /** Matches drawn. */
  draws: number;
  /** Enemy demons it killed over all its matches (the tie-break after wins). */
  kills: number;
  /** Calls whose answer was lost (threw, timed out, malformed), plus forfeits. */
  errors: number;
  /** The errors that were calls out of time. */
  timeouts: number;
  /** Orders the rules refused, over all its matches. */
  rejectedOrders: number;
  /** Bradley–Terry rating, 400·log10 of strength, mean 0 over all bots. */
  rating: number;
  /** 95% percentile-bootstrap interval of the rating; null when no bootstrap was run. */
  ratingLo: number | null;
  /** The high end of that interval; null when no bootstrap was run. */
  ratingHi: number | null;
  /** Why the bot could not be loaded (it then forfeits its matches); absent when it loaded. */
  loadError?: string;
}

/**
 * How the seat that plays first fared; `rate` is its share of the DECIDED matches (draws are left out, and counted apart).
 * @category Tournaments
 */
export interface FirstSeat {
  /** Matches the first seat won. */
  wins: number;
  /** Matches the first seat lost. */
  losses: number;
  /** Matches drawn (left out of `rate`). */
  draws: number;
  /** wins + losses. */
  decided: number;
  /** wins / decided, or null with no decided match. */
  rate: number | null;
  /** 95% Wilson interval of the rate; [0, 1] with no decided match. */
  ci95: [number, number];
}

/**
 * Match lengths in turns (0 for a match whose setups were refused); the figures are null with no matches.
 * @category Tournaments
 */
export interface MatchLengths {
  /** Mean length in turns; null with no matches. */
  mean: number | null;
  /** Median and 90th percentile: the smallest observed length with at least half (90%) of matches at or below it. */
  median: number | null;
  /** 90th percentile length in turns (see `median`); null with no matches. */
  p90: number | null;
  /** Shortest match in turns; null with no matches. */
  min: number | null;
  /** Longest match in turns; null with no matches. */
  max: number | null;
  /** Matches per length, observed lengths only, shortest first. */
  histogram: { turns: number; count: number }[];
  /** Matches per end reason (every reason listed, 0 when none). */
  byReason: Record<EndReason, number>;
}

/**
 * What `fray summoner tournament --json` prints: plain data, no NaN or Infinity.
 * @category Tournaments
 */
export interface TournamentResult {
  /** The tournament seed, from 0 to 2^32 − 1. */
  seed: number;
  /** Matches played (those in the input). */
  matches: number;
  /** Bootstrap resamples behind the rating intervals (0: none, the intervals are null). */
  bootstrapSamples: number;
  /** Bot names by input index. */
  names: string[];
  /** Best first: wins, then total kills (both descending), then name, then input index. */
  standings: Standing[];
  /** By input index: wins[i][j] is how often bot i beat bot j, in either seat; draws[i][j] = draws[j][i]. */
  winMatrix: { wins: number[][]; draws: number[][] };
  /** How the seat that plays first fared. */
  firstSeat: FirstSeat;
  /** Match lengths in turns. */
  lengths: MatchLengths;
  /** Matches that could not be played, by index, with the bots in each seat and why. */
  failed: { index: number; seats: [string, string]; error: string }[];
}

/** Rating intervals unless the caller asks otherwise: enough for stable 2.5% and 97.5% tails at 100 bots in seconds. */
export const DEFAULT_BOOTSTRAP_SAMPLES = 200;

/**
 * The bootstrap's stream, forked from the master seed. The index is above 2^32, so it is no match's index; the one
 * index below 2^32 whose fork coincides is 3,732,012,272, beyond any round robin of fewer than 61,000 bots.
 */
const BOOTSTRAP_STREAM = 2 ** 32 + 0xb0075eed;

/** A bot's running counts while the matches are folded in: the counting part of its standing. */
type Tally = Pick<
  Standing,
  'played' | 'wins' | 'losses' | 'draws' | 'kills' | 'errors' | 'timeouts' | 'rejectedOrders'
>;

function square(n: number): number[][] {
  return Array.from({ length: n }, () => new Array<number>(n).fill(0));
}

/** Everything folded from the matches, before ratings: counts per bot, the win matrix, seat and length records. */
interface Folded {
  tallies: Tally[];
  wins: number[][];
  draws: number[][];
  results: PairResult[];
  firstSeat: { wins: number; losses: number; draws: number };
  /** Matches per length in turns (sparse until the end). */
  turnCounts: number[];
  byReason: Record<EndReason, number>;
  minTurns: number;
  maxTurns: number;
}

/** Checks match `k` against the `n` bots: two different bots' seats, a whole number of turns (else RangeError). */
function checkMatch(k: number, { pairing, summary }: TournamentMatch, n: number): void {
  const [a, b] = pairing.seats;
  const ok = (x: number): boolean => Number.isInteger(x) && x >= 0 && x < n;
  if (!ok(a) || !ok(b) || a === b)
    throw new RangeError(
      `tournamentResult: match ${k} (index ${pairing.index}) seats bots ${a} and ${b}, not two of the ${n} bots`,
    );
  if (!Number.isInteger(summary.turns) || summary.turns < 0)
    throw new RangeError(`tournamentResult: match ${k} (index ${pairing.index}) lasted ${summary.turns} turns`);
}

/** Adds one match to the bots' counts and the records. */
function foldMatch(f: Folded, { pairing, summary }: TournamentMatch): void {
  const [a, b] = pairing.seats;
  const { winner } = summary;
  ([a, b] as const).forEach((bot, seat) => {
    const t = f.tallies[bot] as Tally;
    t.played++;
    if (winner === null) t.draws++;
    else if (winner === seat) t.wins++;
    else t.losses++;
    t.kills += summary.kills[seat as 0 | 1];
    t.errors += summary.errors[seat as 0 | 1];
    t.timeouts += summary.timeouts[seat as 0 | 1];
    t.rejectedOrders += summary.rejectedOrders[seat as 0 | 1];
  });
  if (winner === null) {
    f.draws[a]![b]!++;
    f.draws[b]![a]!++;
    f.firstSeat.draws++;
  } else {
    const [w, l] = winner === 0 ? [a, b] : [b, a];
    f.wins[w]![l]!++;
    if (winner === 0) f.firstSeat.wins++;
    else f.firstSeat.losses++;
  }
  f.results.push({ i: a, j: b, score: winner === null ? 0.5 : winner === 0 ? 1 : 0 });
  f.turnCounts[summary.turns] = (f.turnCounts[summary.turns] ?? 0) + 1;
  f.minTurns = Math.min(f.minTurns, summary.turns);
  f.maxTurns = Math.max(f.maxTurns, summary.turns);
  f.byReason[summary.reason]++;
}

/** The matches folded, each checked first. */
function foldMatches(matches: readonly TournamentMatch[], n: number): Folded {
  const f: Folded = {
    tallies: Array.from({ length: n }, () => ({
      played: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      kills: 0,
      errors: 0,
      timeouts: 0,
      rejectedOrders: 0,
    })),
    wins: square(n),
    draws: square(n),
    results: [],
    firstSeat: { wins: 0, losses: 0, draws: 0 },
    turnCounts: [],
    byReason: Object.fromEntries(END_REASONS.map((r) => [r, 0])) as Record<EndReason, number>,
    minTurns: Infinity,
    maxTurns: -Infinity,
  };
  matches.forEach((m, k) => {
    checkMatch(k, m, n);
    foldMatch(f, m);
  });
  return f;
}

/** The standings: most wins, then most kills, then by name; bots level on both share a rank. */
function standingsOf(
  input: TournamentInput,
  tallies: readonly Tally[],
  ratings: readonly number[],
  intervals: readonly { lo: number; hi: number }[] | null,
): Standing[] {
  const { names, loadErrors } = input;
  const order = names
    .map((_, i) => i)
    .sort((x, y) => {
      const tx = tallies[x] as Tally,
        ty = tallies[y] as Tally;
      const nx = names[x] as string,
        ny = names[y] as string;
      return ty.wins - tx.wins || ty.kills - tx.kills || (nx < ny ? -1 : nx > ny ? 1 : 0) || x - y;
    });
  const standings: Standing[] = [];
  order.forEach((i, pos) => {
    const t = tallies[i] as Tally;
    const prev = standings[pos - 1];
    const level = prev !== undefined && prev.wins === t.wins && prev.kills === t.kills;
    const loadError = loadErrors[i];
    standings.push({
      rank: level ? prev.rank : pos + 1,
      index: i,
      name: names[i] as string,
      ...t,
      rating: ratings[i] as number,
      ratingLo: intervals?.[i]?.lo ?? null,
      ratingHi: intervals?.[i]?.hi ?? null,
      ...(loadError === null || loadError === undefined ? {} : { loadError }),
    });
  });
  return standings;
}

/** Match lengths from the folded counts (the figures null with no matches). */
function lengthsOf(f: Folded, matchCount: number): MatchLengths {
  const { turnCounts } = f;
  for (let v = 0; v < turnCounts.length; v++) turnCounts[v] ??= 0;
  const s = summarizeCounts(turnCounts);
  const none = matchCount === 0;
  return {
    mean: none ? null : s.mean,
    median: none ? null : s.median,
    p90: none ? null : s.p90,
    min: none ? null : f.minTurns,
    max: none ? null : f.maxTurns,
    histogram: turnCounts.flatMap((count, turns) => (count > 0 ? [{ turns, count }] : [])),
    byReason: f.byReason,
  };
}

/**
 * A tournament's outcome from the matches played (any subset: a partial tournament is fine): standings, ratings with
 * bootstrap intervals, the win matrix, the first seat's record and match lengths. Deterministic: the bootstrap draws
 * from a stream of `seed`.
 *
 * @throws RangeError when names and load errors differ in length, a seat is not a bot's index, a bot plays itself, or
 * a match's turns or the bootstrap samples are not a whole number 0 or more
 * @example
 * ```ts
 * import { tournamentResult } from 'fray/summoner';
 *
 * const r = tournamentResult({ seed: 1, names: ['a', 'b'], loadErrors: [null, null], matches: [] });
 * console.log(r.standings.map((s) => `${s.rank}. ${s.name}`).join(', '));
 * //> 1. a, 1. b
 * ```
 * @category Tournaments
 */
export function tournamentResult(input: TournamentInput): TournamentResult {
  const { seed, names, loadErrors, matches } = input;
  const n = names.length;
  if (loadErrors.length !== n)
    throw new RangeError(`tournamentResult: ${n} names but ${loadErrors.length} load errors`);
  const samples = input.bootstrapSamples === undefined ? DEFAULT_BOOTSTRAP_SAMPLES : input.bootstrapSamples;
  if (!Number.isInteger(samples) || samples < 0)
    throw new RangeError(`tournamentResult: bootstrap samples must be a whole number >= 0, got ${samples}`);
  const f = foldMatches(matches, n);
  const ratings = bradleyTerry(f.results, n);
  const intervals =
    samples > 0 ? bootstrapRatings(f.results, n, createRng(seed).fork(BOOTSTRAP_STREAM), samples) : null;
  const decided = f.firstSeat.wins + f.firstSeat.losses;
  return {
    seed,
    matches: matches.length,
    failed: (input.failed ?? []).map((x) => ({
      index: x.pairing.index,
      seats: [names[x.pairing.seats[0]] ?? '?', names[x.pairing.seats[1]] ?? '?'],
      error: x.error,
    })),
    bootstrapSamples: samples,
    names: [...names],
    standings: standingsOf(input, f.tallies, ratings, intervals),
    winMatrix: { wins: f.wins, draws: f.draws },
    firstSeat: {
      ...f.firstSeat,
      decided,
      rate: decided > 0 ? f.firstSeat.wins / decided : null,
      ci95: wilson(f.firstSeat.wins, decided),
    },
    lengths: lengthsOf(f, matches.length),
  };
}
