import type { Rng } from '../rng.js';

/**
 * A new list holding `items` in an order drawn uniformly from all orders (Fisher–Yates, from the last place down:
 * `rng.below(i + 1)` for i = n − 1 … 1, so n − 1 draws). `items` itself is not changed.
 *
 * @param rng - the stream to draw from
 * @param items - the list to shuffle (any length; an empty list gives an empty list)
 * @returns a shuffled copy
 * @throws TypeError `shuffle needs a list of items` when `items` is not a list
 * @example
 * ```ts
 * import { createRng, shuffle } from 'fray/core';
 *
 * const deck = ['A', 'K', 'Q', 'J', '10'];
 * console.log(shuffle(createRng(1), deck).join(' '), '|', deck.join(' '));
 * //> K 10 J A Q | A K Q J 10
 * ```
 * @category Randomness
 */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  if (!Array.isArray(items)) throw new TypeError(`shuffle needs a list of items, got ${typeof items}`);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}
