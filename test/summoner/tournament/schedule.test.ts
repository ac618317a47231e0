import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import { matchSeed, roundRobin } from '../../../src/summoner/tournament/schedule.js';

describe('roundRobin', () => {
  it('lists every ordered pair once, (i, j) then (j, i), indices in list order', () => {
    expect(roundRobin(3)).toEqual([
      { index: 0, seats: [0, 1] },
      { index: 1, seats: [1, 0] },
      { index: 2, seats: [0, 2] },
      { index: 3, seats: [2, 0] },
      { index: 4, seats: [1, 2] },
      { index: 5, seats: [2, 1] },
    ]);
  });

  it('has no matches for fewer than two bots and refuses a bad count', () => {
    expect(roundRobin(0)).toEqual([]);
    expect(roundRobin(1)).toEqual([]);
    expect(() => roundRobin(-1)).toThrow(RangeError);
    expect(() => roundRobin(2.5)).toThrow(RangeError);
  });

  it('gives n(n - 1) distinct ordered pairs, each bot n - 1 times in each seat', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), (n) => {
        const list = roundRobin(n);
        expect(list).toHaveLength(n * (n - 1));
        expect(list.map((p) => p.index)).toEqual(list.map((_, k) => k));
        expect(new Set(list.map((p) => `${p.seats[0]},${p.seats[1]}`)).size).toBe(n * (n - 1));
        for (let b = 0; b < n; b++) {
          expect(list.filter((p) => p.seats[0] === b)).toHaveLength(n - 1);
          expect(list.filter((p) => p.seats[1] === b)).toHaveLength(n - 1);
        }
        expect(list.every((p) => p.seats[0] !== p.seats[1])).toBe(true);
      }),
    );
  });
});

describe('matchSeed', () => {
  it('is the first word of the master stream forked at the match index', () => {
    expect(matchSeed(42, 7)).toBe(createRng(42).fork(7).nextU32());
    expect(matchSeed(0, 0)).toBe(createRng(0).fork(0).nextU32());
  });

  it('depends only on the master seed and the index, and differs between matches', () => {
    const seeds = Array.from({ length: 200 }, (_, i) => matchSeed(2026, i));
    expect(Array.from({ length: 200 }, (_, i) => matchSeed(2026, 199 - i)).reverse()).toEqual(seeds);
    expect(new Set(seeds).size).toBe(200);
    expect(matchSeed(2027, 0)).not.toBe(seeds[0]);
    expect(seeds.every((s) => Number.isInteger(s) && s >= 0 && s <= 0xffffffff)).toBe(true);
  });

  it('refuses a negative or fractional index', () => {
    expect(() => matchSeed(1, -1)).toThrow(RangeError);
    expect(() => matchSeed(1, 0.5)).toThrow(RangeError);
  });
});
