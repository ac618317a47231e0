/**
 * Plays a match between two bots. Bots are reached only through narrow calls that take and return plain data,
 * so the same loop drives a module in this process, an isolate or a process speaking JSON on a pipe. Everything a
 * bot returns is checked here, at the boundary, and mirrored back for the second seat before the reducer sees it.
 */
import { matchStreams } from './matchStreams.js';
import { expectedCall } from '../rules/stepMatch.js';
import { setupAnswer } from './answerInput.js';
import { matchArgs } from './matchArgs.js';
import { MatchRun } from './matchRun.js';
import type { BotPort, MatchOptions, MatchRecord } from './matchTypes.js';
import { setupInfoFor } from './view.js';

export type { CallTiming } from './callTimes.js';
export type { BotPort, CallResult, MatchOptions, MatchRecord, MatchStep } from './matchTypes.js';

/** For each record runMatch made, how to read its bots' logs once more (see finishLogs). */
const lateLogs = new WeakMap<MatchRecord, () => Promise<void>>();

/**
 * Reads the bots' logs of a finished match once more and puts what came late under its steps: call it after
 * disposing the bots, when a process's standard error has all been read (its last lines may come after its last
 * answer). A record runMatch did not make is left as it is.
 */
export async function finishLogs(record: MatchRecord): Promise<void> {
  await lateLogs.get(record)?.();
}

/** Plays `run` from where it stands to the end of its match and returns its record. */
export async function playOut(run: MatchRun): Promise<MatchRecord> {
  for (let call = expectedCall(run.state); call !== null; call = expectedCall(run.state)) {
    if (call.phase === 'setup') throw new Error('internal: setup twice');
    await run.apply(await run.ask(call.phase, call.seat));
  }
  // Logs that arrived after their step was shown (a process's standard error is read as it comes) join it now.
  await run.allLogs();
  const { opts } = run;
  const record = {
    seed: opts.seed,
    rules: opts.rules,
    steps: run.steps,
    hashes: run.hashes,
    final: run.state,
    times: run.times,
  };
  lateLogs.set(record, () => run.allLogs());
  return record;
}

/**
 * Plays one match to its end and returns its record: every input and event, the state hash after each turn, the
 * final state. It calls each bot through its port (setup, then enhance and battle turn by turn), checks every answer
 * against the bot API's shapes, and feeds the reducer (`stepMatch`). The same seed and the same deterministic bots give
 * the same record.
 *
 * @param bots - the two seats' ports (`botPortOf` for an object in this process)
 * @param opts - the rules (`DEFAULT_RULES`), the seed, a fault limit, a callback after every step
 * @throws RangeError (the promise rejects) `runMatch: rule 'maxTurns' must be a whole number from 1 to 100000, got -3`,
 * or a seed that is not a whole number from 0 to 2^32 − 1; TypeError for options or ports of the wrong type
 * @example
 * ```ts
 * import { DEFAULT_RULES, botPortOf, runMatch, summarizeMatch, type Summoner } from 'fray/summoner';
 *
 * const walker: Summoner = {
 *   setup: () => ({ demons: [{ capacity: 'eat', attack: 3, life: 1 }, { capacity: 'eat', attack: 2, life: 2 }] }),
 *   enhance: () => [],
 *   battle: (v) => v.mine.map((d) => ({ demon: d.id, action: v.foes.some((f) => f.id === v.board[d.y]?.[d.x + 1]) ? 'attack' : 'move', dir: 'E' })),
 * };
 * const idle: Summoner = { setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }), enhance: () => [], battle: () => [] };
 * const record = await runMatch([botPortOf(walker), botPortOf(idle)], { rules: DEFAULT_RULES, seed: 11 });
 * const s = summarizeMatch(record);
 * console.log(record.steps.length, 'steps; winner seat', s.winner, 'by', s.reason, 'after', s.turns, 'turns');
 * //> 36 steps; winner seat 0 by wipeout after 9 turns
 * ```
 * @category Matches
 */
export async function runMatch(bots: readonly [BotPort, BotPort], opts: MatchOptions): Promise<MatchRecord> {
  matchArgs('runMatch', bots, opts);
  const { engine, botSeeds } = matchStreams(opts.seed);
  const run = new MatchRun(bots, opts, engine);
  // One after the other (neither sees the other's answer): a sandboxed call holds this thread while it runs, and
  // would eat into a process bot's time if both were waited on at once.
  const a = await bots[0].setup(setupInfoFor(opts.rules, botSeeds[0]));
  run.timed(0, a);
  const b = await bots[1].setup(setupInfoFor(opts.rules, botSeeds[1]));
  run.timed(1, b);
  run.noteStack(0, a);
  run.noteStack(1, b);
  await run.apply({ input: { type: 'setup', setups: [setupAnswer(a), setupAnswer(b)] }, calls: [0, 1] });
  return playOut(run);
}
