/**
 * The game's clocks on the turn-rate timeline (docs/rules/timeline.md): the player's swing, step and haste clocks, then each
 * monster's swing and step clocks (and a haste clock for one that carries a haste scroll). The roster is the whole
 * game's and never changes; a monster off the player's level, like a dead one, has its slots skipped.
 */
import { roundSlots } from '../../core/timeline/timeline.js';
import { orderOf, type RoundSchedule, type TurnSlot } from '../../nightsoil/schedule.js';
import { carriesHaste } from '../../nightsoil/scroll.js';
import type { GameState } from './state.js';

/** The player's id where a monster id would go (clock owners, effect sources, preparation targets). */
export const PLAYER = -1;

/** Which clock a slot belongs to: whose (PLAYER or a monster id) and what kind. */
export interface GameClock {
  readonly who: number;
  readonly kind: 'swing' | 'step' | 'haste';
}

/** How many of the roster's clocks are the player's (always the first ones). */
export const PLAYER_CLOCKS = 3;

/**
 * One round's order for the game's rates: the first PLAYER_CLOCKS clocks are the player's party, the rest the
 * monsters', so at the same instant and rate a monster acts before the player (the timeline's rule).
 */
export const gameSchedule: RoundSchedule = (rates) =>
  roundSlots({
    combatants: rates.map((rate, i) => ({ id: `c${i}`, team: i < PLAYER_CLOCKS ? 'player' : 'monsters', rate })),
    playerTeam: 'player',
  }).map((s) => ({ actor: s.combatant, k: s.k, rate: s.rate }));

/** The clocks of a game and its round order (cached by rates: the roster is fixed for the whole game). */
export function clocksOf(state: GameState): { clocks: GameClock[]; order: readonly TurnSlot[] } {
  const p = state.player.fighter;
  const clocks: GameClock[] = [
    { who: PLAYER, kind: 'swing' },
    { who: PLAYER, kind: 'step' },
    // The player may find a haste scroll at any time, and a roster cannot grow, so its haste clock is always there.
    { who: PLAYER, kind: 'haste' },
  ];
  const rates = [p.swingRate, p.moveRate, 2 * p.swingRate];
  for (const m of state.monsters) {
    clocks.push({ who: m.id, kind: 'swing' }, { who: m.id, kind: 'step' });
    rates.push(m.fighter.swingRate, m.fighter.moveRate);
    if (carriesHaste(m.fighter)) {
      clocks.push({ who: m.id, kind: 'haste' });
      rates.push(2 * m.fighter.swingRate);
    }
  }
  return { clocks, order: orderOf(gameSchedule, rates) };
}
