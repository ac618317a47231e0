import { describe, expect, it } from 'vitest';
import { BinomialTable, binomialPmf, tableRoller, thresholdChance } from '../../src/core/binomial.js';
import { chanceThreshold, rollPool } from '../../src/core/dice.js';
import { createRng } from '../../src/core/rng.js';
import { chiSquareTest } from '../../src/core/stats/chiSquare.js';

const SAMPLES = 100_000;
/** A correct sampler fails this about once in 10^6 runs; the seeds are fixed, so the outcome never changes. */
const ALPHA = 1e-6;

function sampleCounts(n: number, draw: () => number): number[] {
  const counts = new Array<number>(n + 1).fill(0);
  for (let i = 0; i < SAMPLES; i++) counts[draw()]!++;
  return counts;
}

describe('binomialPmf', () => {
  it('sums to 1 and matches small cases', () => {
    expect(Array.from(binomialPmf(2, 0.5))).toEqual([0.25, 0.5, 0.25]);
    const big = binomialPmf(5000, 0.37);
    expect(big.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(Array.from(binomialPmf(3, 0))).toEqual([1, 0, 0, 0]);
    expect(Array.from(binomialPmf(3, 1))).toEqual([0, 0, 0, 1]);
  });
});

describe('thresholdChance', () => {
  it('is within 2^-32 of the chance in micros', () => {
    for (const m of [1, 50_000, 333_333, 990_000, 999_999])
      expect(Math.abs(thresholdChance(chanceThreshold(m)) - m / 1e6)).toBeLessThanOrEqual(2 ** -32);
  });
});

describe('chi-square guards of every pool sampler against the exact binomial', () => {
  const cases: [number, number][] = [
    [1, 300_000],
    [8, 600_000],
    [20, 50_000],
    [64, 990_000],
    [150, 420_000],
    [2000, 300_000],
  ];
  it.each(cases)('rollPool, %i dice at %i micros', (n, micros) => {
    const rng = createRng(n * 7 + micros);
    const t = chanceThreshold(micros);
    const r = chiSquareTest(
      sampleCounts(n, () => rollPool(n, t, rng)),
      Array.from(binomialPmf(n, micros / 1e6)),
    );
    expect(r.pValue).toBeGreaterThan(ALPHA);
  });

  it.each(cases)('BinomialTable, %i dice at %i micros', (n, micros) => {
    const rng = createRng(n * 11 + micros);
    const table = new BinomialTable(n, chanceThreshold(micros));
    const r = chiSquareTest(
      sampleCounts(n, () => table.roll(rng)),
      Array.from(binomialPmf(n, micros / 1e6)),
    );
    expect(r.pValue).toBeGreaterThan(ALPHA);
  });

  it('the guard has teeth: a sampler off by 1% in p is rejected', () => {
    const rng = createRng(5);
    const table = new BinomialTable(150, chanceThreshold(430_000));
    const r = chiSquareTest(
      sampleCounts(150, () => table.roll(rng)),
      Array.from(binomialPmf(150, 0.42)),
    );
    expect(r.pValue).toBeLessThan(ALPHA);
  });
});

describe('BinomialTable', () => {
  it('maps the ends of the word range to the ends of the distribution', () => {
    const t = new BinomialTable(10, chanceThreshold(500_000));
    expect(t.successesFor(0)).toBe(0);
    expect(t.successesFor(4294967295)).toBe(10);
    expect(t.cum[10]).toBe(4294967296);
  });

  it('handles certain and impossible dice', () => {
    const roll = tableRoller(0);
    const rng = createRng(1);
    expect(roll(30, chanceThreshold(1_000_000), rng)).toBe(30);
    expect(roll(30, chanceThreshold(0), rng)).toBe(0);
  });
});

describe('tableRoller', () => {
  it('rolls small pools die by die, exactly like rollPool', () => {
    const a = createRng(9),
      b = createRng(9);
    const roll = tableRoller(16);
    for (let i = 0; i < 1000; i++)
      expect(roll(i % 16, chanceThreshold(450_000), a)).toBe(rollPool(i % 16, chanceThreshold(450_000), b));
  });

  it('uses one word for a large pool', () => {
    const rng = createRng(3);
    const roll = tableRoller(16);
    roll(100, chanceThreshold(450_000), rng);
    const after = createRng(3);
    after.nextU32();
    expect(rng.getState()).toEqual(after.getState());
  });
});
