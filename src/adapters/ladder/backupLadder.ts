/**
 * A ladder's backup: the SQLite database copied whole and consistent (VACUUM INTO, safe while the server writes),
 * or `pg_dump` of the PostgreSQL database (custom format, for pg_restore). Written to a temporary name, then renamed.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'kysely';
import { fail, ok, type Result } from '../../core/result.js';
import type { LadderDb } from './db/openLadderDb.js';

/** pg_dump: on the PATH, or Debian's newest under /usr/lib/postgresql. */
export function findPgTool(name: string): string {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(join(debian, v, 'bin', name))) return join(debian, v, 'bin', name);
  }
  return name;
}

/** Runs pg_dump into `file`. */
function pgDump(url: string, file: string): Promise<Result<void>> {
  return new Promise((done) => {
    execFile(
      findPgTool('pg_dump'),
      ['--format=custom', `--file=${file}`, `--dbname=${url}`],
      { timeout: 3_600_000 },
      (e, _out, err) =>
        done(e === null ? ok(undefined) : fail(`pg_dump failed: ${(err || e.message).trim().split('\n')[0]}`)),
    );
  });
}

/** Writes a backup of `l` to `out`; a problem when it cannot (the file is then not there, nor half of it). */
export async function backupLadder(l: LadderDb, out: string): Promise<Result<string>> {
  const target = resolve(out);
  if (!existsSync(dirname(target))) return fail(`the folder ${dirname(target)} does not exist`);
  const tmp = `${target}.${process.pid}.tmp`;
  rmSync(tmp, { force: true });
  try {
    if (l.dialect === 'sqlite') await sql`VACUUM INTO ${tmp}`.execute(l.db);
    else {
      const dumped = await pgDump(l.url as string, tmp);
      if (!dumped.ok) return dumped;
    }
    renameSync(tmp, target);
    return ok(target);
  } catch (e) {
    return fail(`cannot back up the ladder: ${(e as Error).message}`);
  } finally {
    rmSync(tmp, { force: true });
  }
}
