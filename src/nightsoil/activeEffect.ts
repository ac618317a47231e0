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
  /** Which effect: a ward absorbs damage, haste doubles the swing rate, poison takes life once a round. */
  readonly kind: EffectKind;
  /** The scroll that made it. */
  readonly scroll: string;
  /** Where on the timeline it began (round and slot, from 0); it runs from there. */
  readonly start: TimelinePosition;
  /** Whole rounds it lasts from `start`, 1 or more (the scroll's `rounds`). */
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
  /** The scroll being read: an index into the preparing mob's `scrolls`. */
  readonly scroll: number;
  /** Where on the timeline the preparation began (round and slot, from 0). */
  readonly start: TimelinePosition;
  /** Whole rounds of preparation (the scroll's `prepare`, 1 or more); the spell goes off when they have passed. */
  readonly rounds: number;
  /** At whom: a duel side (0 or 1) or an arena mob id; the reader itself for a ward or haste. */
  readonly target: number;
}
