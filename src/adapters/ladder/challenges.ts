/**
 * Unrated matches an author asks for: one of their playing bots against any other playing bot, both seats, within a
 * quota per hour. Their seed is forked from the ladder's seed by how many challenges came before.
 */
import type { Kysely } from 'kysely';
import { createRng } from '../../core/rng.js';
import { fail, ok, type Result } from '../../core/result.js';
import type { Author } from './authors.js';
import type { LadderDatabase } from './db/ladderSchema.js';
import { queueMatch } from './matchStore.js';

const HOUR_MS = 3_600_000;
/** Challenges' seeds are forked from this index on, apart from the rated pairs' streams. */
const CHALLENGE_STREAMS = 0x40000000;

/** The active version of bot `name`, with its author. */
async function activeVersion(db: Kysely<LadderDatabase>, name: string) {
  return db
    .selectFrom('versions')
    .innerJoin('bots', 'bots.id', 'versions.bot_id')
    .select(['versions.id', 'bots.author_id'])
    .where('bots.name', '=', name)
    .where('versions.status', '=', 'active')
    .executeTakeFirst();
}

/** Queues the two matches of a challenge; their ids, or why not (not your bot, not playing, quota used). */
export async function requestChallenge(
  db: Kysely<LadderDatabase>,
  r: { author: Author; bot: string; opponent: string; seed: number; perHour: number; now: number },
): Promise<Result<number[]>> {
  const mine = await activeVersion(db, r.bot);
  if (mine === undefined || mine.author_id !== r.author.id) return fail(`${r.bot} is not a playing bot of yours`);
  const theirs = await activeVersion(db, r.opponent);
  if (theirs === undefined) return fail(`${r.opponent} is not playing now`);
  if (theirs.id === mine.id) return fail('a bot cannot challenge itself');
  const recent = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'challenge')
    .where('requested_by', '=', r.author.id)
    .where('created_at', '>', r.now - HOUR_MS)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) / 2 >= r.perHour) return fail(`you may ask for ${r.perHour} matches an hour; try again later`);
  const count = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'challenge')
    .executeTakeFirstOrThrow();
  const seed = createRng(r.seed)
    .fork(CHALLENGE_STREAMS + Number(count.n))
    .nextU32();
  const base = { kind: 'challenge' as const, pair: 0, seed, requestedBy: r.author.id, now: r.now };
  return ok(
    await db
      .transaction()
      .execute(async (trx) => [
        await queueMatch(trx, { ...base, first: mine.id, second: theirs.id }),
        await queueMatch(trx, { ...base, first: theirs.id, second: mine.id }),
      ]),
  );
}

/** How many versions `author` submitted in the hour before `now`. */
export async function submissionsLastHour(db: Kysely<LadderDatabase>, author: Author, now: number): Promise<number> {
  const row = await db
    .selectFrom('versions')
    .innerJoin('bots', 'bots.id', 'versions.bot_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bots.author_id', '=', author.id)
    .where('versions.created_at', '>', now - HOUR_MS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
