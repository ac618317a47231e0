/**
 * Where a fight is on the timeline, as plain data: the round and the slot within it. The roster is fixed for a
 * fight (a fallen combatant's slots are skipped, not removed), so a slot index means the same moment every round.
 */
import { objectArg, wholeArg } from '../args.js';
import { at, FieldError, list, number, object, readFields, text } from '../fields.js';
import type { Result } from '../result.js';
import { MAX_TIMELINE_RATE, roundSlots, validateRoster, type Roster, type TimelineSlot } from './timeline.js';

/**
 * The next slot to play: `slot` in round `round` (both from 0).
 * @category Time
 */
export interface TimelinePosition {
  /** The round, from 0. */
  readonly round: number;
  /** The slot within the round, from 0 (an index into `roundSlots`). */
  readonly slot: number;
}

/**
 * A saved timeline: the roster and the position; JSON-safe.
 * @category Time
 */
export interface TimelineState {
  /** Who is on the timeline, fixed for the fight (a fallen combatant's slots are skipped, not removed). */
  readonly roster: Roster;
  /** The next slot to play. */
  readonly position: TimelinePosition;
}

/**
 * One upcoming turn: its round and the slot.
 * @category Time
 */
export interface Turn {
  /** The round the turn falls in. */
  readonly round: number;
  /** Who acts, and which of their turns of the round it is. */
  readonly slot: TimelineSlot;
}

/** The most turns one previewTurns call lists (a turn-order bar shows a handful). */
const MAX_PREVIEW = 1_000_000;

/** `p`, when it is a position: whole round and slot, 0 or more; else a RangeError or TypeError naming `fn`. */
function positionArg(fn: string, p: TimelinePosition): TimelinePosition {
  objectArg(fn, 'position', p);
  wholeArg(fn, 'position.round', p.round, 0);
  wholeArg(fn, 'position.slot', p.slot, 0);
  return p;
}

/**
 * A timeline for `roster` at the start of round 0, slot 0.
 *
 * @example
 * ```ts
 * import { rosterOfRates, startTimeline } from 'fray/core';
 *
 * console.log(startTimeline(rosterOfRates([2, 1])).position);
 * //> { round: 0, slot: 0 }
 * ```
 * @category Time
 */
export function startTimeline(roster: Roster): TimelineState {
  const valid = validateRoster(roster);
  if (!valid.ok) throw new RangeError(`startTimeline: ${valid.problem.message}`);
  return { roster, position: { round: 0, slot: 0 } };
}

/**
 * The position `steps` slots after `position`, in a round of `slotsPerRound` slots (the sum of the rates), crossing
 * into later rounds as needed.
 *
 * @param steps - slots to move on (1 by default)
 * @example
 * ```ts
 * import { advance } from 'fray/core';
 *
 * console.log(advance({ round: 0, slot: 2 }, 3), advance({ round: 0, slot: 2 }, 3, 7));
 * //> { round: 1, slot: 0 } { round: 3, slot: 0 }
 * ```
 * @category Time
 */
export function advance(position: TimelinePosition, slotsPerRound: number, steps = 1): TimelinePosition {
  positionArg('advance', position);
  wholeArg('advance', 'slotsPerRound', slotsPerRound, 1);
  wholeArg('advance', 'steps', steps, 0);
  return advancePosition(position, slotsPerRound, steps);
}

/** `advance` without its checks, for the slot-by-slot loops of fights. */
export function advancePosition(position: TimelinePosition, slotsPerRound: number, steps = 1): TimelinePosition {
  const flat = position.round * slotsPerRound + position.slot + steps;
  return { round: Math.floor(flat / slotsPerRound), slot: flat % slotsPerRound };
}

/**
 * The next `n` turns from the state's position (who acts, in which round), crossing into later rounds as needed:
 * what a turn-order bar shows. The state is not changed.
 *
 * @param slots - the round's slots, when already computed (`roundSlots(state.roster)` by default)
 * @example
 * ```ts
 * import { previewTurns, rosterOfRates, startTimeline } from 'fray/core';
 *
 * const turns = previewTurns(startTimeline(rosterOfRates([3, 1])), 6);
 * console.log(turns.map((t) => `${t.round}:${t.slot.id}`).join(' '));
 * //> 0:c1 0:c2 0:c1 0:c1 1:c1 1:c2
 * ```
 * @category Time
 */
export function previewTurns(
  state: TimelineState,
  n: number,
  slots: readonly TimelineSlot[] = roundSlots(state.roster),
): Turn[] {
  positionArg('previewTurns', objectArg('previewTurns', 'state', state).position);
  wholeArg('previewTurns', 'n', n, 0, MAX_PREVIEW);
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
 * Where an effect started at `start` and lasting `rounds` rounds ends: just before the same slot that many rounds
 * later, so it lasts exactly `rounds` turns of whoever started it.
 *
 * @example
 * ```ts
 * import { effectEnd } from 'fray/core';
 *
 * console.log(effectEnd({ round: 2, slot: 1 }, 3));
 * //> { round: 5, slot: 1 }
 * ```
 * @category Time
 */
export function effectEnd(start: TimelinePosition, rounds: number): TimelinePosition {
  positionArg('effectEnd', start);
  wholeArg('effectEnd', 'rounds', rounds, 0);
  return endOfEffect(start, rounds);
}

/** `effectEnd` without its checks, for the rules' loops. */
export function endOfEffect(start: TimelinePosition, rounds: number): TimelinePosition {
  return { round: start.round + rounds, slot: start.slot };
}

/**
 * True while an effect started at `start` for `rounds` rounds still runs at `now` (from `start` included to
 * `effectEnd` excluded).
 *
 * @example
 * ```ts
 * import { effectActive } from 'fray/core';
 *
 * const start = { round: 2, slot: 1 };
 * console.log(effectActive(start, 3, { round: 4, slot: 5 }), effectActive(start, 3, { round: 5, slot: 1 }));
 * //> true false
 * ```
 * @category Time
 */
export function effectActive(start: TimelinePosition, rounds: number, now: TimelinePosition): boolean {
  positionArg('effectActive', start);
  positionArg('effectActive', now);
  wholeArg('effectActive', 'rounds', rounds, 0);
  return inEffect(start, rounds, now);
}

/** `effectActive` without its checks, for the rules' loops. */
export function inEffect(start: TimelinePosition, rounds: number, now: TimelinePosition): boolean {
  return comparePositions(now, start) >= 0 && comparePositions(now, endOfEffect(start, rounds)) < 0;
}

/**
 * Restores a saved timeline (from JSON), or a problem naming the field: rates whole from 1 to `MAX_TIMELINE_RATE`,
 * the slot within the round.
 *
 * @example
 * ```ts
 * import { parseTimelineState } from 'fray/core';
 *
 * const r = parseTimelineState({ roster: { combatants: [{ id: 'rat', team: 'a', rate: 0 }] }, position: { round: 0, slot: 0 } });
 * console.log(r.ok ? 'ok' : r.problem.message);
 * //> timeline state.roster.combatants[0].rate: must be a whole number ≥ 1 and ≤ 1000000, got 0
 * ```
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
