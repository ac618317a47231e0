/**
 * Where a tournament's matches are played, decided in one place: on `fray worker` processes through the Redis queue
 * (each job carrying its two bots), or here on a task pool of threads (a sandboxed bot runs in an isolate host or a
 * process of its own). Either way the outcome is one entry per pairing, so the command that wires it writes the same
 * results.
 */
import { availableParallelism } from 'node:os';
import type { QueueConnection } from '../queue/queueConnection.js';
import { queueEntrants } from '../queue/queueEntrants.js';
import type { MatchJobData, QueueEntrant } from '../queue/queueJobs.js';
import { FRAY_VERSION, runKey } from '../queue/runKey.js';
import { runQueued, type QueuedRunResult } from '../queue/runQueued.js';
import { RunFailure, type RunWatch } from '../runWatch.js';
import { runTaskPool } from '../workers/taskPool.js';
import type { RunOptions } from './loadBot.js';
import type { Entrant, MatchOutcome, SummonerMatchWorkerData } from './tournamentMatch.js';
import { ok, type Result } from '../../core/result.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import type { Pairing } from '../../summoner/tournament/schedule.js';
import { tournamentRunIdentity } from '../../summoner/tournament/tournamentRunIdentity.js';

/** The run's fixed inputs: the master seed, the rules, how bots run, and what to send back (replays, their logs and times). */
export interface MatchesSetup {
  seed: number;
  rules: SummonerRules;
  run: RunOptions;
  replays: boolean;
  logs: boolean;
  times?: boolean;
}

/**
 * Where to play: on the queue (kept `keepMs` once nobody waits; `drawnSeed` when the seed was drawn, so the lines
 * can say how to resume), or here on `workers` processes or threads (default: one per core).
 */
export type MatchesPlace = { queue: QueueConnection; keepMs?: number; drawnSeed?: number } | { workers?: number };

/** An outcome (or failure) per pairing index, whether the run was stopped early, and the queue run when there was one. */
export interface PlayedMatches {
  results: (MatchOutcome | undefined)[];
  stopped: boolean;
  /** On the queue: its outcome and `finish`, to call once the output is written. */
  queued?: QueuedRunResult<MatchOutcome>;
}

/**
 * Plays every pairing of `list` at `place`, telling `watch`. A bot whose folder cannot be packed for the queue is a
 * problem (the user's input); a pool or queue that fails as a whole is a RunFailure.
 */
export async function playMatches(
  list: Entrant[],
  pairings: Pairing[],
  setup: MatchesSetup,
  place: MatchesPlace,
  watch: RunWatch,
): Promise<Result<PlayedMatches>> {
  if (!('queue' in place)) return ok(await matchesHere(list, pairings, setup, place.workers, watch));
  const entrants = queueEntrants(list);
  if (!entrants.ok) return entrants;
  const queued = await matchesOnQueue(entrants.value, pairings, setup, place, watch);
  const failed = new Map(queued.outcome.failures.map((f) => [f.index, f.reason]));
  // A match that failed on every try is recorded as failed, as a local crash is.
  const results = pairings.map((_, i): MatchOutcome | undefined => {
    const reason = failed.get(i);
    return reason === undefined ? queued.outcome.results[i] : { failed: reason };
  });
  return ok({ results, stopped: queued.outcome.stopped, queued });
}

/** A match as the user knows it: its number and its two bots. */
export function matchName(list: readonly Entrant[], pairings: readonly Pairing[], i: number): string {
  const p = pairings[i];
  return p === undefined ? `match ${i + 1}` : `match ${i + 1} (${list[p.seats[0]]?.name} v ${list[p.seats[1]]?.name})`;
}

/** Puts every match on the queue, each job carrying its two bots (a process bot's folder packed), and waits. */
async function matchesOnQueue(
  entrants: QueueEntrant[],
  pairings: Pairing[],
  setup: MatchesSetup,
  place: { queue: QueueConnection; keepMs?: number; drawnSeed?: number },
  watch: RunWatch,
): Promise<QueuedRunResult<MatchOutcome>> {
  const { seed, rules, run, replays } = setup;
  // Log lines and call times change what comes back, so they are part of the run's identity (and of each job).
  const extras = { ...(setup.logs ? { logs: true } : {}), ...(setup.times === true ? { times: true } : {}) };
  const identity = tournamentRunIdentity({
    seed,
    rules,
    limits: { ...run.limits },
    replays,
    ...extras,
    entrants: entrants.map((e) => ('error' in e ? e : { name: e.name, sha256: e.pack?.sha256 ?? e.prepared.sha256 })),
  });
  const jobs = pairings.map((p) => {
    const data: MatchJobData = {
      fray: FRAY_VERSION,
      index: p.index,
      seats: [entrants[p.seats[0]]!, entrants[p.seats[1]]!],
      rules,
      limits: run.limits,
      seed,
      replays,
      ...extras,
    };
    return { name: 'match' as const, data };
  });
  return runQueued<MatchOutcome>(
    place.queue,
    {
      key: runKey('tournament', identity),
      jobs,
      unit: 'match',
      ...(place.keepMs === undefined ? {} : { keepMs: place.keepMs }),
      ...(place.drawnSeed === undefined ? {} : { drawnSeed: place.drawnSeed }),
    },
    watch,
  );
}

/** Plays every match here, on a task pool. */
async function matchesHere(
  list: Entrant[],
  pairings: Pairing[],
  setup: MatchesSetup,
  workers: number | undefined,
  watch: RunWatch,
): Promise<PlayedMatches> {
  const total = pairings.length;
  watch.progress({ done: 0, total });
  let done = 0;
  const workerData: SummonerMatchWorkerData = { entrants: list, ...setup };
  // Ctrl-C (or a SIGINT sent by a script) is listened for before the first match process starts: a signal that came
  // after the process was seen and before the listener would end this process outright, with no partial result.
  let stopped = false;
  let stop = (): void => void (stopped = true);
  const release = watch.onStop(() => stop());
  const pool = runTaskPool<MatchOutcome, Pairing>({
    workerUrl: new URL('./summonerMatch.worker.js', import.meta.url),
    workerData,
    tasks: pairings,
    workers: workers ?? availableParallelism(),
    // Matches run on threads, sandboxed or not: a sandboxed bot runs in an isolate host of its own (a process with
    // its memory cap), whose death is charged to that bot (it forfeits). A thread plays fray's own code only.
    isolation: 'thread',
    // A thread stops the isolate hosts it kept warm before it ends.
    closing: true,
    onResult: () => watch.progress({ done: ++done, total }),
    onRetry: (index, error) =>
      watch.say(`fray: warning: ${matchName(list, pairings, index)}: ${error}; playing it again`),
    // A match whose thread crashes (fray's failure, no bot's) is retried once on a fresh thread, then recorded as failed.
    onFailure: (_index, error) => ({ failed: error }),
  });
  stop = () => pool.stop();
  if (stopped) pool.stop();
  try {
    return await pool.done;
  } catch (e) {
    throw new RunFailure(`the match workers failed: ${(e as Error).message}`);
  } finally {
    watch.settled();
    release();
  }
}
