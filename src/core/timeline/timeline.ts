/**
 * Turn-rate time: a combatant with turn rate r acts r times a round, at k/r of the round (k = 0 … r−1).
 * A round's slots are ordered by time (exact fractions); at equal times the higher rate goes first; at equal rates
 * the side that is not the player's party goes first, and otherwise roster order (so a team keeps its list order).
 */
import { objectArg, wholeArg } from '../args.js';
import { fail, ok, type Result } from '../result.js';
import { compareFractions } from './fraction.js';

/**
 * One combatant as the timeline sees it: who, which team, how many turns a round.
 * @category Time
 */
export interface TimelineCombatant {
  /** The combatant's name, unique within the roster. */
  readonly id: string;
  /** The team it fights for. */
  readonly team: string;
  /** Turns a round: a whole number from 1 to `MAX_TIMELINE_RATE`. */
  readonly rate: number;
}

/**
 * A roster in order (each team's members in their list order) and which team is the player's party.
 * @category Time
 */
export interface Roster {
  /** Everyone on the timeline, in order (ties that nothing else breaks go to the earlier one). */
  readonly combatants: readonly TimelineCombatant[];
  /** The player's team; at a tie it acts after the other side. Absent: no side is the player's. */
  readonly playerTeam?: string;
}

/**
 * One turn within a round: the combatant at roster index `combatant` acts for the k-th time, at time k/rate.
 * @category Time
 */
export interface TimelineSlot {
  /** Position in the round, from 0. */
  readonly index: number;
  /** Who acts: an index into the roster's combatants. */
  readonly combatant: number;
  /** Their id. */
  readonly id: string;
  /** Their team. */
  readonly team: string;
  /** Their rate. */
  readonly rate: number;
  /** Which of their turns this is, from 0 to rate − 1; it falls at k/rate of the round. */
  readonly k: number;
}

/**
 * Largest rate accepted: keeps a round's slot list small enough to build.
 * @category Time
 */
export const MAX_TIMELINE_RATE = 1_000_000;

/**
 * The roster, or a problem naming the first combatant whose rate is not a whole number from 1 to
 * `MAX_TIMELINE_RATE`.
 *
 * @example
 * ```ts
 * import { rosterOfRates, validateRoster } from 'fray/core';
 *
 * const r = validateRoster(rosterOfRates([3, 2.5]));
 * console.log(r.ok ? 'ok' : r.problem.message);
 * //> combatants[1].rate: must be a whole number from 1 to 1000000, got 2.5
 * ```
 * @category Time
 */
export function validateRoster(roster: Roster): Result<Roster> {
  if (!Array.isArray(objectArg('validateRoster', 'roster', roster).combatants))
    throw new TypeError('validateRoster: roster.combatants must be a list');
  for (const [i, c] of roster.combatants.entries()) {
    if (!Number.isInteger(c.rate) || c.rate < 1 || c.rate > MAX_TIMELINE_RATE)
      return fail(`combatants[${i}].rate: must be a whole number from 1 to ${MAX_TIMELINE_RATE}, got ${c.rate}`);
  }
  return ok(roster);
}

/** The order of two slots (negative: `a` first), per the timeline's rule. */
export function compareSlots(roster: Roster, a: Omit<TimelineSlot, 'index'>, b: Omit<TimelineSlot, 'index'>): number {
  const byTime = compareFractions(a.k, a.rate, b.k, b.rate);
  if (byTime !== 0) return byTime;
  if (a.rate !== b.rate) return b.rate - a.rate;
  if (a.team !== b.team && roster.playerTeam !== undefined) {
    const aPlayer = a.team === roster.playerTeam;
    const bPlayer = b.team === roster.playerTeam;
    if (aPlayer !== bPlayer) return aPlayer ? 1 : -1;
  }
  return a.combatant - b.combatant;
}

/**
 * Every slot of one round, in the order they act: a combatant of rate r acts r times, at k/r of the round. At equal
 * times the higher rate goes first, then the side that is not the player's, then roster order. There are as many
 * slots as the sum of the rates.
 *
 * @throws RangeError with `validateRoster`'s message, on a rate that is not a whole number from 1 to `MAX_TIMELINE_RATE`
 * @example
 * ```ts
 * import { roundSlots, rosterOfRates, slotSecond } from 'fray/core';
 *
 * // A fast rat (rate 3) and a slow ogre (rate 2).
 * const round = roundSlots(rosterOfRates([3, 2]));
 * console.log(round.map((s) => `${s.combatant === 0 ? 'rat' : 'ogre'}@${slotSecond(s)}s`).join(' '));
 * //> rat@0s ogre@0s rat@1s ogre@2s rat@3s
 * ```
 * @category Time
 */
export function roundSlots(roster: Roster): TimelineSlot[] {
  const v = validateRoster(roster);
  if (!v.ok) throw new RangeError(v.problem.message);
  const slots: Omit<TimelineSlot, 'index'>[] = [];
  roster.combatants.forEach((c, combatant) => {
    for (let k = 0; k < c.rate; k++) slots.push({ combatant, id: c.id, team: c.team, rate: c.rate, k });
  });
  slots.sort((a, b) => compareSlots(roster, a, b));
  return slots.map((s, index) => ({ ...s, index }));
}

/**
 * The roster for a bare list of rates: combatant i is named `c<i+1>`, all on one team.
 *
 * @example
 * ```ts
 * import { rosterOfRates } from 'fray/core';
 *
 * console.log(rosterOfRates([2, 1]).combatants);
 * //> [
 * //>   { id: 'c1', team: 'all', rate: 2 },
 * //>   { id: 'c2', team: 'all', rate: 1 }
 * //> ]
 * ```
 * @category Time
 */
export function rosterOfRates(rates: readonly number[]): Roster {
  if (!Array.isArray(rates)) throw new TypeError(`rosterOfRates: rates must be a list of numbers, got ${typeof rates}`);
  return { combatants: rates.map((rate, i) => ({ id: `c${i + 1}`, team: 'all', rate })) };
}

/**
 * Seconds in a round in the design's fiction: the document's printed lines are one second each.
 * @category Time
 */
export const SECONDS_PER_ROUND = 5;

/**
 * The whole second of the round (0 to seconds − 1) in which a slot falls: floor(k · seconds / rate), exactly.
 *
 * @param seconds - the round's length (`SECONDS_PER_ROUND`, 5, by default)
 * @example
 * ```ts
 * import { slotSecond } from 'fray/core';
 *
 * console.log([0, 1, 2].map((k) => slotSecond({ k, rate: 3 })).join(' '));
 * //> 0 1 3
 * ```
 * @category Time
 */
export function slotSecond(slot: Pick<TimelineSlot, 'k' | 'rate'>, seconds = SECONDS_PER_ROUND): number {
  const rate = wholeArg('slotSecond', 'slot.rate', objectArg('slotSecond', 'slot', slot).rate, 1, MAX_TIMELINE_RATE);
  wholeArg('slotSecond', 'slot.k', slot.k, 0, rate - 1);
  wholeArg('slotSecond', 'seconds', seconds, 1);
  return Math.floor((slot.k * seconds) / slot.rate);
}
