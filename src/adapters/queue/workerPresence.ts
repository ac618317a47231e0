/**
 * Workers say they are there: each keeps a small record on the queue's server (host, pid, version, jobs done, the
 * jobs it is running), refreshed every few seconds and expiring soon after the worker stops refreshing it, so a
 * killed worker drops out of the list by itself. Coordinators read it to say when no worker of their version is
 * connected, and `fray queue status` to list them.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { QUEUE_PREFIX } from './queueJobs.js';
import { FRAY_VERSION } from './runKey.js';
import { scanKeys } from './scanKeys.js';

/** How often a worker refreshes its record, in ms. */
export const PRESENCE_REFRESH_MS = 3000;
/** How long a record outlives its last refresh, in ms: a few refreshes, so a slow one does not drop a live worker. */
export const PRESENCE_TTL_MS = 10_000;

const KEY_PREFIX = `${QUEUE_PREFIX}:worker:`;

/** A connected worker as its record tells it. */
export interface WorkerInfo {
  id: string;
  host: string;
  pid: number;
  version: string;
  /** Jobs it takes at once. */
  concurrency: number;
  /** When it started (ms since the epoch). */
  started: number;
  done: number;
  failed: number;
  /** The jobs it is running: id and a description. */
  current: { id: string; what: string }[];
}

/** A worker's record, kept up to date while it runs. */
export interface Presence {
  took(id: string, what: string): void;
  /** A job ended: done, failed (this try), or handed back untouched (counted as neither). */
  finished(id: string, how: 'done' | 'failed' | 'released'): void;
  /** Removes the record (a worker that stops cleanly leaves the list at once). */
  stop(): Promise<void>;
}

/** Starts keeping this worker's record on `redis` (a connection of its own, closed by the caller). */
export function startPresence(redis: Redis, concurrency: number): Presence {
  const id = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const info: WorkerInfo = {
    id,
    host: hostname(),
    pid: process.pid,
    version: FRAY_VERSION,
    concurrency,
    started: Date.now(),
    done: 0,
    failed: 0,
    current: [],
  };
  const key = KEY_PREFIX + id;
  // The whole record each time: after a Redis restart (which forgets everything) the next refresh writes it again.
  const write = () =>
    void redis
      .set(key, JSON.stringify(info), 'PX', PRESENCE_TTL_MS)
      .catch(() => undefined /* the queue is away; the worker's error line says so */);
  write();
  const timer = setInterval(write, PRESENCE_REFRESH_MS);
  timer.unref();
  return {
    took(jobId, what) {
      info.current.push({ id: jobId, what });
      write();
    },
    finished(jobId, how) {
      info.current = info.current.filter((c) => c.id !== jobId);
      if (how === 'done') info.done++;
      else if (how === 'failed') info.failed++;
      write();
    },
    async stop() {
      clearInterval(timer);
      // Not waited for long: with the queue away the command would wait for it, and the record expires anyway.
      let timeout: NodeJS.Timeout | undefined;
      const late = new Promise<void>((r) => (timeout = setTimeout(r, 1000)));
      await Promise.race([redis.del(key).catch(() => 0), late]);
      clearTimeout(timeout);
    },
  };
}

/** The workers connected now (whatever their version), read with `redis`. */
export async function listWorkers(redis: Redis): Promise<WorkerInfo[]> {
  const keys = await scanKeys(redis, `${KEY_PREFIX}*`);
  if (keys.length === 0) return [];
  const values = await redis.mget(keys);
  const out: WorkerInfo[] = [];
  for (const v of values) {
    if (v === null) continue; // expired between the scan and the read
    try {
      out.push(JSON.parse(v) as WorkerInfo);
    } catch {
      // Not a record of ours: skipped, a status never fails for one stray key.
    }
  }
  return out.sort((a, b) => a.host.localeCompare(b.host) || a.pid - b.pid);
}
