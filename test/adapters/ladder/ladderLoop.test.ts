// The ladder's loop on SQLite in a temp folder: demos checked and activated, rated pairs scheduled and played in
// sandboxed child processes, every result recorded once with a replay that re-runs and ratings that moved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBlob } from '../../../src/adapters/ladder/db/blobs.js';
import { checkVersion } from '../../../src/adapters/ladder/checkVersion.js';
import { activateVersion } from '../../../src/adapters/ladder/submissions.js';
import { parseReplay } from '../../../src/summoner/replay/replay.js';
import { verifyReplay } from '../../../src/summoner/replay/verifyReplay.js';
import { DEFAULT_LIMITS } from '../../../src/adapters/sandbox/limits.js';
import { tempDir } from '../../helpers/cli.js';
import { demoEntrant, openTestLadder, submitDemo, tickUntil, TEST_RULES, type TestLadder } from './ladderHarness.js';

let l: TestLadder;

describe('the ladder loop (SQLite)', () => {
  beforeAll(async () => {
    l = await openTestLadder();
    const setup = {
      seed: 7,
      workDir: tempDir(),
      host: l.host,
      demo: await demoEntrant(),
      rules: TEST_RULES,
      limits: DEFAULT_LIMITS,
    };
    for (const name of ['rusher', 'cloner', 'random']) {
      const id = await submitDemo(l, name);
      const verdict = await checkVersion(l.ladder.db, id, setup);
      expect(verdict, JSON.stringify(verdict)).toMatchObject({ ok: true });
      if ('ok' in verdict && verdict.ok)
        await activateVersion(l.ladder.db, { id, codeSha256: verdict.codeSha256, report: verdict.report }, Date.now());
    }
  }, 300_000);

  afterAll(async () => {
    await l?.close();
  });

  it('plays rated pairs in both seats and records each once, with a public replay that re-runs and no logs in it', async () => {
    const { db } = l.ladder;
    const done = async () =>
      (await db.selectFrom('matches').select('id').where('status', '=', 'done').execute()).length >= 6;
    await tickUntil(l, done);
    const matches = await db.selectFrom('matches').selectAll().where('status', '=', 'done').execute();
    for (const m of matches) {
      const text = (await getBlob(db, m.replay_sha256!))!.toString('utf8');
      const r = parseReplay(JSON.parse(text));
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(verifyReplay(r.value).ok).toBe(true);
      expect(r.value.steps.some((s) => s.logs !== undefined)).toBe(false);
      expect(r.value.turns).toBe(m.turns);
    }
    // Each pair is played in both seats with the same seed.
    const pairs = new Map<number, typeof matches>();
    for (const m of await db.selectFrom('matches').selectAll().execute())
      pairs.set(m.pair, [...(pairs.get(m.pair) ?? []), m]);
    for (const ms of pairs.values()) {
      expect(ms).toHaveLength(2);
      expect(ms[0]!.first_id).toBe(ms[1]!.second_id);
      expect(ms[0]!.seed).toBe(ms[1]!.seed);
    }
    // Two rating rows per rated match recorded, and tallies that add up.
    const ratings = await db.selectFrom('ratings').selectAll().execute();
    const recorded = await db.selectFrom('matches').select('id').where('status', '=', 'done').execute();
    expect(ratings.length).toBe(2 * recorded.length);
    const versions = await db.selectFrom('versions').selectAll().execute();
    expect(versions.reduce((s, v) => s + v.games, 0)).toBe(2 * recorded.length);
    expect(versions.some((v) => v.sigma < 25 / 3)).toBe(true);
  }, 180_000);
});
