/**
 * What a mob does on a turn of its swing clock: the mood's choice, checked against what the mob can really do. Duels,
 * predictions and the arena all act on this one answer, so they cannot disagree about a case.
 */
import type { TimelinePosition } from '../core/timeline/position.js';
import { isDead, type MobState } from './mob.js';
import { CAST_BASE, chooseAction, CONCENTRATE, FLEE, GUARD, RELEASE, SWING } from './mood.js';
import type { NightSoilParams } from './params.js';
import { readsOnSelf } from './scroll.js';

/**
 * A turn's decision. `hold`: no strike (nothing reaches, nothing left to strike with, or a spell being prepared).
 * `prepare`: a spell that takes time is begun. `cast`: a scroll is read now (`released`: a prepared one goes off).
 * `lost`: a prepared spell whose target died or stepped out of its range; nothing is spent. After `cast` with
 * `released` and after `lost`, the preparation is over: the caller clears it.
 */
export type Intent =
  | { readonly kind: 'flee' }
  | { readonly kind: 'hold'; readonly why: 'guard' | 'wait' | 'concentrate' }
  | { readonly kind: 'swing' }
  | { readonly kind: 'prepare'; readonly scroll: number }
  | { readonly kind: 'cast'; readonly scroll: number; readonly released: boolean }
  | { readonly kind: 'lost'; readonly scroll: number };

// Decisions are made in the hottest loop of every sampled duel: the answers are shared constants, not new objects.
const FLEEING: Intent = Object.freeze({ kind: 'flee' });
const SWINGING: Intent = Object.freeze({ kind: 'swing' });
const HOLDS = {
  guard: Object.freeze({ kind: 'hold', why: 'guard' }),
  wait: Object.freeze({ kind: 'hold', why: 'wait' }),
  concentrate: Object.freeze({ kind: 'hold', why: 'concentrate' }),
} as const satisfies Record<string, Intent>;
const perScroll: { prepare: Intent; cast: Intent; released: Intent; lost: Intent }[] = [];

function scrollIntents(i: number): (typeof perScroll)[number] {
  let s = perScroll[i];
  if (s === undefined) {
    s = {
      prepare: Object.freeze({ kind: 'prepare', scroll: i }),
      cast: Object.freeze({ kind: 'cast', scroll: i, released: false }),
      released: Object.freeze({ kind: 'cast', scroll: i, released: true }),
      lost: Object.freeze({ kind: 'lost', scroll: i }),
    };
    perScroll[i] = s;
  }
  return s;
}

/**
 * The intent of `self` against `foe`, `distance` cells away, at `now`. Throws RangeError if the mood names a scroll
 * the mob does not have: the mood only picks from the mob's own list, so that is a bug, not a game state.
 */
export function intentOf(
  self: MobState,
  foe: MobState,
  distance: number,
  now: TimelinePosition,
  params: NightSoilParams,
): Intent {
  const action = chooseAction(self, foe, distance, now, params);
  if (action === FLEE) return FLEEING;
  if (action === SWING) return SWINGING;
  if (action === CONCENTRATE) return HOLDS.concentrate;
  if (action === GUARD) return HOLDS.guard;
  if (action < SWING && action !== RELEASE) return HOLDS.wait;
  const index = action === RELEASE ? (self.preparing?.scroll ?? -1) : action - CAST_BASE;
  const scroll = self.scrolls[index];
  if (scroll === undefined) throw new RangeError(`the mood chose scroll ${index}, which ${self.name} does not have`);
  const intents = scrollIntents(index);
  if (action === RELEASE)
    return readsOnSelf(scroll) || (!isDead(foe) && distance <= scroll.range) ? intents.released : intents.lost;
  return scroll.prepare > 0 ? intents.prepare : intents.cast;
}
