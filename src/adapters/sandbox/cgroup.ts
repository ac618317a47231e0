/**
 * One control group per process bot, where the host lets fray make them (Linux, as root): its memory and its number
 * of processes are capped for the bot and everything it starts together, which a per-process limit cannot do (a
 * bot could fork many children, each under the cap).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A cgroup made for one bot: put a process in it, and remove it once the bot is gone. */
export interface BotCgroup {
  add(pid: number): void;
  /**
   * Removes the group (call after the bot is killed; waits briefly for it to empty). Resolves to whether it emptied,
   * that is whether none of the bot's processes runs any more.
   */
  remove(): Promise<boolean>;
}

const ROOT = '/sys/fs/cgroup';

/** Whether the group at `dir` has no process (or is gone). */
function empty(dir: string): boolean {
  try {
    return readFileSync(join(dir, 'cgroup.procs'), 'utf8').trim() === '';
  } catch {
    return true;
  }
}

async function removeWhenEmpty(dirs: readonly string[]): Promise<boolean> {
  let emptied = true;
  for (const dir of dirs) {
    // Killed processes leave the group as they are reaped, a moment after the kill.
    for (let tries = 0; tries < 100 && !empty(dir); tries++) await new Promise((r) => setTimeout(r, 20));
    emptied &&= empty(dir);
    try {
      rmdirSync(dir);
    } catch {
      // Still busy or already gone: an empty leftover group costs nothing.
    }
  }
  return emptied;
}

/** A new cgroup capping memory (bytes) and processes, or undefined where the host does not allow it. */
export function createBotCgroup(memoryBytes: number, maxProcesses: number): BotCgroup | undefined {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return undefined;
  // Random, not counted: worker threads of one process each have their own counter.
  const name = `fray-${process.pid}-${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  try {
    if (existsSync(join(ROOT, 'memory', 'cgroup.procs')) && existsSync(join(ROOT, 'pids', 'cgroup.procs'))) {
      // cgroup v1: one hierarchy per controller.
      const memory = join(ROOT, 'memory', name);
      const pids = join(ROOT, 'pids', name);
      mkdirSync(memory);
      dirs.push(memory);
      mkdirSync(pids);
      dirs.push(pids);
      writeFileSync(join(memory, 'memory.limit_in_bytes'), String(memoryBytes));
      if (existsSync(join(memory, 'memory.memsw.limit_in_bytes')))
        writeFileSync(join(memory, 'memory.memsw.limit_in_bytes'), String(memoryBytes));
      writeFileSync(join(pids, 'pids.max'), String(maxProcesses));
    } else if (existsSync(join(ROOT, 'cgroup.controllers'))) {
      // cgroup v2: one group with both controllers.
      const dir = join(ROOT, name);
      mkdirSync(dir);
      dirs.push(dir);
      writeFileSync(join(dir, 'memory.max'), String(memoryBytes));
      writeFileSync(join(dir, 'memory.swap.max'), '0');
      writeFileSync(join(dir, 'pids.max'), String(maxProcesses));
    } else {
      return undefined;
    }
  } catch {
    void removeWhenEmpty(dirs);
    return undefined;
  }
  return {
    add(pid) {
      for (const dir of dirs) writeFileSync(join(dir, 'cgroup.procs'), String(pid));
    },
    remove: () => removeWhenEmpty(dirs),
  };
}

/** The hierarchies fray makes groups in (cgroup v1: one per controller; v2: the root). */
function hierarchies(): string[] {
  if (existsSync(join(ROOT, 'memory', 'cgroup.procs')) && existsSync(join(ROOT, 'pids', 'cgroup.procs')))
    return [join(ROOT, 'memory'), join(ROOT, 'pids')];
  return existsSync(join(ROOT, 'cgroup.controllers')) ? [ROOT] : [];
}

/**
 * Removes the groups of fray processes that are gone (`alive` tells): a killed controller cannot remove its own.
 * Their bots died with it (bubblewrap's --die-with-parent), so the groups are empty or about to be.
 */
export function sweepCgroups(alive: (pid: number) => boolean): void {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return;
  for (const h of hierarchies()) {
    let names: string[] = [];
    try {
      names = readdirSync(h);
    } catch {
      continue;
    }
    const stale = names.filter((n) => {
      const m = /^fray-(\d+)-[0-9a-f]+$/.exec(n);
      return m !== null && !alive(Number(m[1]));
    });
    void removeWhenEmpty(stale.map((n) => join(h, n)));
  }
}
