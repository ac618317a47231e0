/** Percentage rolls through a player's luck meter, as a pure function any system can call. */
import type { Rng } from '../rng.js';
import { wholeChance } from './chance.js';
import type { LuckState } from './luckState.js';
import { needsRoll, stepLuck, type LuckBranch } from './luckStep.js';

/**
 * What one roll did: the new state, whether it succeeded, the roll drawn (null when none was needed).
 * @category Luck
 */
export interface LuckRoll {
  state: LuckState;
  success: boolean;
  roll: number | null;
  /** The whole percent actually rolled at (the chance rounded, see wholeChance). */
  chance: number;
  luckBefore: number;
  luckAfter: number;
  branch: LuckBranch;
}

/** Draws a roll as a whole number from 1 to 100. */
export function drawRoll(rng: Rng): number {
  return rng.below(100) + 1;
}

/**
 * Rolls a `chance`% event through the meter in `state`: draws Roll = rng.below(100) + 1 only when X + Luck > 0,
 * then applies the meter's rule. Does not change `state`; returns the next one.
 * @category Luck
 */
export function rollWithLuck(state: LuckState, chance: number, rng: Rng): LuckRoll {
  const x = wholeChance(chance);
  const roll = needsRoll(state.luck, x) ? drawRoll(rng) : null;
  const step = stepLuck(state.luck, x, roll ?? 0);
  return {
    state: { luck: step.luckAfter },
    success: step.success,
    roll,
    chance: x,
    luckBefore: state.luck,
    luckAfter: step.luckAfter,
    branch: step.branch,
  };
}

/**
 * The same roll without a meter: succeeds when Roll <= X, drawn the same way so the two compare fairly.
 * @category Luck
 */
export function plainRoll(chance: number, rng: Rng): { success: boolean; roll: number } {
  const roll = drawRoll(rng);
  return { success: roll <= wholeChance(chance), roll };
}
