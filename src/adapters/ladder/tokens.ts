/**
 * Authors' API tokens: `fray_ID_SECRET`, 32 random bytes of secret, shown once. Only the SHA-256 of the secret is
 * stored; a presented token is found by its author id and compared with the stored hash in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A token and the hash to store for it. */
export interface NewToken {
  token: string;
  hash: string;
}

/** The stored hash of a token's secret. */
export function tokenHash(secret: string): string {
  return createHash('sha256').update(`fray-ladder-token\0${secret}`).digest('hex');
}

/** A new token for the author `id`. */
export function newToken(id: number): NewToken {
  const secret = randomBytes(32).toString('base64url');
  return { token: `fray_${id}_${secret}`, hash: tokenHash(secret) };
}

/** The author id and secret of a token as presented, or undefined when it is not one of ours. */
export function parseToken(token: string): { id: number; secret: string } | undefined {
  const m = /^fray_([1-9][0-9]{0,9})_([A-Za-z0-9_-]{43})$/.exec(token.trim());
  return m === null ? undefined : { id: Number(m[1]), secret: m[2]! };
}

/** Whether `secret` hashes to `stored`, compared in constant time. */
export function tokenMatches(secret: string, stored: string): boolean {
  const a = Buffer.from(tokenHash(secret), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
