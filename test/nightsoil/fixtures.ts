/** Shared test fixtures: mobs, items, scrolls and a reference round order for tests that must not depend on the core timeline. */
import type { Item } from '../../src/nightsoil/equipment.js';
import { fighterOf, type MobState, type MobSpec, type Scroll } from '../../src/nightsoil/mob.js';
import type { RoundSchedule, TurnSlot } from '../../src/nightsoil/schedule.js';

/** An item with defaults (a melee weapon that adds nothing), overridable field by field. */
export function item(over: Partial<Item> = {}): Item {
  return {
    name: 'item',
    slot: 'weapon',
    aim: 0,
    armour: 0,
    offence: 1,
    defence: 1,
    range: 1,
    twoHanded: false,
    ...over,
  };
}

/** A scroll with defaults (one bolt of cost 5, read at once, adjacent), overridable field by field. */
export function scroll(over: Partial<Scroll> = {}): Scroll {
  return { name: 'bolt', iq: 5, effect: 'bolt', rounds: 0, prepare: 0, range: 1, count: 1, ...over };
}

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
    equipment: { weapon: item({ name: 'club', aim: 10, armour: 10, offence: 2 }) },
    scrolls: [],
    swingRate: 2,
    moveRate: 2,
    temper: { fleeBelow: 0, eatBelow: 0.5 },
    ...over,
  };
}

/** A fighter built from `spec(over)`. */
export function mob(over: Partial<MobSpec> = {}): MobState {
  return fighterOf(spec(over));
}

/** A loadout with just this weapon (the old tests' one-item equipment). */
export function wielding(over: Partial<Item>): MobSpec['equipment'] {
  return { weapon: item(over) };
}

/** A brute-force round order (slot k of rate r at k/r; ties: higher rate, then lower actor index) for library tests. */
export const referenceSchedule: RoundSchedule = (rates) => {
  const slots: TurnSlot[] = [];
  rates.forEach((rate, actor) => {
    for (let k = 0; k < rate; k++) slots.push({ actor, k, rate });
  });
  return slots.sort((a, b) => a.k * b.rate - b.k * a.rate || b.rate - a.rate || a.actor - b.actor);
};
