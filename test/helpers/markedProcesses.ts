/** Finding the processes a test started, by an environment marker they inherit (Linux: /proc). */
import { readdirSync, readFileSync } from 'node:fs';

/** Process ids of the match workers (or, with `all`, every process) started with the environment marker `mark`. */
export function matchWorkers(mark: string, all = false): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (!all && !args.includes('summonerMatch.worker.js')) continue;
      if (readFileSync(`/proc/${name}/environ`, 'utf8').includes(`FRAY_TEST_MARK=${mark}`)) out.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}
