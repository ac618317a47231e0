import type { Rng } from '../rng.js';

/**
 * A whole number from `min` to `max`, both included, each equally likely: one `rng.below(max − min + 1)` draw, so it
 * is exact (no modulo bias) and the same stream gives the same numbers on every machine.
 *
 * @param rng - the stream to draw from; it advances by one draw (more, rarely, when `below` rejects a word)
 * @param min - the smallest result, a safe whole number
 * @param max - the largest result, a safe whole number with at most 2^32 numbers from `min` to it
 * @returns a whole number in [min, max]
 * @throws RangeError `intBetween needs whole min <= max, at most 2^32 apart, got <min> and <max>`
 * @example
 * ```ts
 * import { createRng, intBetween } from 'fray/core';
 *
 * const rng = createRng(42);
 * console.log(Array.from({ length: 8 }, () => intBetween(rng, 1, 6)).join(' '));
 * //> 2 1 6 2 4 1 3 5
 * ```
 * @category Randomness
 */
export function intBetween(rng: Rng, min: number, max: number): number {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max || max - min >= 4294967296)
    throw new RangeError(`intBetween needs whole min <= max, at most 2^32 apart, got ${min} and ${max}`);
  return min + rng.below(max - min + 1);
}
