/**
 * The coordinator side of the queue: puts a run's jobs on it under deterministic ids (runKey-index), collects their
 * results by index, and reports progress from the queue's events. Jobs already there (an earlier coordinator of the
 * same run) are not added again, and finished ones are not redone: their results are read back.
 */
import type { Job } from 'bullmq';
import type { QueueConnection } from './queueConnection.js';
import { JOB_OPTIONS, QUEUE_NAME, QUEUE_PREFIX, type JobName } from './queueJobs.js';
import { jobId } from './runKey.js';

/** Where a run stands: jobs finished, being worked on, and failed for good. */
export interface QueueProgress {
  total: number;
  done: number;
  running: number;
  failed: number;
}

/** A job that failed on every try, with the last reason. */
export interface JobFailure {
  index: number;
  reason: string;
}

/** What a run gave: results by job index (undefined where a job failed or the run was stopped), failures, and more. */
export interface QueueOutcome<R> {
  results: (R | undefined)[];
  failures: JobFailure[];
  /** True when stop() ended the wait before every job finished. */
  stopped: boolean;
  /** Jobs that were already finished on the queue when this coordinator started (a resumed run). */
  resumed: number;
}

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
}

/** Commands in flight at once when checking many jobs. */
const BATCH = 200;

async function inBatches<T>(items: readonly T[], f: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await Promise.all(items.slice(i, i + BATCH).map(f));
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
  const total = opts.jobs.length;
  const ids = opts.jobs.map((_, i) => jobId(opts.key, i));
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  const results: (R | undefined)[] = new Array(total).fill(undefined);
  const finished = new Set<number>();
  const failures = new Map<number, string>();
  const running = new Set<number>();
  let resumed = 0,
    stopped = false,
    settled = false;
  let settle!: () => void;
  const over = new Promise<void>((res) => (settle = res));

  const progress = () =>
    opts.onProgress?.({ total, done: finished.size - failures.size, running: running.size, failed: failures.size });
  const finishWith = (index: number, result: R | undefined, failure?: string) => {
    if (finished.has(index)) return;
    finished.add(index);
    running.delete(index);
    if (failure === undefined) results[index] = result;
    else failures.set(index, failure);
    progress();
    if (finished.size === total && !settled) {
      settled = true;
      settle();
    }
  };

  /**
   * A job's state and, once it has finished, its result or failure. The state is read first: a job read before it
   * finished has no result yet, even if it has finished by the time its state is read.
   */
  const stateOf = async (index: number): Promise<{ state: string; job?: Job }> => {
    const state = await queue.getJobState(ids[index]!);
    if (state !== 'completed' && state !== 'failed') return { state };
    const job = (await queue.getJob(ids[index]!)) as Job | undefined;
    return job === undefined ? { state: 'unknown' } : { state, job };
  };

  /** Reads a job's state and acts on it: the authority whenever an event says something changed, or might have. */
  const check = async (index: number, onUnknown?: () => void): Promise<void> => {
    if (finished.has(index)) return;
    const { state, job } = await stateOf(index);
    if (state === 'completed') finishWith(index, job?.returnvalue as R);
    else if (state === 'failed') finishWith(index, undefined, job?.failedReason || 'failed');
    else if (state === 'unknown') onUnknown?.();
    else if (state === 'active') running.add(index);
    else running.delete(index);
  };

  events.on('completed', ({ jobId: id, returnvalue }) => {
    const index = indexOf.get(id);
    if (index !== undefined) finishWith(index, returnvalue as R);
  });
  events.on('active', ({ jobId: id }) => {
    const index = indexOf.get(id);
    if (index !== undefined && !finished.has(index)) {
      running.add(index);
      progress();
    }
  });
  for (const name of ['failed', 'waiting', 'delayed', 'stalled'] as const) {
    events.on(name, ({ jobId: id }: { jobId: string }) => {
      const index = indexOf.get(id);
      if (index !== undefined && !finished.has(index)) void check(index).then(progress, () => undefined);
    });
  }
  // A lost connection is retried for as long as it takes; say so once per kind of trouble, not at every retry.
  let lastError = '';
  const onError = (e: Error) => {
    if (e.message !== lastError) opts.onError?.(e.message);
    lastError = e.message;
  };
  events.on('error', onError);
  queue.on('error', onError);

  const addJobs = async (indices: readonly number[]) => {
    for (let i = 0; i < indices.length; i += BATCH) {
      await queue.addBulk(
        indices.slice(i, i + BATCH).map((index) => ({
          name: opts.jobs[index]!.name,
          data: opts.jobs[index]!.data,
          opts: { ...JOB_OPTIONS, jobId: ids[index]! },
        })),
      );
    }
  };

  const done = (async (): Promise<QueueOutcome<R>> => {
    await events.waitUntilReady();
    // First what an earlier coordinator of this run left: finished results are read back, failures tried again.
    const missing: number[] = [];
    const failedBefore: Job[] = [];
    await inBatches(
      ids.map((_, i) => i),
      async (index) => {
        const { state, job } = await stateOf(index);
        if (state === 'unknown') missing.push(index);
        else if (state === 'completed') {
          resumed++;
          finishWith(index, job?.returnvalue as R);
        } else if (state === 'failed' && job !== undefined) failedBefore.push(job);
        else if (state === 'active') running.add(index);
      },
    );
    if (failedBefore.length > 0) {
      opts.onRetryFailed?.(failedBefore.length);
      await inBatches(failedBefore, (job) =>
        job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }),
      );
    }
    await addJobs(missing);
    opts.onQueued?.(missing.length);
    progress();
    // Events drive the run; a slow poll catches anything missed (a reconnect, a job removed by someone else).
    const poll = setInterval(() => {
      const pending = ids.map((_, i) => i).filter((i) => !finished.has(i));
      const lost: number[] = [];
      void inBatches(pending, (i) => check(i, () => lost.push(i)))
        .then(() => (lost.length > 0 && !settled ? addJobs(lost) : undefined))
        .then(progress, () => undefined);
    }, opts.pollMs ?? 2000);
    try {
      if (total > 0) await over;
    } finally {
      clearInterval(poll);
    }
    return {
      results,
      failures: [...failures].map(([index, reason]) => ({ index, reason })).sort((a, b) => a.index - b.index),
      stopped,
      resumed,
    };
  })();

  return {
    done,
    stop() {
      if (settled) return;
      stopped = true;
      settled = true;
      settle();
    },
    async finish() {
      if (!stopped && failures.size === 0)
        await inBatches(ids, async (id) => void (await queue.remove(id).catch(() => 0)));
      await events.close().catch(() => undefined);
      await queue.close().catch(() => undefined);
    },
  };
}
