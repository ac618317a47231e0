/**
 * Who is asking, and whether a form is theirs: an author's token in an HttpOnly, SameSite=Strict cookie (web pages)
 * or an Authorization: Bearer header (the API and `fray ladder submit`); every form carries the value of a random
 * cookie (double submit), compared in constant time, and a cross-site Origin is refused.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { authorByToken, type Author } from '../authors.js';
import type { LadderDatabase } from '../db/ladderSchema.js';

/** The cookie holding a signed-in author's token. */
export const TOKEN_COOKIE = 'fray_token';
/** The cookie whose value every form must carry. */
export const CSRF_COOKIE = 'fray_csrf';

/** A cookie's value decoded, or undefined when it is not valid percent-encoding (that cookie is ignored). */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The request's cookies (a malformed one is skipped: a stranger's cookie never makes a page fail). */
export function cookies(req: FastifyRequest): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    const value = eq > 0 ? decoded(part.slice(eq + 1).trim()) : undefined;
    if (value !== undefined) out.set(part.slice(0, eq).trim(), value);
  }
  return out;
}

/** A Set-Cookie value: HttpOnly, SameSite=Strict, the whole site; Secure when the request came over HTTPS. */
export function cookie(req: FastifyRequest, name: string, value: string, maxAgeS?: number): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  const age = maxAgeS === undefined ? '' : `; Max-Age=${maxAgeS}`;
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Strict${age}${secure}`;
}

/** The author of a Bearer token (API) or of the sign-in cookie (pages), if any. */
export async function requestAuthor(db: Kysely<LadderDatabase>, req: FastifyRequest): Promise<Author | undefined> {
  const auth = req.headers.authorization;
  if (auth !== undefined) return /^Bearer (.+)$/.exec(auth) ? authorByToken(db, auth.slice(7)) : undefined;
  const token = cookies(req).get(TOKEN_COOKIE);
  return token === undefined ? undefined : authorByToken(db, token);
}

/** The form token of this browser, set now when it has none. */
export function csrfToken(req: FastifyRequest, reply: FastifyReply): string {
  const have = cookies(req).get(CSRF_COOKIE);
  if (have !== undefined && /^[0-9a-f]{64}$/.test(have)) return have;
  const made = randomBytes(32).toString('hex');
  reply.header('Set-Cookie', cookie(req, CSRF_COOKIE, made));
  return made;
}

/**
 * Whether a request may carry one of our forms, judged before its body is read: no other site's Origin, and this
 * browser's form-token cookie present and well formed (an upload without them is refused unread).
 */
export function formMayBeOurs(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `${req.protocol}://${req.headers.host ?? ''}`) return false;
  const have = cookies(req).get(CSRF_COOKIE);
  return have !== undefined && /^[0-9a-f]{64}$/.test(have);
}

/** Whether a form's `csrf` field is this browser's form token and the request did not come from another site. */
export function formIsOurs(req: FastifyRequest, field: unknown): boolean {
  if (!formMayBeOurs(req)) return false;
  const have = cookies(req).get(CSRF_COOKIE);
  if (have === undefined || typeof field !== 'string') return false;
  const a = Buffer.from(have);
  const b = Buffer.from(field);
  return a.length === b.length && timingSafeEqual(a, b);
}
