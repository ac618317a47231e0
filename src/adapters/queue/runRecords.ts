/**
 * Runs say they are on the queue: each coordinator keeps a record of its run (kind, jobs, version, who waits for
 * it, how long to keep it) refreshed while it waits. `fray queue status` lists runs from these records, and runs
 * nobody has waited for longer than their keep time are removed, jobs and results, by cleanRuns (which workers
 * call every minute, and `fray queue clean` on demand).
 */
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { QUEUE_PREFIX } from './queueJobs.js';
import { scanKeys } from './scanKeys.js';

/** How often a waiting coordinator refreshes its run's record, in ms. */
export const RUN_REFRESH_MS = 5000;
/** A run whose record has not been refreshed for this long has no coordinator waiting for it. */
export const RUN_GONE_MS = 3 * RUN_REFRESH_MS;
/** How long a run nobody waits for is kept by default before it is removed: a week. */
export const DEFAULT_KEEP_MS = 7 * 24 * 3600 * 1000;

const KEY_PREFIX = `${QUEUE_PREFIX}:run:`;

/** A run as its record tells it. */
export interface RunRecord {
  key: string;
  /** odds, sweep or tournament (the run key's first part). */
  kind: string;
  /** The fray version of its coordinator, whose queue holds its jobs. */
  version: string;
  total: number;
  /** When the run was first put on the queue (ms since the epoch). */
  created: number;
  /** When a coordinator last said it was waiting for the run. */
  seen: number;
  /** The coordinator that waits (or waited) for it. */
  host: string;
  pid: number;
  /** How long after `seen` the run is removed if nobody waits for it any more. */
  keepMs: number;
  /** True once its coordinator has stopped waiting (Ctrl-C, or done with jobs failed). */
  left?: boolean;
}

/** The Redis key of a run's record. */
export const runRecordKey = (key: string) => KEY_PREFIX + key;

/** Whether a coordinator is waiting for the run at `now`. */
export function isWaitedFor(r: RunRecord, now: number): boolean {
  return r.left !== true && now - r.seen < RUN_GONE_MS;
}

/** Whether the run has outlived its keep time at `now`: nobody has waited for it for longer. */
export function isExpired(r: RunRecord, now: number): boolean {
  return !isWaitedFor(r, now) && now - r.seen > r.keepMs;
}

/** A coordinator's record of its run, refreshed until `leave` (which keeps the record) or `remove`. */
export interface RunHeartbeat {
  leave(): Promise<void>;
  remove(): Promise<void>;
}

/** Writes the run's record now and every RUN_REFRESH_MS (the creation time of an earlier record is kept). */
export async function startRunRecord(
  redis: Redis,
  run: { key: string; version: string; total: number; keepMs: number },
): Promise<RunHeartbeat> {
  const key = runRecordKey(run.key);
  const earlier = await readRecord(redis, key).catch(() => undefined);
  const record: RunRecord = {
    key: run.key,
    kind: run.key.split('-')[0] ?? run.key,
    version: run.version,
    total: run.total,
    created: earlier?.created ?? Date.now(),
    seen: Date.now(),
    host: hostname(),
    pid: process.pid,
    keepMs: run.keepMs,
  };
  // The whole record each time: after a Redis restart (which forgets everything) the next refresh writes it again.
  const write = () => redis.set(key, JSON.stringify({ ...record, seen: Date.now() })).catch(() => undefined);
  // The last write or removal is not waited for long: with the queue away it would wait for it to come back.
  const briefly = async (p: Promise<unknown>) => {
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([p, new Promise((r) => (timeout = setTimeout(r, 1000)))]);
    clearTimeout(timeout);
  };
  await write();
  const timer = setInterval(() => void write(), RUN_REFRESH_MS);
  timer.unref();
  return {
    async leave() {
      clearInterval(timer);
      record.left = true;
      await briefly(write());
    },
    async remove() {
      clearInterval(timer);
      await briefly(redis.del(key).catch(() => 0));
    },
  };
}

async function readRecord(redis: Redis, key: string): Promise<RunRecord | undefined> {
  const v = await redis.get(key);
  if (v === null) return undefined;
  try {
    return JSON.parse(v) as RunRecord;
  } catch {
    return undefined;
  }
}

/** Every run with a record, oldest first. */
export async function listRuns(redis: Redis): Promise<RunRecord[]> {
  const keys = await scanKeys(redis, `${KEY_PREFIX}*`);
  const out: RunRecord[] = [];
  for (const k of keys) {
    const r = await readRecord(redis, k);
    if (r !== undefined) out.push(r);
  }
  return out.sort((a, b) => a.created - b.created);
}

/** Removes a run's record (its jobs are removed by removeRun in runStore). */
export async function dropRunRecord(redis: Redis, key: string): Promise<void> {
  await redis.del(runRecordKey(key));
}
