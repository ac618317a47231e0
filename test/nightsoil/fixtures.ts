/** Shared test fixtures: mobs and a reference round order for tests that must not depend on the core timeline. */
import { fighterOf, type Fighter, type MobSpec } from '../../src/nightsoil/mob.js';
import type { RoundSchedule, TurnSlot } from '../../src/nightsoil/schedule.js';

/** A mob spec with sensible defaults, overridable field by field. */
export function spec(over: Partial<MobSpec> = {}): MobSpec {
  return {
    name: 'mob',
    life: 20,
    maxLife: 20,
    strength: 40,
    maxStrength: 40,
    iq: 0,
    maxIq: 0,
    maxAim: 10,
    maxArmour: 10,
    equipment: [{ name: 'club', aim: 10, armour: 10, offence: 2, defence: 1 }],
    scrolls: [],
    swingRate: 2,
    moveRate: 2,
    temper: { fleeBelow: 0, eatBelow: 0.5 },
    ...over,
  };
}

/** A fighter built from `spec(over)`. */
export function mob(over: Partial<MobSpec> = {}): Fighter {
  return fighterOf(spec(over));
}

/** A brute-force round order (slot k of rate r at k/r; ties: higher rate, then lower actor index) for library tests. */
export const referenceSchedule: RoundSchedule = (rates) => {
  const slots: TurnSlot[] = [];
  rates.forEach((rate, actor) => {
    for (let k = 0; k < rate; k++) slots.push({ actor, k, rate });
  });
  return slots.sort((a, b) => a.k * b.rate - b.k * a.rate || b.rate - a.rate || a.actor - b.actor);
};
