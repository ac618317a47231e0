/** The hit-chance sigmoid: the one curve behind both weapon hits and scroll casting. */
import { fdlibmPow } from '../math/pow.js';
import type { NightSoilParams } from './params.js';

/**
 * The skill contest x = (skill − resistance)/(skill + resistance), in [−1, 1]. Both zero is an even contest
 * (x = 0), not 0/0: two mobs with no skill at all have the same footing.
 */
export function contest(skill: number, resistance: number): number {
  const sum = skill + resistance;
  return sum > 0 ? (skill - resistance) / sum : 0;
}

/** p = 1/(1 + A^(B − x)): the chance of success for contest value x. */
export function sigmoid(x: number, params: NightSoilParams): number {
  return 1 / (1 + fdlibmPow(params.A, params.B - x));
}

/** The contest value and hit chance of `aim` against `armour`. */
export function hitChance(aim: number, armour: number, params: NightSoilParams): { x: number; p: number } {
  const x = contest(aim, armour);
  return { x, p: sigmoid(x, params) };
}
