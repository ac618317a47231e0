/**
 * The ladder's migrations, for kysely's Migrator: written once with the schema builder, with the few column types
 * the two databases name differently (ids, blobs, big integers) chosen per dialect. Append new ones; never edit one
 * that has shipped.
 */
import type { ColumnDataType, CreateTableBuilder, Kysely, Migration, MigrationProvider } from 'kysely';

/** The two databases the ladder runs on. */
export type LadderDialect = 'sqlite' | 'postgres';

/** Column types that differ between the dialects. */
function types(dialect: LadderDialect): { big: ColumnDataType; blob: ColumnDataType } {
  return dialect === 'postgres' ? { big: 'bigint', blob: 'bytea' } : { big: 'integer', blob: 'blob' };
}

/** An `id` primary key that the database numbers. */
function withId<T extends string>(
  t: CreateTableBuilder<T, never>,
  dialect: LadderDialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The first schema: authors, bots, versions, matches, ratings, logs, blobs, settings. */
function initial(dialect: LadderDialect): Migration {
  const { big, blob } = types(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('authors'), dialect)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', big, (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('bots'), dialect)
        .addColumn('author_id', 'integer', (c) => c.notNull().references('authors.id'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', big, (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('versions'), dialect)
        .addColumn('bot_id', 'integer', (c) => c.notNull().references('bots.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('upload_sha256', 'text', (c) => c.notNull())
        .addColumn('code_sha256', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('check_report', 'text')
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('draws', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('faults', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_pair', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', big, (c) => c.notNull())
        .addColumn('checked_at', big)
        .addUniqueConstraint('versions_bot_seq', ['bot_id', 'seq'])
        .execute();
      await db.schema.createIndex('versions_status').on('versions').column('status').execute();
      await withId(db.schema.createTable('matches'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('pair', 'integer', (c) => c.notNull())
        .addColumn('seed', big, (c) => c.notNull())
        .addColumn('first_id', 'integer', (c) => c.notNull().references('versions.id'))
        .addColumn('second_id', 'integer', (c) => c.notNull().references('versions.id'))
        .addColumn('voids', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', big)
        .addColumn('requested_by', 'integer')
        .addColumn('created_at', big, (c) => c.notNull())
        .addColumn('finished_at', big)
        .addColumn('winner', 'integer')
        .addColumn('reason', 'text')
        .addColumn('turns', 'integer')
        .addColumn('first_errors', 'integer')
        .addColumn('second_errors', 'integer')
        .addColumn('replay_sha256', 'text')
        .addColumn('void_reason', 'text')
        .execute();
      await db.schema.createIndex('matches_status').on('matches').columns(['status', 'id']).execute();
      await db.schema.createIndex('matches_first').on('matches').columns(['first_id', 'id']).execute();
      await db.schema.createIndex('matches_second').on('matches').columns(['second_id', 'id']).execute();
      await withId(db.schema.createTable('ratings'), dialect)
        .addColumn('version_id', 'integer', (c) => c.notNull().references('versions.id'))
        .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id'))
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('faulted', 'integer', (c) => c.notNull())
        .addColumn('at', big, (c) => c.notNull())
        // A match moves each of its versions once, whatever happens: the second record of a result is refused here.
        .addUniqueConstraint('ratings_once', ['match_id', 'version_id'])
        .execute();
      await db.schema.createIndex('ratings_version').on('ratings').columns(['version_id', 'id']).execute();
      await db.schema
        .createTable('match_logs')
        .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id'))
        .addColumn('version_id', 'integer', (c) => c.notNull().references('versions.id'))
        .addColumn('blob_sha256', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_logs_pk', ['match_id', 'version_id'])
        .execute();
      await db.schema
        .createTable('blobs')
        .addColumn('sha256', 'text', (c) => c.primaryKey())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('gz', blob, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

/** The migrations for `dialect`, by name (kysely runs them in name order). */
export function ladderMigrations(dialect: LadderDialect): MigrationProvider {
  return { getMigrations: () => Promise.resolve({ '0001-initial': initial(dialect) }) };
}
