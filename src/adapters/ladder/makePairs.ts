/**
 * Puts new rated pairs on the ladder's list while it is short of work: each pair chosen by matchmaking from the
 * active versions, with an Rng forked from the ladder's seed by the pair's number, and played twice (seats swapped,
 * same seed). Organisers' match rate is honoured here.
 */
import type { Kysely } from 'kysely';
import { createRng } from '../../core/rng.js';
import { chooseMatch, type Contender } from '../../ladder/chooseMatch.js';
import type { LadderDatabase } from './db/ladderSchema.js';
import { queueMatch } from './matchStore.js';

const HOUR_MS = 3_600_000;

/** The active versions, as matchmaking sees them. */
export async function contenders(db: Kysely<LadderDatabase>): Promise<Contender[]> {
  const rows = await db
    .selectFrom('versions')
    .innerJoin('bots', 'bots.id', 'versions.bot_id')
    .select(['versions.id', 'bots.author_id', 'versions.mu', 'versions.sigma', 'versions.games', 'versions.last_pair'])
    .where('versions.status', '=', 'active')
    .execute();
  return rows.map((r) => ({
    versionId: r.id,
    authorId: r.author_id,
    rating: { mu: r.mu, sigma: r.sigma },
    games: r.games,
    lastPair: r.last_pair,
  }));
}

/** How many rated matches wait, and how many were put on the list in the last hour. */
async function counts(db: Kysely<LadderDatabase>, now: number): Promise<{ queued: number; lastHour: number }> {
  const q = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'queued')
    .where('kind', '=', 'rated')
    .executeTakeFirstOrThrow();
  const h = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'rated')
    .where('created_at', '>', now - HOUR_MS)
    .executeTakeFirstOrThrow();
  return { queued: Number(q.n), lastHour: Number(h.n) };
}

/** Adds one pair (two matches); false when there is nothing to add (fewer than two versions can play). */
async function addPair(db: Kysely<LadderDatabase>, seed: number, now: number): Promise<boolean> {
  const list = await contenders(db);
  const last = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.max('pair').as('p'))
    .executeTakeFirst();
  const pair = Number(last?.p ?? 0) + 1;
  const rng = createRng(seed).fork(pair);
  const chosen = chooseMatch(list, rng);
  if (chosen === undefined) return false;
  const matchSeed = rng.nextU32();
  const [a, b] = [chosen.seed.versionId, chosen.opponent.versionId];
  await db.transaction().execute(async (trx) => {
    await queueMatch(trx, { kind: 'rated', pair, seed: matchSeed, first: a, second: b, now });
    await queueMatch(trx, { kind: 'rated', pair, seed: matchSeed, first: b, second: a, now });
    await trx.updateTable('versions').set({ last_pair: pair }).where('id', 'in', [a, b]).execute();
  });
  return true;
}

/** Adds pairs until `want` rated matches wait (or the hourly rate is reached); the number of matches added. */
export async function makePairs(
  db: Kysely<LadderDatabase>,
  opts: { want: number; seed: number; ratePerHour: number; now: number },
): Promise<number> {
  const c = await counts(db, opts.now);
  let added = 0;
  while (c.queued + added < opts.want) {
    if (opts.ratePerHour > 0 && c.lastHour + added >= opts.ratePerHour) break;
    if (!(await addPair(db, opts.seed, opts.now))) break;
    added += 2;
  }
  return added;
}
