import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wilson } from '../../../src/core/stats/wilson.js';

describe('wilson', () => {
  it('matches a textbook value (8 of 10 at 95%)', () => {
    const [lo, hi] = wilson(8, 10);
    expect(lo).toBeCloseTo(0.4902, 4);
    expect(hi).toBeCloseTo(0.9433, 4);
  });

  it('is exactly 0 / 1 at the ends and the whole range with no trials', () => {
    expect(wilson(0, 50)[0]).toBe(0);
    expect(wilson(50, 50)[1]).toBe(1);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('always holds the observed rate and stays inside [0, 1]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const k = Math.floor(f * n);
        const [lo, hi] = wilson(k, n);
        return lo >= 0 && hi <= 1 && lo <= k / n + 1e-12 && k / n <= hi + 1e-12;
      }),
    );
  });

  it('narrows as trials grow', () => {
    const w = (n: number) => {
      const [lo, hi] = wilson(n / 2, n);
      return hi - lo;
    };
    expect(w(100)).toBeGreaterThan(w(10_000));
  });
});
