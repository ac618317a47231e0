/**
 * The ladder's HTTP server (Fastify): public pages and API, the author's pages, with the site's protections in one
 * place: a Content-Security-Policy that lets nothing load from anywhere but the site (and no inline script or
 * style), bounded bodies and uploads, rate limits per address, answers only to the expected host names, and errors
 * that never show a stack.
 */
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { messagePage } from '../../../ladder/pages/authorPages.js';
import { MAX_UPLOAD_BYTES } from '../uploadedBot.js';
import { apiRoutes } from './apiRoutes.js';
import { authorRoutes } from './authorRoutes.js';
import type { LadderContext } from './ladderContext.js';
import { pageRoutes } from './pageRoutes.js';

/** Only the site itself: its stylesheet, its viewer script, images drawn inline as data, forms posted to itself. */
export const LADDER_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** How long a client may take (Node's checks run every `checkMs`, so a slow one is cut within that much more). */
export interface ServerTimeouts {
  /** A whole request, headers and body: a 12 MiB upload needs 200 KiB/s. */
  requestMs: number;
  /** The headers alone. */
  headersMs: number;
  /** A connection with nothing arriving. */
  idleMs: number;
  checkMs: number;
}

/** The defaults: a request trickled in (slowloris) is cut after a minute, however it is paced. */
export const SERVER_TIMEOUTS: ServerTimeouts = { requestMs: 60_000, headersMs: 20_000, idleMs: 30_000, checkMs: 5_000 };

/** Headers every answer carries. */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': LADDER_CSP,
  'X-Content-Type-Options': 'nosniff',
  // Not no-referrer: with it, Chromium sends "Origin: null" on the site's own form posts, which the CSRF check refuses.
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** A form's fields: a bounded urlencoded body, read without any package. */
function formParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

/** Errors and unknown addresses: JSON under /api, a page elsewhere; never a stack trace. */
function errorHandlers(app: FastifyInstance, c: LadderContext): void {
  const answer = (url: string, status: number, text: string) =>
    url.startsWith('/api/')
      ? { type: 'application/json; charset=utf-8', body: JSON.stringify({ error: text }) }
      : {
          type: 'text/html; charset=utf-8',
          body: messagePage({ csrf: '', registration: c.registration }, status === 404 ? 'Not found' : 'Error', text),
        };
  app.setNotFoundHandler((req, reply) => {
    const a = answer(req.url, 404, 'There is nothing at this address.');
    return reply.code(404).type(a.type).send(a.body);
  });
  app.setErrorHandler((e: FastifyError, req, reply) => {
    const status = e.statusCode !== undefined && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
    if (status === 500) req.log.error(e);
    const text =
      status === 500
        ? 'Something went wrong on the server; try again.'
        : status === 429
          ? 'Too many requests: slow down and try again in a minute.'
          : e.message;
    const a = answer(req.url, status, text);
    return reply.code(status).type(a.type).send(a.body);
  });
}

/**
 * Builds the server (not yet listening). `trustProxy` lists the reverse proxies in front (addresses or ranges):
 * X-Forwarded-For/-Proto are believed only from them, so the client is the last address a trusted proxy added and a
 * client cannot choose its own address by sending the header (never `true`: that believes every hop).
 */
export async function ladderApp(
  c: LadderContext,
  opts: { trustProxy: false | readonly string[]; timeouts?: Partial<ServerTimeouts> },
): Promise<FastifyInstance> {
  const trustProxy = opts.trustProxy === false || opts.trustProxy.length === 0 ? false : [...opts.trustProxy];
  const t = { ...SERVER_TIMEOUTS, ...opts.timeouts };
  const app = Fastify({
    logger: false,
    bodyLimit: 64 * 1024,
    trustProxy,
    return503OnClosing: true,
    requestTimeout: t.requestMs,
    connectionTimeout: t.idleMs,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkMs },
  });
  app.addHook('onRequest', async (req, reply) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (c.hosts !== undefined && !c.hosts.includes(host))
      return reply.code(421).type('text/plain; charset=utf-8').send('unknown host\n');
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  formParser(app);
  await app.register((await import('@fastify/multipart')).default, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8, fieldSize: 4096, parts: 10 },
  });
  await app.register((await import('@fastify/rate-limit')).default, {
    max: c.quotas.requestsPerMinute,
    timeWindow: '1 minute',
  });
  errorHandlers(app, c);
  pageRoutes(app, c);
  authorRoutes(app, c);
  apiRoutes(app, c);
  return app;
}
