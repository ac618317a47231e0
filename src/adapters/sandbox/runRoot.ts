/**
 * One private folder per fray process for everything the sandbox puts on disk (copies of bots' folders, scratch
 * folders of unconfined bots), removed when the process exits; a process that is killed leaves its folder behind,
 * and the next fray process that uses the sandbox removes it (and the cgroups of dead processes, cgroup.ts).
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sweepCgroups } from './cgroup.js';

/** The prefix of every run folder: `fray-run-<pid>-<random>`. */
const PREFIX = 'fray-run-';

let root: string | undefined;
let swept = false;

/** Whether a process with this id is alive (another user's counts as alive; a zombie, waiting to be reaped, not). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // /proc/PID/stat: "pid (name) S ...": the state follows the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/** Removes the run folders and cgroups of fray processes that are gone (once per process, unless `again`). */
export function sweepLeftovers(opts: { again?: boolean } = {}): void {
  if (swept && opts.again !== true) return;
  swept = true;
  const base = tmpdir();
  let names: string[] = [];
  try {
    names = readdirSync(base);
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^fray-run-(\d+)-/.exec(name);
    if (m === null || processAlive(Number(m[1]))) continue;
    try {
      // Only folders this user made: a folder someone else named like ours is not ours to remove.
      if (statSync(join(base, name)).uid !== process.getuid?.()) continue;
      rmSync(join(base, name), { recursive: true, force: true });
    } catch {
      // Gone meanwhile, or not removable: the next sweep tries again.
    }
  }
  sweepCgroups(processAlive);
}

/**
 * This process's run folder (made on first use, mode 0711: others may reach a bot's copy inside it by name, which
 * the sandbox's unprivileged user must, but not list what is there). Removed when the process exits.
 */
export function runRoot(): string {
  if (root !== undefined) return root;
  sweepLeftovers();
  const dir = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
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
