/** Matches joined with both seats' versions (v1, v2) and bots (b1, b2): what every list and page of matches reads. */
import type { Kysely } from 'kysely';
import type { LadderDatabase } from './db/ladderSchema.js';

/** The joined query; callers choose the columns. */
export function matchSeats(db: Kysely<LadderDatabase>) {
  return db
    .selectFrom('matches')
    .innerJoin('versions as v1', 'v1.id', 'matches.first_id')
    .innerJoin('bots as b1', 'b1.id', 'v1.bot_id')
    .innerJoin('versions as v2', 'v2.id', 'matches.second_id')
    .innerJoin('bots as b2', 'b2.id', 'v2.bot_id');
}
