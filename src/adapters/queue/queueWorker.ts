/**
 * The worker side of the queue: takes jobs, runs each with the local commands' own code on worker threads (odds
 * chunks through runChunk, matches through openBot + runMatch, bots always sandboxed), and returns the result as
 * the job's value. A worker that dies loses nothing: its jobs' locks lapse and another worker takes them.
 */
import type { Job, Worker } from 'bullmq';
import type { ChunkSummary } from '../../mfd/odds/chunkSummary.js';
import { parseRules } from '../../summoner/rules/rules.js';
import type { MatchOutcome, SummonerMatchWorkerData } from '../summoner/tournamentMatch.js';
import type { MfdOddsWorkerData } from '../workers/mfdOddsWorkerData.js';
import type { BotLimits } from '../sandbox/limits.js';
import type { QueueConnection } from './queueConnection.js';
import {
  MAX_STALLED,
  QUEUE_NAME,
  QUEUE_PREFIX,
  stalledCheckMs,
  type MatchJobData,
  type OddsJobData,
} from './queueJobs.js';
import { FRAY_VERSION } from './runKey.js';
import { TaskReleased, ThreadSlots } from './threadSlots.js';
import { BotRefused, WorkerBots } from './workerBots.js';
import { startPresence } from './workerPresence.js';
import { startCleaner } from './queueRuns.js';

/** How a worker runs: jobs at once, how long a job stays claimed by a worker that stops answering, the thread scripts. */
export interface QueueWorkerOptions {
  concurrency: number;
  /** Lock time (ms): a job whose worker is gone this long is handed to another (checked as often). */
  lockMs: number;
  threads: { odds: URL; match: URL };
  /** One line per event worth telling (jobs done and failed, stopping), for stderr. */
  log: (line: string) => void;
}

/** A running worker: `stop` finishes the running jobs and takes no more; `release` hands them back to the queue at once. */
export interface RunningQueueWorker {
  running(): number;
  stop(): Promise<void>;
  release(): void;
}

/** The bounds the command line puts on each limit; a job asking for more is refused (it could exhaust the machine). */
const LIMIT_BOUNDS: Record<keyof BotLimits, [number, number]> = {
  memoryMb: [8, 4096],
  processMemoryMb: [64, 65_536],
  setupMs: [1, 600_000],
  callMs: [1, 600_000],
  bankMs: [0, 3_600_000],
  maxConsecutiveFaults: [1, 1_000_000],
};

function checkLimits(value: unknown): BotLimits {
  if (typeof value !== 'object' || value === null) throw new BotRefused('the job has no bot limits');
  const out = {} as BotLimits;
  for (const [k, [lo, hi]] of Object.entries(LIMIT_BOUNDS) as [keyof BotLimits, [number, number]][]) {
    const v = (value as Record<string, unknown>)[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi)
      throw new BotRefused(`the job's limit ${k} must be a whole number from ${lo} to ${hi}, got ${JSON.stringify(v)}`);
    out[k] = v;
  }
  return out;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A short description of a job for the log. */
function describe(job: Job): string {
  if (job.name === 'match') {
    const d = job.data as MatchJobData;
    return `match ${Number(d.index) + 1} (${d.seats?.[0]?.name} v ${d.seats?.[1]?.name})`;
  }
  const d = job.data as OddsJobData;
  const chunks = Array.isArray(d.chunks) ? d.chunks : [];
  const runs = chunks.reduce((s, c) => s + (Number(c?.runs) || 0), 0);
  return `odds chunk${chunks.length === 1 ? '' : 's'} ${chunks[0]?.index}${chunks.length > 1 ? `-${chunks[chunks.length - 1]?.index}` : ''} (${runs} battles)`;
}

/** BullMQ, loaded when a worker starts (only `fray worker` pays for it). */
type BullMQ = typeof import('bullmq');

/** Fights an odds job's chunks, one after another on one thread: each chunk has its own stream, so the order changes nothing. */
async function oddsJob(slots: ThreadSlots, thread: URL, d: OddsJobData, signal: AbortSignal): Promise<ChunkSummary[]> {
  if (!Array.isArray(d.teams) || d.teams.length !== 2 || !Array.isArray(d.chunks) || !Number.isInteger(d.seed))
    throw new BotRefused('malformed odds job');
  const data: MfdOddsWorkerData = { teams: d.teams, seed: d.seed, maxRounds: d.maxRounds };
  const out: ChunkSummary[] = [];
  for (const c of d.chunks) {
    if (!Number.isInteger(c?.index) || c.index < 0 || !Number.isInteger(c.runs) || c.runs < 1)
      throw new BotRefused('malformed odds chunk');
    out.push(await slots.run<ChunkSummary>(thread, data, { index: c.index, task: c.runs }, signal));
  }
  return out;
}

/** Plays a match job with its two bots (unpacked and prepared by `bots`), always sandboxed. */
async function matchJob(
  slots: ThreadSlots,
  bots: WorkerBots,
  thread: URL,
  d: MatchJobData,
  signal: AbortSignal,
): Promise<MatchOutcome> {
  if (
    !Number.isInteger(d.index) ||
    d.index < 0 ||
    !Number.isInteger(d.seed) ||
    !Array.isArray(d.seats) ||
    d.seats.length !== 2
  )
    throw new BotRefused('malformed match job');
  const rules = parseRules(d.rules);
  if (!rules.ok) throw new BotRefused(`the job's rules: ${rules.problem.message}`);
  const limits = checkLimits(d.limits);
  const seats = [await bots.entrant(d.seats[0]), await bots.entrant(d.seats[1])] as const;
  // The two bots in a fixed order, whatever their seats: the return match of a pair (seats swapped) then finds
  // its thread already started, with the same start-up data.
  const order = (e: (typeof seats)[number]) => `${e.name}\0${'prepared' in e ? e.prepared.sha256 : e.error}`;
  const swap = order(seats[0]) > order(seats[1]);
  // Never trusted, whatever the job says: the job's data is not the worker's to believe.
  const data: SummonerMatchWorkerData = {
    entrants: swap ? [seats[1], seats[0]] : [seats[0], seats[1]],
    run: { trusted: false, limits },
    rules: rules.value,
    seed: d.seed,
    replays: d.replays === true,
    logs: d.logs === true,
    times: d.times === true,
  };
  return slots.run<MatchOutcome>(
    thread,
    data,
    { index: d.index, task: { index: d.index, seats: swap ? [1, 0] : [0, 1] } },
    signal,
  );
}

/** The jobs a worker holds now: each one's abort switch, and when it started (for the log). */
interface HeldJobs {
  active: Map<string, AbortController>;
  started: Map<string, number>;
}

/**
 * What the worker does with a job: checks it was made by this fray version, runs it, and turns what it throws into
 * what BullMQ understands (a job handed back untouched waits again; a refused one is not retried).
 */
function jobProcessor(
  bullmq: BullMQ,
  held: HeldJobs,
  run: {
    odds: (d: OddsJobData, s: AbortSignal) => Promise<unknown>;
    match: (d: MatchJobData, s: AbortSignal) => Promise<unknown>;
  },
): (job: Job, token?: string) => Promise<unknown> {
  return async (job, token) => {
    const id = job.id ?? '?';
    const abort = new AbortController();
    held.active.set(id, abort);
    held.started.set(id, performance.now());
    try {
      const version = (job.data as { fray?: unknown }).fray;
      // Another version may compute another answer: leave the job to a worker of the coordinator's version.
      if (version !== FRAY_VERSION)
        throw new Error(`this worker runs fray ${FRAY_VERSION}; the job was made by fray ${String(version)}`);
      if (job.name === 'odds') return await run.odds(job.data as OddsJobData, abort.signal);
      if (job.name === 'match') return await run.match(job.data as MatchJobData, abort.signal);
      throw new BotRefused(`unknown kind of job '${job.name}'`);
    } catch (e) {
      if (e instanceof TaskReleased) {
        // Handed back untouched: no attempt is spent, and the next free worker takes it at once.
        await job.moveToWait(token);
        throw new bullmq.WaitingError();
      }
      if (e instanceof BotRefused) throw new bullmq.UnrecoverableError(e.message);
      throw e;
    } finally {
      held.active.delete(id);
    }
  };
}

/** One log line per job taken, done or failed, and per change of trouble with the queue (said once until it changes). */
function logWorker(
  bullmq: BullMQ,
  worker: Worker,
  conn: QueueConnection,
  held: HeldJobs,
  log: (line: string) => void,
): void {
  const elapsed = (job: Job) => seconds(performance.now() - (held.started.get(job.id ?? '') ?? performance.now()));
  worker.on('active', (job) => log(`took ${describe(job)} [${job.id}]`));
  worker.on('completed', (job) => {
    log(`done ${describe(job)} in ${elapsed(job)} [${job.id}]`);
    held.started.delete(job.id ?? '');
  });
  worker.on('failed', (job, err) => {
    if (job === undefined || err instanceof bullmq.WaitingError || err.name === 'WaitingError') return;
    const final = err instanceof bullmq.UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    log(
      `failed ${describe(job)} (try ${job.attemptsMade} of ${job.opts.attempts ?? 1}${final ? ', no more tries' : ', will be retried'}): ${err.message} [${job.id}]`,
    );
    held.started.delete(job.id ?? '');
  });
  // Connection trouble repeats every few seconds while Redis is away: say it once until it changes.
  let lastError = '';
  worker.on('error', (e) => {
    if (e.message !== lastError) log(`queue error: ${e.message}`);
    lastError = e.message;
  });
  conn.onStatus((s) => {
    if (s.back) log(`connected to the queue again (it was away ${seconds(s.awayMs)})`);
    else log(`lost the queue (${s.message}); still trying`);
    lastError = s.back ? '' : s.message;
  });
}

/** Starts taking jobs. The connection must already be checked (openQueueConnection). */
export async function startQueueWorker(conn: QueueConnection, opts: QueueWorkerOptions): Promise<RunningQueueWorker> {
  // Loaded here, not at start-up: only `fray worker` pays for BullMQ.
  const bullmq = await import('bullmq');
  // Matches run on threads like odds chunks: each sandboxed bot runs in an isolate host or a process of its own,
  // whose crash is charged to that bot.
  const slots = new ThreadSlots(opts.concurrency);
  const bots = new WorkerBots();
  const held: HeldJobs = { active: new Map(), started: new Map() };
  const processor = jobProcessor(bullmq, held, {
    odds: (d, signal) => oddsJob(slots, opts.threads.odds, d, signal),
    match: (d, signal) => matchJob(slots, bots, opts.threads.match, d, signal),
  });
  const worker = new bullmq.Worker(QUEUE_NAME, processor, {
    connection: conn.redis(),
    prefix: QUEUE_PREFIX,
    concurrency: opts.concurrency,
    lockDuration: opts.lockMs,
    stalledInterval: stalledCheckMs(opts.lockMs),
    maxStalledCount: MAX_STALLED,
  });
  logWorker(bullmq, worker, conn, held, opts.log);
  // --- The queue's health and this worker's record (see workerPresence), apart from the jobs' code above. ---
  const presence = startPresence(conn.redis(), opts.concurrency);
  worker.on('active', (job) => presence.took(job.id ?? '?', describe(job)));
  worker.on('completed', (job) => presence.finished(job.id ?? '?', 'done'));
  worker.on('failed', (job, err) => {
    if (job) presence.finished(job.id ?? '?', err.name === 'WaitingError' ? 'released' : 'failed');
  });
  // Runs nobody has waited for longer than their keep time are removed by whoever is connected: workers last longest.
  const cleaner = startCleaner(conn, opts.log);

  let stopping: Promise<void> | undefined;
  return {
    running: () => held.active.size,
    stop() {
      stopping ??= (async () => {
        await worker.close();
        await presence.stop();
        cleaner.stop();
        await slots.close();
        bots.close();
        await conn.close();
      })();
      return stopping;
    },
    release() {
      for (const a of held.active.values()) a.abort();
    },
  };
}
