/** The luck meter's rule as a pure step: given the luck, the chance and the drawn roll, what happens. */
import { clampLuck } from './luckState.js';

/**
 * Which branch of the luck meter's rule a roll took (docs/rules/luck.md).
 * @category Luck
 */
export type LuckBranch =
  /** X + Luck <= 0: fails without drawing a roll. */
  | 'no-roll'
  /** Success with X > 50: pays only the points of luck it used, max(0, Roll - X). */
  | 'likely-success'
  /** Success with X <= 50: pays 55 - X. */
  | 'unlikely-success'
  /** Failure with X >= 50: is owed X - 45. */
  | 'owed'
  /** Failure with X < 50: luck unchanged. */
  | 'expected-failure';

/** The outcome of one step. */
export interface LuckStepOutcome {
  success: boolean;
  luckAfter: number;
  branch: LuckBranch;
}

/** True when the roll must be drawn: X + Luck > 0 (otherwise it fails with no draw). */
export function needsRoll(luck: number, chance: number): boolean {
  return chance + luck > 0;
}

/**
 * One step of the meter for a whole-percent `chance` X and a `roll` in 1..100 (ignored when no roll is needed):
 * success when X + Luck >= Roll, then the document's three update branches, then luck clamped to its bounds.
 */
export function stepLuck(luck: number, chance: number, roll: number): LuckStepOutcome {
  const x = chance;
  if (!needsRoll(luck, x)) {
    // The failure is certain, but the rule still owes a likely roll its points, or luck could never climb back.
    return x >= 50
      ? { success: false, luckAfter: clampLuck(luck + (x - 45)), branch: 'owed' }
      : { success: false, luckAfter: luck, branch: 'no-roll' };
  }
  if (x + luck >= roll) {
    if (x > 50) return { success: true, luckAfter: clampLuck(luck - Math.max(0, roll - x)), branch: 'likely-success' };
    return { success: true, luckAfter: clampLuck(luck - (55 - x)), branch: 'unlikely-success' };
  }
  if (x >= 50) return { success: false, luckAfter: clampLuck(luck + (x - 45)), branch: 'owed' };
  return { success: false, luckAfter: luck, branch: 'expected-failure' };
}
