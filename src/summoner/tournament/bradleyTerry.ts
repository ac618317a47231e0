/**
 * Bradley–Terry ratings of bots from their match results, fitted by Hunter's (2004) MM algorithm, with bootstrap
 * intervals.
 *
 * Model: bot i has a strength γ_i and beats j with probability γ_i / (γ_i + γ_j); a draw counts as half a win for
 * each side. Ratings are reported as 400·log10 γ_i, so a difference of d points is Elo's logistic curve:
 * P(i beats j) = 1 / (1 + 10^(-d / 400)). They are centred so the mean over all bots is 0.
 *
 * Prior: each bot also plays one virtual draw against a fixed reference of strength 1 (rating 0 before centring).
 * Without it a bot that never lost (or never won) has no finite maximum-likelihood strength, and groups of bots that
 * never met would float apart; with it every bot has half a win and half a loss, the likelihood has a unique
 * maximum, and the pull towards the middle is one game's worth, small against a round robin's 2(n - 1) games.
 *
 * Speed: plain MM creeps when strengths are far apart (100 bots that each beat every weaker one took ~1,200 steps),
 * so its steps are extrapolated with SQUAREM (Varadhan & Roland 2008), which brings that case to ~50 cycles of three
 * MM steps. Whatever the path, the fit stops only where one plain MM step moves no log-strength by more than a
 * tolerance, so the answer is the same maximum either way.
 *
 * Cost: results are first folded into per-pair game counts and per-bot scores, O(m + P log P) for m results over P
 * distinct pairs; each MM step is then O(P + n) whatever m is (P = n(n - 1)/2 in a round robin).
 */
import { fdlibmExp } from '../../math/exp.js';
import { fdlibmLog } from '../../math/log.js';
import type { Rng } from '../../core/rng.js';

/**
 * One match between bots `i` and `j` (distinct indices below n), scored for `i`: 1 won, 0.5 drawn, 0 lost.
 * @category Tournaments
 */
export interface PairResult {
  /** The first bot's index, from 0 to n − 1. */
  i: number;
  /** The second bot's index, from 0 to n − 1, not `i`. */
  j: number;
  /** The score for `i`: 1 won, 0.5 drawn, 0 lost. */
  score: number;
}

/**
 * A bot's bootstrap interval: the 2.5th and 97.5th percentiles of its resampled ratings.
 * @category Tournaments
 */
export interface RatingInterval {
  /** The interval's low end (the 2.5th percentile), in rating points. */
  lo: number;
  /** The interval's high end (the 97.5th percentile), in rating points. */
  hi: number;
}

/** Virtual draws of each bot against the strength-1 reference (see the prior above). */
const PRIOR_GAMES = 1;
/** Converged when one MM step moves no log-strength by more than this (2e-8 rating points). */
const TOLERANCE = 1e-10;
/** Bootstrap refits stop sooner (a step under 2e-5 points): far below the resampling's own noise, and a third faster. */
const BOOTSTRAP_TOLERANCE = 1e-7;
/** SQUAREM cycles before falling back to plain MM steps, whose convergence is guaranteed (a guard; never seen). */
const MAX_CYCLES = 1_000;
/** A guard only: plain MM converges with the prior, if slowly. */
const MAX_ITERATIONS = 200_000;
const POINTS_PER_NEPER = 400 / Math.LN10;

/** Results folded onto canonical pairs (a < b, sorted), so the fit does not depend on the order of the list. */
interface Pairs {
  n: number;
  a: Int32Array;
  b: Int32Array;
  /** The pair of each result, in the list's order. */
  ofResult: Int32Array;
}

function foldPairs(results: readonly PairResult[], n: number): Pairs {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`the number of bots must be a whole number >= 0, got ${n}`);
  const keys = new Float64Array(results.length);
  results.forEach((r, k) => {
    const ok = (x: number): boolean => Number.isInteger(x) && x >= 0 && x < n;
    if (!ok(r.i) || !ok(r.j) || r.i === r.j)
      throw new RangeError(`result ${k}: bots must be distinct indices below ${n}, got ${r.i} and ${r.j}`);
    if (!(r.score >= 0 && r.score <= 1)) throw new RangeError(`result ${k}: score must be in [0, 1], got ${r.score}`);
    keys[k] = Math.min(r.i, r.j) * n + Math.max(r.i, r.j);
  });
  const distinct = [...new Set(keys)].sort((x, y) => x - y);
  const index = new Map(distinct.map((key, p) => [key, p]));
  const a = new Int32Array(distinct.length);
  const b = new Int32Array(distinct.length);
  distinct.forEach((key, p) => {
    a[p] = Math.floor(key / n);
    b[p] = key % n;
  });
  const ofResult = new Int32Array(results.length);
  keys.forEach((key, k) => {
    ofResult[k] = index.get(key) as number;
  });
  return { n, a, b, ofResult };
}

/** Games per pair and score per bot (the prior's half point included) from the chosen results (each `times[k]` times). */
function tally(
  pairs: Pairs,
  results: readonly PairResult[],
  times: ArrayLike<number> | null,
  games: Float64Array,
  score: Float64Array,
): void {
  games.fill(0);
  score.fill(PRIOR_GAMES / 2);
  for (let k = 0; k < results.length; k++) {
    const t = times === null ? 1 : (times[k] as number);
    if (t === 0) continue;
    const r = results[k] as PairResult;
    games[pairs.ofResult[k] as number]! += t;
    score[r.i]! += t * r.score;
    score[r.j]! += t * (1 - r.score);
  }
}

/** Scratch arrays for one fit, reused across bootstrap refits. */
interface Work {
  t1: Float64Array;
  t2: Float64Array;
  t3: Float64Array;
  gamma: Float64Array;
  denom: Float64Array;
}

function work(n: number): Work {
  return {
    t1: new Float64Array(n),
    t2: new Float64Array(n),
    t3: new Float64Array(n),
    gamma: new Float64Array(n),
    denom: new Float64Array(n),
  };
}

/** The games to fit: who played whom, how many games each pair played, and what each side scored. */
interface Data {
  pairs: Pairs;
  games: Float64Array;
  score: Float64Array;
}

/**
 * One MM step from log-strengths `from` into `to`, returning the largest move: Hunter's update of every strength at
 * once from the previous ones, then the exact best common shift. Both raise the likelihood.
 */
function mmStep(d: Data, from: Float64Array, to: Float64Array, w: Work): number {
  const { pairs, games, score } = d;
  const { n, a, b } = pairs;
  const { gamma, denom } = w;
  for (let i = 0; i < n; i++) {
    gamma[i] = fdlibmExp(from[i]!);
    denom[i] = PRIOR_GAMES / (gamma[i]! + 1);
  }
  for (let p = 0; p < a.length; p++) {
    const g = games[p]!;
    if (g === 0) continue;
    const x = a[p]!,
      y = b[p]!;
    const t = g / (gamma[x]! + gamma[y]!);
    denom[x]! += t;
    denom[y]! += t;
  }
  for (let i = 0; i < n; i++) gamma[i] = score[i]! / denom[i]!;
  // The common level of all strengths is pinned only by the prior's few games, so MM alone creeps along it
  // (thousands of steps); maximising the likelihood over that one direction exactly removes that slow mode.
  const shift = fdlibmLog(bestCommonShift(gamma));
  let step = 0;
  for (let i = 0; i < n; i++) {
    to[i] = fdlibmLog(gamma[i]!) + shift;
    step = Math.max(step, Math.abs(to[i]! - from[i]!));
  }
  return step;
}

/** Fits log-strengths `theta` (the starting point, overwritten with the maximum; the reference's is 0). */
function fit(d: Data, theta: Float64Array, w: Work, tolerance: number): void {
  const { pairs } = d;
  const n = pairs.n;
  const { t1, t2, t3 } = w;
  for (let cycle = 0; cycle < MAX_CYCLES; cycle++) {
    if (mmStep(d, theta, t1, w) < tolerance) {
      theta.set(t1);
      return;
    }
    mmStep(d, t1, t2, w);
    // SQUAREM's step length from the first and second differences of two MM steps; -1 would land on t2 itself.
    let rr = 0,
      vv = 0;
    for (let i = 0; i < n; i++) {
      const r = t1[i]! - theta[i]!,
        v = t2[i]! - 2 * t1[i]! + theta[i]!;
      rr += r * r;
      vv += v * v;
    }
    const alpha = Math.min(-1, -Math.sqrt(rr / vv));
    let finite = Number.isFinite(alpha);
    for (let i = 0; i < n && finite; i++) {
      const r = t1[i]! - theta[i]!,
        v = t2[i]! - 2 * t1[i]! + theta[i]!;
      t3[i] = theta[i]! - 2 * alpha * r + alpha * alpha * v;
      finite = Number.isFinite(t3[i]!);
    }
    // A final MM step from the extrapolated point keeps every cycle's result an MM output; an extrapolation so far
    // out that strengths overflow falls back to the plain second step.
    if (!(finite && Number.isFinite(mmStep(d, t3, theta, w)))) mmStep(d, t2, theta, w);
  }
  for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
    if (mmStep(d, theta, t1, w) < tolerance) break;
    theta.set(t1);
  }
  theta.set(t1);
}

/**
 * The factor c maximising the likelihood of strengths c·γ: only the games against the reference change with c, and
 * their score equation, sum over i of (1/2 - cγ_i / (cγ_i + 1)) = 0 (the same for any number of prior games, as
 * every bot has as many), is solved by Newton's method in ln c.
 */
function bestCommonShift(gamma: Float64Array): number {
  let t = 0;
  for (let k = 0; k < 60; k++) {
    const c = fdlibmExp(t);
    let f = 0,
      slope = 0;
    for (let i = 0; i < gamma.length; i++) {
      const p = (c * gamma[i]!) / (c * gamma[i]! + 1);
      f += 0.5 - p;
      slope += p * (1 - p);
    }
    if (slope === 0) return 1;
    // The equation is monotone in t; capping the step keeps Newton from overshooting on the flat tails.
    const dt = Math.max(-2, Math.min(2, f / slope));
    t += dt;
    if (Math.abs(dt) < 1e-13) break;
  }
  return fdlibmExp(t);
}

/** Log-strengths as centred ratings, written into `out`. */
function toRatings(theta: Float64Array, out: Float64Array | number[]): void {
  const n = theta.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += theta[i]!;
  mean /= Math.max(1, n);
  for (let i = 0; i < n; i++) out[i] = POINTS_PER_NEPER * (theta[i]! - mean);
}

function fitAll(pairs: Pairs, results: readonly PairResult[]): Float64Array {
  const games = new Float64Array(pairs.a.length);
  const score = new Float64Array(pairs.n);
  tally(pairs, results, null, games, score);
  const theta = new Float64Array(pairs.n);
  fit({ pairs, games, score }, theta, work(pairs.n), TOLERANCE);
  return theta;
}

/**
 * Each bot's rating from the results of its games (Bradley–Terry, on an Elo-like scale with mean 0): finite for every
 * bot (one with no games rates at the reference), the same numbers for the same results in any order.
 *
 * @param results - each game as the two bots' indices (i, j) and i's score (1 win, 0.5 draw, 0 loss)
 * @param n - how many bots
 * @throws RangeError on an index out of range, a bot playing itself, or a score outside [0, 1]
 * @example
 * ```ts
 * import { bradleyTerry } from 'fray/summoner';
 *
 * const ratings = bradleyTerry([{ i: 0, j: 1, score: 1 }, { i: 0, j: 1, score: 1 }, { i: 0, j: 1, score: 0 }, { i: 1, j: 2, score: 1 }], 3);
 * console.log(ratings.map((r) => Math.round(r)).join(' '));
 * //> 123 45 -168
 * ```
 * @category Tournaments
 */
export function bradleyTerry(results: readonly PairResult[], n: number): number[] {
  const pairs = foldPairs(results, n);
  const ratings = new Array<number>(n).fill(0);
  toRatings(fitAll(pairs, results), ratings);
  return ratings;
}

/** The type-7 (linear interpolation) quantile of sorted samples; the R and NumPy default. */
function quantileSorted(sorted: Float64Array, q: number): number {
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const below = sorted[lo]!;
  const above = sorted[Math.min(sorted.length - 1, lo + 1)]!;
  return below + (h - lo) * (above - below);
}

/**
 * Each bot's 95% percentile-bootstrap interval: `samples` times, draws as many results as there are from `results`
 * with replacement (using `rng` only, so the same rng state gives the same intervals), refits, and returns the 2.5th
 * and 97.5th percentiles (linear interpolation) of each bot's refitted rating. Each refit starts from the full fit
 * (typically 5 to 50 SQUAREM cycles of 3 MM steps): O(samples · (m + steps · P) + n · samples · log samples).
 */
export function bootstrapRatings(
  results: readonly PairResult[],
  n: number,
  rng: Rng,
  samples: number,
): RatingInterval[] {
  if (!Number.isInteger(samples) || samples < 1)
    throw new RangeError(`bootstrap samples must be a whole number >= 1, got ${samples}`);
  const pairs = foldPairs(results, n);
  const m = results.length;
  const full = fitAll(pairs, results);
  const games = new Float64Array(pairs.a.length);
  const score = new Float64Array(n);
  const theta = new Float64Array(n);
  const scratch = work(n);
  const times = new Uint32Array(m);
  const rating = new Float64Array(n);
  // Bot-major, so each bot's samples are one contiguous run to sort.
  const drawn = new Float64Array(n * samples);
  for (let s = 0; s < samples; s++) {
    times.fill(0);
    for (let k = 0; k < m; k++) times[rng.below(m)]!++;
    tally(pairs, results, times, games, score);
    theta.set(full);
    fit({ pairs, games, score }, theta, scratch, BOOTSTRAP_TOLERANCE);
    toRatings(theta, rating);
    for (let i = 0; i < n; i++) drawn[i * samples + s] = rating[i]!;
  }
  const out: RatingInterval[] = [];
  for (let i = 0; i < n; i++) {
    const own = drawn.subarray(i * samples, (i + 1) * samples).sort();
    out.push({ lo: quantileSorted(own, 0.025), hi: quantileSorted(own, 0.975) });
  }
  return out;
}
