/**
 * Opens the ladder's database: SQLite in the data folder (the default: one file, nothing to install), or PostgreSQL
 * at a URL. Either way the schema is brought up to date with kysely's Migrator before anything else runs.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { fail, ok, type Result } from '../../../core/result.js';
import type { LadderDatabase } from './ladderSchema.js';
import { ladderMigrations, type LadderDialect } from './ladderMigrations.js';
import { loadSqlite } from './sqliteModule.js';

/** An open ladder database: the query builder, which database it is, and how to close it. */
export interface LadderDb {
  db: Kysely<LadderDatabase>;
  dialect: LadderDialect;
  /** Where it is, for messages (a PostgreSQL URL with its password masked). */
  display: string;
  /** The SQLite file, for backups (undefined on PostgreSQL). */
  file?: string;
  /** The PostgreSQL URL, for backups with pg_dump (undefined on SQLite). */
  url?: string;
  close(): Promise<void>;
}

/** Where the database is: SQLite in a data folder, or a PostgreSQL URL. */
export type LadderDbPlace = { data: string } | { postgres: string };

/** The SQLite file of a data folder. */
export const SQLITE_FILE = 'ladder.sqlite';

/** A PostgreSQL URL with its password replaced by "***". */
export function maskUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password !== '') u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/** Opens SQLite in `dir` (made if missing), in WAL mode, so readers never wait for the writer. */
async function openSqlite(dir: string): Promise<LadderDb> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, SQLITE_FILE);
  const Database = loadSqlite();
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // A kill -9 of the server loses nothing committed in WAL mode with NORMAL sync (only a power cut could).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Commands (status, pause, backup) open the same file while the server runs: wait for its writes, never fail.
  sqlite.pragma('busy_timeout = 10000');
  const db = new Kysely<LadderDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', display: file, file, close: () => db.destroy() };
}

/** Opens PostgreSQL at `url`; big integers (times, counts) come back as numbers, which they fit. */
async function openPostgres(url: string): Promise<LadderDb> {
  const pg = await import('pg');
  const { Pool, types } = pg.default;
  types.setTypeParser(20, (v) => Number(v));
  // A query that never answers (a connection left half open when the database's host or process died) rejects after
  // a minute instead of holding the scheduler's tick, and so the ladder, for good; keep-alive finds such connections.
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    query_timeout: 60_000,
    keepAlive: true,
  });
  // A lost connection in the pool is an event, not a crash: the next query opens a new one.
  pool.on('error', () => undefined);
  const db = new Kysely<LadderDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', display: maskUrl(url), url, close: () => db.destroy() };
}

/** Brings the schema up to date; the problem names the migration that failed. */
async function migrate(l: LadderDb): Promise<Result<void>> {
  const migrator = new Migrator({ db: l.db, provider: ladderMigrations(l.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return ok(undefined);
  const failed = results?.find((r) => r.status === 'Error')?.migrationName;
  return fail(
    `cannot prepare the ladder's database at ${l.display}${failed ? ` (migration ${failed})` : ''}: ${(error as Error).message ?? String(error)}`,
  );
}

/** Opens and migrates the database at `place`; a problem in one line when it cannot be reached or prepared. */
export async function openLadderDb(place: LadderDbPlace): Promise<Result<LadderDb>> {
  let l: LadderDb;
  try {
    l = 'data' in place ? await openSqlite(place.data) : await openPostgres(place.postgres);
  } catch (e) {
    return fail(`cannot open the ladder's database: ${(e as Error).message}`);
  }
  try {
    const m = await migrate(l);
    if (!m.ok) {
      await l.close();
      return m;
    }
  } catch (e) {
    await l.close().catch(() => undefined);
    return fail(`cannot reach the ladder's database at ${l.display}: ${(e as Error).message}`);
  }
  return ok(l);
}
