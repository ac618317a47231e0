/**
 * The queue against the local thread pool, on this machine: odds battles per second and tournament matches per
 * second with 1 and 2 `fray worker` processes (one job at a time each) against `--workers 1` and `2`; the queue's
 * own cost per job (an empty job's round trip, and a one-battle job through a real worker); and the time of one
 * job of the size chosen (JOB_MIN_RUNS battles), to show the overhead is a few per cent of it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openQueueConnection } from '../src/adapters/queue/queueConnection.js';
import { QUEUE_NAME, QUEUE_PREFIX } from '../src/adapters/queue/queueJobs.js';
import { runOnQueue } from '../src/adapters/queue/runOnQueue.js';
import { parseTeams } from '../src/mfd/teamCsv/parseTeams.js';
import { readText } from '../src/adapters/files.js';
import { JOB_MIN_RUNS, jobTeams } from '../src/mfd/odds/oddsJobs.js';
import { FRAY_VERSION } from '../src/adapters/queue/runKey.js';
import { runChunk } from '../src/mfd/odds/runChunk.js';
import type { BenchResult } from './types.js';
import { FRAY, median } from './timeProcess.js';

const ROOT = resolve(import.meta.dirname, '../..');
const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
const HEROES = join(ROOT, 'examples/mfd/Heroes.csv');
const VILLAINS = join(ROOT, 'examples/mfd/Villains.csv');

function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => res(typeof a === 'object' && a !== null ? a.port : 0));
    });
  });
}

async function startRedis(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fray-bench-redis-'));
  const child = spawn(
    REDIS as string,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  await new Promise<void>((res) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) res();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts `n` workers taking one job at a time, and waits until each listens. */
async function workers(url: string, n: number): Promise<ChildProcess[]> {
  const out: ChildProcess[] = [];
  for (let i = 0; i < n; i++) {
    const w = spawn(process.execPath, ['--no-node-snapshot', FRAY, 'worker', '--queue', url, '--concurrency', '1'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    await new Promise<void>((res) =>
      w.stderr?.on('data', (d: Buffer) => d.toString().includes('taking jobs') && res()),
    );
    w.stderr?.resume();
    out.push(w);
  }
  return out;
}

async function stopAll(ws: ChildProcess[]): Promise<void> {
  await Promise.all(
    ws.map(
      (w) =>
        new Promise((res) => {
          w.once('exit', res);
          w.kill('SIGTERM');
        }),
    ),
  );
}

/** Wall time of a whole fray process in ms (start-up included), which must succeed. */
function wall(args: string[]): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--no-node-snapshot', FRAY, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (r.status !== 0) throw new Error(`fray failed: ${r.stderr}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/** Milliseconds per job for `jobs` run one after another by whoever takes them (a worker must be listening). */
async function jobsMs(url: string, jobs: { name: 'odds'; data: unknown }[]): Promise<number> {
  const conn = await openQueueConnection({ url, display: url });
  if (!conn.ok) throw new Error(conn.problem.message);
  const t0 = performance.now();
  const run = await runOnQueue<unknown>(conn.value, { key: `odds-bench-${Date.now()}`, jobs });
  const outcome = await run.done;
  const ms = (performance.now() - t0) / jobs.length;
  await run.finish();
  await conn.value.close();
  if (outcome.failures.length > 0) throw new Error(`a job failed: ${outcome.failures[0]?.reason}`);
  return ms;
}

/** Round trips of jobs that do nothing, through BullMQ and Redis, one at a time: the queue's own cost per job. */
async function emptyJobMs(url: string, jobs: number): Promise<number> {
  const conn = await openQueueConnection({ url, display: url });
  if (!conn.ok) throw new Error(conn.problem.message);
  const { Worker } = await import('bullmq');
  const worker = new Worker(QUEUE_NAME, async () => 0, {
    connection: conn.value.redis(),
    prefix: QUEUE_PREFIX,
    concurrency: 1,
  });
  await worker.waitUntilReady();
  const ms = await jobsMs(
    url,
    Array.from({ length: jobs }, () => ({ name: 'odds' as const, data: {} })),
  );
  await worker.close();
  await conn.value.close();
  return ms;
}

export async function run(): Promise<BenchResult[]> {
  if (REDIS === undefined)
    return [{ name: 'queue: skipped (no redis-server; apt-get install redis-server)', value: 0, unit: '' }];
  const redis = await startRedis();
  const rows: BenchResult[] = [];
  try {
    // Each measure is repeated three times, the four set-ups taking turns, so all see the same machine load.
    const alternate = async (args: (extra: string[], rep: number) => string[]) => {
      const t = { local1: [] as number[], local2: [] as number[], queue1: [] as number[], queue2: [] as number[] };
      for (let rep = 0; rep < 3; rep++) {
        t.local1.push(wall(args(['--workers', '1'], rep)));
        t.local2.push(wall(args(['--workers', '2'], rep + 10)));
        const ws = await workers(redis.url, 1);
        t.queue1.push(wall(args(['--queue', redis.url], rep + 20)));
        ws.push(...(await workers(redis.url, 1)));
        t.queue2.push(wall(args(['--queue', redis.url], rep + 30)));
        await stopAll(ws);
      }
      return { local1: median(t.local1), local2: median(t.local2), queue1: median(t.queue1), queue2: median(t.queue2) };
    };

    // Odds: 400,000 battles of the example (800 chunks of 500, 67 jobs of 12): long enough that start-up
    // (about 0.3 s for a coordinator) is a small part. The seed differs every run, so no run finds its jobs done.
    const runs = 400_000;
    const o = await alternate((extra, rep) => [
      'mfd',
      'odds',
      '--heroes',
      HEROES,
      '--villains',
      VILLAINS,
      '--runs',
      String(runs),
      '--seed',
      String(100 + rep),
      '--json',
      ...extra,
    ]);
    const bps = (ms: number) => Math.round((runs / ms) * 1000);
    rows.push(
      {
        name: `queue: odds, ${runs} example battles, local --workers 1 (whole process)`,
        value: bps(o.local1),
        unit: 'battles/s',
      },
      { name: 'queue: odds, local --workers 2', value: bps(o.local2), unit: 'battles/s' },
      { name: 'queue: odds, on the queue, 1 worker', value: bps(o.queue1), unit: 'battles/s' },
      { name: 'queue: odds, on the queue, 2 workers', value: bps(o.queue2), unit: 'battles/s' },
      {
        name: 'queue: odds, 1 queue worker / local --workers 1 (throughput ratio)',
        value: Number((o.local1 / o.queue1).toFixed(2)),
        unit: 'x',
      },
      {
        name: 'queue: odds, 2 queue workers / 1 queue worker (throughput ratio)',
        value: Number((o.queue1 / o.queue2).toFixed(2)),
        unit: 'x',
      },
    );

    // Tournament: the five demos, 20 matches of at most 1000 turns, sandboxed.
    const demos = readdirSync(join(ROOT, 'examples/summoners'))
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((f) => join(ROOT, 'examples/summoners', f));
    const matches = demos.length * (demos.length - 1);
    const t = await alternate((extra, rep) => [
      'summoner',
      'tournament',
      ...demos,
      '--max-turns',
      '1000',
      '--seed',
      String(200 + rep),
      '--json',
      ...extra,
    ]);
    const mps = (ms: number) => Number(((matches / ms) * 1000).toFixed(1));
    rows.push(
      {
        name: `queue: tournament, ${matches} demo matches, local --workers 1 (whole process)`,
        value: mps(t.local1),
        unit: 'matches/s',
      },
      { name: 'queue: tournament, local --workers 2', value: mps(t.local2), unit: 'matches/s' },
      { name: 'queue: tournament, on the queue, 1 worker', value: mps(t.queue1), unit: 'matches/s' },
      { name: 'queue: tournament, on the queue, 2 workers', value: mps(t.queue2), unit: 'matches/s' },
      {
        name: 'queue: tournament, 1 queue worker / local --workers 1 (throughput ratio)',
        value: Number((t.local1 / t.queue1).toFixed(2)),
        unit: 'x',
      },
      {
        name: 'queue: tournament, 2 queue workers / 1 queue worker (throughput ratio)',
        value: Number((t.queue1 / t.queue2).toFixed(2)),
        unit: 'x',
      },
    );

    // The cost of a job: an empty one through BullMQ alone, and a one-battle duel job through a real `fray worker`
    // (job data in, thread message, summary back), 500 of each, one at a time.
    const empty = await emptyJobMs(redis.url, 500);
    const ws = await workers(redis.url, 1);
    const duel = parseTeams(
      ...(['duel-heroes.csv', 'duel-villains.csv'].map((f) => {
        const path = join(ROOT, 'examples/mfd', f);
        const text = readText(path);
        if (!text.ok) throw new Error(text.problem.message);
        return { file: path, text: text.value };
      }) as [{ file: string; text: string }, { file: string; text: string }]),
    );
    if (!duel.ok) throw new Error(duel.problem.message);
    const oneBattle = await jobsMs(
      redis.url,
      Array.from({ length: 500 }, (_, i) => ({
        name: 'odds' as const,
        data: { fray: FRAY_VERSION, teams: jobTeams(duel.value.teams), seed: 1, chunks: [{ index: i, runs: 1 }] },
      })),
    );
    await stopAll(ws);
    // What one job of the chosen size costs to compute (example battle, JOB_MIN_RUNS battles, on this thread).
    const h = readText(HEROES),
      v = readText(VILLAINS);
    if (!h.ok || !v.ok) throw new Error('cannot read the example');
    const teams = parseTeams({ file: HEROES, text: h.value }, { file: VILLAINS, text: v.value });
    if (!teams.ok) throw new Error(teams.problem.message);
    // Warmed up first, then the median of five: the worker's threads are warm after their first job.
    const job = (seed: number) => {
      const t0 = performance.now();
      for (let i = 0; i < JOB_MIN_RUNS / 500; i++) runChunk(teams.value.teams, seed, i, 500);
      return performance.now() - t0;
    };
    job(0);
    const jobMs = median([1, 2, 3, 4, 5].map(job));
    const perJob = oneBattle;
    rows.push(
      {
        name: 'queue: overhead per job, empty job round trip (BullMQ + Redis, one at a time)',
        value: Number(empty.toFixed(2)),
        unit: 'ms',
      },
      {
        name: 'queue: overhead per job, one-battle job through a `fray worker` process (thread included)',
        value: Number(perJob.toFixed(2)),
        unit: 'ms',
      },
      {
        name: `queue: compute of one job of the chosen size (${JOB_MIN_RUNS} example battles)`,
        value: Number(jobMs.toFixed(1)),
        unit: 'ms',
      },
      {
        name: 'queue: overhead / compute for a job of the chosen size',
        value: Number(((perJob / jobMs) * 100).toFixed(1)),
        unit: '%',
        target: '< 5%',
      },
    );
  } finally {
    redis.stop();
  }
  return rows;
}
