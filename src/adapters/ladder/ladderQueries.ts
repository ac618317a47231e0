/**
 * What the pages and the JSON API show, read from the database as plain data (the page renderers in src/ladder/pages
 * and the API both take these shapes).
 */
import type { Kysely } from 'kysely';
import { conservativeScore } from '../../ladder/ladderRating.js';
import type {
  BotView,
  LeaderboardRow,
  MatchRow,
  MatchView,
  VersionRow,
  HeadToHead,
} from '../../ladder/pages/pageData.js';
import type { LadderDatabase } from './db/ladderSchema.js';
import { matchSeats } from './matchSeats.js';

type Db = Kysely<LadderDatabase>;

/** The leaderboard: every active version, best conservative score first (ties: more games, then name). */
export async function leaderboard(db: Db): Promise<LeaderboardRow[]> {
  const rows = await db
    .selectFrom('versions')
    .innerJoin('bots', 'bots.id', 'versions.bot_id')
    .innerJoin('authors', 'authors.id', 'bots.author_id')
    .select([
      'bots.name as bot',
      'authors.name as author',
      'versions.seq',
      'versions.mu',
      'versions.sigma',
      'versions.games',
      'versions.wins',
      'versions.losses',
      'versions.draws',
      'versions.faults',
    ])
    .where('versions.status', '=', 'active')
    .execute();
  return rows
    .map((r) => ({ ...r, score: conservativeScore(r) }))
    .sort((a, b) => b.score - a.score || b.games - a.games || (a.bot < b.bot ? -1 : 1))
    .map((r, i) => ({ rank: i + 1, ...r }));
}

/** Matches as the lists show them, newest first. */
function matchRows(db: Db) {
  return matchSeats(db)
    .select([
      'matches.id',
      'matches.kind',
      'matches.status',
      'matches.winner',
      'matches.reason',
      'matches.turns',
      'matches.finished_at',
      'matches.first_errors',
      'matches.second_errors',
      'matches.void_reason',
      'matches.voids',
      'b1.name as first_bot',
      'v1.seq as first_seq',
      'v1.id as first_version',
      'b2.name as second_bot',
      'v2.seq as second_seq',
      'v2.id as second_version',
    ])
    .orderBy('matches.id', 'desc');
}

/** The latest finished matches of the whole ladder. */
export async function recentMatches(db: Db, limit: number): Promise<MatchRow[]> {
  return matchRows(db).where('matches.status', 'in', ['done', 'failed']).limit(limit).execute();
}

/** A bot's page: its versions, rating history of each, recent games and head-to-head; undefined when unknown. */
export async function botView(db: Db, name: string): Promise<BotView | undefined> {
  const bot = await db
    .selectFrom('bots')
    .innerJoin('authors', 'authors.id', 'bots.author_id')
    .select(['bots.id', 'bots.name', 'authors.name as author', 'authors.id as author_id'])
    .where('bots.name', '=', name)
    .executeTakeFirst();
  if (bot === undefined) return undefined;
  const versions: VersionRow[] = await db
    .selectFrom('versions')
    .select([
      'id',
      'seq',
      'kind',
      'status',
      'reason',
      'code_sha256',
      'mu',
      'sigma',
      'games',
      'wins',
      'losses',
      'draws',
      'faults',
      'created_at',
    ])
    .where('bot_id', '=', bot.id)
    .orderBy('seq', 'desc')
    .execute();
  const ids = versions.map((v) => v.id);
  const history =
    ids.length === 0
      ? []
      : await db
          .selectFrom('ratings')
          .select(['version_id', 'mu', 'sigma'])
          .where('version_id', 'in', ids)
          .orderBy('id')
          .execute();
  const games =
    ids.length === 0
      ? []
      : await matchRows(db)
          .where((eb) => eb.or([eb('matches.first_id', 'in', ids), eb('matches.second_id', 'in', ids)]))
          .where('matches.status', 'in', ['done', 'failed'])
          .limit(30)
          .execute();
  return {
    bot: bot.name,
    author: bot.author,
    authorId: bot.author_id,
    versions,
    history,
    games,
    headToHead: await headToHead(db, ids),
  };
}

/** Rated results against each opponent bot, over all of a bot's versions. */
async function headToHead(db: Db, ids: number[]): Promise<HeadToHead[]> {
  if (ids.length === 0) return [];
  const rows = await matchRows(db)
    .where((eb) => eb.or([eb('matches.first_id', 'in', ids), eb('matches.second_id', 'in', ids)]))
    .where('matches.status', '=', 'done')
    .where('matches.kind', '=', 'rated')
    .execute();
  const mine = new Set(ids);
  const by = new Map<string, HeadToHead>();
  for (const m of rows) {
    const seat = mine.has(m.first_version) ? 0 : 1;
    const opponent = seat === 0 ? m.second_bot : m.first_bot;
    const h = by.get(opponent) ?? { opponent, wins: 0, losses: 0, draws: 0 };
    if (m.winner === null) h.draws++;
    else if (m.winner === seat) h.wins++;
    else h.losses++;
    by.set(opponent, h);
  }
  return [...by.values()].sort((a, b) => (a.opponent < b.opponent ? -1 : 1));
}

/** A match's page data: its row, both versions' code hashes and authors, and its replay's hash. */
export async function matchView(db: Db, id: number): Promise<MatchView | undefined> {
  const row = await matchRows(db).where('matches.id', '=', id).executeTakeFirst();
  if (row === undefined) return undefined;
  const extra = await matchSeats(db)
    .select([
      'matches.replay_sha256',
      'matches.seed',
      'v1.code_sha256 as first_sha256',
      'v2.code_sha256 as second_sha256',
      'b1.author_id as first_author',
      'b2.author_id as second_author',
    ])
    .where('matches.id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, ...extra };
}
