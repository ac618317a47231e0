import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attack, emptySwing, swingInPlace } from '../../src/nightsoil/attack.js';
import { aimOf, armourOf } from '../../src/nightsoil/mob.js';
import { DEFAULT_PARAMS } from '../../src/nightsoil/params.js';
import { createRng } from '../../src/core/rng.js';
import { item, mob, wielding } from './fixtures.js';

const P = DEFAULT_PARAMS;

describe('swing', () => {
  it('on a hit draws e = C·strength·p, deals e·offence/defence and grows max aim by D(1 − p)', () => {
    const a = mob({
      strength: 50,
      maxStrength: 50,
      maxAim: 20,
      equipment: wielding({ name: 'axe', aim: 20, armour: 0, offence: 3, defence: 1 }),
    });
    const d = mob({ maxArmour: 10, equipment: wielding({ name: 'mail', aim: 0, armour: 10, offence: 1, defence: 2 }) });
    const r = swingInPlace(a, d, P, 0, emptySwing());
    const p = 1 / (1 + 100 ** (-1 / 3));
    expect(r.hit).toBe(true);
    expect(r.p).toBeCloseTo(p, 12);
    expect(r.energy).toBeCloseTo(0.07 * 50 * p, 12);
    expect(a.strength).toBeCloseTo(50 - 0.07 * 50 * p, 12);
    expect(r.damage).toBeCloseTo((0.07 * 50 * p * 3) / 2, 12);
    expect(d.life).toBeCloseTo(20 - r.damage, 12);
    expect(a.maxAim).toBeCloseTo(20 + 0.1 * (1 - p), 12);
    expect(d.maxArmour).toBe(10);
  });

  it("on a miss spends the same energy, deals nothing and grows the defender's max armour by E·p", () => {
    const a = mob();
    const d = mob();
    const r = swingInPlace(a, d, P, 0.9999, emptySwing());
    expect(r.hit).toBe(false);
    expect(r.p).toBe(0.5);
    expect(a.strength).toBeCloseTo(40 - 0.07 * 40 * 0.5, 12);
    expect(d.life).toBe(20);
    expect(d.maxArmour).toBeCloseTo(10 + 0.1 * 0.5, 12);
    expect(a.maxAim).toBe(10);
  });

  it('floors life at 0 on an overkill', () => {
    const a = mob({ equipment: wielding({ name: 'maul', aim: 10, armour: 0, offence: 1000, defence: 1 }) });
    const d = mob({ life: 1 });
    swingInPlace(a, d, P, 0, emptySwing());
    expect(d.life).toBe(0);
  });

  it('uses the constants it is given (C, D, E)', () => {
    const q = { ...P, C: 0.5, D: 1, E: 2 };
    const a = mob();
    const d = mob();
    swingInPlace(a, d, q, 0, emptySwing());
    expect(a.strength).toBe(40 - 0.5 * 40 * 0.5);
    expect(a.maxAim).toBe(10.5);
    const a2 = mob();
    const d2 = mob();
    swingInPlace(a2, d2, q, 0.99, emptySwing());
    expect(d2.maxArmour).toBe(11);
  });

  it('attack() is pure: the inputs are unchanged', () => {
    const a = mob();
    const d = mob();
    const before = JSON.stringify([a, d]);
    const r = attack(a, d, P, createRng(1));
    expect(JSON.stringify([a, d])).toBe(before);
    expect(r.attacker.strength).toBeLessThan(a.strength);
  });

  it('never raises energy, never lowers a maximum, keeps life within [0, max] (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          s: fc.double({ min: 0, max: 1e4, noNaN: true }),
          aim: fc.double({ min: 0, max: 100, noNaN: true }),
          arm: fc.double({ min: 0, max: 100, noNaN: true }),
          off: fc.double({ min: 0.01, max: 100, noNaN: true }),
          def: fc.double({ min: 0.01, max: 100, noNaN: true }),
          u: fc.double({ min: 0, max: 0.9999, noNaN: true }),
        }),
        ({ s, aim, arm, off, def, u }) => {
          const a = mob({
            strength: s,
            maxStrength: s,
            maxAim: 50,
            equipment: wielding({ name: 'w', aim, armour: 0, offence: off, defence: 1 }),
          });
          const d = mob({
            maxArmour: 50,
            equipment: wielding({ name: 'm', aim: 0, armour: arm, offence: 1, defence: def }),
          });
          const before = { s: a.strength, maxAim: a.maxAim, maxArmour: d.maxArmour, life: d.life };
          swingInPlace(a, d, P, u, emptySwing());
          expect(a.strength).toBeLessThanOrEqual(before.s);
          expect(a.strength).toBeGreaterThanOrEqual(0);
          expect(a.maxAim).toBeGreaterThanOrEqual(before.maxAim);
          expect(d.maxArmour).toBeGreaterThanOrEqual(before.maxArmour);
          expect(d.life).toBeLessThanOrEqual(before.life);
          expect(d.life).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('equipment', () => {
  it('adds aim and armour, capped at the skill maxima; multiplies offence and defence, uncapped', () => {
    const f = mob({
      maxAim: 12,
      maxArmour: 30,
      equipment: {
        weapon: item({ name: 'sword', aim: 8, armour: 2, offence: 1.5 }),
        hands: item({ name: 'gauntlets', slot: 'hands', aim: 9, offence: 2 }),
        shield: item({ name: 'shield', slot: 'shield', armour: 5, defence: 4 }),
      },
    });
    expect(aimOf(f)).toBe(12);
    expect(armourOf(f)).toBe(7);
    expect(f.offence).toBe(3);
    expect(f.defence).toBe(4);
  });

  it('a mob with no gear has aim and armour 0 and multipliers 1', () => {
    const f = mob({ equipment: {} });
    expect([aimOf(f), armourOf(f), f.offence, f.defence]).toEqual([0, 0, 1, 1]);
  });

  it('a raised skill maximum lets more of the gear count', () => {
    const f = mob({ maxAim: 5, equipment: wielding({ name: 'bow', aim: 9, armour: 0, offence: 1, defence: 1 }) });
    expect(aimOf(f)).toBe(5);
    f.maxAim = 7.5;
    expect(aimOf(f)).toBe(7.5);
  });
});
