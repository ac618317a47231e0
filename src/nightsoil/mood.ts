/** Moods: the fixed policy that picks what a mob does on its turn in a fight (no randomness, so predictions are exact). */
import { aimOf, armourOf, canSwing, type Fighter } from './mob.js';
import type { NightSoilParams } from './params.js';
import { canCast, castChance } from './scroll.js';
import { hitChance } from './sigmoid.js';

/** The mob runs: at or below its flee fraction of max life. */
export const FLEE = -1;
/** The mob holds its ground without striking: it has nothing that can do damage (spent, no affordable scroll). */
export const GUARD = -2;
/** The mob swings its weapon. */
export const SWING = 0;
/** Casting scroll `i` is coded as CAST_BASE + i. */
export const CAST_BASE = 1;

/** A mood decision: FLEE, GUARD, SWING, or CAST_BASE + index of the scroll to read. */
export type Action = number;

/** Expected damage of one swing: C·strength·p²·offence/defence (energy scales with p, and lands with chance p). */
export function expectedSwingDamage(att: Fighter, def: Fighter, params: NightSoilParams): number {
  if (!canSwing(att)) return 0;
  const { p } = hitChance(aimOf(att), armourOf(def), params);
  return (params.C * att.strength * p * p * att.offence) / def.defence;
}

/**
 * The mood rule: flee when life ≤ fleeBelow·maxLife; otherwise take the action with the highest expected damage
 * (a swing or any affordable scroll; earlier wins ties, swing first); guard when none can do damage.
 */
export function chooseAction(self: Fighter, foe: Fighter, params: NightSoilParams): Action {
  if (self.life <= self.fleeBelow * self.maxLife) return FLEE;
  let best = expectedSwingDamage(self, foe, params);
  let action: Action = best > 0 ? SWING : GUARD;
  for (let i = 0; i < self.scrolls.length; i++) {
    const s = self.scrolls[i];
    if (s === undefined || !canCast(self, s)) continue;
    const ev = castChance(self, s, params).p * s.iq;
    if (ev > best) {
      best = ev;
      action = CAST_BASE + i;
    }
  }
  return action;
}
