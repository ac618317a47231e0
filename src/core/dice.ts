/** Pools of success/failure dice: the inner loop of mass battles, kept allocation-free. */
import { wordsBelow, type Rng } from './rng.js';
import { MICRO } from './decimal.js';

/**
 * The 32-bit threshold for a chance given in millionths: a die succeeds when a uniform 32-bit
 * word is below it, so its probability is within 2^-32 of the chance (0 never, 1 always).
 * @category Dice
 */
export function chanceThreshold(chanceMicros: number): number {
  if (chanceMicros <= 0) return 0;
  if (chanceMicros >= MICRO) return 4294967296;
  return (chanceMicros * 4294967296) / MICRO;
}

/**
 * Rolls `dice` dice that each succeed with the probability of `threshold` (see chanceThreshold); returns the successes.
 * @category Dice
 */
export function rollPool(dice: number, threshold: number, rng: Rng): number {
  // One word per die, below the threshold for a success (wordsBelow keeps the generator's state in registers).
  return wordsBelow(rng, dice, threshold);
}
