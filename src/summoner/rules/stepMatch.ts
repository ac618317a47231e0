/**
 * The match reducer: state + one input → next state + events. A match is its rules, its seed and the list of
 * inputs; replaying the inputs through this function rebuilds every state, which is how replays are verified.
 */
import type { Transition } from '../../core/transition.js';
import { fail, ok, type Result } from '../../core/result.js';
import type { Rng } from '../../core/rng.js';
import type { BattleOrder, EnhanceOrder } from '../api.js';
import { applyBattle } from './battle.js';
import { applyEnhance } from './enhance.js';
import type { SummonerEvent } from './events.js';
import { other, type Fault, type MatchResult, type MatchState, type Seat } from './model.js';
import { parseRules, pointsForTurn, type SummonerRules } from './rules.js';
import { summonBoth, type SeatSetup } from './setup.js';

/**
 * One input to the match. A call whose answer was unusable (it threw, timed out or was malformed) is given as
 * `fault` with no orders; the match goes on. `forfeit` ends the match at once against that seat.
 * @category Rules
 */
export type MatchInput =
  | { type: 'setup'; setups: [SeatSetup, SeatSetup] }
  | { type: 'enhance'; seat: Seat; orders: EnhanceOrder[]; fault?: Fault }
  | { type: 'battle'; seat: Seat; orders: BattleOrder[]; fault?: Fault }
  | { type: 'forfeit'; seat: Seat; reason: string };

/**
 * The input for an enhance or a battle call.
 * @category Rules
 */
export type PhaseInput = Extract<MatchInput, { type: 'enhance' | 'battle' }>;

/**
 * A match's state and the events on the way to it: the one reducer result of every system, for a match.
 * @category Rules
 */
export type StepOutcome = Transition<MatchState, SummonerEvent>;

/**
 * A match before its setup: turn 0, no demons, waiting for both seats' setups.
 *
 * @example
 * ```ts
 * import { DEFAULT_RULES, expectedCall, initialMatch } from 'fray/summoner';
 *
 * console.log(expectedCall(initialMatch(DEFAULT_RULES)));
 * //> { phase: 'setup' }
 * ```
 * @category Rules
 */
export function initialMatch(rules: SummonerRules): MatchState {
  const valid = parseRules(rules);
  if (!valid.ok) throw new RangeError(`initialMatch: ${valid.problem.message}`);
  return {
    rules,
    turn: 0,
    phase: 'setup',
    seat: 0,
    demons: [],
    nextId: 1,
    points: [0, 0],
    kills: [0, 0],
    result: null,
  };
}

/**
 * The call the match waits for next (both setups; then each seat's enhance and battle in turn), or null once it is
 * over: what a match loop asks before calling a bot.
 *
 * @example
 * ```ts
 * import { DEFAULT_RULES, expectedCall, initialMatch, stepMatch } from 'fray/summoner';
 * import { createRng } from 'fray/core';
 *
 * const rng = createRng(1);
 * const s0 = initialMatch(DEFAULT_RULES);
 * const r = stepMatch(s0, { type: 'setup', setups: [{ order: { demons: [{ capacity: 'eat', attack: 2 }] } }, { order: { demons: [{ capacity: 'heal' }] } }] }, rng);
 * if (r.ok) console.log(expectedCall(r.value.state));
 * //> { phase: 'enhance', seat: 0 }
 * ```
 * @category Rules
 */
export function expectedCall(
  state: MatchState,
): { phase: 'setup' } | { phase: 'enhance' | 'battle'; seat: Seat } | null {
  if (state.phase === 'over') return null;
  if (state.phase === 'setup') return { phase: 'setup' };
  return { phase: state.phase, seat: state.seat };
}

function end(state: MatchState, result: MatchResult, events: SummonerEvent[]): StepOutcome {
  events.push({ type: 'ended', result, kills: [...state.kills], turn: state.turn });
  return { state: { ...state, phase: 'over', result }, events };
}

/** The winner by kills (the tie-break), or null when kills are equal. */
function byKills(kills: readonly [number, number]): Seat | null {
  return kills[0] === kills[1] ? null : kills[0] > kills[1] ? 0 : 1;
}

/** A new turn begins: both seats gain its points, so each sees them in hand when asked to enhance. */
function startTurn(state: MatchState, turn: number, events: SummonerEvent[]): StepOutcome {
  const gained = pointsForTurn(state.rules, turn);
  const points: [number, number] = [state.points[0] + gained, state.points[1] + gained];
  events.push({ type: 'turnStart', turn, gained, points: [...points] });
  return { state: { ...state, turn, phase: 'enhance', seat: 0, points }, events };
}

/** After a battle phase: the match ends if a side has no demons left, or at the turn limit after the second seat. */
function afterBattle(state: MatchState, events: SummonerEvent[]): StepOutcome {
  const left: [number, number] = [0, 0];
  for (const d of state.demons) left[d.owner]++;
  if (left[0] === 0 && left[1] === 0)
    return end(state, { winner: byKills(state.kills), reason: 'mutual-wipeout' }, events);
  if (left[0] === 0 || left[1] === 0) return end(state, { winner: left[0] === 0 ? 1 : 0, reason: 'wipeout' }, events);
  if (state.seat === 0) return { state: { ...state, seat: 1 }, events };
  if (state.turn >= state.rules.maxTurns)
    return end(state, { winner: byKills(state.kills), reason: 'turn-limit' }, events);
  return startTurn(state, state.turn + 1, events);
}

/**
 * The pure reducer of a match: applies one input (both setups, one seat's enhance orders or battle orders, or a fault)
 * and returns the next state and what happened. Orders must already have the bot API's shapes (`runMatch` checks a
 * bot's answers); an input the match is not waiting for is a problem, not a throw, so a tampered replay is reported.
 *
 * @example
 * ```ts
 * import { DEFAULT_RULES, initialMatch, stepMatch } from 'fray/summoner';
 * import { createRng } from 'fray/core';
 *
 * const r = stepMatch(initialMatch(DEFAULT_RULES), { type: 'setup', setups: [{ order: { demons: [{ capacity: 'eat', attack: 2 }] } }, { order: { demons: [{ capacity: 'heal' }] } }] }, createRng(1));
 * if (r.ok) console.log(r.value.events.map((e) => e.type).join(' '));
 * //> summoned summoned turnStart
 * const wrong = stepMatch(initialMatch(DEFAULT_RULES), { type: 'battle', seat: 0, orders: [] }, createRng(1));
 * console.log(wrong.ok ? 'ok' : wrong.problem.message);
 * //> expected setup, got battle for seat 0
 * ```
 * @category Rules
 */
export function stepMatch(state: MatchState, input: MatchInput, rng: Rng): Result<StepOutcome> {
  const want = expectedCall(state);
  if (want === null) return fail('the match is already over');
  if (input.type === 'forfeit') {
    const events: SummonerEvent[] = [{ type: 'forfeit', seat: input.seat, reason: input.reason }];
    return ok(end(state, { winner: other(input.seat), reason: 'forfeit', detail: input.reason }, events));
  }
  if (input.type !== want.phase || (want.phase !== 'setup' && 'seat' in input && input.seat !== want.seat)) {
    return fail(
      `expected ${want.phase}${'seat' in want ? ` for seat ${want.seat}` : ''}, got ${input.type}${'seat' in input ? ` for seat ${input.seat}` : ''}`,
    );
  }
  if (input.type === 'setup') {
    const { demons, events, failures } = summonBoth(state.rules, input.setups);
    const [f0, f1] = failures;
    if (f0 !== null || f1 !== null) {
      for (const seat of [0, 1] as const) {
        const f = failures[seat];
        if (f !== null) events.push({ type: 'forfeit', seat, reason: f });
      }
      const winner = f0 !== null && f1 !== null ? null : f0 !== null ? 1 : 0;
      const detail = f0 !== null && f1 !== null ? `seat 0: ${f0}; seat 1: ${f1}` : (f0 ?? f1 ?? '');
      return ok(end(state, { winner, reason: 'forfeit', detail }, events));
    }
    return ok(startTurn({ ...state, demons, nextId: demons.length + 1 }, 1, events));
  }
  const faultEvents: SummonerEvent[] =
    input.fault === undefined
      ? []
      : [{ type: 'fault', seat: input.seat, phase: input.type, kind: input.fault.kind, reason: input.fault.reason }];
  if (input.type === 'enhance') {
    const { state: s, events } = applyEnhance(state, input.seat, input.fault === undefined ? input.orders : []);
    // Both seats enhance, then both battle.
    const next: MatchState = input.seat === 0 ? { ...s, seat: 1 } : { ...s, phase: 'battle', seat: 0 };
    return ok({ state: next, events: [...faultEvents, ...events] });
  }
  const { state: s, events } = applyBattle(state, input.seat, input.fault === undefined ? input.orders : [], rng);
  return ok(afterBattle(s, [...faultEvents, ...events]));
}
