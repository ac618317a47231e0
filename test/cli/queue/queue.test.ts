// The queue as users run it: a coordinator and `fray worker` processes side by side, on a redis-server of the tests'
// own (loopback only). Workers are killed mid-job, coordinators killed and restarted, jobs made to fail; the output
// must always be the local run's, byte for byte.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfdArmyCsv } from '../../../bench/scenarios/mfdArmy.js';
import { packBot } from '../../../src/adapters/queue/botPack.js';
import { openQueueConnection } from '../../../src/adapters/queue/queueConnection.js';
import {
  QUEUE_NAME,
  QUEUE_PREFIX,
  type MatchJobData,
  type QueueEntrant,
} from '../../../src/adapters/queue/queueJobs.js';
import { runOnQueue } from '../../../src/adapters/queue/runOnQueue.js';
import { FRAY_VERSION } from '../../../src/adapters/queue/runKey.js';
import type { CompiledBot } from '../../../src/adapters/sandbox/compileBot.js';
import { DEFAULT_LIMITS } from '../../../src/adapters/sandbox/limits.js';
import { prepareBot } from '../../../src/adapters/summoner/loadBot.js';
import type { MatchOutcome } from '../../../src/adapters/summoner/tournamentMatch.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { expectBadInput, ROOT, tempDir, type CliRun } from '../../helpers/cli.js';
import { freePort, SKIP_QUEUE_TESTS, startRedis, type TestRedis } from '../../adapters/queue/redisServer.js';
import { httpServer, silentServer } from '../../adapters/queue/strangeServers.js';
import { jobsIn, runFray, startFray, startWorker, stop, type FrayProcess } from './processes.js';

const DEMOS = join(ROOT, 'examples/summoners');
const demos = ['rusher', 'cloner', 'random'].map((b) => join(DEMOS, `${b}.ts`));
const tournamentArgs = ['summoner', 'tournament', ...demos, '--seed', '4', '--max-turns', '100', '--json'];

let redis: TestRedis;
let armies = '';
/** Six battles of 5000 against 5000: one battle per job, each long enough (a fifth of a second) to be killed in. */
let armyOdds: string[] = [];
let localTournament: CliRun;
let localArmy: CliRun;

/** Waits until a worker is listening for jobs. */
const ready = (w: FrayProcess) => w.waitFor(/taking jobs from/);
/** Waits until a worker's log says it finished job `id` (its line may come a moment after the coordinator is done). */
const finished = (w: FrayProcess, id: string) =>
  w.waitFor(new RegExp(`^fray worker: done .* \\[${id}\\]$`, 'm'), 10_000);

describe.skipIf(SKIP_QUEUE_TESTS)('fray on a queue', () => {
  beforeAll(async () => {
    redis = await startRedis();
    armies = tempDir();
    writeFileSync(join(armies, 'H.csv'), mfdArmyCsv('heroes', 5000, 1));
    writeFileSync(join(armies, 'V.csv'), mfdArmyCsv('villains', 5000, 2));
    armyOdds = [
      'mfd',
      'odds',
      '--heroes',
      join(armies, 'H.csv'),
      '--villains',
      join(armies, 'V.csv'),
      '--runs',
      '6',
      '--seed',
      '11',
      '--json',
    ];
    // The local runs every queued run must equal (one thread each: the answer does not depend on it).
    [localTournament, localArmy] = await Promise.all([
      runFray([...tournamentArgs, '--workers', '1']),
      runFray([...armyOdds, '--workers', '1']),
    ]);
    expect(localTournament.code, localTournament.stderr).toBe(0);
    expect(localArmy.code, localArmy.stderr).toBe(0);
  });

  afterAll(async () => {
    await redis?.stop();
  });

  it('plays a tournament on two workers, one killed in the middle of a match, and prints the local result byte for byte', async () => {
    const a = startWorker(redis.url),
      b = startWorker(redis.url);
    try {
      await Promise.all([ready(a), ready(b)]);
      const coordinator = startFray([...tournamentArgs, '--queue', redis.url]);
      const [, id] = await a.waitFor(/^fray worker: took match .* \[([^\]]+)\]$/m);
      a.child.kill('SIGKILL');
      const r = await coordinator.exited;
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe(localTournament.stdout);
      // The killed worker had taken the match and not finished it; the other one played it after the lock lapsed.
      expect(jobsIn(a.stderr()).done).not.toContain(id);
      await finished(b, id!);
      expect((await stop(b)).code).toBe(0);
    } finally {
      await Promise.all([stop(a), stop(b)]);
    }
  });

  it('fights odds chunks on two workers, one killed mid-chunk, with the local answer; the coordinator shows no bar with --json', async () => {
    const a = startWorker(redis.url),
      b = startWorker(redis.url);
    try {
      await Promise.all([ready(a), ready(b)]);
      const coordinator = startFray([...armyOdds, '--queue', redis.url]);
      const [, id] = await a.waitFor(/^fray worker: took odds .* \[([^\]]+)\]$/m);
      a.child.kill('SIGKILL');
      const r = await coordinator.exited;
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe(localArmy.stdout);
      expect(r.stderr).not.toMatch(/jobs \|/);
      expect(jobsIn(a.stderr()).done).not.toContain(id);
      await finished(b, id!);
    } finally {
      await Promise.all([stop(a), stop(b)]);
    }
  });

  it('resumes after the coordinator is killed and restarted, without redoing a finished job', async () => {
    const w = startWorker(redis.url);
    try {
      await ready(w);
      const args = [...armyOdds.slice(0, -3), '--seed', '12', '--json', '--queue', redis.url];
      const local = runFray([...armyOdds.slice(0, -3), '--seed', '12', '--json', '--workers', '1']);
      const first = startFray(args);
      await w.waitFor(/^fray worker: done odds/m);
      first.child.kill('SIGKILL');
      await first.exited;
      const second = await runFray(args);
      expect(second.code, second.stderr).toBe(0);
      expect(second.stderr).toMatch(/resumed: [1-6] of 6 jobs were already done on the queue/);
      expect(second.stdout).toBe((await local).stdout);
      // Six jobs, each fought exactly once across both coordinators.
      await w.waitFor(/(?:^fray worker: done odds.*$[\s\S]*?){6}/m, 10_000);
      const { took, done } = jobsIn(w.stderr());
      expect(done).toHaveLength(6);
      expect(new Set(took).size).toBe(6);
      expect(took).toHaveLength(6);
    } finally {
      await stop(w);
    }
  });

  it('reports a job that fails on every try (exit 1, one clear line, the result marked partial), and drops nothing else', async () => {
    const coordinator = startFray([
      'mfd',
      'odds',
      '--heroes',
      join(ROOT, 'examples/mfd/Heroes.csv'),
      '--villains',
      join(ROOT, 'examples/mfd/Villains.csv'),
      '--runs',
      '640',
      '--seed',
      '5',
      '--json',
      '--queue',
      redis.url,
    ]);
    const [, key] = await coordinator.waitFor(/\(run (odds-[0-9a-f]+)\)/);
    // Before any worker runs: job 2 is made to look as if an older fray had made it, which every worker refuses.
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUE_NAME, { connection, prefix: QUEUE_PREFIX });
    const job = (await queue.getJob(`${key}-2`)) as Job;
    await job.updateData({ ...(job.data as object), fray: '0.0.1' });
    await queue.close();
    connection.disconnect();
    const w = startWorker(redis.url);
    try {
      const r = await coordinator.exited;
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        /^fray: 1 job failed on every try, first chunk 2: this worker runs fray .*; the job was made by fray 0\.0\.1; run the same command again to retry only those$/m,
      );
      const j = JSON.parse(r.stdout) as { partial: boolean; runs: number; requestedRuns: number };
      expect(j).toMatchObject({ partial: true, runs: 630, requestedRuns: 640 });
      expect(w.stderr()).toMatch(/failed odds chunk 2 .*try 3 of 3, no more tries/);
    } finally {
      await stop(w);
    }
  });

  it('hands a running match back to the queue when a worker is stopped twice; another worker plays it', async () => {
    const a = startWorker(redis.url);
    try {
      await ready(a);
      const coordinator = startFray([...tournamentArgs, '--queue', redis.url]);
      const [, id] = await a.waitFor(/^fray worker: took match .* \[([^\]]+)\]$/m);
      a.child.kill('SIGTERM');
      await a.waitFor(/stopping \(SIGTERM\): finishing 1 running job/);
      a.child.kill('SIGTERM');
      const ra = await a.exited;
      expect(ra.code).toBe(130);
      expect(ra.stderr).toMatch(/handing the running jobs back to the queue/);
      expect(jobsIn(ra.stderr).done).not.toContain(id);
      const b = startWorker(redis.url);
      const r = await coordinator.exited;
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe(localTournament.stdout);
      await finished(b, id!);
      expect((await stop(b)).code).toBe(0);
    } finally {
      await stop(a);
    }
  });

  it('refuses, without retrying, a bot whose content does not match its hash: a module and a packed process bot', async () => {
    const conn = await openQueueConnection({ url: redis.url, display: redis.url });
    if (!conn.ok) throw new Error(conn.problem.message);
    const w = startWorker(redis.url);
    try {
      const module = await prepareBot(demos[0]!, { trusted: false });
      const python = await prepareBot(join(DEMOS, 'python/python-starter.bot.json'), { trusted: false });
      if (!module.ok || !python.ok) throw new Error('cannot prepare the bots');
      const pack = packBot(join(DEMOS, 'python/python-starter.bot.json'));
      if (!pack.ok) throw new Error(pack.problem.message);
      const honest: QueueEntrant = { name: 'random', prepared: module.value };
      // The code changed after it was hashed (a tampered job, or a corrupted one): the hash in the job no longer fits.
      const forged: QueueEntrant = {
        name: 'rusher',
        prepared: {
          ...module.value,
          source: {
            kind: 'module',
            bot: { ...(module.value.source as { bot: CompiledBot }).bot, code: 'export default {}' },
          },
        },
      };
      const files = pack.value.files.map((f) =>
        f.path.endsWith('.py') ? { ...f, base64: Buffer.from('import os\n').toString('base64') } : f,
      );
      const forgedPack: QueueEntrant = {
        name: 'python-starter',
        prepared: python.value,
        pack: { ...pack.value, files },
      };
      const job = (seats: [QueueEntrant, QueueEntrant], index: number): { name: 'match'; data: MatchJobData } => ({
        name: 'match',
        data: {
          fray: FRAY_VERSION,
          index,
          seats,
          rules: { ...DEFAULT_RULES, maxTurns: 20 },
          limits: { ...DEFAULT_LIMITS },
          seed: 1,
          replays: false,
        },
      });
      const run = await runOnQueue<MatchOutcome>(conn.value, {
        key: `tournament-forged${Date.now()}`,
        jobs: [job([forged, honest], 0), job([honest, forgedPack], 1), job([honest, honest], 2)],
      });
      const outcome = await run.done;
      await run.finish();
      expect(outcome.failures.map((f) => f.index)).toEqual([0, 1]);
      expect(outcome.failures[0]?.reason).toMatch(/^refused bot 'rusher': its code does not match its hash/);
      expect(outcome.failures[1]?.reason).toMatch(/^refused bot 'python-starter': its content does not match its hash/);
      expect(outcome.results[2]).toHaveProperty('summary');
      expect(w.stderr()).toMatch(
        /failed match 1 \(rusher v random\) \(try 1 of 3, no more tries\): refused bot 'rusher'/,
      );
      expect(w.stderr()).not.toMatch(/try 2 of 3/);
    } finally {
      await stop(w);
      await conn.value.close();
    }
  });

  it('gives a sweep on the queue the same table as a local sweep', async () => {
    const w = startWorker(redis.url, 2);
    try {
      const args = [
        'mfd',
        'sweep',
        '--heroes',
        join(ROOT, 'examples/mfd/duel-heroes.csv'),
        '--villains',
        join(ROOT, 'examples/mfd/duel-villains.csv'),
        '--vary',
        'heroes:Kaito:BonusToHit=0..0.2:0.1',
        '--vary',
        'villains:Orochi:BonusHP=0,1',
        '--runs',
        '300',
        '--seed',
        '2',
      ];
      const [local, queued] = await Promise.all([runFray(args), runFray([...args, '--queue', redis.url])]);
      expect(local.code, local.stderr).toBe(0);
      expect(queued.code, queued.stderr).toBe(0);
      expect(queued.stdout).toBe(local.stdout);
    } finally {
      await stop(w);
    }
  });

  it('says in one line, exit code 2, that a queue cannot be reached, for coordinators and workers alike', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const odds = await runFray([
      'mfd',
      'odds',
      '--heroes',
      join(ROOT, 'examples/mfd/Heroes.csv'),
      '--villains',
      join(ROOT, 'examples/mfd/Villains.csv'),
      '--queue',
      url,
    ]);
    expectBadInput(odds, /^fray: cannot reach the queue at redis:\/\/127\.0\.0\.1:\d+: connection refused/);
    expectBadInput(await runFray(['worker', '--queue', url]), /cannot reach the queue/);
    expectBadInput(await runFray([...tournamentArgs, '--queue', url]), /cannot reach the queue/);
    expectBadInput(
      await runFray(['worker', '--queue', 'http://127.0.0.1:1']),
      /--queue: 'http:' is not redis: or rediss:/,
    );
    expectBadInput(
      await runFray([...tournamentArgs, '--trusted', '--queue', redis.url]),
      /--trusted cannot go with --queue/,
    );
  });

  it('says in one line, exit code 2, within seconds, that a port is silent or is not Redis', async () => {
    const silent = await silentServer(),
      http = await httpServer();
    try {
      const t0 = Date.now();
      const [quiet, notRedis] = await Promise.all([
        runFray(['worker', '--queue', silent.url]),
        runFray([...armyOdds, '--queue', http.url]),
      ]);
      expect(Date.now() - t0).toBeLessThan(8000);
      expectBadInput(
        quiet,
        /^fray: cannot reach the queue at .*: the server accepted the connection but did not answer within 3 s \(is it Redis\?\)$/m,
      );
      expectBadInput(notRedis, /^fray: cannot reach the queue at .*: the server there is not Redis: /);
    } finally {
      await Promise.all([silent.stop(), http.stop()]);
    }
  });
});
