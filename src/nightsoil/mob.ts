/** A Night Soil mob: its input description, and the plain-number state a fight or arena mutates. */
import type { ActiveEffect, Preparation } from './activeEffect.js';
import { gearOf, type Loadout } from './equipment.js';

export type { Item, Loadout, EquipmentSlot as Slot } from './equipment.js';

/**
 * What a scroll does when it works: damage now (bolt), damage over time (poison), or a lasting ward or haste on the reader.
 * @category Gear, scrolls and food
 */
export const SCROLL_EFFECTS = ['bolt', 'poison', 'ward', 'haste'] as const;
/**
 * One of the scroll effects.
 * @category Gear, scrolls and food
 */
export type ScrollEffect = (typeof SCROLL_EFFECTS)[number];

/**
 * A stack of identical magic scrolls. Reading one costs `iq`, which is also its power: a bolt's damage, a poison's total,
 * a ward's absorption. A read scroll is gone (`count` is how many the mob carries).
 * @category Gear, scrolls and food
 */
export interface Scroll {
  /** The scroll's name, unique among a mob's scrolls. */
  readonly name: string;
  /** Iq a reading costs and the scroll's power, above 0: it is also what the reader's iq is contested against. */
  readonly iq: number;
  /** What it does when it works: bolt, poison, ward or haste. */
  readonly effect: ScrollEffect;
  /** Whole rounds a poison, ward or haste lasts (55n slots for a 10…1 roster); 0 for a bolt. */
  readonly rounds: number;
  /** Whole rounds of preparation before the spell goes off (0: at once); taking damage meanwhile breaks it. */
  readonly prepare: number;
  /** Cells to the target for a bolt or poison; a ward or haste is read on oneself (range 0). */
  readonly range: number;
  /** How many of it the mob starts with, a whole number from 1. */
  readonly count: number;
}

/**
 * When a mob stops fighting: it flees at or below `fleeBelow` of its max life; it goes to eat below `eatBelow` of any energy max.
 * @category Mobs
 */
export interface Temper {
  /** The share of max life, from 0 to 0.99, at or below which the mob flees (0.2 by default). */
  readonly fleeBelow: number;
  /** The share of any energy's maximum, from 0 to 1, below which the mob goes to eat in the arena (0.5 by default). */
  readonly eatBelow: number;
}

/**
 * A mob as a designer writes it (validated): current and max energy, skill maxima, gear, scrolls, rates, temper.
 * @category Mobs
 */
export interface MobSpec {
  /** The mob's name, as logs and reports show it. */
  readonly name: string;
  /** Life at the start, above 0 and at most `maxLife` (`maxLife` by default); the mob dies at 0. */
  readonly life: number;
  /** Most life the mob can have, above 0. */
  readonly maxLife: number;
  /** Strength at the start, from 0 to `maxStrength` (`maxStrength` by default); swings spend it. */
  readonly strength: number;
  /** Most strength the mob can have, 0 or more. */
  readonly maxStrength: number;
  /** Iq at the start, from 0 to `maxIq` (`maxIq` by default); scrolls spend it. */
  readonly iq: number;
  /** Most iq the mob can have, 0 or more (0 by default: no scrolls can be read). */
  readonly maxIq: number;
  /** Aim skill, 0 or more: the most aim the mob can use from its gear; hits make it grow. */
  readonly maxAim: number;
  /** Armour skill, 0 or more: the most armour the mob can use from its gear; misses against it make it grow. */
  readonly maxArmour: number;
  /** The items worn, at most one per slot. */
  readonly equipment: Loadout;
  /** The scroll stacks carried, names unique. */
  readonly scrolls: readonly Scroll[];
  /** Swings per round on the turn-rate timeline. */
  readonly swingRate: number;
  /** Steps per round on the turn-rate timeline (closing in, keeping away, fleeing, going to food). */
  readonly moveRate: number;
  /** When it flees and when it goes to eat. */
  readonly temper: Temper;
}

/**
 * The mutable state of a mob in play: plain numbers where the exchange loop is hot, so it does no allocation.
 * Equipment is folded into totals; current aim and armour are derived from them (see `aimOf`). Scrolls left, timed
 * effects and a spell in preparation are the only lists; `cloneFighter` copies them.
 * @category Mobs
 */
export interface MobState {
  /** The mob's name, as logs and reports show it. */
  name: string;
  /** Life now, from 0 to `maxLife`; the mob is dead at 0. */
  life: number;
  /** Most life the mob can have, above 0; meals may raise it. */
  maxLife: number;
  /** Strength now, from 0 to `maxStrength`; each swing spends some. */
  strength: number;
  /** Most strength the mob can have, 0 or more; meals may raise it. */
  maxStrength: number;
  /** Iq now, from 0 to `maxIq`; each reading spends the scroll's iq. */
  iq: number;
  /** Most iq the mob can have, 0 or more; meals may raise it. */
  maxIq: number;
  /** Aim skill, 0 or more: caps the aim used from gear (`aimOf`); grows with hits. */
  maxAim: number;
  /** Armour skill, 0 or more: caps the armour used from gear (`armourOf`); grows with misses against it. */
  maxArmour: number;
  /** Aim the worn items supply together, 0 or more (before the skill's cap). */
  gearAim: number;
  /** Armour the worn items supply together, 0 or more (before the skill's cap). */
  gearArmour: number;
  /** The items' damage multipliers multiplied, above 0 (1 with none). */
  offence: number;
  /** The items' damage divisors for blows taken multiplied, above 0 (1 with none). */
  defence: number;
  /** The weapon's range in cells (1 without a ranged weapon). */
  reach: number;
  /** Swings per round on the turn-rate timeline, a whole number from 1. */
  swingRate: number;
  /** Steps per round on the turn-rate timeline, a whole number from 1. */
  moveRate: number;
  /** The share of max life, from 0 to 0.99, at or below which the mob flees. */
  fleeBelow: number;
  /** The share of any energy's maximum, from 0 to 1, below which the mob goes to eat in the arena. */
  eatBelow: number;
  /** The scroll stacks carried (their counts at the start; `scrollsLeft` says what is left). */
  scrolls: readonly Scroll[];
  /** How many of each scroll are left, index for index with `scrolls`. */
  scrollsLeft: number[];
  /** Timed effects on this mob (ward, haste, poison); entries are replaced, never changed in place. */
  effects: ActiveEffect[];
  /** The spell being prepared, if any. */
  preparing: Preparation | null;
}

/**
 * A mob ready to fight, from a spec `parseMob` accepted: its energies as the spec says, its gear folded into totals
 * (aim and armour add up, offence and defence multiply, 1 with no gear). Every rule takes and returns these.
 *
 * @example
 * ```ts
 * import { aimOf, armourOf, fighterOf, parseMob } from 'fray/nightsoil';
 *
 * const r = parseMob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10, equipment: [{ name: 'axe', slot: 'weapon', aim: 14, offence: 2 }] });
 * if (r.ok) {
 *   const orc = fighterOf(r.value);
 *   console.log(orc.life, aimOf(orc), armourOf(orc), orc.offence);
 * }
 * //> 30 12 0 2
 * ```
 * @category Mobs
 */
export function fighterOf(spec: MobSpec): MobState {
  const g = gearOf(spec.equipment);
  return {
    name: spec.name,
    life: spec.life,
    maxLife: spec.maxLife,
    strength: spec.strength,
    maxStrength: spec.maxStrength,
    iq: spec.iq,
    maxIq: spec.maxIq,
    maxAim: spec.maxAim,
    maxArmour: spec.maxArmour,
    gearAim: g.aim,
    gearArmour: g.armour,
    offence: g.offence,
    defence: g.defence,
    reach: g.reach,
    swingRate: spec.swingRate,
    moveRate: spec.moveRate,
    fleeBelow: spec.temper.fleeBelow,
    eatBelow: spec.temper.eatBelow,
    scrolls: spec.scrolls,
    scrollsLeft: spec.scrolls.map((s) => s.count),
    effects: [],
    preparing: null,
  };
}

/** Changes what a fighter wears and wields in play (a game's wield or take-off): the totals follow the new loadout. */
export function refit(f: MobState, loadout: Loadout): void {
  const g = gearOf(loadout);
  f.gearAim = g.aim;
  f.gearArmour = g.armour;
  f.offence = g.offence;
  f.defence = g.defence;
  f.reach = g.reach;
}

/**
 * A copy of `f` that can be changed without touching `f` (its lists are copied too). Duels and attacks work on copies;
 * this is for code that changes a mob in place.
 *
 * @example
 * ```ts
 * import { cloneFighter, fighterOf, parseMob } from 'fray/nightsoil';
 *
 * const r = parseMob({ name: 'rat', maxLife: 4, maxStrength: 20, maxAim: 8, maxArmour: 2 });
 * if (r.ok) {
 *   const rat = fighterOf(r.value);
 *   const hurt = cloneFighter(rat);
 *   hurt.life = 1;
 *   console.log(rat.life, hurt.life);
 * }
 * //> 4 1
 * ```
 * @category Mobs
 */
export function cloneFighter(f: MobState): MobState {
  return { ...f, scrollsLeft: f.scrollsLeft.slice(), effects: f.effects.slice() };
}

/**
 * A mob's aim now: what its gear supplies, never above its aim skill (`maxAim`).
 *
 * @example
 * ```ts
 * import { aimOf, fighterOf, parseMob } from 'fray/nightsoil';
 *
 * const r = parseMob({ name: 'elf', maxLife: 18, maxStrength: 45, maxAim: 10, maxArmour: 10, equipment: [{ name: 'longbow', slot: 'weapon', aim: 14 }] });
 * if (r.ok) console.log(aimOf(fighterOf(r.value)));
 * //> 10
 * ```
 * @category Mobs
 */
export function aimOf(f: MobState): number {
  return f.gearAim < f.maxAim ? f.gearAim : f.maxAim;
}

/**
 * A mob's armour now: what its gear supplies, never above its armour skill (`maxArmour`).
 *
 * @example
 * ```ts
 * import { armourOf, fighterOf, parseMob } from 'fray/nightsoil';
 *
 * const r = parseMob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10, equipment: [{ name: 'hide', slot: 'body', armour: 6 }, { name: 'cap', slot: 'head', armour: 2 }] });
 * if (r.ok) console.log(armourOf(fighterOf(r.value)));
 * //> 8
 * ```
 * @category Mobs
 */
export function armourOf(f: MobState): number {
  return f.gearArmour < f.maxArmour ? f.gearArmour : f.maxArmour;
}

/**
 * True when the mob's life is at or below 0.
 *
 * @example
 * ```ts
 * import { fighterOf, isDead, parseMob } from 'fray/nightsoil';
 *
 * const r = parseMob({ name: 'rat', maxLife: 4, maxStrength: 20, maxAim: 8, maxArmour: 2 });
 * if (r.ok) {
 *   const rat = fighterOf(r.value);
 *   const before = isDead(rat);
 *   rat.life -= 4;
 *   console.log(before, isDead(rat));
 * }
 * //> false true
 * ```
 * @category Mobs
 */
export function isDead(f: MobState): boolean {
  return f.life <= 0;
}

/** Below this much strength a mob is spent: its swings would do next to nothing, so it does not swing. */
export const SPENT_STRENGTH = 1;

/** True when the mob has strength enough to swing. */
export function canSwing(f: MobState): boolean {
  return f.strength >= SPENT_STRENGTH;
}
