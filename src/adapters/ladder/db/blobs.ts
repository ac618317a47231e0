/** Content-addressed bytes in the database (gzip-compressed): uploads, replays and logs live with the results. */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { LadderDatabase } from './ladderSchema.js';

/** The SHA-256 of `bytes`, in hex. */
export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Stores `bytes` (once: the same content is one row) and returns their SHA-256. */
export async function putBlob(db: Kysely<LadderDatabase>, bytes: Uint8Array | string): Promise<string> {
  const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes);
  const sha256 = sha256Hex(buf);
  await db
    .insertInto('blobs')
    .values({ sha256, size: buf.length, gz: gzipSync(buf) })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
  return sha256;
}

/** The bytes stored under `sha256`, or undefined. */
export async function getBlob(db: Kysely<LadderDatabase>, sha256: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('blobs').select('gz').where('sha256', '=', sha256).executeTakeFirst();
  return row === undefined ? undefined : gunzipSync(row.gz);
}

/** The gzip-compressed bytes stored under `sha256` as they are kept (served as they are to clients that take gzip). */
export async function getBlobGz(db: Kysely<LadderDatabase>, sha256: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('blobs').select('gz').where('sha256', '=', sha256).executeTakeFirst();
  return row === undefined ? undefined : Buffer.from(row.gz);
}
