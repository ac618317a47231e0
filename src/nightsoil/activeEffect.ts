/**
 * What a mob carries on the timeline, as plain data: its lasting effects and the spell it prepares. A file of its
 * own, so a mob can hold them without importing the code that runs them (effects.ts).
 */
import type { TimelinePosition } from '../core/timeline/position.js';

/**
 * The lasting effects: a ward absorbs damage, haste doubles the swing rate, poison takes life once a round.
 * @category Mobs
 */
export type EffectKind = 'ward' | 'haste' | 'poison';

/**
 * One timed effect on a mob, as plain data.
 * @category Mobs
 */
export interface ActiveEffect {
  readonly kind: EffectKind;
  /** The scroll that made it. */
  readonly scroll: string;
  readonly start: TimelinePosition;
  readonly rounds: number;
  /** Ward: damage it can still absorb. Poison: damage still to come. Haste: 0. */
  readonly amount: number;
  /** Who made it: a duel side (0 or 1) or an arena mob id; poison damage is credited to it. */
  readonly source: number;
}

/**
 * A spell being prepared: which scroll, since when, for how many rounds, and at whom (a duel side or arena mob id).
 * @category Mobs
 */
export interface Preparation {
  readonly scroll: number;
  readonly start: TimelinePosition;
  readonly rounds: number;
  readonly target: number;
}
