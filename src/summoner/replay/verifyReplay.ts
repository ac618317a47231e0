/** Re-runs a replay's inputs through the engine and checks every event and every turn's state hash. */
import { matchStreams } from '../match/matchStreams.js';
import type { Replay } from './replay.js';
import { stateHash } from '../rules/stateHash.js';
import { initialMatch, stepMatch } from '../rules/stepMatch.js';
import { completedTurn } from './turnHashes.js';
import { replayEvents } from './replayEvents.js';

/**
 * The verdict: every turn matches, or the first turn that does not, and how.
 * @category Replays
 */
export type Verdict = { ok: true; turns: number; steps: number } | { ok: false; turn: number; message: string };

/**
 * Re-runs a replay from its seed, rules and inputs (no bots needed) and compares every event and state hash, then the
 * result: anyone can check a published match without trusting whoever ran it.
 *
 * @returns `{ ok: true }` with the turns checked, or the first difference and its turn
 * @example
 * ```ts
 * import { DEFAULT_RULES, botPortOf, replayOf, runMatch, verifyReplay, type Summoner } from 'fray/summoner';
 *
 * const walker: Summoner = {
 *   setup: () => ({ demons: [{ capacity: 'eat', attack: 3, life: 1 }, { capacity: 'eat', attack: 2, life: 2 }] }),
 *   enhance: () => [],
 *   battle: (v) => v.mine.map((d) => ({ demon: d.id, action: v.foes.some((f) => f.id === v.board[d.y]?.[d.x + 1]) ? 'attack' : 'move', dir: 'E' })),
 * };
 * const idle: Summoner = { setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }), enhance: () => [], battle: () => [] };
 * const record = await runMatch([botPortOf(walker), botPortOf(idle)], { rules: DEFAULT_RULES, seed: 11 });
 * const replay = replayOf(record, [{ name: 'walker' }, { name: 'idle' }]);
 * console.log(verifyReplay(replay).ok, verifyReplay({ ...replay, seed: replay.seed + 1 }).ok);
 * //> true false
 * ```
 * @category Replays
 */
export function verifyReplay(r: Replay): Verdict {
  const { engine } = matchStreams(r.seed);
  let state = initialMatch(r.rules);
  let checked = 0;
  for (const [i, step] of r.steps.entries()) {
    const next = stepMatch(state, step.input, engine);
    if (!next.ok)
      return { ok: false, turn: state.turn, message: `step ${i + 1} cannot be played: ${next.problem.message}` };
    const again = JSON.stringify(replayEvents(next.value.events));
    if (again !== JSON.stringify(step.events)) {
      return {
        ok: false,
        turn: state.turn,
        message: `step ${i + 1} (${step.input.type}): the events differ from the replay's`,
      };
    }
    const turn = completedTurn(state, next.value.state);
    state = next.value.state;
    if (turn !== undefined) {
      const hash = stateHash(state, engine.getState());
      const recorded = r.hashes[turn];
      if (recorded !== hash)
        return { ok: false, turn, message: `state hash ${hash} when re-run, ${recorded ?? 'none'} in the replay` };
      checked = turn;
    }
  }
  if (state.result === null) return { ok: false, turn: state.turn, message: 'the replay stops before the match ends' };
  if (r.hashes.length !== checked + 1)
    return {
      ok: false,
      turn: checked + 1,
      message: `the replay lists ${r.hashes.length - checked - 1} hashes beyond the end`,
    };
  if (
    JSON.stringify(state.result) !== JSON.stringify(r.result) ||
    state.turn !== r.turns ||
    state.kills.join() !== r.kills.join()
  ) {
    return { ok: false, turn: state.turn, message: "the result differs from the replay's" };
  }
  return { ok: true, turns: state.turn, steps: r.steps.length };
}
