/**
 * Where a fight is on the timeline, as plain data: the round and the slot within it. The roster is fixed for a
 * fight (a fallen combatant's slots are skipped, not removed), so a slot index means the same moment every round.
 */
import { at, FieldError, list, number, object, readFields, text } from '../fields.js';
import type { Result } from '../result.js';
import { MAX_TIMELINE_RATE, roundSlots, type Roster, type TimelineSlot } from './timeline.js';

/**
 * The next slot to play: `slot` in round `round` (both from 0).
 * @category Time
 */
export interface TimelinePosition {
  readonly round: number;
  readonly slot: number;
}

/**
 * A saved timeline: the roster and the position; JSON-safe.
 * @category Time
 */
export interface TimelineState {
  readonly roster: Roster;
  readonly position: TimelinePosition;
}

/**
 * One upcoming turn: its round and the slot.
 * @category Time
 */
export interface Turn {
  readonly round: number;
  readonly slot: TimelineSlot;
}

/**
 * A timeline at the start of round 0.
 * @category Time
 */
export function startTimeline(roster: Roster): TimelineState {
  return { roster, position: { round: 0, slot: 0 } };
}

/**
 * The position after `steps` more slots, given `slotsPerRound` (the sum of the rates).
 * @category Time
 */
export function advance(position: TimelinePosition, slotsPerRound: number, steps = 1): TimelinePosition {
  const flat = position.round * slotsPerRound + position.slot + steps;
  return { round: Math.floor(flat / slotsPerRound), slot: flat % slotsPerRound };
}

/**
 * The next `n` turns from the state's position, crossing into later rounds as needed; the state is unchanged.
 * @category Time
 */
export function previewTurns(
  state: TimelineState,
  n: number,
  slots: readonly TimelineSlot[] = roundSlots(state.roster),
): Turn[] {
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

/**
 * An effect started at `start` and lasting `rounds` rounds ends just before the same slot that many rounds later.
 * @category Time
 */
export function effectEnd(start: TimelinePosition, rounds: number): TimelinePosition {
  return { round: start.round + rounds, slot: start.slot };
}

/**
 * True while an effect started at `start` for `rounds` rounds is still running at `now`.
 * @category Time
 */
export function effectActive(start: TimelinePosition, rounds: number, now: TimelinePosition): boolean {
  return comparePositions(now, start) >= 0 && comparePositions(now, effectEnd(start, rounds)) < 0;
}

/**
 * Restores a saved timeline, or a problem naming the field.
 * @category Time
 */
export function parseTimelineState(value: unknown): Result<TimelineState> {
  const path = 'timeline state';
  return readFields(undefined, () => {
    const v = object(value, path, ['roster', 'position']);
    const rosterPath = at(path, 'roster');
    const roster = object(v.roster, rosterPath, ['combatants', 'playerTeam']);
    const combatants = list(roster, 'combatants', rosterPath, (c, p) => {
      const o = object(c, p, ['id', 'team', 'rate']);
      return {
        id: text(o, 'id', p),
        team: text(o, 'team', p),
        rate: number(o, 'rate', p, { whole: true, min: 1, max: MAX_TIMELINE_RATE }),
      };
    });
    if (combatants.length === 0) throw new FieldError(at(rosterPath, 'combatants'), 'must be a non-empty list');
    const total = combatants.reduce((s, c) => s + c.rate, 0);
    const posPath = at(path, 'position');
    const pos = object(v.position, posPath, ['round', 'slot']);
    const position = {
      round: number(pos, 'round', posPath, { whole: true, min: 0, max: Number.MAX_SAFE_INTEGER }),
      slot: number(pos, 'slot', posPath, { whole: true, min: 0, max: total - 1 }),
    };
    const r: Roster =
      roster.playerTeam === undefined
        ? { combatants }
        : { combatants, playerTeam: text(roster, 'playerTeam', rosterPath) };
    return { roster: r, position };
  });
}
