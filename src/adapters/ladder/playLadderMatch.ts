/**
 * The one place the ladder plays a match on this machine: two entrants, sandboxed, on a thread of the same pool the
 * queue workers use. The thread runs fray's own code only: each JavaScript bot runs in an isolate host (a process of
 * its own, capped, in a process group of its own, kept warm from match to match), each process bot in its confined
 * process, so a crash a bot causes is charged to that bot (it forfeits) and one no bot caused loses that match's try,
 * never the server. When sandboxed matches get another host, this function is what changes.
 */
import { ThreadSlots, TaskReleased } from '../queue/threadSlots.js';
import type { BotLimits } from '../sandbox/limits.js';
import type { Entrant, MatchOutcome, SummonerMatchWorkerData } from '../summoner/tournamentMatch.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';

/** Where matches are played here: threads running fray's match entry point (dist/summonerMatch.worker.js). */
export interface MatchHost {
  slots: ThreadSlots;
  workerUrl: URL;
}

/**
 * A host of `concurrency` match threads kept warm between matches (each with its isolate hosts). `limits` is kept in
 * the signature for the callers: the caps follow each match's own limits (hostDataMb).
 */
export function matchHost(workerUrl: URL, concurrency: number, _limits: BotLimits): MatchHost {
  return { slots: new ThreadSlots(concurrency), workerUrl };
}

/** One match's fixed inputs: its seed (the replay's seed is derived from it as a tournament's match 0), rules, limits. */
export interface LadderMatchSetup {
  seed: number;
  rules: SummonerRules;
  limits: BotLimits;
}

/**
 * Plays `first` against `second` (in that seat order), always sandboxed, with the bots' logs kept in the replay (the
 * ladder strips them before publishing). A match fray itself failed (no bot caused it) is `{failed}`; `signal` hands it back (rejects
 * with TaskReleased).
 */
export async function playLadderMatch(
  host: MatchHost,
  seats: [Entrant, Entrant],
  setup: LadderMatchSetup,
  signal?: AbortSignal,
): Promise<MatchOutcome> {
  const data: SummonerMatchWorkerData = {
    entrants: seats,
    run: { trusted: false, limits: setup.limits },
    rules: setup.rules,
    seed: setup.seed,
    replays: true,
    logs: true,
  };
  try {
    return await host.slots.run<MatchOutcome>(
      host.workerUrl,
      data,
      { index: 0, task: { index: 0, seats: [0, 1] } },
      signal,
    );
  } catch (e) {
    if (e instanceof TaskReleased) throw e;
    return { failed: (e as Error).message };
  }
}
