/**
 * Turn-rate time: a combatant with turn rate r acts r times a round, at k/r of the round (k = 0 … r−1).
 * A round's slots are ordered by time (exact fractions); at equal times the higher rate goes first; at equal rates
 * the side that is not the player's party goes first, and otherwise roster order (so a team keeps its list order).
 */
import { fail, ok, type Result } from '../result.js';
import { compareFractions } from './fraction.js';

/**
 * One combatant as the timeline sees it: who, which team, how many turns a round.
 * @category Time
 */
export interface TimelineCombatant {
  readonly id: string;
  readonly team: string;
  /** A positive whole number. */
  readonly rate: number;
}

/**
 * A roster in order (each team's members in their list order) and which team is the player's party.
 * @category Time
 */
export interface Roster {
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
  readonly combatant: number;
  readonly id: string;
  readonly team: string;
  readonly rate: number;
  readonly k: number;
}

/**
 * Largest rate accepted: keeps a round's slot list small enough to build.
 * @category Time
 */
export const MAX_TIMELINE_RATE = 1_000_000;

/**
 * The roster, or a problem naming the first bad combatant (rates must be whole numbers from 1 to MAX_RATE).
 * @category Time
 */
export function validateRoster(roster: Roster): Result<Roster> {
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
 * Every slot of one round in order; their number is the sum of the rates. Throws RangeError on a bad rate.
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
 * The roster for a bare list of rates: combatant i is "c<i+1>", all on one team (as the design document lists them).
 * @category Time
 */
export function rosterOfRates(rates: readonly number[]): Roster {
  return { combatants: rates.map((rate, i) => ({ id: `c${i + 1}`, team: 'all', rate })) };
}

/**
 * Seconds in a round in the design's fiction: the document's printed lines are one second each.
 * @category Time
 */
export const SECONDS_PER_ROUND = 5;

/**
 * The whole second (0 … seconds−1) of the round in which a slot falls: floor(k · seconds / rate), exactly.
 * @category Time
 */
export function slotSecond(slot: Pick<TimelineSlot, 'k' | 'rate'>, seconds = SECONDS_PER_ROUND): number {
  return Math.floor((slot.k * seconds) / slot.rate);
}
