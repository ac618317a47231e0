/** The ladder's public pages: the leaderboard, matches, each bot, each match with its replay, and the stylesheet. */
import type { FastifyInstance } from 'fastify';
import { LADDER_CSS } from '../../../ladder/pages/ladderCss.js';
import { botPage } from '../../../ladder/pages/botPage.js';
import { keyPage } from '../../../ladder/pages/keyPage.js';
import { leaderboardPage } from '../../../ladder/pages/leaderboardPage.js';
import { matchPage } from '../../../ladder/pages/matchPage.js';
import { matchTable } from '../../../ladder/pages/matchTable.js';
import { messagePage } from '../../../ladder/pages/authorPages.js';
import { ladderLayout } from '../../../ladder/pages/ladderLayout.js';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { getBlobGz } from '../db/blobs.js';
import { readSettings } from '../db/settings.js';
import { botView, leaderboard, matchView, recentMatches } from '../ladderQueries.js';
import type { LadderContext } from './ladderContext.js';
import { cachedFor } from './cachedFor.js';
import { idParam, sendHtml, viewerOf } from './replies.js';

/** Assets are immutable per server start: cached by browsers for a day. */
const ASSET_CACHE = 'public, max-age=86400';

/** The public pages show a reader who is not signed in no form. */
const PUBLIC = { forms: false };

/** Whether an Accept-Encoding header takes gzip (not when it says gzip;q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Registers the public pages. */
export function pageRoutes(app: FastifyInstance, c: LadderContext): void {
  const db = c.ladder.db;
  app.get('/assets/ladder.css', (_req, reply) =>
    reply.header('Cache-Control', ASSET_CACHE).type('text/css; charset=utf-8').send(LADDER_CSS),
  );
  app.get('/assets/viewer.js', (_req, reply) =>
    c.viewer === undefined
      ? reply.code(404).send('the viewer is not built')
      : reply.header('Cache-Control', ASSET_CACHE).type('text/javascript; charset=utf-8').send(c.viewer.js),
  );
  app.get('/assets/viewer.css', (_req, reply) =>
    c.viewer === undefined
      ? reply.code(404).send('the viewer is not built')
      : reply.header('Cache-Control', ASSET_CACHE).type('text/css; charset=utf-8').send(c.viewer.css),
  );
  app.get('/favicon.ico', (_req, reply) => reply.code(204).send());
  app.get('/key', async (req, reply) =>
    sendHtml(reply, 200, keyPage(await viewerOf(c, req, reply, PUBLIC), c.replayKey)),
  );
  app.get('/key.pub', (_req, reply) =>
    reply
      .header('Content-Disposition', 'attachment; filename="ladder.pub"')
      .type('text/plain; charset=utf-8')
      .send(c.replayKey.publicPem),
  );
  // The front page is what most readers load: read (and, for readers not signed in, drawn) once per change of the
  // ladder here, and at least once a second for changes made elsewhere (`fray ladder pause`), however many ask.
  const frontData = async () => {
    const [rows, recent, settings] = await Promise.all([leaderboard(db), recentMatches(db, 20), readSettings(db)]);
    return { rows, recent, paused: settings.paused };
  };
  const front = cachedFor(1000, c.now, frontData, c.version);
  const anonymous = { csrf: '', registration: c.registration };
  const frontPage = cachedFor(1000, c.now, async () => leaderboardPage(anonymous, await frontData()), c.version);
  app.get('/', async (req, reply) => {
    const v = await viewerOf(c, req, reply, PUBLIC);
    return sendHtml(reply, 200, v.author === undefined ? await frontPage() : leaderboardPage(v, await front()));
  });
  app.get('/matches', async (req, reply) => {
    const v = await viewerOf(c, req, reply, PUBLIC);
    const body = `<main><h1>Matches</h1>${matchTable(await recentMatches(db, 200))}</main>`;
    return sendHtml(reply, 200, ladderLayout(v, { title: 'Matches', body }));
  });
  app.get<{ Params: { name: string } }>('/bots/:name', async (req, reply) => {
    const v = await viewerOf(c, req, reply, PUBLIC);
    const d = await botView(db, req.params.name);
    if (d === undefined) return sendHtml(reply, 404, messagePage(v, 'Not found', 'There is no bot of that name.'));
    return sendHtml(reply, 200, botPage(v, d));
  });
  app.get<{ Params: { id: string } }>('/matches/:id', async (req, reply) => {
    const v = await viewerOf(c, req, reply, PUBLIC);
    const id = idParam(req.params.id);
    const m = id === undefined ? undefined : await matchView(db, id);
    if (m === undefined) return sendHtml(reply, 404, messagePage(v, 'Not found', 'There is no match of that number.'));
    // The replay is never read here: the viewer fetches it (a 25 MB replay once made this page take 39 s).
    return sendHtml(reply, 200, matchPage(v, m));
  });
  app.get<{ Params: { id: string } }>('/matches/:id/replay.json', async (req, reply) => {
    const id = idParam(req.params.id);
    const m = id === undefined ? undefined : await matchView(db, id);
    const gz = m?.replay_sha256 ? await getBlobGz(db, m.replay_sha256) : undefined;
    if (gz === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('no replay\n');
    // A replay never changes once recorded: cache it for good, and send the stored gzip as it is when the client
    // takes it (nothing is decompressed or parsed per request); others get it unzipped as a stream.
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Disposition', `attachment; filename="match-${id}.json"`)
      .header('Vary', 'Accept-Encoding')
      .type('application/json; charset=utf-8');
    if (acceptsGzip(req.headers['accept-encoding'])) return reply.header('Content-Encoding', 'gzip').send(gz);
    return reply.send(Readable.from([gz]).pipe(createGunzip()));
  });
}
