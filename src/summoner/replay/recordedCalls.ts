/**
 * Every call of a recorded match, rebuilt from its replay: whose it was, what that bot was given (its setup info, or
 * its view with the feedback of `view.last`, exactly as the match built them) and what the replay recorded for it.
 * One pass of the engine over the inputs, so a bot can be asked again with every view its seat saw: a fork's
 * warm-up, `replay --verify --bots`, and `replay --turn` all read a match's calls here.
 */
import { fail, ok, type Result } from '../../core/result.js';
import type { RngState } from '../../core/rng.js';
import type { SetupInfo, View } from '../api.js';
import { lastView } from '../match/lastView.js';
import { matchStreams } from '../match/matchStreams.js';
import type { MatchStep } from '../match/runMatch.js';
import { setupInfoFor, viewFor } from '../match/view.js';
import type { MatchState } from '../rules/model.js';
import type { Side } from '../../core/side.js';
import type { SeatSetup } from '../rules/setup.js';
import { expectedCall, initialMatch, stepMatch, type PhaseInput } from '../rules/stepMatch.js';
import type { SummonerRules } from '../rules/rules.js';

/** What the replay recorded for a call: a setup, orders or a fault, or a forfeit in place of an answer. */
export type RecordedAnswer =
  { type: 'setup'; setup: SeatSetup } | { type: 'phase'; input: PhaseInput } | { type: 'forfeit'; reason: string };

/** One call as the match made it. */
export type RecordedCall = {
  seat: Side;
  /** The step the call led to (0-based; both setups lead to step 0). */
  step: number;
  /** The turn it was made in (0 for setup). */
  turn: number;
  /** The state before the call, and a copy of the engine's stream then (to try other orders in its place). */
  before: MatchState;
  rngState: RngState;
  recorded: RecordedAnswer;
} & ({ phase: 'setup'; info: SetupInfo } | { phase: 'enhance' | 'battle'; view: View });

/** What a replay must hold to rebuild its calls. */
export type CallSource = { seed: number; rules: SummonerRules; steps: readonly MatchStep[] };

/**
 * The calls of `r` in the order the match made them (seat 0's setup, seat 1's, then one call per step). A step whose
 * input cannot be played ends the calls with a problem: give a verified replay.
 */
export function* recordedCalls(r: CallSource): Generator<RecordedCall, Result<void>, void> {
  const { engine, botSeeds } = matchStreams(r.seed);
  let state: MatchState = initialMatch(r.rules);
  // As runMatch builds a view's feedback: each demon's owner, and per seat the step of its last call and how many
  // calls it has had (setup included).
  const owners = new Map<number, Side>();
  const lastCall: [number, number] = [-1, -1];
  const calls: [number, number] = [0, 0];
  for (const [step, { input, events }] of r.steps.entries()) {
    const turn = state.turn;
    const at = { step, turn, before: state };
    if (input.type === 'setup') {
      for (const seat of [0, 1] as const)
        yield {
          ...at,
          seat,
          phase: 'setup',
          info: setupInfoFor(r.rules, botSeeds[seat]),
          rngState: engine.getState(),
          recorded: { type: 'setup', setup: input.setups[seat] },
        };
    } else {
      const want = expectedCall(state);
      // A forfeit answers the call of its seat, when it was that seat's turn to be called (always, in fray's matches).
      const phase =
        input.type !== 'forfeit'
          ? input.type
          : want !== null && 'seat' in want && want.seat === input.seat
            ? want.phase
            : undefined;
      if (phase !== undefined) {
        const seat = input.seat;
        const last =
          calls[seat] < 2
            ? undefined
            : lastView(
                r.steps.slice(lastCall[seat], step).flatMap((s) => s.events),
                seat,
                (id) => owners.get(id),
                r.rules.width,
              );
        yield {
          ...at,
          seat,
          phase,
          view: { ...viewFor(state, seat), ...(last === undefined ? {} : { last }) },
          rngState: engine.getState(),
          recorded: input.type === 'forfeit' ? { type: 'forfeit', reason: input.reason } : { type: 'phase', input },
        };
      }
    }
    const next = stepMatch(state, input, engine);
    if (!next.ok) return fail(`step ${step + 1} cannot be played: ${next.problem.message}`);
    state = next.value.state;
    for (const e of events) {
      if (e.type === 'summoned') owners.set(e.demon.id, e.demon.owner);
      if (e.type === 'cloned') owners.set(e.clone.id, e.clone.owner);
    }
    for (const seat of input.type === 'setup' ? ([0, 1] as const) : [input.seat]) {
      lastCall[seat] = step;
      calls[seat]++;
    }
  }
  return ok(undefined);
}
