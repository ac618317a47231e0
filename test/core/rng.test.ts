import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, rngFromState, mix32, wordsBelow, wordsBelowAt, type Rng } from '../../src/core/rng.js';

describe('xoshiro128**', () => {
  it('matches the reference implementation from state [1, 2, 3, 4]', () => {
    // Vectors from Blackman & Vigna's xoshiro128starstar.c, compiled and run.
    const rng = rngFromState([1, 2, 3, 4]);
    const out = Array.from({ length: 10 }, () => rng.nextU32());
    expect(out).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804,
    ]);
  });

  it('is reproducible from a seed and differs between seeds', () => {
    const a = createRng(42),
      b = createRng(42),
      c = createRng(43);
    const xs = Array.from({ length: 8 }, () => a.nextU32());
    expect(Array.from({ length: 8 }, () => b.nextU32())).toEqual(xs);
    expect(Array.from({ length: 8 }, () => c.nextU32())).not.toEqual(xs);
  });

  it('saves and restores its state', () => {
    const a = createRng(7);
    a.nextU32();
    const b = rngFromState(a.getState());
    expect(Array.from({ length: 5 }, () => b.nextU32())).toEqual(Array.from({ length: 5 }, () => a.nextU32()));
  });

  it('forks independent streams without advancing the parent', () => {
    const a = createRng(1);
    const before = a.getState();
    const f0 = a.fork(0),
      f1 = a.fork(1),
      f0again = a.fork(0);
    expect(a.getState()).toEqual(before);
    const s0 = Array.from({ length: 4 }, () => f0.nextU32());
    expect(Array.from({ length: 4 }, () => f0again.nextU32())).toEqual(s0);
    expect(Array.from({ length: 4 }, () => f1.nextU32())).not.toEqual(s0);
  });

  it('rejects seeds outside 0..2^32-1', () => {
    expect(() => createRng(-1)).toThrow(RangeError);
    expect(() => createRng(2 ** 32)).toThrow(RangeError);
    expect(() => createRng(1.5)).toThrow(RangeError);
  });

  it('below(n) stays in range and next() in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const rng = createRng(seed);
        const k = rng.below(n);
        const x = rng.next();
        return Number.isInteger(k) && k >= 0 && k < n && x >= 0 && x < 1;
      }),
    );
  });

  it('below(6) is uniform (chi-square, 60,000 draws, 5 degrees of freedom)', () => {
    const rng = createRng(2026);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.below(6)]! += 1;
    const chi2 = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(20.5); // p = 0.001
  });

  it('below(n) returns the numbers of the reference rejection loop, word for word (seeded results depend on it)', () => {
    // The reference: keep a word below the largest multiple of n that fits in 2^32, return it modulo n.
    const reference = (words: () => number, n: number): number => {
      const limit = 4294967296 - (4294967296 % n);
      for (;;) {
        const u = words();
        if (u < limit) return u % n;
      }
    };
    // Sizes where rejection is common (just above 2^30 and 2^31, and 3 · 2^29: a quarter of words rejected), the edges
    // of the integer fast path, and small ones.
    const sizes = [
      1,
      2,
      3,
      6,
      7,
      1000,
      1999,
      65_537,
      2 ** 30 + 1,
      3 * 2 ** 29,
      2 ** 31 - 1,
      2 ** 31,
      2 ** 31 + 1,
      3 * 2 ** 30,
      2 ** 32 - 1,
      2 ** 32,
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.constantFrom(...sizes),
        fc.integer({ min: 1, max: 2 ** 32 }),
        (seed, a, b) => {
          const rng = createRng(seed),
            ref = createRng(seed);
          for (const n of [a, b, a, b]) if (rng.below(n) !== reference(() => ref.nextU32(), n)) return false;
          return rng.nextU32() === ref.nextU32();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('wordsBelow counts the words nextU32 would give, and leaves the stream where nextU32 would', () => {
    const thresholds = fc.oneof(
      fc.constantFrom(0, 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32),
      fc.double({ min: 0, max: 2 ** 32, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 0, max: 300 }),
        thresholds,
        (seed, n, t) => {
          const rng = createRng(seed),
            ref = createRng(seed);
          let want = 0;
          for (let i = 0; i < n; i++) if (ref.nextU32() < t) want++;
          return (
            wordsBelow(rng, n, t) === want &&
            rng.nextU32() === ref.nextU32() &&
            rng.getState().join() === ref.getState().join()
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('wordsBelowAt reads pool i and its threshold from typed arrays and counts as wordsBelow does, for any Rng', () => {
    const thresholds = fc.oneof(
      fc.constantFrom(0, 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32),
      fc.double({ min: 0, max: 2 ** 32, noNaN: true }),
    );
    // An Rng of another class takes the word-by-word path.
    const wrapped = (inner: Rng): Rng => ({
      nextU32: () => inner.nextU32(),
      next: () => inner.next(),
      below: (n) => inner.below(n),
      fork: (i) => inner.fork(i),
      getState: () => inner.getState(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 300 }), thresholds), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.boolean(),
        (seed, list, pick, own) => {
          const i = pick % list.length;
          const pools = Float64Array.from(list, ([n]) => n),
            ts = Float64Array.from(list, ([, t]) => t);
          const rng = own ? createRng(seed) : wrapped(createRng(seed)),
            ref = createRng(seed);
          const [n, t] = list[i]!;
          const want = wordsBelow(ref, n, t);
          return wordsBelowAt(rng, pools, ts, i) === want && rng.nextU32() === ref.nextU32();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('mix32 is a bijection on a sample (no collisions)', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 100_000; i++) seen.add(mix32(i));
    expect(seen.size).toBe(100_000);
  });
});
