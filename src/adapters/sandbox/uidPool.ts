/**
 * fray's pool of host user and group ids for sandboxed processes, when fray runs as root: each bot and each build
 * runs as an id of its own (uidLease.ts), so no per-user count of the kernel (pipe buffers, pending signals, message
 * queues, watches, processes, locked memory) is shared between two bots. The pool is a range far above ordinary
 * users (FRAY_UID_POOL, by default 2000000000-2000065535), refused when any account, group or subordinate range of
 * the host touches it; leases are files in a folder only root may write (/run/fray/uid-leases).
 */
import { lstatSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, ok, type Result } from '../../core/result.js';
import { UID_POOL } from './policy.js';

/** A checked range of ids (inclusive), and the folder its leases are kept in. */
export interface UidPool {
  first: number;
  last: number;
  leases: string;
}

/** The host's files that name ids (their contents; a missing file is empty). */
export interface IdFiles {
  passwd: string;
  group: string;
  subuid: string;
  subgid: string;
}

/** The pool's range from FRAY_UID_POOL ("FIRST-LAST"), or the default; a problem names the variable. */
export function poolRange(text: string | undefined): Result<{ first: number; last: number }> {
  if (text === undefined || text === '') return ok({ first: UID_POOL.first, last: UID_POOL.last });
  const m = /^(\d{1,10})-(\d{1,10})$/.exec(text.trim());
  const first = Number(m?.[1]);
  const last = Number(m?.[2]);
  if (m === null || !(first >= UID_POOL.lowest && last >= first + 1 && last <= UID_POOL.highest))
    return fail(
      `FRAY_UID_POOL must be FIRST-LAST, two ids from ${UID_POOL.lowest} to ${UID_POOL.highest} with at least two in the range, got ${JSON.stringify(text)}`,
    );
  return ok({ first, last });
}

/**
 * Why `range` may not be fray's, or undefined when no line of the id files touches it: an account or group with an
 * id inside, or a subordinate range (which lets that user's containers run as those ids) that overlaps.
 */
export function poolConflict(range: { first: number; last: number }, files: IdFiles): string | undefined {
  const inside = (n: number) => n >= range.first && n <= range.last;
  const shown = `fray's uid pool ${range.first}-${range.last}`;
  const checks: [keyof IdFiles, (f: string[]) => string | undefined][] = [
    ['passwd', (f) => (inside(Number(f[2])) || inside(Number(f[3])) ? `user '${f[0]}' has an id inside` : undefined)],
    ['group', (f) => (inside(Number(f[2])) ? `group '${f[0]}' has an id inside` : undefined)],
    ['subuid', (f) => overlaps(f, range)],
    ['subgid', (f) => overlaps(f, range)],
  ];
  for (const [file, check] of checks) {
    for (const [i, line] of files[file].split('\n').entries()) {
      if (line.trim() === '' || line.startsWith('#')) continue;
      const why = check(line.split(':'));
      if (why !== undefined)
        return `/etc/${file} line ${i + 1}: ${why} ${shown}; choose another range with FRAY_UID_POOL`;
    }
  }
  return undefined;
}

/** Whether a subordinate-id line (name:start:count) overlaps `range`, said as a reason. */
function overlaps(f: string[], range: { first: number; last: number }): string | undefined {
  const start = Number(f[1]);
  const end = start + Number(f[2]) - 1;
  return start <= range.last && end >= range.first ? `the subordinate ids of '${f[0]}' overlap` : undefined;
}

/** A folder that only root may change: a real folder (not a link), owned by root, writable by no one else. */
function rootOnly(dir: string, mode: number): string | undefined {
  try {
    mkdirSync(dir, { mode });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') return `cannot make ${dir}: ${(e as Error).message}`;
  }
  const st = lstatSync(dir);
  if (!st.isDirectory() || st.uid !== 0 || (st.mode & 0o022) !== 0)
    return `${dir} must be a folder of root's that no one else may write to`;
  return undefined;
}

const readOr = (path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

let cached: Result<UidPool> | undefined;

/**
 * The pool, checked once per process against the host's id files, with its lease folder made (as root only: the
 * caller asks only then). A problem says what to change.
 */
export function uidPool(): Result<UidPool> {
  if (cached !== undefined) return cached;
  const range = poolRange(process.env.FRAY_UID_POOL);
  if (!range.ok) return (cached = range);
  const files: IdFiles = {
    passwd: readOr('/etc/passwd'),
    group: readOr('/etc/group'),
    subuid: readOr('/etc/subuid'),
    subgid: readOr('/etc/subgid'),
  };
  const conflict = poolConflict(range.value, files);
  if (conflict !== undefined) return (cached = fail(conflict));
  const parent = rootOnly(UID_POOL.folder, 0o755);
  const leases = join(UID_POOL.folder, 'uid-leases');
  const folder = parent ?? rootOnly(leases, 0o700);
  if (folder !== undefined) return (cached = fail(folder));
  return (cached = ok({ ...range.value, leases }));
}
