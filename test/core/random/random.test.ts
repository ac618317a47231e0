// The draws users expect from an Rng: whole numbers in a range, pick, shuffle and weighted pick. Each is pinned by a
// fixed vector (a change of algorithm fails here), checked against the stream it draws from, and for fairness.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intBetween } from '../../../src/core/random/intBetween.js';
import { pick } from '../../../src/core/random/pick.js';
import { shuffle } from '../../../src/core/random/shuffle.js';
import { weightedPick } from '../../../src/core/random/weightedPick.js';
import { createRng } from '../../../src/core/rng.js';
import { chiSquareTest } from '../../../src/core/stats/chiSquare.js';

const times = <T>(n: number, f: () => T): T[] => Array.from({ length: n }, f);

describe('fixed vectors (seed 2026)', () => {
  it('intBetween', () => {
    const r = createRng(2026);
    expect(times(12, () => intBetween(r, -3, 3))).toEqual([1, 0, 2, 1, 1, -1, 2, 3, -3, -2, -1, -2]);
    expect(times(4, () => intBetween(r, 0, 2 ** 32 - 1))).toEqual([2553915106, 3719991962, 1412215312, 3706139974]);
    expect(times(3, () => intBetween(r, -(2 ** 52), -(2 ** 52) + 2 ** 32 - 1))).toEqual([
      -4503596738105738, -4503599396940985, -4503598534700092,
    ]);
  });

  it('pick', () => {
    const r = createRng(2026);
    expect(times(10, () => pick(r, [...'abcdefg'])).join('')).toBe('edfeecfgab');
  });

  it('shuffle', () => {
    const r = createRng(2026);
    expect(shuffle(r, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([7, 8, 2, 5, 3, 1, 4, 9, 0, 6]);
    expect(shuffle(r, [1, 2, 3])).toEqual([2, 1, 3]);
  });

  it('weightedPick, with whole weights (exact) and with fractions', () => {
    const r = createRng(2026);
    expect(times(10, () => weightedPick(r, ['a', 'b', 'c'], [1, 0, 3])).join('')).toBe('accccaccac');
    expect(times(10, () => weightedPick(r, ['a', 'b', 'c'], [0.5, 0.25, 0.25])).join('')).toBe('babcacbaaa');
  });
});

describe('each draws from the stream it is given', () => {
  it('intBetween(min, max) is min + below(max − min + 1), pick is items[below(n)]', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 1e6 }),
        (seed, min, span) => {
          const a = createRng(seed % 2 ** 32);
          const b = createRng(seed % 2 ** 32);
          expect(intBetween(a, min, min + span)).toBe(min + b.below(span + 1));
          const items = times((span % 50) + 1, () => ({}));
          expect(pick(a, items)).toBe(items[b.below(items.length)]);
        },
      ),
    );
  });

  it('shuffle is Fisher–Yates on below(i + 1), returns a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.integer()), (seed, xs) => {
        const before = xs.slice();
        const out = shuffle(createRng(seed % 2 ** 32), xs);
        const ref = xs.slice();
        const b = createRng(seed % 2 ** 32);
        for (let i = ref.length - 1; i > 0; i--) {
          const j = b.below(i + 1);
          [ref[i], ref[j]] = [ref[j]!, ref[i]!];
        }
        expect(out).toEqual(ref);
        expect(xs).toEqual(before);
        expect([...out].sort((p, q) => p - q)).toEqual([...xs].sort((p, q) => p - q));
      }),
    );
  });

  it('weightedPick never picks an item of weight 0', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 1e6, noNaN: true })), { minLength: 1 }),
        (seed, ws) => {
          fc.pre(ws.some((w) => w > 0));
          const items = ws.map((_, i) => i);
          const r = createRng(seed % 2 ** 32);
          for (let k = 0; k < 20; k++) expect(ws[weightedPick(r, items, ws)]).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('fair (chi-square, p > 0.001)', () => {
  it('intBetween(1, 6): 60,000 rolls', () => {
    const r = createRng(11);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[intBetween(r, 1, 6) - 1]!++;
    expect(
      chiSquareTest(
        counts,
        times(6, () => 1 / 6),
      ).pValue,
    ).toBeGreaterThan(0.001);
  });

  it('shuffle of three: each of the 6 orders, 60,000 shuffles', () => {
    const r = createRng(12);
    const orders = ['abc', 'acb', 'bac', 'bca', 'cab', 'cba'];
    const counts = orders.map(() => 0);
    for (let i = 0; i < 60_000; i++) counts[orders.indexOf(shuffle(r, [...'abc']).join(''))]!++;
    expect(
      chiSquareTest(
        counts,
        times(6, () => 1 / 6),
      ).pValue,
    ).toBeGreaterThan(0.001);
  });

  it('weightedPick with weights 6, 3, 1 (whole) and 0.6, 0.3, 0.1 (fractions): 50,000 picks each', () => {
    for (const ws of [
      [6, 3, 1],
      [0.6, 0.3, 0.1],
    ]) {
      const r = createRng(13);
      const counts = [0, 0, 0];
      for (let i = 0; i < 50_000; i++) counts[weightedPick(r, [0, 1, 2], ws)]!++;
      expect(chiSquareTest(counts, [0.6, 0.3, 0.1]).pValue).toBeGreaterThan(0.001);
    }
  });
});

describe('refusals', () => {
  const rng = createRng(1);
  it('intBetween: min above max, fractions, NaN, spans over 2^32, unsafe integers', () => {
    for (const [a, b] of [
      [3, 2],
      [0.5, 2],
      [0, NaN],
      [0, 2 ** 32],
      [-(2 ** 53), 0],
    ] as const)
      expect(() => intBetween(rng, a, b)).toThrow(
        new RangeError(`intBetween needs whole min <= max, at most 2^32 apart, got ${a} and ${b}`),
      );
  });

  it('pick and shuffle: an empty list, or no list', () => {
    expect(() => pick(rng, [])).toThrow(new RangeError('pick needs at least one item'));
    expect(() => pick(rng, 'abc' as unknown as string[])).toThrow(TypeError);
    expect(() => shuffle(rng, undefined as unknown as number[])).toThrow(TypeError);
    expect(shuffle(rng, [])).toEqual([]);
  });

  it('weightedPick: all weights 0, a negative or infinite weight, too few weights, no items', () => {
    for (const ws of [[0, 0], [-1, 2], [1, Infinity], [1], [NaN, 1]])
      expect(() => weightedPick(rng, ['a', 'b'], ws)).toThrow(RangeError);
    expect(() => weightedPick(rng, [], [])).toThrow(RangeError);
    expect(() => weightedPick(rng, null as unknown as string[], [1])).toThrow(TypeError);
  });
});
