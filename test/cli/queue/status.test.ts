// `fray queue status` and `fray queue clean` on a real redis-server of the tests' own (loopback), with a real worker:
// the runs (waited for or left), the worker and what it runs, a job that failed for good with its reason; then
// cleaning removes every run nobody waits for, jobs, results and records.
import { hostname } from 'node:os';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfdArmyCsv } from '../../../bench/scenarios/mfdArmy.js';
import { QUEUE_NAME, QUEUE_PREFIX } from '../../../src/adapters/queue/queueJobs.js';
import type { QueueStatusReport } from '../../../src/adapters/queue/queueRuns.js';
import { FRAY_VERSION } from '../../../src/adapters/queue/runKey.js';
import { expectBadInput, ROOT, tempDir } from '../../helpers/cli.js';
import { freePort, SKIP_QUEUE_TESTS, startRedis, type TestRedis } from '../../adapters/queue/redisServer.js';
import { runFray, startFray, startWorker, stop } from './processes.js';

let redis: TestRedis;

const exampleOdds = (seed: number) => [
  'mfd',
  'odds',
  '--heroes',
  join(ROOT, 'examples/mfd/Heroes.csv'),
  '--villains',
  join(ROOT, 'examples/mfd/Villains.csv'),
  '--runs',
  '640',
  '--seed',
  String(seed),
  '--json',
];

describe.skipIf(SKIP_QUEUE_TESTS)('fray queue status and clean', () => {
  beforeAll(async () => {
    redis = await startRedis();
  });

  afterAll(async () => {
    await redis?.stop();
  });

  it('lists runs, workers and failed jobs (text and --json), and clean removes the runs nobody waits for', async () => {
    // A run with a job every worker refuses (made to look as if an older fray had made it): it fails for good.
    const failing = startFray([...exampleOdds(31), '--queue', redis.url]);
    const [, failingKey] = await failing.waitFor(/\(run (odds-[0-9a-f]+)/);
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUE_NAME, { connection, prefix: QUEUE_PREFIX });
    const job = (await queue.getJob(`${failingKey}-2`)) as Job;
    await job.updateData({ ...(job.data as object), fray: '0.0.1' });
    await queue.close();
    connection.disconnect();
    const w = startWorker(redis.url, 1);
    const armies = tempDir();
    writeFileSync(join(armies, 'H.csv'), mfdArmyCsv('heroes', 5000, 1));
    writeFileSync(join(armies, 'V.csv'), mfdArmyCsv('villains', 5000, 2));
    let busy: ReturnType<typeof startFray> | undefined;
    try {
      expect((await failing.exited).code).toBe(1);
      // A run being worked on, waited for by its coordinator: 30 battles of a fifth of a second, one a job.
      busy = startFray([
        ...['mfd', 'odds', '--heroes', join(armies, 'H.csv'), '--villains', join(armies, 'V.csv')],
        ...['--runs', '30', '--seed', '32', '--json', '--queue', redis.url],
      ]);
      const [, busyKey] = await busy.waitFor(/\(run (odds-[0-9a-f]+)/);
      await w.waitFor(new RegExp(`^fray worker: done odds .*\\[${busyKey}-`, 'm'));
      const json = await runFray(['queue', 'status', '--queue', redis.url, '--json']);
      expect(json.code, json.stderr).toBe(0);
      const report = JSON.parse(json.stdout) as QueueStatusReport;
      const byKey = new Map(report.runs.map((r) => [r.key, r]));
      expect(byKey.get(failingKey!)).toMatchObject({
        kind: 'odds',
        version: FRAY_VERSION,
        total: 64,
        done: 63,
        failed: 1,
        running: 0,
        waitedFor: false,
        left: true,
        host: hostname(),
      });
      const b = byKey.get(busyKey!)!;
      expect(b).toMatchObject({
        kind: 'odds',
        total: 30,
        waitedFor: true,
        failed: 0,
        host: hostname(),
        pid: busy.child.pid,
      });
      expect(b.done).toBeGreaterThanOrEqual(1);
      expect(b.done + b.running + b.queued).toBe(30);
      expect(report.workers).toHaveLength(1);
      expect(report.workers[0]).toMatchObject({ host: hostname(), version: FRAY_VERSION, concurrency: 1 });
      expect(report.workers[0]!.done).toBeGreaterThanOrEqual(64);
      expect(report.failed).toEqual([
        {
          run: failingKey,
          index: 2,
          version: FRAY_VERSION,
          tries: 3,
          reason: `this worker runs fray ${FRAY_VERSION}; the job was made by fray 0.0.1`,
        },
      ]);
      const text = await runFray(['queue', 'status', '--queue', redis.url]);
      expect(text.code, text.stderr).toBe(0);
      expect(text.stdout).toMatch(
        new RegExp(
          `^  odds ${failingKey} \\(fray ${FRAY_VERSION}\\): 63/64 done, 0 running, 0 queued, 1 failed; started \\d+ s ago; nobody waits \\(last seen \\d+ s ago; removed in 6 d unless resumed\\)$`,
          'm',
        ),
      );
      expect(text.stdout).toMatch(
        new RegExp(`^  odds ${busyKey} .* waited for by ${hostname()} pid ${busy.child.pid}$`, 'm'),
      );
      expect(text.stdout).toMatch(
        new RegExp(
          `^workers \\(1\\):\\n  ${hostname()} pid \\d+ \\(fray ${FRAY_VERSION}, 1 at once, up \\d+ s\\): \\d+ done, 3 failed; (idle|running odds chunk)`,
          'm',
        ),
      );
      expect(text.stdout).toMatch(
        new RegExp(
          `^failed jobs \\(1\\):\\n  ${failingKey} job 2 \\(fray ${FRAY_VERSION}, 3 tries\\): this worker runs fray`,
          'm',
        ),
      );

      // Clean leaves the run its coordinator waits for, and removes the other one whole.
      const first = await runFray(['queue', 'clean', '--queue', redis.url, '--json']);
      expect(first.code, first.stderr).toBe(0);
      expect(JSON.parse(first.stdout)).toEqual({
        removed: [{ key: failingKey, kind: 'odds', version: FRAY_VERSION, removedJobs: 64, runningJobs: 0 }],
      });
      // Then the busy run is stopped (Ctrl-C: its jobs stay) and the worker too; a second clean removes it.
      busy.child.kill('SIGINT');
      expect((await busy.exited).code).toBe(130);
      await stop(w);
      const second = await runFray(['queue', 'clean', '--queue', redis.url]);
      expect(second.code, second.stderr).toBe(0);
      expect(second.stdout).toMatch(new RegExp(`^removed odds ${busyKey} \\(fray ${FRAY_VERSION}\\): 30 jobs$`, 'm'));
      const keys = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      const left = await keys.keys('*odds-*');
      keys.disconnect();
      expect(left).toEqual([]);
      const empty = await runFray(['queue', 'status', '--queue', redis.url]);
      expect(empty.stdout).toBe('runs: none\nworkers: none connected\nfailed jobs: none\n');
    } finally {
      if (busy) {
        busy.child.kill('SIGINT');
        await busy.exited;
      }
      await stop(w);
    }
  });

  it('says in one line, exit code 2, what is wrong with the address or an option', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    expectBadInput(
      await runFray(['queue', 'status', '--queue', url]),
      /^fray: cannot reach the queue at .*: connection refused/,
    );
    expectBadInput(await runFray(['queue', 'clean', '--queue', url, '--json']), /cannot reach the queue/);
    expectBadInput(await runFray(['queue', 'status']), /required option '--queue <redis-url>' not specified/);
    expectBadInput(
      await runFray(['queue', 'clean', '--queue', redis.url, '--older-than', 'soon']),
      /--older-than.*expected a duration such as 90s, 15m, 12h or 7d, got 'soon'/,
    );
    const help = await runFray(['queue', '--help']);
    expect(help.stdout).toMatch(/status .*\n.*clean/s);
  });
});
