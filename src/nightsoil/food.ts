/** Eating: energy recharge, the chance it raises a maximum, and what a corpse is worth. */
import { finiteArg, objectArg } from '../core/args.js';
import type { MobState } from './mob.js';
import type { NightSoilParams } from './params.js';
import { paramsArg } from './paramsArg.js';
import type { Rng } from '../core/rng.js';

/**
 * Nourishment a food item offers in each energy stat (any part above what the eater lacks is wasted).
 * @category Gear, scrolls and food
 */
export interface Food {
  /** Life it can restore, 0 or more. */
  readonly life: number;
  /** Strength it can restore, 0 or more. */
  readonly strength: number;
  /** Iq it can restore, 0 or more. */
  readonly iq: number;
}

/**
 * What one meal did to each energy stat: how much it recharged and whether the maximum rose by 1.
 * @category Gear, scrolls and food
 */
export interface MealResult {
  /** Life restored (at most what the eater lacked) and whether `maxLife` rose by 1. */
  life: { recharge: number; grew: boolean };
  /** Strength restored (at most what the eater lacked) and whether `maxStrength` rose by 1. */
  strength: { recharge: number; grew: boolean };
  /** Iq restored (at most what the eater lacked) and whether `maxIq` rose by 1. */
  iq: { recharge: number; grew: boolean };
}

/**
 * The chance g = F·r/max that a recharge r raises a maximum, capped at 1. A maximum of 0 never grows: nothing can be
 * below it, so nothing is recharged and nothing is divided (a faculty a mob lacks can be neither exerted nor fed; see
 * docs/rules/night-soil.md, "Growth from a maximum of 0").
 */
export function growthChance(recharge: number, max: number, params: NightSoilParams): number {
  if (recharge <= 0 || max <= 0) return 0;
  const g = (params.F * recharge) / max;
  return g < 1 ? g : 1;
}

type Energy = 'life' | 'strength' | 'iq';
const MAX_OF = { life: 'maxLife', strength: 'maxStrength', iq: 'maxIq' } as const;

function recharge(
  f: MobState,
  stat: Energy,
  offered: number,
  params: NightSoilParams,
  rng: Rng,
): { recharge: number; grew: boolean } {
  const maxKey = MAX_OF[stat];
  const max = f[maxKey];
  const lack = max - f[stat];
  const r = offered < lack ? offered : lack;
  if (!(r > 0)) return { recharge: 0, grew: false };
  f[stat] += r;
  // The chance is judged against the maximum before it grows; one draw per recharged stat.
  const grew = rng.next() < growthChance(r, max, params);
  if (grew) f[maxKey] = max + 1;
  return { recharge: r, grew };
}

/**
 * Feeds `f` in place: `food` recharges life, strength then iq up to their maxima, and each recharge may raise its
 * maximum by 1 (one draw per stat recharged). Food beyond what the mob can hold is wasted.
 *
 * @param f - the mob, changed in place
 * @param food - life, strength and iq offered, each finite and 0 or more
 * @throws RangeError `eatInPlace: food.life must be a finite number 0 or more, got -1`, or a constant that is unusable
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, eatInPlace, fighterOf, parseMob } from 'fray/nightsoil';
 * import { createRng } from 'fray/core';
 *
 * const r = parseMob({ name: 'rat', maxLife: 6, life: 2, maxStrength: 20, maxAim: 8, maxArmour: 2 });
 * if (r.ok) {
 *   const rat = fighterOf(r.value);
 *   const meal = eatInPlace(rat, { life: 10, strength: 0, iq: 0 }, DEFAULT_PARAMS, createRng(1));
 *   console.log(meal.life.recharge, rat.life, rat.maxLife);
 * }
 * //> 4 6 7
 * ```
 * @category Gear, scrolls and food
 */
export function eatInPlace(f: MobState, food: Food, params: NightSoilParams, rng: Rng): MealResult {
  const fn = 'eatInPlace';
  objectArg(fn, 'mob', f);
  objectArg(fn, 'food', food);
  for (const k of ['life', 'strength', 'iq'] as const) finiteArg(fn, `food.${k}`, food[k], 0);
  paramsArg(fn, params);
  return {
    life: recharge(f, 'life', food.life, params, rng),
    strength: recharge(f, 'strength', food.strength, params, rng),
    iq: recharge(f, 'iq', food.iq, params, rng),
  };
}

/** Share of the victim's maxima a corpse provides as food. */
export const CORPSE_SHARE = 0.5;

/** A corpse feeds half of what the mob could hold: a stronger kill is a bigger meal, so risk pays. */
export function corpseOf(dead: MobState): Food {
  return {
    life: dead.maxLife * CORPSE_SHARE,
    strength: dead.maxStrength * CORPSE_SHARE,
    iq: dead.maxIq * CORPSE_SHARE,
  };
}
