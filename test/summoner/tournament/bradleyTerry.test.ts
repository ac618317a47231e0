import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import { bootstrapRatings, bradleyTerry, type PairResult } from '../../../src/summoner/tournament/bradleyTerry.js';

/** P(a bot rated d points above another wins) on the Elo scale. */
const winChance = (d: number): number => 1 / (1 + 10 ** (-d / 400));

/**
 * How far each bot's observed score (plus the prior's half point) is from what the ratings predict, the reference's
 * offset solved independently (the prior's games sum to n/2 expected wins). All zero at the maximum of the likelihood.
 */
function residuals(results: readonly PairResult[], ratings: readonly number[]): number[] {
  const n = ratings.length;
  const refWins = (c: number): number => ratings.reduce((s, r) => s + winChance(r + c), 0);
  let lo = -1e4,
    hi = 1e4;
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    if (refWins(mid) < n / 2) lo = mid;
    else hi = mid;
  }
  const c = (lo + hi) / 2;
  const out = ratings.map((r) => 0.5 - winChance(r + c));
  for (const { i, j, score } of results) {
    out[i]! += score - winChance(ratings[i]! - ratings[j]!);
    out[j]! += 1 - score - winChance(ratings[j]! - ratings[i]!);
  }
  return out;
}

/** Every ordered pair of n bots `games` times, outcomes drawn from the given true ratings. */
function simulate(truth: readonly number[], games: number, seed: number, drawRate = 0): PairResult[] {
  const rng = createRng(seed);
  const out: PairResult[] = [];
  for (let i = 0; i < truth.length; i++) {
    for (let j = 0; j < truth.length; j++) {
      if (i === j) continue;
      for (let g = 0; g < games; g++) {
        const u = rng.next();
        out.push({
          i,
          j,
          score: u < drawRate ? 0.5 : u < drawRate + (1 - drawRate) * winChance(truth[i]! - truth[j]!) ? 1 : 0,
        });
      }
    }
  }
  return out;
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Random results among n bots, each a pair of distinct indices and a score of 0, 0.5 or 1. */
const arbResults = fc.integer({ min: 2, max: 6 }).chain((n) =>
  fc.tuple(
    fc.constant(n),
    fc.array(
      fc
        .tuple(fc.nat(n - 1), fc.nat(n - 2), fc.constantFrom(0, 0.5, 1))
        .map(([i, k, score]) => ({ i, j: k >= i ? k + 1 : k, score })),
      { minLength: 1, maxLength: 40 },
    ),
  ),
);

describe('bradleyTerry', () => {
  it('orders a transitive tournament: A beats B and C, B beats C', () => {
    const results: PairResult[] = [
      { i: 0, j: 1, score: 1 },
      { i: 1, j: 0, score: 0 },
      { i: 0, j: 2, score: 1 },
      { i: 2, j: 0, score: 0 },
      { i: 1, j: 2, score: 1 },
      { i: 2, j: 1, score: 0 },
    ];
    const [a, b, c] = bradleyTerry(results, 3) as [number, number, number];
    expect(a).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(c);
    // Undefeated and winless, yet finite thanks to the prior; B sits in the middle by symmetry.
    expect(Number.isFinite(a) && Number.isFinite(c)).toBe(true);
    expect(b).toBeCloseTo(0, 6);
    expect(a).toBeCloseTo(-c, 6);
    expect(a + b + c).toBeCloseTo(0, 9);
  });

  it('rates bots that split every pair, or draw everything, equally at 0', () => {
    const split: PairResult[] = [
      { i: 0, j: 1, score: 1 },
      { i: 1, j: 0, score: 1 },
      { i: 0, j: 2, score: 0 },
      { i: 2, j: 0, score: 0 },
      { i: 1, j: 2, score: 1 },
      { i: 2, j: 1, score: 1 },
    ];
    for (const r of bradleyTerry(split, 3)) expect(r).toBeCloseTo(0, 6);
    const drawn = split.map((r) => ({ ...r, score: 0.5 }));
    for (const r of bradleyTerry(drawn, 3)) expect(r).toBeCloseTo(0, 6);
  });

  it('counts a draw as half a win: one win and one draw rate between two wins and a split', () => {
    const rate = (s: number[]): number =>
      bradleyTerry(
        [
          { i: 0, j: 1, score: s[0]! },
          { i: 1, j: 0, score: 1 - s[1]! },
        ],
        2,
      )[0]!;
    expect(rate([1, 1])).toBeGreaterThan(rate([1, 0.5]));
    expect(rate([1, 0.5])).toBeGreaterThan(rate([1, 0]));
    expect(rate([1, 0.5])).toBeCloseTo(rate([0.5, 1]), 9);
    expect(rate([1, 0])).toBeCloseTo(0, 6);
  });

  it('solves the likelihood equations, even when every bot beats every weaker one', () => {
    const deterministic = simulate(
      Array.from({ length: 40 }, (_, i) => 1e6 * i),
      1,
      1,
    );
    const mixed = simulate([0, 50, 120, 400, -300], 3, 2, 0.1);
    for (const [results, n] of [
      [deterministic, 40],
      [mixed, 5],
    ] as const) {
      const ratings = bradleyTerry(results, n);
      expect(mean(ratings)).toBeCloseTo(0, 9);
      for (const r of residuals(results, ratings)) expect(Math.abs(r)).toBeLessThan(1e-7);
    }
    const ladder = bradleyTerry(deterministic, 40);
    for (let i = 1; i < 40; i++) expect(ladder[i]!).toBeGreaterThan(ladder[i - 1]!);
  });

  it('recovers known ratings on the Elo scale from many games', () => {
    const truth = [-300, -100, 0, 150, 250];
    const fitted = bradleyTerry(simulate(truth, 300, 7), 5);
    const centred = truth.map((t) => t - mean(truth));
    fitted.forEach((r, i) => expect(Math.abs(r - centred[i]!)).toBeLessThan(35));
  });

  it('rates a bot with no games at all, finitely', () => {
    const r = bradleyTerry([{ i: 0, j: 1, score: 1 }], 3);
    expect(r.every(Number.isFinite)).toBe(true);
    expect(r[0]!).toBeGreaterThan(r[2]!);
    expect(r[2]!).toBeGreaterThan(r[1]!);
    expect(bradleyTerry([], 0)).toEqual([]);
    expect(bradleyTerry([], 2)).toEqual([0, 0]);
  });

  it('refuses indices out of range, a bot against itself and scores outside [0, 1]', () => {
    expect(() => bradleyTerry([{ i: 0, j: 2, score: 1 }], 2)).toThrow(RangeError);
    expect(() => bradleyTerry([{ i: 1, j: 1, score: 1 }], 2)).toThrow(RangeError);
    expect(() => bradleyTerry([{ i: 0, j: 1, score: 2 }], 2)).toThrow(RangeError);
    expect(() => bradleyTerry([{ i: 0, j: 1, score: NaN }], 2)).toThrow(RangeError);
  });

  it('property: the ratings do not depend on the order of the results or on which bot is named first', () => {
    fc.assert(
      fc.property(arbResults, fc.integer(), ([n, results], salt) => {
        const keyed = results.map((r, k) => ({ r, key: Math.imul(k + 1, salt | 1) ^ (k * 2654435761) }));
        const shuffled = keyed.sort((a, b) => a.key - b.key).map((x) => x.r);
        const flipped = shuffled.map((r, k) => (k % 2 === 0 ? { i: r.j, j: r.i, score: 1 - r.score } : r));
        const base = bradleyTerry(results, n);
        expect(bradleyTerry(shuffled, n)).toEqual(base);
        expect(bradleyTerry(flipped, n)).toEqual(base);
      }),
    );
  });
});

describe('bootstrapRatings', () => {
  const results = simulate([-200, 0, 0, 300], 4, 11, 0.1);

  it('is deterministic given the rng, and moves with it', () => {
    const a = bootstrapRatings(results, 4, createRng(5), 100);
    expect(bootstrapRatings(results, 4, createRng(5), 100)).toEqual(a);
    expect(bootstrapRatings(results, 4, createRng(6), 100)).not.toEqual(a);
  });

  it('gives ordered, plausible 95% intervals around the ratings', () => {
    const ratings = bradleyTerry(results, 4);
    const ci = bootstrapRatings(results, 4, createRng(1), 400);
    ci.forEach(({ lo, hi }, i) => {
      expect(lo).toBeLessThan(ratings[i]!);
      expect(hi).toBeGreaterThan(ratings[i]!);
      // 24 games a bot: the interval is tens to a few hundred points wide, not a sliver nor everything.
      expect(hi - lo).toBeGreaterThan(40);
      expect(hi - lo).toBeLessThan(800);
    });
    // More games, narrower intervals.
    const more = simulate([-200, 0, 0, 300], 40, 11, 0.1);
    const wide = bootstrapRatings(more, 4, createRng(1), 200);
    wide.forEach(({ lo, hi }, i) => expect(hi - lo).toBeLessThan((ci[i]!.hi - ci[i]!.lo) / 2));
  });

  it("property: lo <= hi, and the interval contains the bot's own rating in most cases", () => {
    let inside = 0,
      total = 0;
    fc.assert(
      fc.property(arbResults, fc.nat(0xffffffff), ([n, rs], seed) => {
        const ratings = bradleyTerry(rs, n);
        const ci = bootstrapRatings(rs, n, createRng(seed), 60);
        ci.forEach(({ lo, hi }, i) => {
          expect(lo).toBeLessThanOrEqual(hi);
          total++;
          // Refits stop within 0.01 points of their optimum, so a degenerate interval (every resample alike) is
          // compared with that slack.
          if (lo - 0.01 <= ratings[i]! && ratings[i]! <= hi + 0.01) inside++;
        });
      }),
      { numRuns: 60 },
    );
    expect(inside / total).toBeGreaterThan(0.9);
  });

  it('covers the true ratings about 95% of the time over simulated tournaments', () => {
    const truth = [-150, -50, 50, 150];
    let covered = 0,
      total = 0;
    for (let t = 0; t < 60; t++) {
      const ci = bootstrapRatings(simulate(truth, 8, 1000 + t, 0.1), 4, createRng(t), 200);
      ci.forEach(({ lo, hi }, i) => {
        total++;
        if (lo <= truth[i]! && truth[i]! <= hi) covered++;
      });
    }
    // 240 intervals: a 95% interval lands near 0.95 (a 50% one near 0.5); the prior's pull costs a little.
    expect(covered / total).toBeGreaterThan(0.85);
    expect(covered / total).toBeLessThanOrEqual(1);
  });

  it('refuses fewer than one sample', () => {
    expect(() => bootstrapRatings(results, 4, createRng(1), 0)).toThrow(RangeError);
  });
});
