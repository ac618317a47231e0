/** How much a blow hurts and how far the area actions reach. */
import { isqrt } from './grid.js';

/**
 * Damage taken from a blow of `amount` by a demon with `defense`: reduced by ⌈defense / 2⌉, but never below 1
 * unless the blow itself is 0. Applies to Attack, Cross and Eat; explosions are raw.
 */
export function reducedDamage(amount: number, defense: number): number {
  if (amount <= 0) return 0;
  return Math.max(1, amount - Math.ceil(defense / 2));
}

/** The radius of an explosion's square: ⌊1 + √range⌋. */
export function explodeRadius(range: number): number {
  return 1 + isqrt(range);
}

/** The radius of a heal's square: range + 1 (the healer itself excluded). */
export function healRadius(range: number): number {
  return range + 1;
}

/** How many cells a Cross reaches along each of its four rays: range + 1. */
export function crossReach(range: number): number {
  return range + 1;
}
