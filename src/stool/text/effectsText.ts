/** A fighter's lasting effects with the rounds each has left: "hasted 2 rounds, poisoned 3 rounds, ward 4.0". */
import type { TimelinePosition } from '../../core/timeline/position.js';
import type { MobState } from '../../nightsoil/mob.js';
import { num } from './eventText.js';

/** Rounds `e` lasts from `now` (at least 1 while it is on: it ends at the start of its last round's slot). */
export function roundsLeft(e: { start: TimelinePosition; rounds: number }, now: TimelinePosition): number {
  return Math.max(1, e.start.round + e.rounds - now.round);
}

/** See the file comment; '' with no effects. */
export function effectsText(f: MobState, now: TimelinePosition): string {
  return f.effects
    .map((e) => {
      const left = roundsLeft(e, now);
      const r = `${left} round${left === 1 ? '' : 's'}`;
      switch (e.kind) {
        case 'haste':
          return `hasted ${r}`;
        case 'poison':
          return `poisoned ${r} (${num(e.amount)} to come)`;
        case 'ward':
          return `ward ${num(e.amount)} for ${r}`;
      }
      return '';
    })
    .join(', ');
}
