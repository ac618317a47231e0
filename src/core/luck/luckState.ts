/** The luck meter's state: one whole number per player, kept within [LUCK_MIN, LUCK_MAX]; plain data to save and restore. */
import { fail, ok, type Result } from '../result.js';

/** Lowest luck a meter can hold. */
export const LUCK_MIN = -200;
/** Highest luck a meter can hold. */
export const LUCK_MAX = 200;

/** One player's meter: JSON-safe, so saving is JSON.stringify and restoring is parseLuckState. */
export interface LuckState {
  readonly luck: number;
}

/** A fresh meter: luck 0. */
export function initialLuck(): LuckState {
  return { luck: 0 };
}

/** Luck pulled back into [LUCK_MIN, LUCK_MAX] (applied after every update). */
export function clampLuck(luck: number): number {
  return Math.min(LUCK_MAX, Math.max(LUCK_MIN, luck));
}

/** Restores a saved meter, or a problem naming the field: luck must be a whole number within the bounds. */
export function parseLuckState(value: unknown, path = 'luck state'): Result<LuckState> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(`${path}: must be an object like {"luck": 0}`);
  const luck = (value as Record<string, unknown>).luck;
  if (typeof luck !== 'number' || !Number.isInteger(luck)) return fail(`${path}.luck: must be a whole number`);
  if (luck < LUCK_MIN || luck > LUCK_MAX) return fail(`${path}.luck: must be from ${LUCK_MIN} to ${LUCK_MAX}, got ${luck}`);
  return ok({ luck });
}
