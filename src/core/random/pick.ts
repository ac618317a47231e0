import type { Rng } from '../rng.js';

/**
 * One item of `items`, each equally likely (one `rng.below(items.length)` draw).
 *
 * @param rng - the stream to draw from
 * @param items - a non-empty list, left as it is
 * @returns one of `items`
 * @throws RangeError `pick needs at least one item` on an empty list (a TypeError if `items` is not a list)
 * @example
 * ```ts
 * import { createRng, pick } from 'fray/core';
 *
 * const rng = createRng(7);
 * const foes = ['goblin', 'orc', 'troll'];
 * console.log(Array.from({ length: 4 }, () => pick(rng, foes)).join(' '));
 * //> troll troll troll orc
 * ```
 * @category Randomness
 */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (!Array.isArray(items)) throw new TypeError(`pick needs a list of items, got ${typeof items}`);
  if (items.length === 0) throw new RangeError('pick needs at least one item');
  return items[rng.below(items.length)]!;
}
