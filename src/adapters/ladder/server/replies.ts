/** How the ladder's routes answer: pages, JSON, text, and the viewer every page is drawn for. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../../../ladder/pages/pageData.js';
import type { LadderContext } from './ladderContext.js';
import { csrfToken, requestAuthor } from './session.js';

/** Sends an HTML page. */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/** Sends JSON. */
export function sendJson(reply: FastifyReply, status: number, value: unknown): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(value));
}

/**
 * Who is looking at a page, with the form token for its forms. A public page (no `forms`) shows a reader who is
 * not signed in no form, so none is minted for them: most answers then cost no random bytes and set no cookie.
 */
export async function viewerOf(
  c: LadderContext,
  req: FastifyRequest,
  reply: FastifyReply,
  page: { forms: boolean } = { forms: true },
): Promise<Viewer> {
  const author = await requestAuthor(c.ladder.db, req);
  if (author === undefined && !page.forms) return { csrf: '', registration: c.registration };
  return { ...(author === undefined ? {} : { author }), csrf: csrfToken(req, reply), registration: c.registration };
}

/** A whole number from a route parameter, or undefined. */
export function idParam(v: unknown): number | undefined {
  return typeof v === 'string' && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : undefined;
}
