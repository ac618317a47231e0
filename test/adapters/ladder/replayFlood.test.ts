// A bot that floods its replay with debug marks, through the real server: the ladder keeps only a bounded share of
// its marks, a match's page never holds its replay (however large: a 25 MB one once took 39 s and blocked every
// other request), and the replay is served as the stored gzip bytes, never decompressed or parsed per request.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAuthor, type Author } from '../../../src/adapters/ladder/authors.js';
import { putBlob } from '../../../src/adapters/ladder/db/blobs.js';
import { activateVersion, storeSubmission } from '../../../src/adapters/ladder/submissions.js';
import { prepareBot } from '../../../src/adapters/summoner/loadBot.js';
import { PUBLIC_MARK_BYTES } from '../../../src/ladder/replayResult.js';
import { parseReplay } from '../../../src/summoner/replay/replay.js';
import { verifyReplay } from '../../../src/summoner/replay/verifyReplay.js';
import { ROOT, tempDir } from '../../helpers/cli.js';
import { openTestLadder, playUntilDone, testApp, TEST_RULES, type TestLadder } from './ladderHarness.js';

const FLOOD = join(ROOT, 'test/fixtures/summoners/markFlood.ts');
const HOST = { host: '127.0.0.1' };
let l: TestLadder;
let app: FastifyInstance;
let played = 0;
let big = 0;

/** The flood bot, submitted by `author` and made active (its checks are another test's). */
async function activeFlood(author: Author): Promise<void> {
  const bytes = readFileSync(FLOOD);
  const s = await storeSubmission(
    l.ladder.db,
    author,
    { bot: `flood${author.id}`, kind: 'module', fileName: 'flood.ts', bytes },
    Date.now(),
  );
  if (!s.ok) throw new Error(s.problem.message);
  const file = join(tempDir(), 'flood.ts');
  writeFileSync(file, bytes);
  const p = await prepareBot(file, { trusted: false });
  if (!p.ok) throw new Error(p.problem.message);
  await activateVersion(l.ladder.db, { id: s.value.versionId, codeSha256: p.value.sha256, report: '{}' }, Date.now());
}

/** Each seat's bytes of marks in a replay (as JSON, as the ladder counts them). */
function markBytes(replay: {
  steps: { input: { type: string; seat?: 0 | 1 }; marks?: unknown[] }[];
}): [number, number] {
  const bytes: [number, number] = [0, 0];
  for (const s of replay.steps)
    if (s.input.seat !== undefined) for (const m of s.marks ?? []) bytes[s.input.seat] += JSON.stringify(m).length;
  return bytes;
}

/** The longest the event loop was held while `run` ran, in ms. */
async function loopDelay(run: () => Promise<void>): Promise<number> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  await run();
  h.disable();
  return h.max / 1e6;
}

describe('a replay flooded with marks', () => {
  beforeAll(async () => {
    l = await openTestLadder();
    for (const name of ['alice', 'bob']) {
      const a = await addAuthor(l.ladder.db, name, Date.now());
      if (!a.ok) throw new Error(a.problem.message);
      await activeFlood(a.value.author);
    }
    await playUntilDone(l, 1);
    await l.scheduler.stop(60_000);
    played = (
      await l.ladder.db.selectFrom('matches').select('id').where('status', '=', 'done').executeTakeFirstOrThrow()
    ).id;
    // A 25 MB replay (as a long flooded match made before the bound, or a replay recorded by an older ladder).
    const m = await l.ladder.db.selectFrom('matches').selectAll().where('id', '=', played).executeTakeFirstOrThrow();
    const real = JSON.parse(
      gunzipSync(
        (
          await l.ladder.db
            .selectFrom('blobs')
            .select('gz')
            .where('sha256', '=', m.replay_sha256!)
            .executeTakeFirstOrThrow()
        ).gz,
      ).toString('utf8'),
    ) as { steps: Record<string, unknown>[] };
    const flood = Array.from({ length: 1300 }, () => ({ type: 'text', demon: 1, text: '<'.repeat(40) }));
    const huge = JSON.stringify({ ...real, steps: real.steps.map((s) => ({ ...s, marks: flood })) });
    expect(huge.length).toBeGreaterThan(20_000_000);
    const sha = await putBlob(l.ladder.db, huge);
    const { id: _id, ...row } = m;
    big = Number(
      (
        await l.ladder.db
          .insertInto('matches')
          .values({ ...row, replay_sha256: sha })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    app = await testApp(l);
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await l?.close();
  });

  it("keeps each seat's marks within the bound, and the public replay still verifies", async () => {
    const r = await app.inject({ method: 'GET', url: `/matches/${played}/replay.json`, headers: HOST });
    expect(r.statusCode).toBe(200);
    const json = JSON.parse(r.body) as Parameters<typeof markBytes>[0];
    const [first, second] = markBytes(json);
    // Control: the bots sent far more than the bound (64 marks of ~60 bytes on each of 2 calls a turn).
    expect(TEST_RULES.maxTurns * 2 * 64 * 60).toBeGreaterThan(PUBLIC_MARK_BYTES);
    expect(first).toBeGreaterThan(PUBLIC_MARK_BYTES * 0.9);
    expect(first).toBeLessThanOrEqual(PUBLIC_MARK_BYTES);
    expect(second).toBeLessThanOrEqual(PUBLIC_MARK_BYTES);
    const parsed = parseReplay(json);
    expect(parsed.ok && verifyReplay(parsed.value).ok).toBe(true);
  });

  it("serves a match's page without its replay: a 25 MB replay's page is as small and as quick as a small one's", async () => {
    const page = (id: number) => app.inject({ method: 'GET', url: `/matches/${id}`, headers: HOST });
    const small = await page(played);
    const large = await page(big);
    expect(large.statusCode).toBe(200);
    expect(large.body).toContain(`/matches/${big}/replay.json`);
    expect(large.body.length).toBeLessThan(small.body.length + 200);
    // Other requests are not held up: the event loop is never blocked for long while the big page is asked for,
    // with the front page asked at the same time (the unfixed server held it for seconds per request).
    const held = await loopDelay(async () => {
      const answers = await Promise.all([
        page(big),
        page(big),
        app.inject({ method: 'GET', url: '/', headers: HOST }),
        page(big),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    });
    expect(held).toBeLessThan(500);
  });

  it('sends the stored gzip bytes to a client that takes gzip, and the whole replay unzipped to one that does not', async () => {
    const m = await l.ladder.db
      .selectFrom('matches')
      .select('replay_sha256')
      .where('id', '=', big)
      .executeTakeFirstOrThrow();
    const stored = (
      await l.ladder.db
        .selectFrom('blobs')
        .select('gz')
        .where('sha256', '=', m.replay_sha256!)
        .executeTakeFirstOrThrow()
    ).gz;
    let zipped: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
    const held = await loopDelay(async () => {
      zipped = await app.inject({
        method: 'GET',
        url: `/matches/${big}/replay.json`,
        headers: { ...HOST, 'accept-encoding': 'gzip, br' },
      });
    });
    expect(zipped?.headers['content-encoding']).toBe('gzip');
    expect(zipped?.rawPayload.equals(Buffer.from(stored))).toBe(true);
    expect(held).toBeLessThan(500);
    const refused = await app.inject({
      method: 'GET',
      url: `/matches/${played}/replay.json`,
      headers: { ...HOST, 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ method: 'GET', url: `/matches/${big}/replay.json`, headers: HOST });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(gunzipSync(stored))).toBe(true);
  });
});
