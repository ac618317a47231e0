// The coordinator's side against a real redis-server of the tests' own, with a worker in this process.
import { Queue, Worker, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openQueueConnection, type QueueConnection } from '../../../src/adapters/queue/queueConnection.js';
import { QUEUE_NAME, QUEUE_PREFIX } from '../../../src/adapters/queue/queueJobs.js';
import type { QueueProgress } from '../../../src/adapters/queue/queueOutcome.js';
import { runOnQueue } from '../../../src/adapters/queue/runOnQueue.js';
import { freePort, SKIP_QUEUE_TESTS, startRedis, type TestRedis } from './redisServer.js';

let redis: TestRedis;
let conn: QueueConnection;

/** A worker here that doubles `data.n` after `data.ms` milliseconds, or throws for the numbers in `failing`; logs its calls. */
function doubler(failing = new Set<number>()): { worker: Worker; calls: string[] } {
  const calls: string[] = [];
  const worker = new Worker(
    QUEUE_NAME,
    async (job: Job<{ n: number; ms: number }>) => {
      calls.push(job.id ?? '');
      await new Promise((r) => setTimeout(r, job.data.ms));
      if (failing.has(job.data.n)) throw new Error(`job ${job.data.n} does not work`);
      return job.data.n * 2;
    },
    { connection: conn.redis(), prefix: QUEUE_PREFIX, concurrency: 4 },
  );
  return { worker, calls };
}

/** `n` jobs, the later ones quicker, so they finish out of order. */
const jobs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: 'odds' as const, data: { n: i, ms: (n - i) * 15 } }));

/** Whether a job is still on the queue. */
async function onQueue(id: string): Promise<boolean> {
  const queue = new Queue(QUEUE_NAME, { connection: conn.redis(), prefix: QUEUE_PREFIX });
  const job = await queue.getJob(id);
  await queue.close();
  return job !== undefined;
}

describe.skipIf(SKIP_QUEUE_TESTS)('runOnQueue', () => {
  beforeAll(async () => {
    redis = await startRedis();
    const c = await openQueueConnection({ url: redis.url, display: redis.url });
    if (!c.ok) throw new Error(c.problem.message);
    conn = c.value;
  });

  afterAll(async () => {
    await conn?.close();
    await redis?.stop();
  });

  it('gives the results in job order whatever order the jobs finish in, with progress up to all done', async () => {
    const { worker } = doubler();
    const seen: QueueProgress[] = [];
    const run = await runOnQueue<number>(conn, { key: 'odds-order', jobs: jobs(8), onProgress: (p) => seen.push(p) });
    const outcome = await run.done;
    await run.finish();
    await worker.close();
    expect(outcome).toEqual({ results: [0, 2, 4, 6, 8, 10, 12, 14], failures: [], stopped: false, resumed: 0 });
    expect(seen.at(-1)).toEqual({ total: 8, done: 8, running: 0, failed: 0 });
    expect(seen.some((p) => p.running > 0)).toBe(true);
  });

  it('lets a second coordinator of the same run read finished jobs back without redoing them, and removes them once done', async () => {
    const { worker, calls } = doubler();
    const first = await runOnQueue<number>(conn, { key: 'odds-resume', jobs: jobs(5) });
    await first.done;
    await worker.close();
    // The first coordinator "died" before writing its output and tidying up: the jobs are still there.
    expect(await onQueue('odds-resume-0')).toBe(true);
    const again = await runOnQueue<number>(conn, { key: 'odds-resume', jobs: jobs(5) });
    const outcome = await again.done;
    await again.finish();
    expect(outcome).toEqual({ results: [0, 2, 4, 6, 8], failures: [], stopped: false, resumed: 5 });
    expect(calls).toHaveLength(5);
    expect(await onQueue('odds-resume-0')).toBe(false);
    await first.finish();
  });

  it('picks up after a coordinator that stopped waiting: finished jobs are read back, the rest collected, nothing run twice', async () => {
    const { worker, calls } = doubler();
    const first = await runOnQueue<number>(conn, { key: 'odds-stopped', jobs: jobs(6) });
    await new Promise<void>((resolve) => worker.on('completed', () => resolve()));
    first.stop();
    const partial = await first.done;
    await first.finish();
    expect(partial.stopped).toBe(true);
    expect(await onQueue('odds-stopped-5')).toBe(true);
    const added: number[] = [];
    const again = await runOnQueue<number>(conn, {
      key: 'odds-stopped',
      jobs: jobs(6),
      onQueued: (n) => added.push(n),
    });
    const outcome = await again.done;
    await again.finish();
    await worker.close();
    expect(outcome.results).toEqual([0, 2, 4, 6, 8, 10]);
    expect(outcome.resumed).toBeGreaterThanOrEqual(1);
    expect(added).toEqual([0]);
    expect(calls).toHaveLength(6);
    expect(new Set(calls).size).toBe(6);
  });

  it('reports a job that fails on every try, keeps the run, and has the next coordinator try only that job again', async () => {
    const failing = new Set([1]);
    const { worker, calls } = doubler(failing);
    const run = await runOnQueue<number>(conn, { key: 'odds-failing', jobs: jobs(3) });
    const outcome = await run.done;
    await run.finish();
    expect(outcome.results).toEqual([0, undefined, 4]);
    expect(outcome.failures).toEqual([{ index: 1, reason: 'job 1 does not work' }]);
    expect(calls.filter((id) => id === 'odds-failing-1')).toHaveLength(3);
    expect(await onQueue('odds-failing-0')).toBe(true);
    // The trouble is fixed (on the workers' side): the same run again retries the failed job alone.
    failing.clear();
    const retried: number[] = [];
    const again = await runOnQueue<number>(conn, {
      key: 'odds-failing',
      jobs: jobs(3),
      onRetryFailed: (n) => retried.push(n),
    });
    const fixed = await again.done;
    await again.finish();
    await worker.close();
    expect(retried).toEqual([1]);
    expect(fixed).toMatchObject({ results: [0, 2, 4], failures: [], resumed: 2 });
    expect(calls).toHaveLength(6);
  });

  it('fails fast, in one line, when the server does not answer', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const t0 = Date.now();
    const r = await openQueueConnection({ url, display: url });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problem.message).toBe(
        `cannot reach the queue at ${url}: connection refused (is redis-server running there?)`,
      );
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});
