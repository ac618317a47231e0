import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import { compareLuck } from '../../../src/core/luck/compareLuck.js';

const rate = (c: ReturnType<typeof compareLuck>, method: string, i = 0) => {
  const t = c.results.find((r) => r.method === method)?.perChance[i];
  return t ? t.hits / t.attempts : Number.NaN;
};

describe('compareLuck', () => {
  it('shows the meter pulling a repeated 55% roll up to about 74%', () => {
    const c = compareLuck([55], 100000, createRng(1));
    expect(rate(c, 'plain')).toBeCloseTo(0.55, 1);
    expect(rate(c, 'prd')).toBeCloseTo(0.55, 1);
    expect(rate(c, 'luck')).toBeGreaterThan(0.72);
    expect(rate(c, 'luck')).toBeLessThan(0.76);
  });
  it('shows a lone 10% roll dying after its first hit', () => {
    const c = compareLuck([10], 5000, createRng(2));
    const luck = c.results.find((r) => r.method === 'luck');
    expect(luck?.hits).toBe(1);
    expect(luck?.luck?.final).toBe(-45);
  });
  it('cycles through a mix of chances and tallies each', () => {
    const c = compareLuck([10, 55, 55], 999, createRng(3));
    expect(c.chances).toEqual([10, 55, 55]);
    for (const r of c.results) {
      expect(r.perChance.map((t) => [t.chance, t.attempts])).toEqual([
        [10, 333],
        [55, 666],
      ]);
      expect(r.hits).toBe(r.perChance.reduce((s, t) => s + t.hits, 0));
    }
  });
  it('is deterministic for a seed', () => {
    expect(compareLuck([30, 70], 2000, createRng(8))).toEqual(compareLuck([30, 70], 2000, createRng(8)));
  });
  it('matches its golden-seed snapshot', () => {
    expect(compareLuck([25, 60], 500, createRng(2026))).toMatchSnapshot();
  });
});
