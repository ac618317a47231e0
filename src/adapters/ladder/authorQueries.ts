/** What only an author may read: their versions with reasons and warnings, a version's source, a match's logs. */
import type { Kysely } from 'kysely';
import type { MyVersion } from '../../ladder/pages/authorPages.js';
import { getBlob } from './db/blobs.js';
import type { LadderDatabase } from './db/ladderSchema.js';

type Db = Kysely<LadderDatabase>;

/** The warnings a check report holds (refused orders and the like). */
function warningsOf(report: string | null): string[] {
  if (report === null) return [];
  try {
    const w = (JSON.parse(report) as { warnings?: unknown }).warnings;
    return Array.isArray(w) ? w.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Every version of `authorId`'s bots, newest first. */
export async function myVersions(db: Db, authorId: number): Promise<MyVersion[]> {
  const rows = await db
    .selectFrom('versions')
    .innerJoin('bots', 'bots.id', 'versions.bot_id')
    .select([
      'bots.name as bot',
      'versions.id',
      'versions.seq',
      'versions.status',
      'versions.reason',
      'versions.check_report',
    ])
    .where('bots.author_id', '=', authorId)
    .orderBy('versions.id', 'desc')
    .execute();
  return rows.map(({ check_report, ...r }) => ({ ...r, warnings: warningsOf(check_report) }));
}

/** The names of the bots playing now, split into the author's and the others'. */
export async function playingBots(db: Db, authorId: number): Promise<{ mine: string[]; others: string[] }> {
  const rows = await db
    .selectFrom('versions')
    .innerJoin('bots', 'bots.id', 'versions.bot_id')
    .select(['bots.name', 'bots.author_id'])
    .where('versions.status', '=', 'active')
    .orderBy('bots.name')
    .execute();
  return {
    mine: rows.filter((r) => r.author_id === authorId).map((r) => r.name),
    others: rows.filter((r) => r.author_id !== authorId).map((r) => r.name),
  };
}

/** A version's submitted bytes and file name, when `authorId` wrote it (else undefined, as for a missing one). */
export async function versionSource(
  db: Db,
  id: number,
  authorId: number,
): Promise<{ name: string; bytes: Buffer } | undefined> {
  const v = await db
    .selectFrom('versions')
    .innerJoin('bots', 'bots.id', 'versions.bot_id')
    .select(['versions.file_name', 'versions.kind', 'versions.upload_sha256', 'bots.author_id'])
    .where('versions.id', '=', id)
    .executeTakeFirst();
  if (v === undefined || v.author_id !== authorId) return undefined;
  const bytes = await getBlob(db, v.upload_sha256);
  if (bytes === undefined) return undefined;
  return { name: v.kind === 'process' ? `${v.file_name}.botpack.json` : v.file_name, bytes };
}

/** A version's log of one match, when `authorId` wrote the version ('' when it logged nothing). */
export async function matchLog(
  db: Db,
  matchId: number,
  versionId: number,
  authorId: number,
): Promise<string | undefined> {
  const v = await db
    .selectFrom('versions')
    .innerJoin('bots', 'bots.id', 'versions.bot_id')
    .select(['bots.author_id'])
    .where('versions.id', '=', versionId)
    .executeTakeFirst();
  if (v === undefined || v.author_id !== authorId) return undefined;
  const m = await db
    .selectFrom('matches')
    .select(['id'])
    .where('id', '=', matchId)
    .where('status', '=', 'done')
    .where((eb) => eb.or([eb('first_id', '=', versionId), eb('second_id', '=', versionId)]))
    .executeTakeFirst();
  if (m === undefined) return undefined;
  const log = await db
    .selectFrom('match_logs')
    .select('blob_sha256')
    .where('match_id', '=', matchId)
    .where('version_id', '=', versionId)
    .executeTakeFirst();
  if (log === undefined) return '';
  return (await getBlob(db, log.blob_sha256))?.toString('utf8') ?? '';
}
