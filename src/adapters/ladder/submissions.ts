/**
 * Submitted versions: stored whole (bytes and row, in one transaction) before the author is answered, so a server
 * killed a moment later loses nothing; checked later; then made active (keeping its bot's mean, with the uncertainty
 * reset, the previous version superseded) or refused with the reasons.
 */
import type { Kysely } from 'kysely';
import { fail, ok, type Result } from '../../core/result.js';
import { newVersionRating, NEW_RATING } from '../../ladder/ladderRating.js';
import type { Author } from './authors.js';
import { nameProblem } from './authors.js';
import { putBlob } from './db/blobs.js';
import type { LadderDatabase } from './db/ladderSchema.js';

/** A submission as received: the bot's name, its kind, the file name, and the bytes (a module, or a pack as JSON). */
export interface Submission {
  bot: string;
  kind: 'module' | 'process';
  fileName: string;
  bytes: Buffer;
}

/** A stored submission: the version's id and number. */
export interface StoredSubmission {
  versionId: number;
  seq: number;
  bot: string;
}

/** Stores a submission as a new version, waiting for its checks; refused when the bot's name is another author's. */
export async function storeSubmission(
  db: Kysely<LadderDatabase>,
  author: Author,
  s: Submission,
  now: number,
): Promise<Result<StoredSubmission>> {
  const bad = nameProblem('a bot', s.bot);
  if (bad !== undefined) return fail(bad);
  return db.transaction().execute(async (trx) => {
    let bot = await trx.selectFrom('bots').select(['id', 'author_id']).where('name', '=', s.bot).executeTakeFirst();
    if (bot !== undefined && bot.author_id !== author.id)
      return fail<StoredSubmission>(`the bot name ${s.bot} belongs to another author; choose another`);
    bot ??= await trx
      .insertInto('bots')
      .values({ author_id: author.id, name: s.bot, created_at: now })
      .returning(['id', 'author_id'])
      .executeTakeFirstOrThrow();
    const last = await trx
      .selectFrom('versions')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('bot_id', '=', bot.id)
      .executeTakeFirst();
    const seq = Number(last?.seq ?? 0) + 1;
    const upload = await putBlob(trx, s.bytes);
    const row = await trx
      .insertInto('versions')
      .values({
        bot_id: bot.id,
        seq,
        kind: s.kind,
        file_name: s.fileName,
        upload_sha256: upload,
        status: 'checking',
        ...NEW_RATING,
        games: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        faults: 0,
        last_pair: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok({ versionId: row.id, seq, bot: s.bot });
  });
}

/**
 * Makes a checked version the one its bot plays with: it keeps the mean of the bot's latest rated version and gets
 * the uncertainty of a new bot; the version that played before is superseded (its games stay listed).
 */
export async function activateVersion(
  db: Kysely<LadderDatabase>,
  v: { id: number; codeSha256: string; report: string },
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const me = await trx.selectFrom('versions').select(['bot_id']).where('id', '=', v.id).executeTakeFirstOrThrow();
    const previous = await trx
      .selectFrom('versions')
      .select(['mu', 'sigma'])
      .where('bot_id', '=', me.bot_id)
      .where('id', '!=', v.id)
      .where('status', 'in', ['active', 'superseded', 'retired'])
      .orderBy('seq', 'desc')
      .executeTakeFirst();
    await trx
      .updateTable('versions')
      .set({ status: 'superseded' })
      .where('bot_id', '=', me.bot_id)
      .where('status', '=', 'active')
      .execute();
    await trx
      .updateTable('versions')
      .set({
        status: 'active',
        ...newVersionRating(previous),
        code_sha256: v.codeSha256,
        check_report: v.report,
        reason: null,
        checked_at: now,
      })
      .where('id', '=', v.id)
      .where('status', '=', 'checking')
      .execute();
  });
}

/** Refuses a version, with the reasons its author will read. */
export async function refuseVersion(
  db: Kysely<LadderDatabase>,
  v: { id: number; reason: string; report: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('versions')
    .set({ status: 'refused', reason: v.reason.slice(0, 8000), check_report: v.report, checked_at: now })
    .where('id', '=', v.id)
    .where('status', '=', 'checking')
    .execute();
}
