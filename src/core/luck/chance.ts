/** Chances in percent: the meter works in whole percents because its roll is a whole number from 1 to 100. */
import { fail, ok, type Result } from '../result.js';

/**
 * The whole percent a chance is rolled at: rounded to the nearest whole number, halves up (12.5 -> 13).
 * Throws RangeError for a chance outside [0, 100] or not finite: callers validate user input with parseChance first.
 */
export function wholeChance(chance: number): number {
  if (!Number.isFinite(chance) || chance < 0 || chance > 100)
    throw new RangeError(`a chance is a percentage from 0 to 100, got ${chance}`);
  return Math.floor(chance + 0.5);
}

/** A chance from user input: a finite number of percent from 0 to 100, or a problem naming `what`. */
export function parseChance(value: unknown, what = 'chance'): Result<number> {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return fail(`${what}: must be a number of percent from 0 to 100`);
  if (value < 0 || value > 100) return fail(`${what}: must be from 0 to 100 (percent), got ${value}`);
  return ok(value);
}
