// The ladder's HTTP server with a real SQLite ladder and real played matches: who may read what, forms that must
// carry their token, rate limits, unknown hosts, bounded bodies, and every string from an author escaped.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAuthor } from '../../../src/adapters/ladder/authors.js';
import { activeDemo, openTestLadder, playUntilDone, testApp, type TestLadder } from './ladderHarness.js';

let l: TestLadder;
let app: FastifyInstance;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let matchId = 0;
let aliceVersion = 0;

const HOST = { host: '127.0.0.1' };
/** A page's form token and its cookie, as a browser would get them. */
async function formToken(cookie = ''): Promise<{ csrf: string; cookie: string }> {
  const r = await app.inject({ method: 'GET', url: '/login', headers: { ...HOST, cookie } });
  const set = String(r.headers['set-cookie'] ?? '');
  const csrf = /fray_csrf=([0-9a-f]{64})/.exec(set)?.[1] ?? /fray_csrf=([0-9a-f]{64})/.exec(cookie)?.[1] ?? '';
  return { csrf, cookie: `${cookie}${cookie ? '; ' : ''}fray_csrf=${csrf}` };
}

describe('the ladder server', () => {
  beforeAll(async () => {
    l = await openTestLadder();
    const a = await addAuthor(l.ladder.db, 'alice', Date.now());
    const b = await addAuthor(l.ladder.db, 'bob', Date.now());
    if (!a.ok || !b.ok) throw new Error('authors');
    alice = { id: a.value.author.id, token: a.value.token };
    bob = { id: b.value.author.id, token: b.value.token };
    aliceVersion = await activeDemo(l, 'rusher', a.value.author);
    await activeDemo(l, 'random', b.value.author);
    await playUntilDone(l, 2);
    matchId = (
      await l.ladder.db.selectFrom('matches').select('id').where('status', '=', 'done').executeTakeFirstOrThrow()
    ).id;
    app = await testApp(l);
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await l?.close();
  });

  it('serves every public page and the API, with the CSP and no-sniff on each', async () => {
    for (const url of [
      '/',
      '/matches',
      '/bots/rusher',
      `/matches/${matchId}`,
      '/login',
      '/register',
      '/api/leaderboard',
      `/api/matches/${matchId}`,
      '/api/status',
      '/api/bots/random',
      `/matches/${matchId}/replay.json`,
    ]) {
      const r = await app.inject({ method: 'GET', url, headers: HOST });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-security-policy'], url).toMatch(/default-src 'none'; script-src 'self'/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    const board = JSON.parse((await app.inject({ url: '/api/leaderboard', headers: HOST })).body) as {
      bots: { bot: string; score: number }[];
    };
    expect(board.bots.map((b) => b.bot).sort()).toEqual(['random', 'rusher']);
  });

  it('reads the leaderboard once per change: a recorded match shows at once; unchanged, every reader shares one read (control: a ladder whose changes are not told keeps the old board)', async () => {
    const games = (body: string) =>
      (JSON.parse(body) as { bots: { games: number }[] }).bots.reduce((n, b) => n + b.games, 0);
    const board = (a: FastifyInstance) => a.inject({ url: '/api/leaderboard', headers: HOST });
    // A clock that never moves: only a change told by the scheduler makes the cache read again.
    const told = await testApp(l, { now: () => 0 });
    const untold = await testApp(l, { now: () => 0, version: () => 0 });
    try {
      const [before, page] = [games((await board(told)).body), (await told.inject({ url: '/', headers: HOST })).body];
      expect(games((await board(untold)).body)).toBe(before);
      const done = (await l.ladder.db.selectFrom('matches').select('id').where('status', '=', 'done').execute()).length;
      await playUntilDone(l, done + 1);
      expect(games((await board(told)).body)).toBeGreaterThan(before);
      expect((await told.inject({ url: '/', headers: HOST })).body).not.toBe(page);
      expect(games((await board(untold)).body)).toBe(before);
    } finally {
      await told.close();
      await untold.close();
    }
  });

  it('sets no cookie for a reader of the public pages who is not signed in; the sign-in form still gets its token', async () => {
    for (const url of ['/', '/matches', '/bots/rusher', `/matches/${matchId}`]) {
      const r = await app.inject({ url, headers: HOST });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['set-cookie'], url).toBeUndefined();
    }
    expect(String((await app.inject({ url: '/login', headers: HOST })).headers['set-cookie'])).toMatch(/fray_csrf=/);
    // Signed in, the front page carries the sign-out form and its token.
    const r = await app.inject({ url: '/', headers: { ...HOST, cookie: `fray_token=${alice.token}` } });
    expect(r.body).toMatch(/action="\/logout"/);
    expect(r.body).toMatch(/name="csrf" value="[0-9a-f]{64}"/);
  });

  it('answers only to its own host names (a page elsewhere cannot reach it through DNS rebinding)', async () => {
    const r = await app.inject({ url: '/', headers: { host: 'evil.example:8080' } });
    expect(r.statusCode).toBe(421);
  });

  it('gives logs and sources to their author only, by token; a wrong or malformed token reads nothing', async () => {
    const mine = await app.inject({
      url: `/api/versions/${aliceVersion}/source`,
      headers: { ...HOST, authorization: `Bearer ${alice.token}` },
    });
    expect(mine.statusCode).toBe(200);
    // Alice's token with its last character changed (to one it is not: a token ends in 'A' one time in 64).
    const last = alice.token.endsWith('A') ? 'B' : 'A';
    for (const token of [bob.token, `${alice.token.slice(0, -1)}${last}`, 'fray_1_x', 'garbage']) {
      const r = await app.inject({
        url: `/api/versions/${aliceVersion}/source`,
        headers: { ...HOST, authorization: `Bearer ${token}` },
      });
      expect(r.statusCode, token).toBe(404);
      const log = await app.inject({
        url: `/api/matches/${matchId}/logs/${aliceVersion}`,
        headers: { ...HOST, authorization: `Bearer ${token}` },
      });
      expect(log.statusCode, token).toBe(404);
    }
    const log = await app.inject({
      url: `/api/matches/${matchId}/logs/${aliceVersion}`,
      headers: { ...HOST, authorization: `Bearer ${alice.token}` },
    });
    expect(log.statusCode).toBe(200);
  });

  it('refuses a form without its token or from another site, and takes it with both (control)', async () => {
    const t = await formToken(`fray_token=${alice.token}`);
    const post = (csrf: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/challenge',
        headers: { ...HOST, cookie: t.cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams({ csrf, bot: 'rusher', opponent: 'random' }).toString(),
      });
    expect((await post('')).statusCode).toBe(403);
    expect((await post('0'.repeat(64))).statusCode).toBe(403);
    expect((await post(t.csrf, { origin: 'http://evil.example' })).statusCode).toBe(403);
    const okay = await post(t.csrf);
    expect(okay.statusCode).toBe(200);
    expect(okay.body).toMatch(/will be played next/);
  });

  it("limits an author's challenges and submissions per hour, and requests per address per minute", async () => {
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/challenges',
        headers: { ...HOST, authorization: `Bearer ${alice.token}` },
        payload: { bot: 'rusher', opponent: 'random' },
      });
    const codes = [(await ask()).statusCode, (await ask()).statusCode];
    expect(codes).toContain(429);
    const limited = await testApp(l, {
      quotas: { submissionsPerHour: 5, challengesPerHour: 2, requestsPerMinute: 15 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push((await limited.inject({ url: '/api/status', headers: HOST })).statusCode);
      expect(statuses.slice(0, 15).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(15)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('bounds bodies: a form larger than 16 KiB is refused before it is read', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${'x'.repeat(20_000)}`,
    });
    expect(r.statusCode).toBe(413);
  });

  it("escapes an author's words wherever a page shows them (control: the stored reason holds the raw markup)", async () => {
    const hostile = '<img src=x onerror="alert(1)"></pre><script>alert(2)</script>';
    await l.ladder.db
      .updateTable('versions')
      .set({ reason: hostile, status: 'refused' })
      .where('id', '=', aliceVersion)
      .execute();
    const stored = await l.ladder.db
      .selectFrom('versions')
      .select('reason')
      .where('id', '=', aliceVersion)
      .executeTakeFirstOrThrow();
    expect(stored.reason).toContain('<script>');
    const t = await formToken(`fray_token=${alice.token}`);
    for (const url of ['/me', '/bots/rusher']) {
      const page = (await app.inject({ url, headers: { ...HOST, cookie: t.cookie } })).body;
      expect(page, url).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
      expect(page, url).not.toContain('<script>alert(2)');
      expect(page, url).not.toContain('<img src=x');
    }
    // Only its author sees a refusal's reason.
    expect((await app.inject({ url: '/bots/rusher', headers: HOST })).body).not.toContain('alert(1)');
    await l.ladder.db
      .updateTable('versions')
      .set({ reason: null, status: 'active' })
      .where('id', '=', aliceVersion)
      .execute();
  });
});
