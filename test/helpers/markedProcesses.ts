/** Finding the processes a test's fray started (Linux: /proc). */
import { readdirSync, readFileSync } from 'node:fs';

/** The isolate host's script as it ends a host's command line (src/adapters/sandbox/hostProcess.ts starts it). */
export const HOST_SCRIPT = 'isolateHost.worker.cjs';

/**
 * Isolate hosts (processes running dist/isolateHost.worker.cjs) whose parent is `parent`; with `bots`, only those
 * started to serve that many bots (a host's arguments end with its memory cap, its bots and the cap tool): 2 for a
 * match played inside one host, 1 for a bot checked or played on its own.
 */
export function hostsOf(parent: number, bots?: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8')
        .split('\0')
        .filter((a) => a !== '');
      const script = args.findIndex((a) => a.endsWith(HOST_SCRIPT));
      if (script < 0) continue;
      // After the script: the two pipes, the memory share, then how many bots it serves.
      if (bots !== undefined && args[script + 4] !== String(bots)) continue;
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) out.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}
