/** Moods: the fixed policy that picks what a mob does on its turn in a fight (no randomness, so predictions are exact). */
import type { TimelinePosition } from '../core/timeline/position.js';
import { hasEffect, preparationDue } from './effects.js';
import { aimOf, armourOf, canSwing, type MobState } from './mob.js';
import type { NightSoilParams } from './params.js';
import { attackReach } from './reach.js';
import { affords, castChanceOf, hasScroll, readsOnSelf } from './scroll.js';
import { chanceOf } from './sigmoid.js';

/** The mob runs: at or below its flee fraction of max life. */
export const FLEE = -1;
/** The mob holds its ground without striking: it has nothing left that can do damage (spent, no scrolls left). */
export const GUARD = -2;
/** The mob could do damage, but nothing it has reaches the foe from here: it waits for its legs to bring it closer. */
export const WAIT = -3;
/** The mob goes on preparing its spell. */
export const CONCENTRATE = -4;
/** The mob's prepared spell goes off. */
export const RELEASE = -5;
/** The mob swings its weapon. */
export const SWING = 0;
/** Reading scroll `i` (at once, or starting its preparation) is coded as CAST_BASE + i. */
export const CAST_BASE = 1;

/** A mood decision: FLEE, GUARD, WAIT, CONCENTRATE, RELEASE, SWING, or CAST_BASE + index of the scroll to read. */
export type MoodAction = number;

/** Expected damage of one swing: C·strength·p²·offence/defence (energy scales with p, and lands with chance p). */
export function expectedSwingDamage(att: MobState, def: MobState, params: NightSoilParams): number {
  if (!canSwing(att)) return 0;
  const { p } = chanceOf(aimOf(att), armourOf(def), params);
  return (params.C * att.strength * p * p * att.offence) / def.defence;
}

/** True when a mob at or below its flee fraction of max life runs. */
export function wantsToFlee(self: MobState): boolean {
  return self.life <= self.fleeBelow * self.maxLife;
}

/**
 * The mood rule for a turn of the swing clock, with the foe `distance` cells away:
 * 1. flee when life ≤ fleeBelow·maxLife;
 * 2. while preparing, concentrate until the time is up, then release the spell;
 * 3. read a ward or haste not already on it, when it can afford it and it is threatened (the foe is within one step
 *    of reaching it);
 * 4. otherwise the action with the highest expected damage per turn among those that reach: a swing, or a bolt or
 *    poison (p·cost, divided by the turns a preparation takes); earlier wins ties, swing first. A spell that needs
 *    preparation is not begun while threatened without a ward: the first blow would break it;
 * 5. with nothing in reach: wait if something could do damage from closer, else guard.
 */
export function chooseAction(
  self: MobState,
  foe: MobState,
  distance: number,
  now: TimelinePosition,
  params: NightSoilParams,
): MoodAction {
  if (wantsToFlee(self)) return FLEE;
  if (self.preparing !== null) return preparationDue(self.preparing, now) ? RELEASE : CONCENTRATE;
  const scrolls = self.scrolls;
  const threatened = scrolls.length > 0 && distance <= attackReach(foe) + 1;
  if (threatened) {
    for (let i = 0; i < scrolls.length; i++) {
      const s = scrolls[i];
      if (
        s !== undefined &&
        readsOnSelf(s) &&
        hasScroll(self, i) &&
        affords(self, s) &&
        !hasEffect(self, s.effect as 'ward' | 'haste')
      )
        return CAST_BASE + i;
    }
  }
  let best = distance <= self.reach ? expectedSwingDamage(self, foe, params) : 0;
  let action: MoodAction = best > 0 ? SWING : GUARD;
  for (let i = 0; i < scrolls.length; i++) {
    const s = scrolls[i];
    if (s === undefined || readsOnSelf(s) || !hasScroll(self, i) || distance > s.range) continue;
    if (s.prepare > 0 && threatened && !hasEffect(self, 'ward')) continue;
    // A prepared spell costs this turn and every turn of its preparation.
    const ev = (castChanceOf(self, s, params).p * s.iq) / (1 + s.prepare * self.swingRate);
    if (ev > best) {
      best = ev;
      action = CAST_BASE + i;
    }
  }
  if (action === GUARD && attackReach(self) > 0) return WAIT;
  return action;
}
