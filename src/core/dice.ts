/** Pools of success/failure dice: the inner loop of mass battles, kept allocation-free. */
import { finiteArg, wholeArg } from './args.js';
import { wordsBelow, type Rng } from './rng.js';
import { MICRO } from './decimal.js';

/** The largest pool rollPool rolls at once (a whole number of dice a battle could need, and then some). */
const MAX_POOL = 2 ** 31 - 1;

/**
 * The 32-bit threshold for a chance given in millionths (500000 for 50%): a die succeeds when a uniform 32-bit word
 * is below it, so its probability is within 2^−32 of the chance (0 never, 1 always). Compute it once per chance, out
 * of the loop that rolls.
 *
 * @param chanceMicros - the chance of one die in millionths; at or below 0 never, at or above 1,000,000 always
 * @returns the threshold for `rollPool`
 * @example
 * ```ts
 * import { chanceThreshold } from 'fray/core';
 *
 * console.log(chanceThreshold(0), chanceThreshold(250_000), chanceThreshold(1_000_000));
 * //> 0 1073741824 4294967296
 * ```
 * @category Dice
 */
export function chanceThreshold(chanceMicros: number): number {
  return thresholdOf(finiteArg('chanceThreshold', 'chanceMicros', chanceMicros));
}

/** `chanceThreshold` without its check, for the battle engine's rounds. */
export function thresholdOf(chanceMicros: number): number {
  if (chanceMicros <= 0) return 0;
  if (chanceMicros >= MICRO) return 4294967296;
  return (chanceMicros * 4294967296) / MICRO;
}

/**
 * Rolls `dice` dice that each succeed with the probability `threshold` stands for (see `chanceThreshold`), one 32-bit
 * word per die, and counts the successes: the inner loop of mass battles, kept allocation-free.
 *
 * @param dice - how many dice, a whole number of 0 or more
 * @param threshold - from `chanceThreshold`
 * @param rng - the stream; it advances by exactly `dice` words
 * @returns the number of successes, from 0 to `dice`
 * @example
 * ```ts
 * import { chanceThreshold, createRng, rollPool } from 'fray/core';
 *
 * const fiftyFifty = chanceThreshold(500_000);
 * const rng = createRng(1);
 * console.log([rollPool(10, fiftyFifty, rng), rollPool(10, fiftyFifty, rng), rollPool(1000, fiftyFifty, rng)].join(' '));
 * //> 7 5 514
 * ```
 * @category Dice
 */
export function rollPool(dice: number, threshold: number, rng: Rng): number {
  wholeArg('rollPool', 'dice', dice, 0, MAX_POOL);
  finiteArg('rollPool', 'threshold', threshold, 0, 4294967296);
  // One word per die, below the threshold for a success (wordsBelow keeps the generator's state in registers).
  return wordsBelow(rng, dice, threshold);
}
