// The same ladder on a private PostgreSQL cluster (started here on a loopback port): migrations, the loop playing
// and recording rated pairs once, the server's pages, and a backup with pg_dump.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupLadder } from '../../../src/adapters/ladder/backupLadder.js';
import { tempDir } from '../../helpers/cli.js';
import { activeDemo, openTestLadder, playUntilDone, testApp, type TestLadder } from './ladderHarness.js';
import { SKIP_PG_TESTS, startPostgres, type TestPostgres } from './pgServer.js';

let pg: TestPostgres;
let l: TestLadder;

describe.skipIf(SKIP_PG_TESTS)('the ladder on PostgreSQL', () => {
  beforeAll(async () => {
    pg = await startPostgres();
    l = await openTestLadder({ postgres: pg.url });
    await activeDemo(l, 'rusher');
    await activeDemo(l, 'cloner');
  }, 300_000);

  afterAll(async () => {
    await l?.close();
    await pg?.stop();
  });

  it('plays and records rated pairs, each match once, with the ratings moved in both', async () => {
    expect(l.ladder.dialect).toBe('postgres');
    await playUntilDone(l, 4);
    const { db } = l.ladder;
    const done = await db.selectFrom('matches').select('id').where('status', '=', 'done').execute();
    const ratings = await db.selectFrom('ratings').select(['match_id']).execute();
    expect(ratings.length).toBe(2 * done.length);
    expect(new Set(ratings.map((r) => r.match_id)).size).toBe(done.length);
    const app = await testApp(l);
    try {
      const r = await app.inject({ url: '/api/leaderboard', headers: { host: '127.0.0.1' } });
      expect((JSON.parse(r.body) as { bots: unknown[] }).bots).toHaveLength(2);
    } finally {
      await app.close();
    }
  }, 180_000);

  it('backs up with pg_dump into one file, atomically', async () => {
    const out = join(tempDir(), 'ladder.dump');
    const r = await backupLadder(l.ladder, out);
    expect(r.ok, r.ok ? '' : r.problem.message).toBe(true);
    expect(statSync(out).size).toBeGreaterThan(1000);
    expect(existsSync(`${out}.${process.pid}.tmp`)).toBe(false);
  });
});
