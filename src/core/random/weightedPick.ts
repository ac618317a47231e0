import type { Rng } from '../rng.js';

/**
 * One item of `items`, the i-th with a chance of `weights[i]` over the sum of the weights. Whole weights summing to
 * at most 2^32 are drawn exactly (one `rng.below(sum)`); other weights with one `rng.next()` (32 bits of resolution).
 * An item of weight 0 is never picked.
 *
 * @param rng - the stream to draw from
 * @param items - the items, as many as `weights`
 * @param weights - a finite weight of 0 or more for each item, not all 0
 * @returns one of `items`
 * @throws RangeError `weightedPick needs one finite weight >= 0 per item, not all 0` (a TypeError if either is not a list)
 * @example
 * ```ts
 * import { createRng, weightedPick } from 'fray/core';
 *
 * const rng = createRng(3);
 * const loot = Array.from({ length: 10 }, () => weightedPick(rng, ['copper', 'silver', 'gold'], [6, 3, 1]));
 * console.log(loot.join(' '));
 * //> copper copper copper copper silver copper copper copper copper gold
 * ```
 * @category Randomness
 */
export function weightedPick<T>(rng: Rng, items: readonly T[], weights: readonly number[]): T {
  if (!Array.isArray(items) || !Array.isArray(weights))
    throw new TypeError('weightedPick needs a list of items and a list of weights');
  let sum = 0;
  let whole = true;
  for (const w of weights) {
    if (typeof w !== 'number' || !Number.isFinite(w) || w < 0) sum = NaN;
    sum += w;
    whole &&= Number.isInteger(w);
  }
  if (items.length === 0 || weights.length !== items.length || !(sum > 0) || !Number.isFinite(sum))
    throw new RangeError(
      `weightedPick needs one finite weight >= 0 per item, not all 0, got ${weights.length} weights for ${items.length} items`,
    );
  const u = whole && sum <= 4294967296 ? rng.below(sum) : rng.next() * sum;
  let acc = 0;
  for (let i = 0; i < items.length; i++) {
    acc += weights[i]!;
    if (u < acc) return items[i]!;
  }
  // Rounding can leave u at the very top of a float sum: the last item of positive weight takes it.
  for (let i = items.length - 1; ; i--) if (weights[i]! > 0) return items[i]!;
}
