/**
 * The author's side of the site: sign in and out, register (when allowed), their own page, the submit and challenge
 * forms, and what only they may read (a version's source, their bot's log of a match). Every form checks its token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authorPage, loginPage, messagePage, registerPage } from '../../../ladder/pages/authorPages.js';
import { addAuthor, authorByToken } from '../authors.js';
import { matchLog, myVersions, playingBots, versionSource } from '../authorQueries.js';
import { requestChallenge } from '../challenges.js';
import type { LadderContext } from './ladderContext.js';
import { readUpload } from './readUpload.js';
import { idParam, sendHtml, viewerOf } from './replies.js';
import { cookie, formIsOurs, formMayBeOurs, requestAuthor, TOKEN_COOKIE } from './session.js';
import { submitBot } from './submitBot.js';

type Form = Record<string, string | undefined>;
/** A month: how long a sign-in lasts. */
const SIGN_IN_S = 30 * 24 * 3600;
/** Tighter bounds on the routes a stranger could hammer. */
const STRICT = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

/** The author's page, with a message. */
async function mePage(
  c: LadderContext,
  req: FastifyRequest,
  reply: FastifyReply,
  msg: { flash?: string; error?: string } = {},
) {
  const v = await viewerOf(c, req, reply);
  if (v.author === undefined) return reply.redirect('/login', 303);
  const [versions, bots] = await Promise.all([
    myVersions(c.ladder.db, v.author.id),
    playingBots(c.ladder.db, v.author.id),
  ]);
  return sendHtml(
    reply,
    msg.error === undefined ? 200 : 400,
    authorPage(v, { versions, bots: bots.mine, opponents: bots.others, ...msg }),
  );
}

/** Refuses a form that is not ours (no token, wrong token, another site's origin). */
async function refuseForeign(c: LadderContext, req: FastifyRequest, reply: FastifyReply) {
  return sendHtml(
    reply,
    403,
    messagePage(
      await viewerOf(c, req, reply),
      'Refused',
      'This form did not come from this site (reload the page and try again).',
    ),
  );
}

/** Sign in, sign out, register. */
function signInRoutes(app: FastifyInstance, c: LadderContext): void {
  app.get('/login', async (req, reply) => sendHtml(reply, 200, loginPage(await viewerOf(c, req, reply))));
  app.post<{ Body: Form }>('/login', STRICT, async (req, reply) => {
    if (!formIsOurs(req, req.body?.csrf)) return refuseForeign(c, req, reply);
    const token = req.body?.token ?? '';
    if ((await authorByToken(c.ladder.db, token)) === undefined)
      return sendHtml(reply, 401, loginPage(await viewerOf(c, req, reply), 'That token is not valid.'));
    reply.header('Set-Cookie', cookie(req, TOKEN_COOKIE, token.trim(), SIGN_IN_S));
    return reply.redirect('/me', 303);
  });
  app.post<{ Body: Form }>('/logout', async (req, reply) => {
    if (!formIsOurs(req, req.body?.csrf)) return refuseForeign(c, req, reply);
    reply.header('Set-Cookie', cookie(req, TOKEN_COOKIE, '', 0));
    return reply.redirect('/', 303);
  });
  app.get('/register', async (req, reply) => {
    const v = await viewerOf(c, req, reply);
    return c.registration
      ? sendHtml(reply, 200, registerPage(v))
      : sendHtml(
          reply,
          404,
          messagePage(v, 'Not found', 'This ladder does not take registrations: ask its organiser.'),
        );
  });
  app.post<{ Body: Form }>('/register', STRICT, async (req, reply) => {
    if (!c.registration) return reply.code(404).send();
    if (!formIsOurs(req, req.body?.csrf)) return refuseForeign(c, req, reply);
    const name = (req.body?.name ?? '').trim();
    const made = await addAuthor(c.ladder.db, name, c.now());
    const v = await viewerOf(c, req, reply);
    if (!made.ok) return sendHtml(reply, 400, registerPage(v, { error: made.problem.message }));
    return sendHtml(reply, 200, registerPage(v, { token: made.value.token, name }));
  });
}

/** The author's page, forms, and private reads. */
export function authorRoutes(app: FastifyInstance, c: LadderContext): void {
  signInRoutes(app, c);
  app.get('/me', (req, reply) => mePage(c, req, reply));
  app.post('/submit', STRICT, async (req, reply) => {
    if (!req.isMultipart()) return reply.code(415).send();
    // Refused before a byte of the upload is read (and the connection closed), so a stranger cannot hold the server
    // reading a 12 MiB upload that was never going to be taken.
    if (!formMayBeOurs(req)) return refuseForeign(c, req, reply.header('Connection', 'close'));
    const author = await requestAuthor(c.ladder.db, req);
    if (author === undefined) return reply.header('Connection', 'close').redirect('/login', 303);
    const upload = await readUpload(req);
    if (!upload.ok) return mePage(c, req, reply, { error: upload.problem.message });
    if (!formIsOurs(req, upload.value.fields.csrf)) return refuseForeign(c, req, reply);
    const s = await submitBot(c, author, upload.value);
    if (!s.ok) return mePage(c, req, reply, { error: s.problem.message });
    return mePage(c, req, reply, {
      flash: `${s.value.bot} v${s.value.seq} is stored; it is being checked (reload to see the verdict).`,
    });
  });
  app.post<{ Body: Form }>('/challenge', STRICT, async (req, reply) => {
    if (!formIsOurs(req, req.body?.csrf)) return refuseForeign(c, req, reply);
    const author = await requestAuthor(c.ladder.db, req);
    if (author === undefined) return reply.redirect('/login', 303);
    const r = await requestChallenge(c.ladder.db, {
      author,
      bot: req.body?.bot ?? '',
      opponent: req.body?.opponent ?? '',
      seed: c.seed,
      perHour: c.quotas.challengesPerHour,
      now: c.now(),
    });
    if (!r.ok) return mePage(c, req, reply, { error: r.problem.message });
    return mePage(c, req, reply, {
      flash: `Matches ${r.value.map((id) => `#${id}`).join(' and ')} will be played next.`,
    });
  });
  app.get<{ Params: { id: string } }>('/versions/:id/source', async (req, reply) => {
    const author = await requestAuthor(c.ladder.db, req);
    const id = idParam(req.params.id);
    const src = author === undefined || id === undefined ? undefined : await versionSource(c.ladder.db, id, author.id);
    if (src === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('not found (or not yours)\n');
    // Never shown as a page: a stranger's file is downloaded as text, whatever it holds.
    return reply
      .header('Content-Disposition', `attachment; filename="${src.name.replace(/[^A-Za-z0-9_.-]/g, '_')}"`)
      .type('text/plain; charset=utf-8')
      .send(src.bytes);
  });
  app.get<{ Params: { id: string; version: string } }>('/matches/:id/logs/:version', async (req, reply) => {
    const author = await requestAuthor(c.ladder.db, req);
    const [id, version] = [idParam(req.params.id), idParam(req.params.version)];
    const log =
      author === undefined || id === undefined || version === undefined
        ? undefined
        : await matchLog(c.ladder.db, id, version, author.id);
    if (log === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('not found (or not yours)\n');
    return reply.type('text/plain; charset=utf-8').send(log === '' ? '(the bot logged nothing in this match)\n' : log);
  });
}
