/** Eating: energy recharge, the chance it raises a maximum, and what a corpse is worth. */
import type { MobState } from './mob.js';
import type { NightSoilParams } from './params.js';
import type { Rng } from '../core/rng.js';

/**
 * Nourishment a food item offers in each energy stat (any part above what the eater lacks is wasted).
 * @category Gear, scrolls and food
 */
export interface Food {
  readonly life: number;
  readonly strength: number;
  readonly iq: number;
}

/**
 * What one meal did to each energy stat: how much it recharged and whether the maximum rose by 1.
 * @category Gear, scrolls and food
 */
export interface MealResult {
  life: { recharge: number; grew: boolean };
  strength: { recharge: number; grew: boolean };
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
 * Eats `food` in place: recharges life, strength then iq up to their maxima, each recharge maybe raising its max by 1.
 * @category Gear, scrolls and food
 */
export function eatInPlace(f: MobState, food: Food, params: NightSoilParams, rng: Rng): MealResult {
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
