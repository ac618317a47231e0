/**
 * A past call of a match, rebuilt from its replay: the state and the view one seat was given at one turn and phase
 * (re-running the replay's inputs through the engine up to it), what that seat answered, and a way to try other
 * orders there, so a bot author can ask a changed bot what it would do now, and see what the rules make of it.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { rngFromState } from '../../core/rng.js';
import type { BattleOrder, EnhanceOrder, SetupInfo, View } from '../api.js';
import type { SummonerEvent } from '../rules/events.js';
import { matchStreams } from '../match/matchStreams.js';
import type { Fault, MatchState } from '../rules/model.js';
import type { Replay } from './replay.js';
import { initialMatch, stepMatch, type PhaseInput } from '../rules/stepMatch.js';
import { absoluteBattle, absoluteEnhance, setupInfoFor, viewFor } from '../match/view.js';
import { lastView } from '../match/lastView.js';
import type { Side } from '../../core/side.js';

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
  const { engine, botSeeds } = matchStreams(r.seed);
  let state: MatchState = initialMatch(r.rules);
  // What the view's feedback (view.last) is made of, as runMatch makes it: each demon's owner, and per seat the
  // step of its last call and how many calls it has had (setup included).
  const owners = new Map<number, Side>();
  const lastCall: [number, number] = [-1, -1];
  const calls: [number, number] = [0, 0];
  for (const [index, step] of r.steps.entries()) {
    const input = step.input;
    const here = state.turn === at.turn && state.phase === at.phase && state.seat === at.seat;
    // The call answered with orders (or a fault), or one that failed so badly its seat forfeited there.
    if (here && (input.type === at.phase || (input.type === 'forfeit' && input.seat === at.seat))) {
      const before = state;
      const saved = engine.getState();
      const answered = input.type === 'forfeit' ? undefined : (input as PhaseInput);
      const fault: Fault | undefined =
        input.type === 'forfeit' ? { kind: 'error', reason: `forfeited: ${input.reason}` } : answered?.fault;
      const last =
        calls[at.seat] < 2
          ? undefined
          : lastView(
              r.steps.slice(lastCall[at.seat], index).flatMap((s) => s.events),
              at.seat,
              (id) => owners.get(id),
              r.rules.width,
            );
      return ok({
        index,
        info: setupInfoFor(r.rules, botSeeds[at.seat]),
        view: { ...viewFor(before, at.seat), ...(last === undefined ? {} : { last }) },
        orders: answered === undefined ? [] : flip(answered.orders, at.seat, at.phase),
        ...(fault === undefined ? {} : { fault }),
        events: step.events,
        tryOrders: (orders) => {
          // Played on a copy of the engine's stream, so trying twice gives the same events.
          const rng = rngFromState(saved);
          const tried = stepMatch(
            before,
            { type: at.phase, seat: at.seat, orders: flip(orders, at.seat, at.phase) } as PhaseInput,
            rng,
          );
          return tried.ok ? tried.value.events : [];
        },
      });
    }
    const next = stepMatch(state, input, engine);
    if (!next.ok) return fail(`step ${index + 1} cannot be played: ${next.problem.message}`);
    state = next.value.state;
    for (const e of step.events) {
      if (e.type === 'summoned') owners.set(e.demon.id, e.demon.owner);
      if (e.type === 'cloned') owners.set(e.clone.id, e.clone.owner);
    }
    for (const seat of input.type === 'setup' ? ([0, 1] as const) : [input.seat]) {
      lastCall[seat] = index;
      calls[seat]++;
    }
  }
  return fail(
    `the ${SEATS[at.seat]} seat has no ${at.phase} phase on turn ${at.turn}: the match ended first (${state.result?.reason ?? 'no result'}, turn ${state.turn})`,
  );
}
