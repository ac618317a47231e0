/**
 * The JSON API: everything the pages show, for scripts; submissions and challenges with a Bearer token (never the
 * sign-in cookie, so no other site can make a browser post here); an author's own logs, sources and verdicts.
 */
import type { FastifyInstance } from 'fastify';
import { conservativeScore } from '../../../ladder/ladderRating.js';
import { matchLog, myVersions, versionSource } from '../authorQueries.js';
import { requestChallenge } from '../challenges.js';
import { botView, leaderboard, matchView, recentMatches } from '../ladderQueries.js';
import type { LadderContext } from './ladderContext.js';
import { cachedFor } from './cachedFor.js';
import { readUpload } from './readUpload.js';
import { idParam, sendJson } from './replies.js';
import { requestAuthor } from './session.js';
import { submitBot } from './submitBot.js';

const STRICT = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

/** The routes an author reaches with their token. */
function authorApi(app: FastifyInstance, c: LadderContext): void {
  const db = c.ladder.db;
  const bearer = async (req: Parameters<typeof requestAuthor>[1]) =>
    req.headers.authorization === undefined ? undefined : requestAuthor(db, req);
  app.post('/api/submissions', STRICT, async (req, reply) => {
    const author = await bearer(req);
    // Refused unread, and the connection closed: nobody without a token holds the server reading an upload.
    if (author === undefined)
      return sendJson(reply.header('Connection', 'close'), 401, {
        error: 'send your token: Authorization: Bearer fray_…',
      });
    if (!req.isMultipart())
      return sendJson(reply, 415, { error: 'send the bot as multipart/form-data (fields: name, bot)' });
    const upload = await readUpload(req);
    if (!upload.ok) return sendJson(reply, 400, { error: upload.problem.message });
    const s = await submitBot(c, author, upload.value);
    if (!s.ok) return sendJson(reply, /an hour/.test(s.problem.message) ? 429 : 400, { error: s.problem.message });
    return sendJson(reply, 202, {
      id: s.value.versionId,
      bot: s.value.bot,
      version: s.value.seq,
      status: 'checking',
      url: `/api/submissions/${s.value.versionId}`,
    });
  });
  app.get<{ Params: { id: string } }>('/api/submissions/:id', async (req, reply) => {
    const author = await requestAuthor(db, req);
    if (author === undefined) return sendJson(reply, 401, { error: 'not signed in' });
    const id = idParam(req.params.id);
    const v = (await myVersions(db, author.id)).find((x) => x.id === id);
    if (v === undefined) return sendJson(reply, 404, { error: 'no such submission of yours' });
    return sendJson(reply, 200, v);
  });
  app.post<{ Body: { bot?: unknown; opponent?: unknown } }>('/api/challenges', STRICT, async (req, reply) => {
    const author = await bearer(req);
    // Refused unread, and the connection closed: nobody without a token holds the server reading an upload.
    if (author === undefined)
      return sendJson(reply.header('Connection', 'close'), 401, {
        error: 'send your token: Authorization: Bearer fray_…',
      });
    const bot = typeof req.body?.bot === 'string' ? req.body.bot : '';
    const opponent = typeof req.body?.opponent === 'string' ? req.body.opponent : '';
    const r = await requestChallenge(db, {
      author,
      bot,
      opponent,
      seed: c.seed,
      perHour: c.quotas.challengesPerHour,
      now: c.now(),
    });
    if (!r.ok) return sendJson(reply, /an hour/.test(r.problem.message) ? 429 : 400, { error: r.problem.message });
    return sendJson(reply, 202, { matches: r.value });
  });
  app.get<{ Params: { id: string; version: string } }>('/api/matches/:id/logs/:version', async (req, reply) => {
    const author = await requestAuthor(db, req);
    const [id, version] = [idParam(req.params.id), idParam(req.params.version)];
    const log =
      author === undefined || id === undefined || version === undefined
        ? undefined
        : await matchLog(db, id, version, author.id);
    if (log === undefined) return sendJson(reply, 404, { error: 'not found (or not yours)' });
    return sendJson(reply, 200, { match: id, version, log });
  });
  app.get<{ Params: { id: string } }>('/api/versions/:id/source', async (req, reply) => {
    const author = await requestAuthor(db, req);
    const id = idParam(req.params.id);
    const src = author === undefined || id === undefined ? undefined : await versionSource(db, id, author.id);
    if (src === undefined) return sendJson(reply, 404, { error: 'not found (or not yours)' });
    return sendJson(reply, 200, { file: src.name, base64: src.bytes.toString('base64') });
  });
}

/** Registers the API. */
export function apiRoutes(app: FastifyInstance, c: LadderContext): void {
  const db = c.ladder.db;
  app.get('/api', (_req, reply) =>
    sendJson(reply, 200, {
      public: [
        '/api/leaderboard',
        '/api/matches',
        '/api/bots/:name',
        '/api/matches/:id',
        '/matches/:id/replay.json',
        '/api/status',
        '/api/key',
        '/key.pub',
      ],
      author: [
        'POST /api/submissions',
        'GET /api/submissions/:id',
        'POST /api/challenges',
        'GET /api/matches/:id/logs/:version',
        'GET /api/versions/:id/source',
      ],
    }),
  );
  // Read and written once per change here (and at least once a second, for changes made elsewhere).
  const board = cachedFor(1000, c.now, async () => JSON.stringify({ bots: await leaderboard(db) }), c.version);
  app.get('/api/leaderboard', async (_req, reply) =>
    reply
      .code(200)
      .type('application/json; charset=utf-8')
      .send(await board()),
  );
  app.get('/api/matches', async (_req, reply) => sendJson(reply, 200, { matches: await recentMatches(db, 200) }));
  app.get('/api/status', async (_req, reply) => sendJson(reply, 200, await c.status()));
  app.get('/api/key', (_req, reply) =>
    sendJson(reply, 200, { alg: 'ed25519', key: c.replayKey.fingerprint, pem: c.replayKey.publicPem }),
  );
  app.get<{ Params: { name: string } }>('/api/bots/:name', async (req, reply) => {
    const d = await botView(db, req.params.name);
    if (d === undefined) return sendJson(reply, 404, { error: 'no such bot' });
    const author = await requestAuthor(db, req);
    const mine = author?.id === d.authorId;
    // A version's reasons are its author's; everyone sees its status and score.
    const versions = d.versions.map((v) => ({ ...v, score: conservativeScore(v), reason: mine ? v.reason : null }));
    return sendJson(reply, 200, { ...d, versions });
  });
  app.get<{ Params: { id: string } }>('/api/matches/:id', async (req, reply) => {
    const id = idParam(req.params.id);
    const m = id === undefined ? undefined : await matchView(db, id);
    if (m === undefined) return sendJson(reply, 404, { error: 'no such match' });
    // A match's seed is shown once it is over: known before, it would let a bot's author plan for the match.
    const over = m.status === 'done' || m.status === 'failed';
    return sendJson(reply, 200, {
      ...m,
      seed: over ? m.seed : null,
      replay: m.replay_sha256 === null ? null : `/matches/${m.id}/replay.json`,
    });
  });
  authorApi(app, c);
}
