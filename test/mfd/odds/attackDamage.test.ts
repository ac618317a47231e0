import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attackDamagePmf, pmfMean } from '../../../src/mfd/odds/attackDamage.js';

describe('attackDamagePmf', () => {
  it('one die each at 50%: damage 1 only when the hit lands and the block fails', () => {
    expect(Array.from(attackDamagePmf(1, 500_000, 1, 500_000))).toEqual([0.75, 0.25]);
  });

  it('no defense dice: damage is the hits', () => {
    const pmf = attackDamagePmf(2, 500_000, 0, 900_000);
    expect(Array.from(pmf)).toEqual([0.25, 0.5, 0.25]);
    expect(pmfMean(pmf)).toBe(1);
  });

  it('clips at zero: more blocks than hits is no damage, not negative', () => {
    const pmf = attackDamagePmf(1, 1_000_000, 3, 1_000_000);
    expect(Array.from(pmf)).toEqual([1, 0]);
  });

  it('is a distribution whose mean is at least E[hits] − E[blocks]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (o, ph, d, pd) => {
          const pmf = attackDamagePmf(o, ph, d, pd);
          const total = pmf.reduce((a, b) => a + b, 0);
          return (
            Math.abs(total - 1) < 1e-12 && pmf.every((x) => x >= 0) && pmfMean(pmf) >= (o * ph - d * pd) / 1e6 - 1e-9
          );
        },
      ),
    );
  });
});
