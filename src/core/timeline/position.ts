/**
 * Where a fight is on the timeline, as plain data: the round and the slot within it. The roster is fixed for a
 * fight (a fallen combatant's slots are skipped, not removed), so a slot index means the same moment every round.
 */
import { fail, ok, type Result } from '../result.js';
import { roundSlots, type Roster, type TimelineSlot } from './timeline.js';

/** The next slot to play: `slot` in round `round` (both from 0). */
export interface TimelinePosition {
  readonly round: number;
  readonly slot: number;
}

/** A saved timeline: the roster and the position; JSON-safe. */
export interface TimelineState {
  readonly roster: Roster;
  readonly position: TimelinePosition;
}

/** One upcoming turn: its round and the slot. */
export interface Turn {
  readonly round: number;
  readonly slot: TimelineSlot;
}

/** A timeline at the start of round 0. */
export function startTimeline(roster: Roster): TimelineState {
  return { roster, position: { round: 0, slot: 0 } };
}

/** The position after `steps` more slots, given `slotsPerRound` (the sum of the rates). */
export function advance(position: TimelinePosition, slotsPerRound: number, steps = 1): TimelinePosition {
  const flat = position.round * slotsPerRound + position.slot + steps;
  return { round: Math.floor(flat / slotsPerRound), slot: flat % slotsPerRound };
}

/** The next `n` turns from the state's position, crossing into later rounds as needed; the state is unchanged. */
export function previewTurns(state: TimelineState, n: number, slots: readonly TimelineSlot[] = roundSlots(state.roster)): Turn[] {
  const turns: Turn[] = [];
  if (slots.length === 0) return turns;
  let p = state.position;
  for (let i = 0; i < n; i++) {
    turns.push({ round: p.round, slot: slots[p.slot] as TimelineSlot });
    p = advance(p, slots.length);
  }
  return turns;
}

/** Compares two positions: negative when `a` comes first. */
export function comparePositions(a: TimelinePosition, b: TimelinePosition): number {
  return a.round !== b.round ? a.round - b.round : a.slot - b.slot;
}

/** An effect started at `start` and lasting `rounds` rounds ends just before the same slot that many rounds later. */
export function effectEnd(start: TimelinePosition, rounds: number): TimelinePosition {
  return { round: start.round + rounds, slot: start.slot };
}

/** True while an effect started at `start` for `rounds` rounds is still running at `now`. */
export function effectActive(start: TimelinePosition, rounds: number, now: TimelinePosition): boolean {
  return comparePositions(now, start) >= 0 && comparePositions(now, effectEnd(start, rounds)) < 0;
}

/** Restores a saved timeline, or a problem naming the field. */
export function parseTimelineState(value: unknown): Result<TimelineState> {
  if (typeof value !== 'object' || value === null) return fail('timeline state: must be an object');
  const v = value as Record<string, unknown>;
  const roster = v.roster as Record<string, unknown> | undefined;
  if (typeof roster !== 'object' || roster === null || !Array.isArray(roster.combatants)) return fail('timeline state.roster.combatants: must be a list');
  const combatants: { id: string; team: string; rate: number }[] = [];
  for (const [i, c] of (roster.combatants as unknown[]).entries()) {
    const o = c as Record<string, unknown> | null;
    if (typeof o !== 'object' || o === null || typeof o.id !== 'string' || typeof o.team !== 'string') return fail(`timeline state.roster.combatants[${i}]: needs string id and team`);
    if (typeof o.rate !== 'number' || !Number.isInteger(o.rate) || o.rate < 1) return fail(`timeline state.roster.combatants[${i}].rate: must be a positive whole number`);
    combatants.push({ id: o.id, team: o.team, rate: o.rate });
  }
  if (roster.playerTeam !== undefined && typeof roster.playerTeam !== 'string') return fail('timeline state.roster.playerTeam: must be a string');
  const pos = v.position as Record<string, unknown> | undefined;
  const total = combatants.reduce((s, c) => s + c.rate, 0);
  if (typeof pos !== 'object' || pos === null) return fail('timeline state.position: must be an object');
  if (!Number.isSafeInteger(pos.round) || (pos.round as number) < 0) return fail('timeline state.position.round: must be a whole number >= 0');
  if (!Number.isSafeInteger(pos.slot) || (pos.slot as number) < 0 || (pos.slot as number) >= Math.max(1, total)) return fail(`timeline state.position.slot: must be a whole number from 0 to ${Math.max(0, total - 1)}`);
  const r: Roster = roster.playerTeam === undefined ? { combatants } : { combatants, playerTeam: roster.playerTeam as string };
  return ok({ roster: r, position: { round: pos.round as number, slot: pos.slot as number } });
}
