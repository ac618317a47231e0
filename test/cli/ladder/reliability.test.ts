// kill -9 of each part of a ladder in the middle of a match, with real processes: the server (SQLite, and on
// PostgreSQL with the queue), a worker, PostgreSQL and Redis. Nothing submitted is lost, no match is recorded twice,
// and every match that was in flight is played and recorded after the restart.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHolder } from '../../../src/adapters/sandbox/holder.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { LadderDb } from '../../../src/adapters/ladder/db/openLadderDb.js';
import { tempDir } from '../../helpers/cli.js';
import { freePort, SKIP_QUEUE_TESTS, startRedis, type TestRedis } from '../../adapters/queue/redisServer.js';
import { SKIP_PG_TESTS, startPostgres, type TestPostgres } from '../../adapters/ladder/pgServer.js';
import { startFray, startWorker, stop, type FrayProcess } from '../queue/processes.js';
import { openLadder, seedPlayingDemos, tally, waitUntil } from './ladderProcesses.js';

const DEMOS = ['rusher', 'cloner', 'random'];
const started: FrayProcess[] = [];
const fray = (args: string[]) => {
  const p = startFray(args);
  started.push(p);
  return p;
};

/** Asserts nothing was recorded twice and every recorded rated match moved two ratings. */
async function recordedOnce(l: LadderDb): Promise<void> {
  const t = await tally(l);
  expect(t.doubleRecorded).toBe(0);
  // The ladder goes on playing meanwhile, so the matches and their ratings are read in one statement (two queries
  // raced a match recorded between them).
  const rated = await l.db
    .selectFrom('matches')
    .leftJoin('ratings', 'ratings.match_id', 'matches.id')
    .select((eb) => ['matches.id', 'matches.status', eb.fn.count<number>('ratings.match_id').as('n')])
    .where('matches.kind', '=', 'rated')
    .groupBy(['matches.id', 'matches.status'])
    .execute();
  // A rated match recorded has both its versions' ratings; one not recorded has none.
  const wrong = rated.filter((r) => Number(r.n) !== (r.status === 'done' ? 2 : 0));
  expect(wrong).toEqual([]);
  expect(rated.some((r) => r.status === 'done')).toBe(true);
}

/** Waits until some match is being played, and returns its id. */
async function aRunningMatch(l: LadderDb): Promise<number> {
  let id = 0;
  await waitUntil('a match being played', async () => {
    id = (await tally(l)).running[0] ?? 0;
    return id > 0;
  });
  return id;
}

/** The last lines the server and each worker wrote to stderr. */
function lastWords(server: FrayProcess, workers: FrayProcess[]): string {
  const tail = (p: FrayProcess) => p.stderr().split('\n').slice(-25).join('\n');
  return [`server:\n${tail(server)}`, ...workers.map((w, i) => `worker ${i + 1}:\n${tail(w)}`)].join('\n');
}

/** Waits until match `id` is recorded. */
const recorded = (l: LadderDb, id: number, ms = 180_000) =>
  waitUntil(`match ${id} recorded`, async () => (await tally(l)).done.includes(id), ms);

afterAll(async () => {
  await Promise.all(started.map((p) => stop(p)));
});

/** The run folders (in the temporary folder) whose owner file names the process `pid`. */
function runFoldersOf(pid: number): string[] {
  return readdirSync(tmpdir())
    .filter((n) => n.startsWith('fray-run-'))
    .map((n) => join(tmpdir(), n))
    .filter((d) => {
      try {
        return parseHolder(readFileSync(join(d, 'owner'), 'utf8'))?.pid === pid;
      } catch {
        return false;
      }
    });
}

describe('the ladder under kill -9 (SQLite, matches played here)', () => {
  it('loses no submission and records no match twice when the server is killed mid-match, then finishes on Ctrl-C', async () => {
    const data = tempDir();
    const { token } = await seedPlayingDemos({ data }, DEMOS);
    const port = await freePort();
    const args = [
      'ladder',
      'serve',
      '--data',
      data,
      '--port',
      String(port),
      '--max-turns',
      '300',
      '--concurrency',
      '1',
    ];
    const l = await openLadder({ data });
    try {
      let server = fray(args);
      const inFlight = await aRunningMatch(l);
      // A submission stored just before the kill.
      const form = new FormData();
      form.set('name', 'late');
      form.set('bot', new Blob([new TextEncoder().encode('export default {}')]), 'late.ts');
      const res = await fetch(`http://127.0.0.1:${port}/api/submissions`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(202);
      server.child.kill('SIGKILL');
      await server.exited;
      expect((await tally(l)).running).toContain(inFlight);
      const late = await l.db
        .selectFrom('versions')
        .innerJoin('bots', 'bots.id', 'versions.bot_id')
        .select('versions.status')
        .where('bots.name', '=', 'late')
        .executeTakeFirst();
      expect(late?.status).toBe('checking');
      // The killed server left its run folder, its work folder (the versions' sources) inside.
      const left = runFoldersOf(server.child.pid as number);
      expect(left.flatMap((d) => readdirSync(d)).some((n) => n.startsWith('ladder-'))).toBe(true);
      server = fray(args);
      await recorded(l, inFlight);
      // The next server's sandbox swept it.
      expect(left.filter((d) => existsSync(d))).toEqual([]);
      await recordedOnce(l);
      // Ctrl-C: the running match finishes or is handed back; none is left leased.
      server.child.kill('SIGINT');
      const r = await server.exited;
      expect(r.code, r.stderr).toBe(0);
      expect((await tally(l)).running).toEqual([]);
      await recordedOnce(l);
    } finally {
      await l.close();
    }
  }, 600_000);
});

describe.skipIf(SKIP_QUEUE_TESTS || SKIP_PG_TESTS)(
  'the ladder under kill -9 (PostgreSQL, matches on the queue)',
  () => {
    let pg: TestPostgres;
    let redis: TestRedis;

    afterAll(async () => {
      await pg?.stop();
      await redis?.stop();
    });

    it('survives a worker, Redis, PostgreSQL and the server each killed mid-match, recording every match once', async () => {
      pg = await startPostgres();
      redis = await startRedis();
      await seedPlayingDemos({ postgres: pg.url }, DEMOS);
      const port = await freePort();
      const args = [
        'ladder',
        'serve',
        '--db',
        pg.url,
        '--queue',
        redis.url,
        '--port',
        String(port),
        '--max-turns',
        '300',
        '--queue-depth',
        '3',
      ];
      const l = await openLadder({ postgres: pg.url });
      let server = fray(args);
      const a = startWorker(redis.url);
      const b = startWorker(redis.url);
      started.push(a, b);
      const workers = [a, b];
      try {
        // A worker killed while it plays.
        await a.waitFor(/^fray worker: took match/m, 120_000);
        const first = await aRunningMatch(l);
        a.child.kill('SIGKILL');
        workers.push(startWorker(redis.url));
        started.push(workers[2] as FrayProcess);
        await recorded(l, first);
        // Redis killed and started again on its port: the jobs it forgot are put back.
        const second = await aRunningMatch(l);
        await redis.kill();
        redis = await startRedis(redis.port);
        await recorded(l, second);
        // PostgreSQL killed and started again.
        const third = await aRunningMatch(l);
        await pg.kill();
        await new Promise((r) => setTimeout(r, 2000));
        await pg.start();
        await recorded(l, third);
        // The server killed; another one picks up what is on the queue.
        const fourth = await aRunningMatch(l);
        server.child.kill('SIGKILL');
        await server.exited;
        server = fray(args);
        await recorded(l, fourth);
        await recordedOnce(l);
      } catch (e) {
        // What the server and the workers said, so a failure on a loaded machine can be told from a hang.
        throw new Error(`${(e as Error).message}\n${lastWords(server, workers)}`, { cause: e });
      } finally {
        await l.close();
      }
    }, 900_000);
  },
);
