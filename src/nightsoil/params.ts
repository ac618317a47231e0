/** The six tunable constants of Night Soil, kept together so every formula takes them as one parameter. */

/**
 * A: sigmoid steepness; B: sigmoid shift; C: strength discharge rate; D, E: aim and armour learning rates; F: energy growth rate.
 * @category Mobs
 */
export interface NightSoilParams {
  /** Sigmoid steepness, above 1 (100 by default): the hit chance is 1/(1 + A^(B − x)). */
  readonly A: number;
  /** Sigmoid shift, finite (0 by default): the contest value x at which the chance is one half. */
  readonly B: number;
  /** Strength discharge rate, above 0 and at most 1 (0.07 by default): a swing spends C·strength·p. */
  readonly C: number;
  /** Aim learning rate, 0 or more (0.1 by default): a hit adds D·(1 − p) to the attacker's aim skill. */
  readonly D: number;
  /** Armour learning rate, 0 or more (0.1 by default): a miss adds E·p to the defender's armour skill. */
  readonly E: number;
  /** Energy growth rate, 0 or more (1 by default): a meal's recharge r raises a maximum by 1 with chance F·r/max. */
  readonly F: number;
}

/**
 * The values the design uses unless a designer changes them.
 * @category Mobs
 */
export const DEFAULT_PARAMS: NightSoilParams = Object.freeze({ A: 100, B: 0, C: 0.07, D: 0.1, E: 0.1, F: 1 });

/** Names of the constants, in order. */
export const PARAM_NAMES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/**
 * Why a value is unusable for constant `name`, or undefined when it is fine. A > 1 keeps the sigmoid rising with
 * aim; 0 < C ≤ 1 keeps a swing from drawing more strength than the mob has; learning rates cannot be negative.
 */
export function paramProblem(name: (typeof PARAM_NAMES)[number], value: number): string | undefined {
  if (!Number.isFinite(value)) return 'must be a finite number';
  switch (name) {
    case 'A':
      return value > 1 ? undefined : 'must be a number > 1';
    case 'B':
      return undefined;
    case 'C':
      return value > 0 && value <= 1 ? undefined : 'must be a number > 0 and ≤ 1';
    default:
      return value >= 0 ? undefined : 'must be a number ≥ 0';
  }
}
