import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossReach, explodeRadius, healRadius, reducedDamage } from '../../../src/summoner/rules/damage.js';

describe('defence', () => {
  it('reduces a blow by ⌈defence / 2⌉', () => {
    expect(reducedDamage(5, 0)).toBe(5);
    expect(reducedDamage(5, 1)).toBe(4);
    expect(reducedDamage(5, 2)).toBe(4);
    expect(reducedDamage(5, 3)).toBe(3);
    expect(reducedDamage(5, 4)).toBe(3);
    expect(reducedDamage(5, 6)).toBe(2);
  });

  it('leaves at least 1 of a blow of 1 or more', () => {
    expect(reducedDamage(1, 0)).toBe(1);
    expect(reducedDamage(1, 1)).toBe(1);
    expect(reducedDamage(3, 8)).toBe(1);
    expect(reducedDamage(2, 1000)).toBe(1);
  });

  it('leaves a blow of 0 at 0', () => {
    expect(reducedDamage(0, 0)).toBe(0);
    expect(reducedDamage(0, 5)).toBe(0);
  });

  it('is max(1, blow − ⌈def / 2⌉) for every blow ≥ 1, never more than the blow, and falls as defence grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(10_000), (blow, def) => {
        const d = reducedDamage(blow, def);
        expect(d).toBe(Math.max(1, blow - Math.ceil(def / 2)));
        expect(d).toBeGreaterThanOrEqual(1);
        expect(d).toBeLessThanOrEqual(blow);
        expect(reducedDamage(blow, def + 1)).toBeLessThanOrEqual(d);
      }),
    );
  });
});

describe('the explosion radius ⌊1 + √range⌋', () => {
  it('is 1 at range 0, and steps up exactly at the perfect squares', () => {
    const table: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 2],
      [3, 2],
      [4, 3],
      [8, 3],
      [9, 4],
      [15, 4],
      [16, 5],
      [24, 5],
      [25, 6],
      [99, 10],
      [100, 11],
      [10_000, 101],
      [9_999, 100],
    ];
    for (const [range, radius] of table) expect(explodeRadius(range), `range ${range}`).toBe(radius);
  });

  it('is k + 1 at range k² and k at range k² − 1, for large k too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30_000_000 }), (k) => {
        expect(explodeRadius(k * k)).toBe(k + 1);
        expect(explodeRadius(k * k - 1)).toBe(k);
      }),
    );
  });
});

describe('heal and cross reach', () => {
  it('is range + 1', () => {
    expect(healRadius(0)).toBe(1);
    expect(healRadius(4)).toBe(5);
    expect(crossReach(0)).toBe(1);
    expect(crossReach(3)).toBe(4);
  });
});
