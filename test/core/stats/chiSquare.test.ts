import { describe, expect, it } from 'vitest';
import { chiSquareSf, chiSquareTest, logGamma } from '../../../src/core/stats/chiSquare.js';

describe('chiSquareSf', () => {
  it('matches table values', () => {
    expect(chiSquareSf(3.841458820694124, 1)).toBeCloseTo(0.05, 10);
    expect(chiSquareSf(18.307038053275146, 10)).toBeCloseTo(0.05, 10);
    expect(chiSquareSf(2, 2)).toBeCloseTo(Math.exp(-1), 12);
    expect(chiSquareSf(0, 5)).toBe(1);
    expect(chiSquareSf(1000, 3)).toBeLessThan(1e-100);
  });

  it('logGamma matches factorials', () => {
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });
});

describe('chiSquareTest', () => {
  it('accepts a perfect fit and rejects a bad one', () => {
    expect(chiSquareTest([250, 250, 250, 250], [0.25, 0.25, 0.25, 0.25]).pValue).toBe(1);
    expect(chiSquareTest([400, 200, 200, 200], [0.25, 0.25, 0.25, 0.25]).pValue).toBeLessThan(1e-10);
  });

  it('pools cells with small expected counts', () => {
    // expected 90, 5, 3, 2: the last two pool into one cell of 5.
    const r = chiSquareTest([90, 5, 3, 2], [0.9, 0.05, 0.03, 0.02]);
    expect(r.df).toBe(2);
    expect(chiSquareTest([97, 2, 1, 0], [0.97, 0.02, 0.005, 0.005]).df).toBe(0);
  });
});
