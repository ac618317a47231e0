import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addCounts, quantileOfCounts, summarizeCounts } from '../../../src/core/stats/countStats.js';

function countsOf(samples: number[]): number[] {
  const c: number[] = [];
  for (const s of samples) c[s] = (c[s] ?? 0) + 1;
  for (let i = 0; i < c.length; i++) c[i] ??= 0;
  return c;
}

describe('summarizeCounts', () => {
  it('gives mean, population sd, median and p90 of small samples', () => {
    // samples 1,2,2,3,3,3,4,4,4,4
    const s = summarizeCounts([0, 1, 2, 3, 4]);
    expect(s.n).toBe(10);
    expect(s.mean).toBe(3);
    expect(s.sd).toBeCloseTo(1, 12);
    expect(s.median).toBe(3);
    expect(s.p90).toBe(4);
  });

  it('is NaN with no samples', () => {
    expect(summarizeCounts([]).mean).toBeNaN();
    expect(quantileOfCounts([0, 0], 0.5)).toBeNaN();
  });

  it('agrees with the definitions on arbitrary samples', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 200 }), (xs) => {
        const s = summarizeCounts(countsOf(xs));
        const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
        const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
        const sorted = [...xs].sort((a, b) => a - b);
        const q = (p: number) => sorted[Math.max(1, Math.ceil(p * xs.length)) - 1];
        return Math.abs(s.mean - mean) < 1e-9 && Math.abs(s.sd - sd) < 1e-9 && s.median === q(0.5) && s.p90 === q(0.9);
      }),
    );
  });

  it('median of an even count takes the lower middle value (an observed value)', () => {
    expect(quantileOfCounts(countsOf([1, 2, 3, 4]), 0.5)).toBe(2);
  });
});

describe('addCounts', () => {
  it('adds element-wise and grows', () => {
    expect(addCounts([1, 2], [0, 1, 5])).toEqual([1, 3, 5]);
  });
});
