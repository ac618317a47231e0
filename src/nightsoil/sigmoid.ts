/**
 * The hit-chance sigmoid: the one curve behind both weapon hits and scroll casting. The public functions check their
 * arguments; the rules' loops call the unchecked forms (contestOf, sigmoidOf, chanceOf) with values that are sound by
 * construction.
 */
import { finiteArg } from '../core/args.js';
import { fdlibmPow } from '../math/pow.js';
import { paramsArg } from './paramsArg.js';
import type { NightSoilParams } from './params.js';

/**
 * The skill contest x = (skill − resistance)/(skill + resistance), in [−1, 1]: 0 for an even match, 1 when there is
 * nothing to resist. Both 0 is an even contest, not 0/0.
 *
 * @param skill - the attacker's skill (aim, or iq for a scroll), finite and 0 or more
 * @param resistance - what resists it (armour, or the scroll's iq), finite and 0 or more
 * @throws RangeError `contest: skill must be a finite number 0 or more, got -5` (TypeError for a value that is not a number)
 * @example
 * ```ts
 * import { contest } from 'fray/nightsoil';
 *
 * console.log(contest(20, 10), contest(10, 10), contest(0, 0), contest(5, 0));
 * //> 0.3333333333333333 0 0 1
 * ```
 * @category Hit chance
 */
export function contest(skill: number, resistance: number): number {
  return contestOf(finiteArg('contest', 'skill', skill, 0), finiteArg('contest', 'resistance', resistance, 0));
}

/** `contest` without its checks, for the rules' loops. */
export function contestOf(skill: number, resistance: number): number {
  const sum = skill + resistance;
  return sum > 0 ? (skill - resistance) / sum : 0;
}

/**
 * The chance of success for contest value x: p = 1 / (1 + A^(B − x)), computed with `fdlibmPow`, so the same bits in
 * every engine.
 *
 * @param x - the contest value, from −1 to 1
 * @param params - Night Soil's constants (A > 1 makes the curve rise with x; B shifts it)
 * @throws RangeError `sigmoid: x must be a finite number from -1 to 1, got 2`, or a constant that is unusable
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, sigmoid } from 'fray/nightsoil';
 *
 * console.log(sigmoid(0, DEFAULT_PARAMS), sigmoid(0.5, DEFAULT_PARAMS).toFixed(4), sigmoid(-1, DEFAULT_PARAMS).toFixed(4));
 * //> 0.5 0.9091 0.0099
 * ```
 * @category Hit chance
 */
export function sigmoid(x: number, params: NightSoilParams): number {
  return sigmoidOf(finiteArg('sigmoid', 'x', x, -1, 1), paramsArg('sigmoid', params));
}

// The last two contests and their chances, for one pair of constants. A swing's chance is asked twice (the mood's
// choice, then the swing), two foes alternate, and fighters at their skills' maxima contest with the same x swing
// after swing: most calls repeat one of the last two, and fdlibmPow is most of a Night Soil round's time. A remembered
// chance is the one the formula gives for the same x, A and B (the same bits).
let memoA = NaN,
  memoB = NaN,
  memoX0 = NaN,
  memoP0 = 0,
  memoX1 = NaN,
  memoP1 = 0;

/** `sigmoid` without its checks, for the rules' loops. */
export function sigmoidOf(x: number, params: NightSoilParams): number {
  const A = params.A,
    B = params.B;
  if (A === memoA && B === memoB) {
    if (x === memoX0) return memoP0;
    if (x === memoX1) return memoP1;
  } else {
    memoA = A;
    memoB = B;
    memoX0 = memoX1 = NaN;
  }
  const p = 1 / (1 + fdlibmPow(A, B - x));
  memoX1 = memoX0;
  memoP1 = memoP0;
  memoX0 = x;
  memoP0 = p;
  return p;
}

/**
 * The contest value and the chance that a swing with `aim` hits through `armour`: `contest` then `sigmoid`.
 *
 * @param aim - the attacker's aim (`aimOf`), finite and 0 or more
 * @param armour - the defender's armour (`armourOf`), finite and 0 or more
 * @throws RangeError `hitChance: aim must be a finite number 0 or more, got -5`, or a constant that is unusable
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, hitChance } from 'fray/nightsoil';
 *
 * const { x, p } = hitChance(20, 10, DEFAULT_PARAMS);
 * console.log(x.toFixed(3), p.toFixed(3));
 * //> 0.333 0.823
 * ```
 * @category Hit chance
 */
export function hitChance(
  aim: number,
  armour: number,
  params: NightSoilParams,
): {
  /** The contest value, in [−1, 1]. */
  x: number;
  /** The chance of a hit, in (0, 1). */
  p: number;
} {
  const fn = 'hitChance';
  return chanceOf(finiteArg(fn, 'aim', aim, 0), finiteArg(fn, 'armour', armour, 0), paramsArg(fn, params));
}

/** `hitChance` without its checks, for the rules' loops. */
export function chanceOf(aim: number, armour: number, params: NightSoilParams): { x: number; p: number } {
  const x = contestOf(aim, armour);
  return { x, p: sigmoidOf(x, params) };
}
