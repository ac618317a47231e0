/** Re-runs a replay's inputs through the engine, for what a replay does not store (every state, the final board). */
import { fail, ok, type Result } from '../../core/result.js';
import { matchStreams } from '../match/matchStreams.js';
import type { SummonerEvent } from '../rules/events.js';
import type { MatchState } from '../rules/model.js';
import type { Replay } from './replay.js';
import type { MatchStep } from '../match/runMatch.js';
import { initialMatch, stepMatch } from '../rules/stepMatch.js';

/**
 * The state after every step, in order (to `onStep`, with the events the engine gave again, which carry what a
 * replay leaves out: a cross's cells), and the last one; a problem if an input cannot be played.
 */
export function rerun(
  r: Pick<Replay, 'seed' | 'rules' | 'steps'>,
  onStep?: (step: MatchStep, state: MatchState, events: SummonerEvent[]) => void,
): Result<MatchState> {
  const { engine } = matchStreams(r.seed);
  let state = initialMatch(r.rules);
  for (const [i, step] of r.steps.entries()) {
    const next = stepMatch(state, step.input, engine);
    if (!next.ok) return fail(`step ${i + 1} cannot be played: ${next.problem.message}`);
    state = next.value.state;
    onStep?.(step, state, next.value.events);
  }
  return ok(state);
}
