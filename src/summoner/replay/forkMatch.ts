/**
 * A match forked from a past turn of a replay: the replay's steps before that turn are kept as they were (so the
 * state, the engine's random stream and every hash up to there are the original's), each bot is brought to that
 * turn by being asked every call its seat made before it (its answers set aside: the recorded ones stand, which
 * gives a bot that keeps state between calls its past), and then the match is played on with these bots.
 * Pure of any I/O: the bots are ports, as in runMatch, so the CLI and the studio fork the same way.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { timesBefore } from '../match/callTimes.js';
import { matchStreams } from '../match/matchStreams.js';
import { MatchRun } from '../match/matchRun.js';
import { playOut, type BotPort, type MatchRecord, type MatchStep } from '../match/runMatch.js';
import type { MatchState } from '../rules/model.js';
import { askAgain, type AskedAgain } from './askAgain.js';
import type { Replay } from './replay.js';
import { verifyReplay } from './verifyReplay.js';

/** How to fork: the turn to play again from, the fault policy, an observer of the new steps, and a progress callback. */
export interface ForkOptions {
  /** The first turn played by the new bots (1 keeps only the setup). */
  turn: number;
  /** As in runMatch: failed calls in a row that forfeit (default never). */
  maxConsecutiveFaults?: number;
  /** Called after every step played by the new bots (the kept steps are not shown again). */
  onStep?: (step: MatchStep, state: MatchState) => void | Promise<void>;
  /** Called during the warm-up, after each call asked. */
  onWarmUp?: (done: number, total: number) => void;
}

/** A forked match: its record (kept steps first), how many steps it kept, and how the warm-up's answers compared. */
export interface Fork {
  record: MatchRecord;
  /** The replay's steps kept as they were: every step before `turn`. */
  keptSteps: number;
  /** Per seat: the calls asked in the warm-up, and how many were answered as the replay recorded. */
  warmUp: AskedAgain;
}

/** The number of steps before turn `turn`: the setup and every step of turns 1 to turn - 1. */
export function stepsBeforeTurn(r: Pick<Replay, 'steps'>, turn: number): number {
  let t = 0;
  for (const [i, s] of r.steps.entries()) {
    for (const e of s.events) if (e.type === 'turnStart') t = e.turn;
    if (t >= turn) return i + 1;
  }
  return r.steps.length;
}

/**
 * Forks `r` at `opts.turn` with `bots` (either may be new code): a problem when the replay does not verify or the
 * turn is not one the match began. The record is a whole match from the replay's seed, so its replay verifies.
 */
export async function forkMatch(
  bots: readonly [BotPort, BotPort],
  r: Replay,
  opts: ForkOptions,
): Promise<Result<Fork>> {
  const { turn } = opts;
  const verdict = verifyReplay(r);
  if (!verdict.ok) return fail(`the replay does not verify: turn ${verdict.turn}: ${verdict.message}`);
  if (!Number.isInteger(turn) || turn < 1 || turn > r.turns)
    return fail(`turn ${turn} is out of range: the match has turns 1 to ${r.turns}`);
  const keptSteps = stepsBeforeTurn(r, turn);
  const kept = r.steps.slice(0, keptSteps);
  const warmUp = await askAgain(bots, r, {
    beforeStep: keptSteps,
    ...(opts.onWarmUp ? { onCall: opts.onWarmUp } : {}),
  });
  if (!warmUp.ok) return warmUp;
  const { engine } = matchStreams(r.seed);
  const run = new MatchRun(bots, { rules: r.rules, seed: r.seed, ...optional(opts) }, engine);
  const resumed = run.resume(kept);
  if (!resumed.ok) return resumed;
  if (r.times !== undefined) run.times = timesBefore(r.times, keptSteps);
  const record = await playOut(run);
  return ok({ record, keptSteps, warmUp: warmUp.value });
}

function optional(opts: ForkOptions): Pick<ForkOptions, 'maxConsecutiveFaults' | 'onStep'> {
  return {
    ...(opts.maxConsecutiveFaults === undefined ? {} : { maxConsecutiveFaults: opts.maxConsecutiveFaults }),
    ...(opts.onStep === undefined ? {} : { onStep: opts.onStep }),
  };
}
