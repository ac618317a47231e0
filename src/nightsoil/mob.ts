/** A Night Soil mob: its input description, and the plain-number state a fight or arena mutates. */

/** A piece of equipment: aim and armour it can supply (capped by the wearer's skill) and uncapped damage multipliers. */
export interface Item {
  readonly name: string;
  readonly aim: number;
  readonly armour: number;
  readonly offence: number;
  readonly defence: number;
}

/** A magic scroll: reading it costs `iq`, which is also its damage when the cast succeeds. */
export interface Scroll {
  readonly name: string;
  readonly iq: number;
}

/** When a mob stops fighting: it flees at or below `fleeBelow` of its max life; it goes to eat below `eatBelow` of any energy max. */
export interface Temper {
  readonly fleeBelow: number;
  readonly eatBelow: number;
}

/** A mob as a designer writes it (validated): current and max energy, skill maxima, gear, scrolls, rates, temper. */
export interface MobSpec {
  readonly name: string;
  readonly life: number;
  readonly maxLife: number;
  readonly strength: number;
  readonly maxStrength: number;
  readonly iq: number;
  readonly maxIq: number;
  readonly maxAim: number;
  readonly maxArmour: number;
  readonly equipment: readonly Item[];
  readonly scrolls: readonly Scroll[];
  /** Swings per round on the turn-rate timeline. */
  readonly swingRate: number;
  /** Steps per round on the turn-rate timeline (arena only). */
  readonly moveRate: number;
  readonly temper: Temper;
}

/**
 * The mutable state of a mob in play: plain numbers only, so the exchange loop does no allocation.
 * Equipment is folded into four totals once; current aim and armour are derived from them (see `aimOf`).
 */
export interface Fighter {
  name: string;
  life: number;
  maxLife: number;
  strength: number;
  maxStrength: number;
  iq: number;
  maxIq: number;
  maxAim: number;
  maxArmour: number;
  gearAim: number;
  gearArmour: number;
  offence: number;
  defence: number;
  swingRate: number;
  moveRate: number;
  fleeBelow: number;
  eatBelow: number;
  scrolls: readonly Scroll[];
}

/** A fresh fighter for `spec`: equipment aim and armour add up; offence and defence multiply (1 with no gear). */
export function fighterOf(spec: MobSpec): Fighter {
  let gearAim = 0;
  let gearArmour = 0;
  let offence = 1;
  let defence = 1;
  for (const it of spec.equipment) {
    gearAim += it.aim;
    gearArmour += it.armour;
    offence *= it.offence;
    defence *= it.defence;
  }
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
    gearAim,
    gearArmour,
    offence,
    defence,
    swingRate: spec.swingRate,
    moveRate: spec.moveRate,
    fleeBelow: spec.temper.fleeBelow,
    eatBelow: spec.temper.eatBelow,
    scrolls: spec.scrolls,
  };
}

/** A copy that can be mutated without touching `f`. */
export function cloneFighter(f: Fighter): Fighter {
  return { ...f };
}

/** Current aim: what the equipment supplies, never above the mob's aim skill. */
export function aimOf(f: Fighter): number {
  return f.gearAim < f.maxAim ? f.gearAim : f.maxAim;
}

/** Current armour: what the equipment supplies, never above the mob's armour skill. */
export function armourOf(f: Fighter): number {
  return f.gearArmour < f.maxArmour ? f.gearArmour : f.maxArmour;
}

/** Dead means life at or below zero. */
export function isDead(f: Fighter): boolean {
  return f.life <= 0;
}

/** Below this much strength a mob is spent: its swings would do next to nothing, so it does not swing. */
export const SPENT_STRENGTH = 1;

/** True when the mob has strength enough to swing. */
export function canSwing(f: Fighter): boolean {
  return f.strength >= SPENT_STRENGTH;
}
