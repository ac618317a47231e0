/** Night Soil's round order, taken from the core turn-rate timeline (swing speed and movement rate both use it). */
import { rosterOfRates, roundSlots } from '../core/timeline/timeline.js';
import type { RoundSchedule } from './schedule.js';

/**
 * One round's turns for actors with the given rates: slot k of rate r at time k/r, earlier first, higher rate first
 * at equal times, then lower index (all actors share one team, so no player-party rule applies).
 * @category Duels
 */
export const turnOrder: RoundSchedule = (rates) =>
  roundSlots(rosterOfRates(rates)).map((s) => ({ actor: s.combatant, k: s.k, rate: s.rate }));
