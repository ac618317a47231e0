/** The luck meter's state: one whole number per player, kept within [LUCK_MIN, LUCK_MAX]; plain data to save and restore. */
import { number, object, readFields } from '../fields.js';
import type { Result } from '../result.js';

/**
 * Lowest luck a meter can hold.
 * @category Luck
 */
export const LUCK_MIN = -200;
/**
 * Highest luck a meter can hold.
 * @category Luck
 */
export const LUCK_MAX = 200;

/**
 * One player's meter: JSON-safe, so saving is JSON.stringify and restoring is parseLuckState.
 * @category Luck
 */
export interface LuckState {
  /** The meter, a whole number from `LUCK_MIN` to `LUCK_MAX`: positive after bad luck, negative after good. */
  readonly luck: number;
}

/**
 * A fresh luck meter: luck 0.
 *
 * @example
 * ```ts
 * import { initialLuck } from 'fray/core';
 *
 * console.log(initialLuck());
 * //> { luck: 0 }
 * ```
 * @category Luck
 */
export function initialLuck(): LuckState {
  return { luck: 0 };
}

/** Luck pulled back into [LUCK_MIN, LUCK_MAX] (applied after every update). */
export function clampLuck(luck: number): number {
  return Math.min(LUCK_MAX, Math.max(LUCK_MIN, luck));
}

/**
 * Restores a saved meter (from JSON), or a problem naming the field: luck must be a whole number from `LUCK_MIN` to
 * `LUCK_MAX`.
 *
 * @param value - the saved value, as JSON.parse gave it
 * @param path - how the problem names the value
 * @example
 * ```ts
 * import { parseLuckState } from 'fray/core';
 *
 * console.log(parseLuckState({ luck: 35 }));
 * //> { ok: true, value: { luck: 35 } }
 * const bad = parseLuckState({ luck: 999 }, 'save.luck');
 * console.log(bad.ok ? '' : bad.problem.message);
 * //> save.luck.luck: must be a whole number ≥ -200 and ≤ 200, got 999
 * ```
 * @category Luck
 */
export function parseLuckState(value: unknown, path = 'luck state'): Result<LuckState> {
  return readFields(undefined, () => ({
    luck: number(object(value, path, ['luck']), 'luck', path, { whole: true, min: LUCK_MIN, max: LUCK_MAX }),
  }));
}
