/**
 * Binomial distributions: the exact probabilities of a pool of dice, and a sampler that draws a whole pool with
 * one 32-bit word (table inversion) instead of one word per die, for large pools.
 */
import type { Rng } from './rng.js';

const TWO32 = 4294967296;

/**
 * P(X = k) for k = 0..n, X ~ Binomial(n, p), to about 1e-15 relative: the ratio recurrence run outwards from
 * the mode (so nothing overflows or underflows near the bulk), then normalised to sum to 1.
 */
export function binomialPmf(n: number, p: number): Float64Array {
  const pmf = new Float64Array(n + 1);
  if (p <= 0) {
    pmf[0] = 1;
    return pmf;
  }
  if (p >= 1) {
    pmf[n] = 1;
    return pmf;
  }
  const odds = p / (1 - p);
  const mode = Math.min(n, Math.floor((n + 1) * p));
  pmf[mode] = 1;
  for (let k = mode; k < n; k++) pmf[k + 1] = (pmf[k]! * (n - k) * odds) / (k + 1);
  for (let k = mode; k > 0; k--) pmf[k - 1] = (pmf[k]! * k) / ((n - k + 1) * odds);
  let sum = 0;
  for (let k = 0; k <= n; k++) sum += pmf[k]!;
  for (let k = 0; k <= n; k++) pmf[k]! /= sum;
  return pmf;
}

/** The chance of one die given its 32-bit threshold (see chanceThreshold): the share of words below it. */
export function thresholdChance(threshold: number): number {
  return Math.min(1, Math.ceil(threshold) / TWO32);
}

/**
 * A pool of `dice` dice drawn with one word: the word is located in the cumulative table of Binomial(dice, p),
 * whose entries are rounded to whole 32-bit words, so each count's probability is within 2^-32 of exact.
 */
export class BinomialTable {
  /** cum[k] = round(P(X <= k) · 2^32); the last entry is 2^32. */
  readonly cum: Float64Array;

  constructor(
    readonly dice: number,
    readonly threshold: number,
  ) {
    const pmf = binomialPmf(dice, thresholdChance(threshold));
    this.cum = new Float64Array(dice + 1);
    let acc = 0;
    for (let k = 0; k <= dice; k++) {
      acc += pmf[k]!;
      this.cum[k] = Math.min(TWO32, Math.round(acc * TWO32));
    }
    this.cum[dice] = TWO32;
  }

  /** The number of successes for one uniform word `u` in [0, 2^32): the smallest k with u < cum[k]. */
  successesFor(u: number): number {
    const cum = this.cum;
    let lo = 0,
      hi = this.dice;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (u < cum[mid]!) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Draws the pool: one word from `rng`. */
  roll(rng: Rng): number {
    return this.successesFor(rng.nextU32());
  }
}

/** Signature shared by rollPool and the table sampler: successes of `dice` dice at `threshold`. */
export type PoolRoller = (dice: number, threshold: number, rng: Rng) => number;

/**
 * A pool roller that rolls die by die below `minDice` dice (the same draws as rollPool) and uses cached
 * BinomialTables from `minDice` dice up. The cache lives in the returned closure: one per battle or per chunk.
 */
export function tableRoller(minDice: number): PoolRoller {
  const cache = new Map<number, Map<number, BinomialTable>>();
  return (dice, threshold, rng) => {
    if (dice < minDice) {
      let hits = 0;
      for (let i = 0; i < dice; i++) if (rng.nextU32() < threshold) hits++;
      return hits;
    }
    if (threshold <= 0) return 0;
    if (threshold >= TWO32) return dice;
    let byDice = cache.get(threshold);
    if (!byDice) cache.set(threshold, (byDice = new Map()));
    let table = byDice.get(dice);
    if (!table) byDice.set(dice, (table = new BinomialTable(dice, threshold)));
    return table.roll(rng);
  };
}
