// The ladder's pure rules: matchmaking (seeded, never starving a bot), ratings, how a match counts, retirement, and
// a replay's public copy.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { chooseMatch, type Contender } from '../../src/ladder/chooseMatch.js';
import { conservativeScore, newVersionRating, NEW_RATING, rateGame } from '../../src/ladder/ladderRating.js';
import { ratedOutcome } from '../../src/ladder/ratedOutcome.js';
import { retirementReason } from '../../src/ladder/retirementReason.js';

const contenders = (n: number, authors = n): Contender[] =>
  Array.from({ length: n }, (_, i) => ({
    versionId: i + 1,
    authorId: (i % authors) + 1,
    rating: { mu: 10 + 3 * i, sigma: 5 },
    games: 0,
    lastPair: 0,
  }));

/** Plays `pairs` rounds of matchmaking as the scheduler does (last_pair and games updated); rounds each version waited at most. */
function longestWait(list: Contender[], seed: number, pairs: number): number {
  const rng = createRng(seed);
  const lastSeen = new Map(list.map((c) => [c.versionId, 0]));
  let worst = 0;
  for (let p = 1; p <= pairs; p++) {
    const pair = chooseMatch(list, rng.fork(p))!;
    for (const c of [pair.seed, pair.opponent]) {
      c.lastPair = p;
      c.games += 2;
      worst = Math.max(worst, p - lastSeen.get(c.versionId)!);
      lastSeen.set(c.versionId, p);
    }
  }
  for (const seen of lastSeen.values()) worst = Math.max(worst, pairs - seen);
  return worst;
}

describe('chooseMatch', () => {
  it('gives the same pair for the same seed, whatever order the contenders come in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (n, seed) => {
        const list = contenders(n);
        const a = chooseMatch(list, createRng(seed))!;
        const b = chooseMatch([...list].reverse(), createRng(seed))!;
        expect([a.seed.versionId, a.opponent.versionId]).toEqual([b.seed.versionId, b.opponent.versionId]);
        expect(a.seed.versionId).not.toBe(a.opponent.versionId);
      }),
    );
  });

  it('never starves a bot: with n bots, none waits more than 2n pairs (a bot that waited longest is the seed half the time)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (n, seed) => {
        expect(longestWait(contenders(n), seed, 20 * n)).toBeLessThanOrEqual(2 * n + 8);
      }),
      { numRuns: 60 },
    );
  });

  it("prefers another author's bot, and plays an author against themself only when nobody else is there", () => {
    const list = contenders(6, 2);
    for (let s = 0; s < 200; s++) {
      const p = chooseMatch(list, createRng(s))!;
      expect(p.seed.authorId).not.toBe(p.opponent.authorId);
    }
    const alone = contenders(3, 1);
    expect(chooseMatch(alone, createRng(1))).toBeDefined();
    expect(chooseMatch(contenders(1), createRng(1))).toBeUndefined();
  });

  it('draws opponents near in rating mostly, and sometimes from the whole board', () => {
    const list = contenders(20);
    let far = 0;
    for (let s = 0; s < 2000; s++) {
      const p = chooseMatch(list, createRng(s))!;
      if (Math.abs(p.seed.rating.mu - p.opponent.rating.mu) > 3 * 4.5) far++;
    }
    expect(far / 2000).toBeGreaterThan(0.03);
    expect(far / 2000).toBeLessThan(0.2);
  });
});

describe('ratings', () => {
  it('moves the winner up and the loser down by the same amount, and lowers both uncertainties', () => {
    const [a, b] = rateGame(NEW_RATING, NEW_RATING, 0);
    expect(a.mu).toBeGreaterThan(25);
    expect(a.mu + b.mu).toBeCloseTo(50, 9);
    expect(a.sigma).toBeLessThan(NEW_RATING.sigma);
    const [c, d] = rateGame(NEW_RATING, NEW_RATING, null);
    expect([c.mu, d.mu]).toEqual([25, 25]);
    expect(conservativeScore(NEW_RATING)).toBeCloseTo(0, 9);
  });

  it("gives a new version its bot's mean and a new bot's uncertainty", () => {
    expect(newVersionRating({ mu: 31, sigma: 1.2 })).toEqual({ mu: 31, sigma: NEW_RATING.sigma });
    expect(newVersionRating(undefined)).toEqual(NEW_RATING);
  });

  it('counts a fault as a loss for the seat that made it, and lets the board decide when both or neither did', () => {
    expect(ratedOutcome({ winner: 0, errors: [1, 0] })).toEqual({ winner: 1, faulted: [true, false] });
    expect(ratedOutcome({ winner: 0, errors: [0, 2] })).toEqual({ winner: 0, faulted: [false, true] });
    expect(ratedOutcome({ winner: null, errors: [0, 3] })).toEqual({ winner: 0, faulted: [false, true] });
    expect(ratedOutcome({ winner: 1, errors: [1, 1] })).toEqual({ winner: 1, faulted: [true, true] });
    expect(ratedOutcome({ winner: null, errors: [0, 0] })).toEqual({ winner: null, faulted: [false, false] });
  });

  it('retires a version when more than half of its last 20 games (after 10) are its faults', () => {
    expect(retirementReason(Array(9).fill(true))).toBeUndefined();
    expect(retirementReason([...Array(6).fill(true), ...Array(4).fill(false)])).toMatch(/6 of its last 10/);
    expect(retirementReason([...Array(5).fill(true), ...Array(5).fill(false)])).toBeUndefined();
    expect(retirementReason([...Array(10).fill(false), ...Array(30).fill(true)])).toBeUndefined();
  });
});
