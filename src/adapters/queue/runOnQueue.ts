/**
 * The coordinator side of the queue: puts a run's jobs on it under deterministic ids (runKey-index), collects their
 * results by index, and reports progress from the queue's events. Jobs already there (an earlier coordinator of the
 * same run) are not added again, and finished ones are not redone: their results are read back.
 */
import type { Job, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { QueueConnection } from './queueConnection.js';
import { JOB_OPTIONS, jobPriority, QUEUE_NAME, QUEUE_PREFIX, type JobName } from './queueJobs.js';
import { FRAY_VERSION, jobId } from './runKey.js';
import { cleanRuns } from './queueRuns.js';
import { DEFAULT_KEEP_MS, startRunRecord } from './runRecords.js';
import type { QueueOutcome, QueueProgress } from './queueOutcome.js';
import { RunTally } from './runTally.js';
import { listWorkers, type WorkerInfo } from './workerPresence.js';

/** A run on the queue: `done` settles when every job has finished or failed, or on stop(). */
export interface QueuedRun<R> {
  done: Promise<QueueOutcome<R>>;
  stop(): void;
  /**
   * Removes the run's jobs when every one succeeded (the results are then only in the caller's output); otherwise
   * keeps them, so the same command resumes. Closes the run's connections either way.
   */
  finish(): Promise<void>;
}

/** What to run: the run key, the jobs in order, a progress callback. */
export interface QueueRunOptions {
  key: string;
  jobs: readonly { name: JobName; data: unknown }[];
  onProgress?: (p: QueueProgress) => void;
  /** Also checks every unfinished job this often (ms), in case an event was missed. */
  pollMs?: number;
  /** Told once for each job of an earlier run that had failed for good and is tried again now. */
  onRetryFailed?: (count: number) => void;
  /** Told once every job is on the queue: how many were added now (the others were there already). */
  onQueued?: (added: number) => void;
  /** Told when the connection to the queue fails (it is retried meanwhile), once until the trouble changes. */
  onError?: (message: string) => void;
  /** Told when the queue is reached again after onError: how long it was away (ms). */
  onReconnect?: (awayMs: number) => void;
  /**
   * Told when no job has started or finished for `idleMs` and no worker of this fray version is connected, with
   * the workers that are (of other versions); once, until there is progress again.
   */
  onNoWorker?: (others: WorkerInfo[]) => void;
  /** How long without progress before looking for workers (ms; default 10 s). */
  idleMs?: number;
  /** How long the run is kept once no coordinator waits for it (ms; default a week): then it is removed. */
  keepMs?: number;
}

/** How long a run may make no progress before the coordinator checks that a worker of its version is there. */
export const DEFAULT_IDLE_MS = 10_000;

/** Commands in flight at once when checking many jobs. */
const BATCH = 200;

async function inBatches<T>(items: readonly T[], f: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await Promise.all(items.slice(i, i + BATCH).map(f));
}

/** The run's jobs as the queue holds them: each one's state (and result), checked and acted on, and added. */
interface RunJobs {
  /** A job's state and, once it has finished, the job (its result or failure). */
  stateOf(index: number): Promise<{ state: string; job?: Job }>;
  /** Reads a job's state and acts on it: the authority whenever an event says something changed, or might have. */
  check(index: number, onUnknown?: () => void): Promise<void>;
  /** Puts jobs on the queue under their ids, in batches. */
  add(indices: readonly number[]): Promise<void>;
}

/** The jobs of the run `opts` on `queue`, under `ids`, reported to `tally`. */
function runJobs<R>(queue: Queue, ids: readonly string[], opts: QueueRunOptions, tally: RunTally<R>): RunJobs {
  const stateOf = async (index: number): Promise<{ state: string; job?: Job }> => {
    // The state is read first: a job read before it finished has no result yet, even if it has finished by the time
    // its state is read.
    const state = await queue.getJobState(ids[index]!);
    if (state !== 'completed' && state !== 'failed') return { state };
    const job = (await queue.getJob(ids[index]!)) as Job | undefined;
    return job === undefined ? { state: 'unknown' } : { state, job };
  };
  return {
    stateOf,
    async check(index, onUnknown) {
      if (tally.finished.has(index)) return;
      const { state, job } = await stateOf(index);
      if (state === 'completed') tally.finishWith(index, job?.returnvalue as R);
      else if (state === 'failed') tally.finishWith(index, undefined, job?.failedReason || 'failed');
      else if (state === 'unknown') onUnknown?.();
      else if (state === 'active') tally.running.add(index);
      else tally.running.delete(index);
    },
    async add(indices) {
      for (let i = 0; i < indices.length; i += BATCH) {
        await queue.addBulk(
          indices.slice(i, i + BATCH).map((index) => ({
            name: opts.jobs[index]!.name,
            data: opts.jobs[index]!.data,
            opts: { ...JOB_OPTIONS, jobId: ids[index]!, priority: jobPriority(index) },
          })),
        );
      }
    },
  };
}

/** Follows the queue's events for the run's jobs (`indexOf` maps a job id to its index); a state change is checked. */
function followEvents<R>(events: QueueEvents, indexOf: Map<string, number>, tally: RunTally<R>, jobs: RunJobs): void {
  events.on('completed', ({ jobId: id, returnvalue }) => {
    const index = indexOf.get(id);
    if (index !== undefined) tally.finishWith(index, returnvalue as R);
  });
  events.on('active', ({ jobId: id }) => {
    const index = indexOf.get(id);
    if (index !== undefined) tally.started(index);
  });
  for (const name of ['failed', 'waiting', 'delayed', 'stalled'] as const) {
    events.on(name, ({ jobId: id }: { jobId: string }) => {
      const index = indexOf.get(id);
      if (index !== undefined && !tally.finished.has(index))
        void jobs.check(index).then(
          () => tally.progress(),
          () => undefined,
        );
    });
  }
}

/**
 * Tells the caller of trouble with the queue. A lost connection is retried for as long as it takes: the connection
 * says once that it is lost and once that it is back; other errors are told once per kind of trouble, not at every
 * retry.
 */
function tellTrouble(conn: QueueConnection, queue: Queue, events: QueueEvents, opts: QueueRunOptions): void {
  let lastError = '',
    away = false;
  conn.onStatus((st) => {
    away = !st.back;
    if (st.back) opts.onReconnect?.(st.awayMs);
    else opts.onError?.(st.message);
    lastError = '';
  });
  const onError = (e: Error) => {
    if (!away && e.message !== lastError) opts.onError?.(e.message);
    lastError = e.message;
  };
  events.on('error', onError);
  queue.on('error', onError);
}

/** What an earlier coordinator of this run left: finished results are read back, failures tried again; the rest goes on the queue. */
async function resumeOrAdd<R>(
  ids: readonly string[],
  opts: QueueRunOptions,
  tally: RunTally<R>,
  jobs: RunJobs,
): Promise<void> {
  const missing: number[] = [];
  const failedBefore: Job[] = [];
  await inBatches(
    ids.map((_, i) => i),
    async (index) => {
      const { state, job } = await jobs.stateOf(index);
      if (state === 'unknown') missing.push(index);
      else if (state === 'completed') {
        tally.resumed++;
        tally.finishWith(index, job?.returnvalue as R);
      } else if (state === 'failed' && job !== undefined) failedBefore.push(job);
      else if (state === 'active') tally.running.add(index);
    },
  );
  if (failedBefore.length > 0) {
    opts.onRetryFailed?.(failedBefore.length);
    await inBatches(failedBefore, (job) =>
      job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }),
    );
  }
  await jobs.add(missing);
  opts.onQueued?.(missing.length);
  tally.progress();
}

/**
 * Every `pollMs`, checks each unfinished job (events drive the run; the poll catches anything missed: a reconnect, a
 * job removed by someone else, which is added again), then, after a while without progress, says once that no
 * worker of this version is there to do the jobs. Returns what stops the polling.
 */
function pollRun<R>(side: Redis, opts: QueueRunOptions, tally: RunTally<R>, jobs: RunJobs): () => void {
  const lookForWorkers = async () => {
    if (tally.toldNoWorker || tally.running.size > 0 || Date.now() - tally.lastMove < (opts.idleMs ?? DEFAULT_IDLE_MS))
      return;
    const workers = await listWorkers(side);
    if (tally.settled || tally.toldNoWorker || workers.some((w) => w.version === FRAY_VERSION)) return;
    tally.toldNoWorker = true;
    opts.onNoWorker?.(workers);
  };
  const poll = setInterval(() => {
    const lost: number[] = [];
    void inBatches(tally.pending(), (i) => jobs.check(i, () => lost.push(i)))
      .then(() => (lost.length > 0 && !tally.settled ? jobs.add(lost) : undefined))
      .then(
        () => tally.progress(),
        () => undefined,
      )
      .then(lookForWorkers)
      .catch(() => undefined);
  }, opts.pollMs ?? 2000);
  return () => clearInterval(poll);
}

/** Puts the jobs on the queue (those not there yet) and collects their results. */
export async function runOnQueue<R>(conn: QueueConnection, opts: QueueRunOptions): Promise<QueuedRun<R>> {
  // Loaded here, not at start-up: only the queue's commands pay for BullMQ.
  const { Queue, QueueEvents } = await import('bullmq');
  const queue = new Queue(QUEUE_NAME, {
    connection: conn.redis(),
    prefix: QUEUE_PREFIX,
    streams: { events: { maxLen: 2000 } },
  });
  const events = new QueueEvents(QUEUE_NAME, { connection: conn.redis(), prefix: QUEUE_PREFIX });
  // The run's record (for `fray queue status` and expiry) and the workers' records are read on a connection of their own.
  const side = conn.redis();
  const ids = opts.jobs.map((_, i) => jobId(opts.key, i));
  const tally = new RunTally<R>(opts.jobs.length, opts.onProgress);
  const jobs = runJobs(queue, ids, opts, tally);
  followEvents(events, new Map(ids.map((id, i) => [id, i])), tally, jobs);
  tellTrouble(conn, queue, events, opts);
  const record = await startRunRecord(side, {
    key: opts.key,
    version: FRAY_VERSION,
    total: tally.total,
    keepMs: opts.keepMs ?? DEFAULT_KEEP_MS,
  });
  // Runs past their keep time go now (this one's record was just refreshed, so it is not one of them).
  void cleanRuns(side, { expired: true }).catch(() => undefined);

  const done = (async (): Promise<QueueOutcome<R>> => {
    await events.waitUntilReady();
    await resumeOrAdd(ids, opts, tally, jobs);
    const stopPolling = pollRun(side, opts, tally, jobs);
    try {
      if (tally.total > 0) await tally.over;
    } finally {
      stopPolling();
    }
    return tally.outcome();
  })();

  return {
    done,
    stop: () => tally.stop(),
    async finish() {
      if (!tally.stopped && tally.failures.size === 0) {
        await inBatches(ids, async (id) => void (await queue.remove(id).catch(() => 0)));
        await record.remove();
      } else await record.leave();
      await events.close().catch(() => undefined);
      await queue.close().catch(() => undefined);
    },
  };
}
