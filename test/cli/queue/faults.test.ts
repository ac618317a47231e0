// The queue under faults, as users meet them: a worker of another version beside the right ones, a worker killed
// outright, Redis killed and started again, a small run behind a large one, runs left behind. Real redis-server
// (loopback, a port of its own), real `fray worker` processes, real kills; the output must stay the local run's.
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfdArmyCsv } from '../../../bench/scenarios/mfdArmy.js';
import { stalledCheckMs } from '../../../src/adapters/queue/queueJobs.js';
import { FRAY_VERSION } from '../../../src/adapters/queue/runKey.js';
import { ROOT, tempDir } from '../../helpers/cli.js';
import { SKIP_QUEUE_TESTS, startRedis, type TestRedis } from '../../adapters/queue/redisServer.js';
import { jobsIn, otherVersion, runFray, startFray, startWorker, stop, timeOf, type FrayProcess } from './processes.js';

let redis: TestRedis;
let armies = '';
/** `fray mfd odds` of 5000 against 5000 (a fifth of a second a battle, one battle a job), `runs` battles. */
const armyOdds = (runs: number, seed: number) => [
  'mfd',
  'odds',
  '--heroes',
  join(armies, 'H.csv'),
  '--villains',
  join(armies, 'V.csv'),
  '--runs',
  String(runs),
  '--seed',
  String(seed),
  '--json',
];
/** `fray mfd odds` of the example teams: `runs` quick battles, in min(runs, 64) jobs. */
const exampleOdds = (runs: number, seed: number) => [
  'mfd',
  'odds',
  '--heroes',
  join(ROOT, 'examples/mfd/Heroes.csv'),
  '--villains',
  join(ROOT, 'examples/mfd/Villains.csv'),
  '--runs',
  String(runs),
  '--seed',
  String(seed),
  '--json',
];
const local = (args: string[]) => runFray([...args, '--workers', '1']);
const ready = (w: FrayProcess) => w.waitFor(/taking jobs from/);

/** The Redis keys whose name contains `text`. */
async function keysWith(text: string): Promise<string[]> {
  const r = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  try {
    return await r.keys(`*${text}*`);
  } finally {
    r.disconnect();
  }
}

/** Polls `f` every 200 ms until it is true; fails after `ms`. */
async function until(f: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await f())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(SKIP_QUEUE_TESTS)('the queue under faults', () => {
  beforeAll(async () => {
    redis = await startRedis();
    armies = tempDir();
    writeFileSync(join(armies, 'H.csv'), mfdArmyCsv('heroes', 5000, 1));
    writeFileSync(join(armies, 'V.csv'), mfdArmyCsv('villains', 5000, 2));
  });

  afterAll(async () => {
    await redis?.stop();
  });

  it('a worker of another version takes none of the jobs: the run ends on the right worker with the local answer', async () => {
    const other = otherVersion('9.9.9');
    const good = startWorker(redis.url, 1);
    const bad = startFray(
      ['worker', '--queue', redis.url, '--concurrency', '4', '--lock-ms', '2000'],
      tempDir(),
      other.entry,
    );
    try {
      await Promise.all([ready(good), ready(bad)]);
      expect(bad.stderr()).toMatch(/fray 9\.9\.9, taking jobs/);
      const args = exampleOdds(640, 21);
      const [queued, here] = await Promise.all([runFray([...args, '--queue', redis.url]), local(args)]);
      expect(queued.code, queued.stderr).toBe(0);
      expect(queued.stdout).toBe(here.stdout);
      expect(jobsIn(bad.stderr()).took).toEqual([]);
      expect(jobsIn(good.stderr()).done).toHaveLength(64);
    } finally {
      await Promise.all([stop(good), stop(bad)]);
      other.remove();
    }
  });

  it('the coordinator says, after a while without progress, that no worker of its version is there, and which are', async () => {
    const other = otherVersion('9.9.9');
    const bad = startFray(['worker', '--queue', redis.url, '--concurrency', '1'], tempDir(), other.entry);
    try {
      await ready(bad);
      const coordinator = startFray([...exampleOdds(640, 22), '--queue', redis.url]);
      const t0 = await timeOf(coordinator, /jobs? on the queue/);
      const [line] = await coordinator.waitFor(/^fray: no progress, and no worker of fray .* is connected.*$/m, 20_000);
      const waited = Date.now() - t0;
      expect(line).toBe(
        `fray: no progress, and no worker of fray ${FRAY_VERSION} is connected to the queue (connected: 1 worker of fray 9.9.9 (${hostname()})); start one with: fray worker --queue URL (workers of another version never take this run's jobs)`,
      );
      expect(waited).toBeGreaterThanOrEqual(9000);
      expect(waited).toBeLessThan(15_000);
      coordinator.child.kill('SIGINT');
      const r = await coordinator.exited;
      expect(r.code).toBe(130);
      // Its jobs stay on the queue for the same command; the next tests' workers must not find them.
      expect((await runFray(['queue', 'clean', '--queue', redis.url])).code).toBe(0);
    } finally {
      await stop(bad);
      other.remove();
    }
  });

  it('hands a killed worker’s job to another within the lock time and one stalled check after the worker took it', async () => {
    const lockMs = 4000;
    const a = startFray(['worker', '--queue', redis.url, '--concurrency', '1', '--lock-ms', String(lockMs)]);
    let b: FrayProcess | undefined;
    try {
      await ready(a);
      const args = armyOdds(1, 23);
      const coordinator = startFray([...args, '--queue', redis.url]);
      const here = local(args);
      const took = a.waitFor(/^fray worker: took odds .* \[([^\]]+)\]$/m);
      const [, id] = await took;
      const tookAt = Date.now();
      a.child.kill('SIGKILL');
      // The other worker comes a moment later, as after a crash: it finds the job once its lock has lapsed.
      await new Promise((r) => setTimeout(r, 2500));
      b = startFray(['worker', '--queue', redis.url, '--concurrency', '1', '--lock-ms', String(lockMs)]);
      const bReady = await timeOf(b, /taking jobs from/);
      const bTook = await timeOf(b, new RegExp(`^fray worker: took .* \\[${id}\\]$`, 'm'), 20_000);
      // From when the job was free to take (its lock lapsed, at the latest lockMs after it was taken) and the other
      // worker was there to take it: one stalled check at most. Before: a whole lock time after the other worker
      // came (its first check only marks the job; the second, lockMs later, moves it).
      const late = bTook - Math.max(tookAt + lockMs, bReady);
      console.log(
        `recovery after kill -9 with --lock-ms ${lockMs}: ${bTook - tookAt} ms (the other worker ready after ${bReady - tookAt} ms; ${late} ms after the lock lapsed or it was ready)`,
      );
      expect(late).toBeLessThanOrEqual(stalledCheckMs(lockMs) + 1000);
      const r = await coordinator.exited;
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe((await here).stdout);
    } finally {
      await stop(a);
      if (b) await stop(b);
    }
  });

  it('says when Redis is lost and when it is back, on the coordinator and the worker, and still gives the local answer', async () => {
    const w = startWorker(redis.url, 1);
    try {
      await ready(w);
      const args = armyOdds(8, 24);
      const here = local(args);
      const coordinator = startFray([...args, '--queue', redis.url]);
      const [, key] = await coordinator.waitFor(/\(run (odds-[0-9a-f]+)/);
      await w.waitFor(new RegExp(`^fray worker: done odds .* \\[${key}-`, 'm'));
      const port = redis.port;
      await redis.kill();
      const lostAt = Date.now();
      await Promise.all([
        coordinator.waitFor(/^fray: queue trouble, still trying: /m, 10_000),
        w.waitFor(/^fray worker: lost the queue \(.*\); still trying$/m, 10_000),
      ]);
      redis = await startRedis(port);
      const backAt = Date.now();
      const [cBack, wBack] = await Promise.all([
        timeOf(coordinator, /^fray: connected to the queue again \(it was away \d+\.\d s\)$/m, 15_000),
        timeOf(w, /^fray worker: connected to the queue again \(it was away \d+\.\d+ s\)$/m, 15_000),
      ]);
      console.log(
        `Redis away ${backAt - lostAt} ms; coordinator back ${cBack - backAt} ms and worker back ${wBack - backAt} ms after it restarted`,
      );
      const r = await coordinator.exited;
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe((await here).stdout);
      expect(r.stderr.match(/connected to the queue again/g)).toHaveLength(1);
    } finally {
      await stop(w);
    }
  });

  it('lets a small run go between the jobs of a large one put on the queue before it', async () => {
    const w = startWorker(redis.url, 1);
    try {
      await ready(w);
      const large = startFray([...armyOdds(16, 25), '--queue', redis.url]);
      await w.waitFor(/^fray worker: took odds/m);
      const small = exampleOdds(2, 26);
      const here = local(small);
      const coordinator = startFray([...small, '--queue', redis.url]);
      const [, smallKey] = await coordinator.waitFor(/\(run (odds-[0-9a-f]+)/);
      const tookBefore = jobsIn(w.stderr()).took.length;
      const queued = await coordinator.exited;
      expect(queued.code, queued.stderr).toBe(0);
      expect(queued.stdout).toBe((await here).stdout);
      // Once the small run is on the queue, the worker finishes its job and takes the small run's first job next,
      // then at most one more of the large run's before the small run's second (first in first out: all 16 first).
      const took = jobsIn(w.stderr()).took;
      const lastSmall = took.map((id) => id.startsWith(smallKey!)).lastIndexOf(true);
      const largeBetween = took.slice(tookBefore, lastSmall).filter((id) => !id.startsWith(smallKey!)).length;
      console.log(
        `the large run had ${tookBefore} of its 16 jobs taken when the small one came, and ${largeBetween} more before the small one's last`,
      );
      expect(tookBefore).toBeLessThan(14);
      expect(largeBetween).toBeLessThanOrEqual(2);
      const r = await large.exited;
      expect(r.code, r.stderr).toBe(0);
    } finally {
      await stop(w);
    }
  });

  it('removes a run nobody waits for once its --queue-keep has passed: jobs, results and record', async () => {
    const first = startFray([...exampleOdds(640, 27), '--queue', redis.url, '--queue-keep', '1s']);
    const [, key] = await first.waitFor(/\(run (odds-[0-9a-f]+)/);
    first.child.kill('SIGINT');
    expect((await first.exited).code).toBe(130);
    expect((await keysWith(key!)).length).toBeGreaterThan(64);
    await new Promise((r) => setTimeout(r, 1200));
    // The next one to connect (a coordinator here; workers also look every minute) removes it.
    const second = startFray([...exampleOdds(640, 28), '--queue', redis.url]);
    try {
      await until(async () => (await keysWith(key!)).length === 0, 10_000, `run ${key} is gone`);
    } finally {
      second.child.kill('SIGINT');
      await second.exited;
      await runFray(['queue', 'clean', '--queue', redis.url]);
    }
  });
});
