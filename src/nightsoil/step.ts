/** The stepping mood: close in, keep away or hold, from what each side can reach (shared by duels and the arena). */
import type { MobState } from './mob.js';
import { attackReach } from './reach.js';

/** Step away from the foe. */
export const AWAY = -1;
/** Stay where it is. */
export const HOLD = 0;
/** Step toward the foe. */
export const CLOSER = 1;
/** A stepping decision. */
export type StepChoice = typeof AWAY | typeof HOLD | typeof CLOSER;

/**
 * Where `self` steps relative to `foe` at `distance` (fleeing and food are decided before this). A mob that outreaches
 * its foe keeps out of the foe's reach (the design's "fights from a distance and never takes a blow"); a mob whose
 * attacks do not reach closes in; otherwise, and while preparing a spell or with nothing to strike with, it holds.
 */
export function chooseStep(self: MobState, foe: MobState, distance: number): StepChoice {
  if (self.preparing !== null) return HOLD;
  const mine = attackReach(self);
  if (mine === 0) return HOLD;
  if (distance > mine) return CLOSER;
  // Keeping away needs distance ≤ theirs < mine, so at the edge of its own reach a mob holds without asking.
  if (distance === mine) return HOLD;
  const theirs = attackReach(foe);
  return mine > theirs && distance <= theirs ? AWAY : HOLD;
}
