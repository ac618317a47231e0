/**
 * A past call of a match, rebuilt from its replay: the state and the view one seat was given at one turn and phase
 * (re-running the replay's inputs through the engine up to it), what that seat answered, and a way to try other
 * orders there, so a bot author can ask a changed bot what it would do now, and see what the rules make of it.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { rngFromState } from '../../core/rng.js';
import type { BattleOrder, EnhanceOrder, SetupInfo, View } from '../api.js';
import type { SummonerEvent } from '../rules/events.js';
import type { Fault } from '../rules/model.js';
import type { Side } from '../../core/side.js';
import type { Replay } from './replay.js';
import { stepMatch, type PhaseInput } from '../rules/stepMatch.js';
import { absoluteBattle, absoluteEnhance } from '../match/view.js';
import type { MatchStep } from '../match/runMatch.js';
import { recordedCalls } from './recordedCalls.js';
import { rerun } from './rerun.js';

/** Which call: a turn (1 for the first), a seat, and the enhance or battle phase. */
export interface CallAt {
  turn: number;
  seat: Side;
  phase: 'enhance' | 'battle';
}

/** One call as it happened: its view and setup info (as the seat saw them), and the answer the match recorded. */
export interface TurnCall {
  /** The step of the replay that answered the call (0-based). */
  index: number;
  info: SetupInfo;
  view: View;
  /** The recorded orders, in the seat's own (mirrored) frame, as its bot sent them. */
  orders: (EnhanceOrder | BattleOrder)[];
  fault?: Fault;
  /** The recorded events of that step. */
  events: SummonerEvent[];
  /** What the rules make of other orders in the same place: the events they give (refusals among them). */
  tryOrders(orders: (EnhanceOrder | BattleOrder)[]): SummonerEvent[];
}

const SEATS = ['first', 'second'] as const;

/** Orders in the seat's own frame turned into the engine's (or back: mirroring is its own inverse). */
function flip(
  orders: (EnhanceOrder | BattleOrder)[],
  seat: Side,
  phase: CallAt['phase'],
): (EnhanceOrder | BattleOrder)[] {
  return phase === 'enhance'
    ? absoluteEnhance(orders as EnhanceOrder[], seat)
    : absoluteBattle(orders as BattleOrder[], seat);
}

/** The call at `at` in `r`, or a problem in words (a turn the match did not reach, a phase the seat did not play). */
export function turnCall(r: Pick<Replay, 'seed' | 'rules' | 'steps' | 'turns'>, at: CallAt): Result<TurnCall> {
  if (!Number.isInteger(at.turn) || at.turn < 1 || at.turn > r.turns)
    return fail(`turn ${at.turn} is out of range: the match has turns 1 to ${r.turns}`);
  let info: SetupInfo | undefined;
  const calls = recordedCalls(r);
  for (let next = calls.next(); !next.done; next = calls.next()) {
    const call = next.value;
    if (call.phase === 'setup') {
      if (call.seat === at.seat) info = call.info;
      continue;
    }
    if (call.turn !== at.turn || call.seat !== at.seat || call.phase !== at.phase) continue;
    const { recorded, before, rngState } = call;
    const answered = recorded.type === 'phase' ? recorded.input : undefined;
    const fault: Fault | undefined =
      recorded.type === 'forfeit' ? { kind: 'error', reason: `forfeited: ${recorded.reason}` } : answered?.fault;
    return ok({
      index: call.step,
      info: info as SetupInfo,
      view: call.view,
      orders: answered === undefined ? [] : flip(answered.orders, at.seat, at.phase),
      ...(fault === undefined ? {} : { fault }),
      events: (r.steps[call.step] as MatchStep).events,
      tryOrders: (orders) => {
        // Played on a copy of the engine's stream, so trying twice gives the same events.
        const tried = stepMatch(
          before,
          { type: at.phase, seat: at.seat, orders: flip(orders, at.seat, at.phase) } as PhaseInput,
          rngFromState(rngState),
        );
        return tried.ok ? tried.value.events : [];
      },
    });
  }
  const end = rerun(r);
  if (!end.ok) return end;
  return fail(
    `the ${SEATS[at.seat]} seat has no ${at.phase} phase on turn ${at.turn}: the match ended first (${end.value.result?.reason ?? 'no result'}, turn ${end.value.turn})`,
  );
}
