import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PARAMS } from '../../src/nightsoil/params.js';
import { contest, hitChance, sigmoid, sigmoidOf } from '../../src/nightsoil/sigmoid.js';
import { fdlibmPow } from '../../src/math/pow.js';
import type { NightSoilParams } from '../../src/nightsoil/params.js';

describe('sigmoid', () => {
  it("reproduces the design document's table to two decimals", () => {
    const table: [number, number][] = [
      [1, 0.99],
      [0.6, 0.94],
      [0.33, 0.82],
      [0, 0.5],
      [-0.33, 0.18],
      [-0.6, 0.06],
      [-1, 0.01],
    ];
    for (const [x, p] of table) expect(sigmoid(x, DEFAULT_PARAMS).toFixed(2)).toBe(p.toFixed(2));
  });

  it('matches the table through aim/armour ratios (A/D = 2 gives 0.82, 1/2 gives 0.18)', () => {
    expect(hitChance(20, 10, DEFAULT_PARAMS).p.toFixed(2)).toBe('0.82');
    expect(hitChance(10, 20, DEFAULT_PARAMS).p.toFixed(2)).toBe('0.18');
    expect(hitChance(40, 10, DEFAULT_PARAMS).x).toBeCloseTo(0.6, 12);
    expect(hitChance(10, 0, DEFAULT_PARAMS)).toEqual({ x: 1, p: 1 / 1.01 });
  });

  it('treats aim = armour = 0 as an even contest', () => {
    expect(contest(0, 0)).toBe(0);
    expect(hitChance(0, 0, DEFAULT_PARAMS).p).toBe(0.5);
  });

  it('B shifts the curve: p(B) = 0.5', () => {
    expect(sigmoid(0.3, { ...DEFAULT_PARAMS, B: 0.3 })).toBe(0.5);
  });

  it('p is in (0, 1) and never falls as aim rises (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e3, noNaN: true }),
        (aim, armour, more) => {
          const p = hitChance(aim, armour, DEFAULT_PARAMS).p;
          expect(p).toBeGreaterThan(0);
          expect(p).toBeLessThan(1);
          expect(hitChance(aim + more, armour, DEFAULT_PARAMS).p).toBeGreaterThanOrEqual(p);
        },
      ),
    );
  });

  it('p strictly increases with aim where x moves (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (aim, armour, more) => {
          expect(hitChance(aim + more, armour, DEFAULT_PARAMS).p).toBeGreaterThan(
            hitChance(aim, armour, DEFAULT_PARAMS).p,
          );
        },
      ),
    );
  });

  it('remembers recent chances without changing a bit: any sequence of calls gives what the formula gives', () => {
    // Few distinct contests (so calls repeat the last two, as in a duel), ±0, and constants that change between calls.
    const xs = fc.constantFrom(0, -0, 0.25, -0.5, 1, -1, 1 / 3, 0.1 + 0.2);
    const paramsOf = fc.constantFrom<NightSoilParams>(
      DEFAULT_PARAMS,
      { ...DEFAULT_PARAMS, A: 50 },
      { ...DEFAULT_PARAMS, B: 0.25 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(xs, fc.double({ min: -1, max: 1, noNaN: true })), paramsOf), { maxLength: 60 }),
        (calls) => {
          for (const [x, params] of calls) {
            const want = 1 / (1 + fdlibmPow(params.A, params.B - x));
            expect(Object.is(sigmoidOf(x, params), want)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
