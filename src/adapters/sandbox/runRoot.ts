/**
 * One private folder per fray process for everything the sandbox puts on disk (copies of bots' folders, scratch
 * folders of unconfined bots), removed when the process exits; a process that is killed leaves its folder behind,
 * and the next fray process that uses the sandbox removes it (and the cgroups and uid leases of dead processes).
 * The folder's name is random and says nothing of the process (a bot sees the path of its own copy in its mount
 * table); the file `owner` inside names the process that made it.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sweepCgroups } from './cgroup.js';
import { holderAlive, holderText, parseHolder, processAlive, thisProcess } from './holder.js';
import { UID_POOL } from './policy.js';
import { sweepUidLeases } from './uidLease.js';

/** The prefix of every run folder: `fray-run-<random>` (`fray-run-<pid>-<random>` before the owner file). */
const PREFIX = 'fray-run-';
/** A run folder without an owner file is being made; past this age it is a leftover. */
const UNOWNED_GRACE_MS = 60_000;

let root: string | undefined;
let swept = false;

/** Whether the run folder `dir` (named `name`) belongs to a process that is gone. */
function runFolderStale(dir: string, name: string): boolean {
  const legacy = /^fray-run-(\d+)-/.exec(name);
  if (legacy !== null) return !processAlive(Number(legacy[1]));
  let text: string;
  try {
    text = readFileSync(join(dir, 'owner'), 'utf8');
  } catch {
    return Date.now() - statSync(dir).mtimeMs > UNOWNED_GRACE_MS;
  }
  const holder = parseHolder(text);
  return holder === undefined || !holderAlive(holder);
}

/** The run folders in the temporary folder whose process is gone (only this user's), as paths. */
export function staleRunFolders(): string[] {
  const base = tmpdir();
  let names: string[] = [];
  try {
    names = readdirSync(base).filter((n) => n.startsWith(PREFIX));
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, dir: join(base, name) }))
    .filter(({ name, dir }) => {
      try {
        // Only folders this user made: a folder someone else named like ours is not ours to remove.
        return statSync(dir).uid === process.getuid?.() && runFolderStale(dir, name);
      } catch {
        return false;
      }
    })
    .map(({ dir }) => dir);
}

/** Removes the run folders, cgroups and uid leases of fray processes that are gone (once per process, unless `again`). */
export function sweepLeftovers(opts: { again?: boolean } = {}): void {
  if (swept && opts.again !== true) return;
  swept = true;
  for (const dir of staleRunFolders()) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Gone meanwhile, or not removable: the next sweep tries again.
    }
  }
  sweepCgroups(processAlive);
  if (process.getuid?.() === 0) sweepUidLeases(join(UID_POOL.folder, 'uid-leases'));
}

/**
 * This process's run folder (made on first use, mode 0711: a sandboxed process, which runs as an id of its own,
 * must reach its own copy inside it by name, but may not list what is there). Removed when the process exits.
 */
export function runRoot(): string {
  if (root !== undefined) return root;
  sweepLeftovers();
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, 'owner'), holderText(thisProcess()), { mode: 0o600 });
  chmodSync(dir, 0o711);
  root = dir;
  process.once('exit', () => {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // The next sweep removes it.
    }
  });
  return dir;
}

/** A fresh folder inside the run folder (mode 0700 unless `mode` says otherwise). */
export function runFolder(name: string, mode = 0o700): string {
  const dir = mkdtempSync(join(runRoot(), `${name}-`));
  chmodSync(dir, mode);
  return dir;
}
