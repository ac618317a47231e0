import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { pickTargets } from '../../src/mfd/pickTargets.js';

describe('pickTargets', () => {
  it('picks each opponent at most once while there are enough, and evenly when there are not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 30 }), fc.nat(), (m, count, seed) => {
        const pool = Array.from({ length: m }, (_, i) => i * 10);
        const out: number[] = [];
        pickTargets(pool, count, createRng(seed), out);
        expect(out).toHaveLength(count);
        const times = new Map<number, number>();
        for (const t of out) times.set(t, (times.get(t) ?? 0) + 1);
        for (const [t, n] of times) {
          expect(t % 10).toBe(0);
          expect(n === Math.floor(count / m) || n === Math.ceil(count / m)).toBe(true);
        }
        expect([...pool].sort((a, b) => a - b)).toEqual(Array.from({ length: m }, (_, i) => i * 10));
      }),
    );
  });

  it('picks nothing from an empty pool', () => {
    const out: number[] = [];
    pickTargets([], 3, createRng(1), out);
    expect(out).toEqual([]);
  });

  it('is uniform for a single pick (chi-square over 5 opponents, 50,000 picks)', () => {
    const rng = createRng(99);
    const pool = [0, 1, 2, 3, 4];
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < 50_000; i++) {
      const out: number[] = [];
      pickTargets(pool, 1, rng, out);
      counts[out[0]!]! += 1;
    }
    const chi2 = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(18.47); // p = 0.001, 4 degrees of freedom
  });
});
