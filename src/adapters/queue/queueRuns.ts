/**
 * The queue seen whole, across fray versions: the runs on it with their progress, the connected workers, failed
 * jobs with their reasons (queueStatus); and removing runs nobody waits for any more, jobs and results (cleanRuns).
 */
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { QueueConnection } from './queueConnection.js';
import { QUEUE_PREFIX, queueNameFor } from './queueJobs.js';
import { FRAY_VERSION, jobId } from './runKey.js';
import { dropRunRecord, isExpired, isWaitedFor, listRuns, type RunRecord } from './runRecords.js';
import { listWorkers, type WorkerInfo } from './workerPresence.js';

/** A run with where its jobs stand. */
export interface RunStatus extends RunRecord {
  done: number;
  running: number;
  /** Waiting for a worker (or for a retry). */
  queued: number;
  failed: number;
  /** Jobs the queue no longer has (removed, or lost in a Redis restart and not yet put back). */
  missing: number;
  /** True while its coordinator waits for it. */
  waitedFor: boolean;
}

/** A job that failed for good, with its run, index and last reason. */
export interface FailedJob {
  run: string;
  index: number;
  version: string;
  reason: string;
  tries: number;
}

/** What `fray queue status` shows. */
export interface QueueStatusReport {
  /** When it was read (ms since the epoch): ages are counted from it. */
  now: number;
  runs: RunStatus[];
  workers: WorkerInfo[];
  failed: FailedJob[];
}

/** Failed jobs listed per version at most (the rest are counted in their run's progress). */
const FAILED_LISTED = 100;
/** Commands in flight at once when checking many jobs. */
const BATCH = 200;

/** A Queue object per fray version on the shared connection `redis`, opened on first use and closed together. */
async function queues(redis: Redis) {
  const { Queue } = await import('bullmq');
  const open = new Map<string, Queue>();
  return {
    of(version: string): Queue {
      let q = open.get(version);
      if (q === undefined) {
        q = new Queue(queueNameFor(version), { connection: redis, prefix: QUEUE_PREFIX });
        q.on('error', () => undefined); // told through the connection's status
        open.set(version, q);
      }
      return q;
    },
    async close() {
      await Promise.all([...open.values()].map((q) => q.close().catch(() => undefined)));
    },
  };
}

/** The state of each of a run's jobs, in job order ('unknown' where the queue has none). */
async function jobStates(queue: Queue, run: RunRecord): Promise<string[]> {
  const states: string[] = new Array(run.total).fill('unknown');
  for (let i = 0; i < run.total; i += BATCH) {
    const indices = Array.from({ length: Math.min(BATCH, run.total - i) }, (_, k) => i + k);
    await Promise.all(indices.map(async (j) => (states[j] = await queue.getJobState(jobId(run.key, j)))));
  }
  return states;
}

/** The runs, workers and failed jobs on the queue now, read through `redis` (one of the queue's connections). */
export async function queueStatus(redis: Redis): Promise<QueueStatusReport> {
  const qs = await queues(redis);
  try {
    const now = Date.now();
    const [records, workers] = await Promise.all([listRuns(redis), listWorkers(redis)]);
    const runs: RunStatus[] = [];
    for (const r of records) {
      const states = await jobStates(qs.of(r.version), r);
      const count = (...names: string[]) => states.filter((s) => names.includes(s)).length;
      runs.push({
        ...r,
        done: count('completed'),
        running: count('active'),
        queued: count('waiting', 'prioritized', 'delayed', 'waiting-children'),
        failed: count('failed'),
        missing: count('unknown'),
        waitedFor: isWaitedFor(r, now),
      });
    }
    const versions = new Set([FRAY_VERSION, ...records.map((r) => r.version), ...workers.map((w) => w.version)]);
    const failed: FailedJob[] = [];
    for (const version of [...versions].sort()) {
      for (const job of await qs.of(version).getFailed(0, FAILED_LISTED - 1)) {
        const id = job.id ?? '';
        const cut = id.lastIndexOf('-');
        failed.push({
          run: id.slice(0, cut),
          index: Number(id.slice(cut + 1)),
          version,
          reason: job.failedReason ?? '',
          tries: job.attemptsMade,
        });
      }
    }
    failed.sort((a, b) => a.run.localeCompare(b.run) || a.index - b.index);
    return { now, runs, workers, failed };
  } finally {
    await qs.close();
  }
}

/** A run cleanRuns looked at: removed, or kept because some of its jobs are still running. */
export interface CleanedRun {
  key: string;
  kind: string;
  version: string;
  removedJobs: number;
  /** Jobs a worker holds now: they (and the record) stay, for a later clean. */
  runningJobs: number;
}

/** Which runs to remove: those past their keep time, or every run nobody has waited for in `idleMs`. */
export type CleanWhich = { expired: true } | { idleMs: number };

/** Removes the chosen runs nobody waits for: their jobs, results and record. A run waited for is never touched. */
export async function cleanRuns(redis: Redis, which: CleanWhich): Promise<CleanedRun[]> {
  const qs = await queues(redis);
  try {
    const now = Date.now();
    const chosen = (await listRuns(redis)).filter(
      (r) => !isWaitedFor(r, now) && ('expired' in which ? isExpired(r, now) : now - r.seen >= which.idleMs),
    );
    const out: CleanedRun[] = [];
    for (const r of chosen) {
      const queue = qs.of(r.version);
      const states = await jobStates(queue, r);
      let removedJobs = 0,
        runningJobs = 0;
      for (let i = 0; i < r.total; i += BATCH) {
        const indices = Array.from({ length: Math.min(BATCH, r.total - i) }, (_, k) => i + k);
        await Promise.all(
          indices.map(async (j) => {
            if (states[j] === 'unknown') return;
            if (states[j] === 'active') return void runningJobs++;
            // 0 when a worker took it meanwhile (it is locked): left for a later clean.
            if ((await queue.remove(jobId(r.key, j))) === 1) removedJobs++;
            else runningJobs++;
          }),
        );
      }
      if (runningJobs === 0) await dropRunRecord(redis, r.key);
      out.push({ key: r.key, kind: r.kind, version: r.version, removedJobs, runningJobs });
    }
    return out;
  } finally {
    await qs.close();
  }
}

/** How often a worker removes expired runs, in ms. */
export const CLEAN_EVERY_MS = 60_000;

/** Removes expired runs now and every CLEAN_EVERY_MS, telling `log` what went; `stop` ends it. */
export function startCleaner(conn: QueueConnection, log: (line: string) => void): { stop(): void } {
  const redis = conn.redis();
  let busy = false;
  const clean = () => {
    if (busy) return;
    busy = true;
    cleanRuns(redis, { expired: true })
      .then((gone) => {
        for (const r of gone.filter((g) => g.runningJobs === 0))
          log(`removed expired run ${r.key} (${r.removedJobs} job${r.removedJobs === 1 ? '' : 's'})`);
      })
      .catch(() => undefined /* the queue is away: the next round tries again */)
      .finally(() => (busy = false));
  };
  clean();
  const timer = setInterval(clean, CLEAN_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
