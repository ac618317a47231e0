/** How far a mob can strike right now: the reach that decides who can hit back, who closes in and who keeps away. */
import { canSwing, type MobState } from './mob.js';
import { hasScroll, readsOnSelf } from './scroll.js';

/**
 * The longest distance (cells, 8 directions) at which `f` can do damage at once: its weapon's range while it has
 * strength to swing, or the range of a bolt or poison it still carries that needs no preparation (a spell that must be
 * prepared strikes only later, so it neither keeps a foe at bay nor makes one keep away). 0 when it can do no damage now.
 */
export function attackReach(f: MobState): number {
  let r = canSwing(f) ? f.reach : 0;
  for (let i = 0; i < f.scrolls.length; i++) {
    const s = f.scrolls[i];
    if (s !== undefined && !readsOnSelf(s) && s.prepare === 0 && hasScroll(f, i) && s.range > r) r = s.range;
  }
  return r;
}
