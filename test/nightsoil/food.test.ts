import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { corpseOf, eatInPlace, growthChance } from '../../src/nightsoil/food.js';
import { DEFAULT_PARAMS } from '../../src/nightsoil/params.js';
import { createRng, type Rng } from '../../src/core/rng.js';
import { mob } from './fixtures.js';

/** An Rng whose next() returns the given values in turn. */
function scripted(...values: number[]): Rng {
  const base = createRng(0);
  let i = 0;
  return {
    ...base,
    next: () => values[i++] ?? 0.5,
    nextU32: () => 0,
    below: () => 0,
    fork: () => base,
    getState: () => base.getState(),
  };
}

describe('food', () => {
  it('g = F·r/max, capped at 1, zero for no recharge', () => {
    expect(growthChance(10, 20, DEFAULT_PARAMS)).toBe(0.5);
    expect(growthChance(10, 20, { ...DEFAULT_PARAMS, F: 3 })).toBe(1);
    expect(growthChance(0, 20, DEFAULT_PARAMS)).toBe(0);
  });

  it('recharges up to the maximum and wastes the rest', () => {
    const f = mob({ life: 5, maxLife: 20, strength: 30, maxStrength: 40, iq: 1, maxIq: 10 });
    const r = eatInPlace(f, { life: 100, strength: 4, iq: 0 }, DEFAULT_PARAMS, scripted(0.99, 0.99));
    expect(r.life.recharge).toBe(15);
    expect(r.strength.recharge).toBe(4);
    expect(r.iq.recharge).toBe(0);
    expect([f.life, f.strength, f.iq]).toEqual([20, 34, 1]);
    expect([f.maxLife, f.maxStrength]).toEqual([20, 40]);
  });

  it('raises a maximum by 1 when the draw falls under r/max (judged on the old max)', () => {
    const f = mob({ life: 10, maxLife: 20 });
    // life: r = 10, g = 0.5; a draw of 0.49 grows it, strength is full so no draw is used.
    const r = eatInPlace(f, { life: 10, strength: 5, iq: 0 }, DEFAULT_PARAMS, scripted(0.49));
    expect(r.life.grew).toBe(true);
    expect(f.maxLife).toBe(21);
    expect(f.life).toBe(20);
    const g = mob({ life: 10, maxLife: 20 });
    expect(eatInPlace(g, { life: 10, strength: 0, iq: 0 }, DEFAULT_PARAMS, scripted(0.5)).life.grew).toBe(false);
  });

  it("a corpse is half the victim's maxima", () => {
    expect(corpseOf(mob({ maxLife: 30, maxStrength: 12, maxIq: 4 }))).toEqual({ life: 15, strength: 6, iq: 2 });
  });

  it('energy never exceeds its maximum and maxima never fall (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(
          fc.record({
            life: fc.double({ min: 0, max: 50, noNaN: true }),
            strength: fc.double({ min: 0, max: 50, noNaN: true }),
            iq: fc.double({ min: 0, max: 50, noNaN: true }),
          }),
          { maxLength: 20 },
        ),
        (seed, meals) => {
          const rng = createRng(seed);
          const f = mob({ life: 1, maxLife: 30, strength: 0, maxStrength: 25, iq: 0, maxIq: 5 });
          for (const m of meals) {
            const before = [f.maxLife, f.maxStrength, f.maxIq];
            eatInPlace(f, m, DEFAULT_PARAMS, rng);
            expect(f.life).toBeLessThanOrEqual(f.maxLife);
            expect(f.strength).toBeLessThanOrEqual(f.maxStrength);
            expect(f.iq).toBeLessThanOrEqual(f.maxIq);
            const after = [f.maxLife, f.maxStrength, f.maxIq];
            after.forEach((v, i) => expect(v).toBeGreaterThanOrEqual(before[i] as number));
            after.forEach((v, i) => expect(v - (before[i] as number)).toBeLessThanOrEqual(1));
            // Spend some energy so later meals recharge.
            f.life = Math.max(1, f.life / 2);
            f.strength /= 2;
          }
        },
      ),
    );
  });
});

describe('growth from a maximum of 0', () => {
  it('an energy stat with maximum 0 never grows: nothing can be recharged, so no draw is made', () => {
    const f = mob({ iq: 0, maxIq: 0, strength: 0, maxStrength: 0 });
    let draws = 0;
    const counting: Rng = {
      ...createRng(0),
      next: () => (draws++, 0),
      nextU32: () => 0,
      below: () => 0,
      fork: () => createRng(0),
      getState: () => createRng(0).getState(),
    };
    for (let i = 0; i < 50; i++) {
      const r = eatInPlace(f, { life: 0, strength: 100, iq: 100 }, { ...DEFAULT_PARAMS, F: 1000 }, counting);
      expect(r.iq).toEqual({ recharge: 0, grew: false });
      expect(r.strength).toEqual({ recharge: 0, grew: false });
    }
    expect([f.maxIq, f.maxStrength, draws]).toEqual([0, 0, 0]);
    expect(growthChance(5, 0, DEFAULT_PARAMS)).toBe(0);
  });

  it('a skill with maximum 0 grows from its first success in combat (aim and armour grow by D·(1 − p) and E·p, not by division)', async () => {
    const { emptySwing, swingInPlace } = await import('../../src/nightsoil/attack.js');
    const a = mob({ maxAim: 0 });
    const d = mob({ maxArmour: 0 });
    const hit = swingInPlace(a, mob(), DEFAULT_PARAMS, 0, emptySwing());
    expect(hit.hit).toBe(true);
    expect(a.maxAim).toBeCloseTo(0.1 * (1 - hit.p), 15);
    const miss = swingInPlace(mob(), d, DEFAULT_PARAMS, 0.9999, emptySwing());
    expect(d.maxArmour).toBeCloseTo(0.1 * miss.p, 15);
  });
});
