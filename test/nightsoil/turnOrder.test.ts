import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { turnOrder } from '../../src/nightsoil/turnOrder.js';
import { referenceSchedule } from './fixtures.js';

describe('turnOrder (from the core timeline)', () => {
  it('gives each actor `rate` turns at k/rate, faster first at equal times', () => {
    expect(turnOrder([2, 3])).toEqual([
      { actor: 1, k: 0, rate: 3 },
      { actor: 0, k: 0, rate: 2 },
      { actor: 1, k: 1, rate: 3 },
      { actor: 0, k: 1, rate: 2 },
      { actor: 1, k: 2, rate: 3 },
    ]);
  });

  it('agrees with a brute-force order for any rates (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 8 }), (rates) => {
        expect(turnOrder(rates)).toEqual(referenceSchedule(rates));
      }),
    );
  });
});
