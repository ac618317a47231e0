import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { armorHit, damageTaken, damageTakenMicros } from '../../../src/core/armor/smoothArmor.js';

const amount = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });

describe('damageTaken', () => {
  it('follows inc² / (inc + def)', () => {
    expect(damageTaken(20, 20)).toBe(10);
    expect(damageTaken(40, 10)).toBeCloseTo(32, 12);
    expect(damageTaken(70, 200)).toBeCloseTo(4900 / 270, 12);
    expect(damageTaken(10, 5)).toBeCloseTo(100 / 15, 12);
  });
  it('defines zero and negative inputs', () => {
    expect(damageTaken(0, 0)).toBe(0);
    expect(damageTaken(0, 50)).toBe(0);
    expect(damageTaken(-10, 5)).toBe(0);
    expect(damageTaken(10, 0)).toBe(10);
    expect(damageTaken(10, -5)).toBe(10);
    expect(damageTaken(-10, -10)).toBe(0);
    expect(() => damageTaken(Number.NaN, 1)).toThrow(RangeError);
    expect(() => damageTaken(1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
  it('never takes more than inc nor absorbs more than def', () => {
    fc.assert(
      fc.property(amount, amount, (inc, def) => {
        const h = armorHit(inc, def);
        expect(h.taken).toBeGreaterThanOrEqual(0);
        expect(h.taken).toBeLessThanOrEqual(Math.max(0, inc));
        expect(h.absorbed).toBeGreaterThanOrEqual(0);
        expect(h.absorbed).toBeLessThanOrEqual(Math.max(0, def));
      }),
    );
  });
  it('is monotone: never falls as inc rises, never rises as def rises', () => {
    fc.assert(
      fc.property(amount, amount, amount, (a, b, d) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(damageTaken(lo, d)).toBeLessThanOrEqual(damageTaken(hi, d));
        expect(damageTaken(d, hi)).toBeLessThanOrEqual(damageTaken(d, lo));
      }),
      { numRuns: 2000 },
    );
  });
  it('gives a smaller share but a larger amount to armour as hits grow', () => {
    const light = armorHit(10, 20);
    const heavy = armorHit(100, 20);
    expect(light.absorbed / light.inc).toBeGreaterThan(heavy.absorbed / heavy.inc);
    expect(heavy.absorbed).toBeGreaterThan(light.absorbed);
  });
});

describe('damageTakenMicros', () => {
  it('rounds exactly in whole millionths', () => {
    expect(damageTakenMicros(20_000_000, 10_000_000)).toBe(13_333_333);
    expect(damageTakenMicros(2, 1)).toBe(1); // 4/3 = 1.33
    expect(damageTakenMicros(3, 1)).toBe(2); // 9/4 = 2.25
    expect(damageTakenMicros(1, 1)).toBe(1); // 1/2 rounds up
    expect(damageTakenMicros(0, 5)).toBe(0);
    expect(damageTakenMicros(-5, 5)).toBe(0);
    expect(damageTakenMicros(5, -5)).toBe(5);
  });
  it('agrees with the float formula to within one micro', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (i, d) => {
        expect(Math.abs(damageTakenMicros(i, d) - damageTaken(i, d))).toBeLessThanOrEqual(
          0.5 + 1e-3 * Math.max(1, damageTaken(i, d)) * 1e-9,
        );
      }),
    );
  });
});
