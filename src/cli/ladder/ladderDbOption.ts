/** `--data DIR` and `--db URL`, shared by every ladder command that reads the database: opened, or one line (exit 2). */
import { join } from 'node:path';
import type { Command } from 'commander';
import { dataDir } from '../../adapters/dataDir.js';
import { openLadderDb, type LadderDb } from '../../adapters/ladder/db/openLadderDb.js';
import { unwrap, CliError } from '../CliError.js';

/** The options as commander gives them. */
export interface LadderDbOptions {
  data?: string;
  db?: string;
}

/** Where a ladder's data goes when --data is not given. */
export function defaultLadderData(): string {
  return join(dataDir(), 'ladder');
}

/** Adds --data and --db to a command. */
export function addLadderDbOptions(cmd: Command): Command {
  return cmd
    .option('--data <dir>', `the ladder's folder: its SQLite database (default ${defaultLadderData()})`)
    .option(
      '--db <postgres-url>',
      'keep everything in PostgreSQL instead: postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE',
    );
}

/** Opens the database the options name. */
export async function openLadderFromOptions(o: LadderDbOptions): Promise<LadderDb> {
  if (o.db !== undefined && o.data !== undefined)
    throw new CliError('--data and --db name two databases: give one (with --db, the data folder is not used)');
  if (o.db !== undefined && !/^postgres(ql)?:\/\//.test(o.db))
    throw new CliError('--db takes a PostgreSQL URL: postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE');
  return unwrap(await openLadderDb(o.db !== undefined ? { postgres: o.db } : { data: o.data ?? defaultLadderData() }));
}
