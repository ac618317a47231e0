/**
 * `fray summoner check FILE --json` run as a child process, for a submission: the same checks an author runs at
 * home (strict type check, load, a few turns from each seat against the random demo), sandboxed, in a process of
 * its own, so nothing the bot does reaches the server's process.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { packageRoot } from '../packageRoot.js';

/** One problem `summoner check --json` lists. */
export interface CheckProblem {
  kind: 'type' | 'load' | 'fault' | 'refused' | 'forfeit';
  file?: string;
  line?: number;
  column?: number;
  seat?: string;
  turn?: number;
  phase?: string;
  message: string;
}

/** What the check said: its problems, or why it could not run at all. */
export type CheckRun = { problems: CheckProblem[] } | { error: string };

/** How long a check may take (a process bot's build counts). */
export const CHECK_TIMEOUT_MS = 300_000;

/** Runs the check on `file`; never throws. */
export function runCheckCommand(file: string): Promise<CheckRun> {
  const bin = join(packageRoot(), 'bin/fray.js');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--no-node-snapshot', bin, 'summoner', 'check', file, '--json'],
      { timeout: CHECK_TIMEOUT_MS, maxBuffer: 32 * 1024 * 1024, env: { ...process.env, FRAY_DEBUG: '' } },
      (error, stdout, stderr) => {
        try {
          const out = JSON.parse(stdout) as { problems?: CheckProblem[] };
          if (Array.isArray(out.problems)) return resolve({ problems: out.problems });
        } catch {
          // Not the JSON of a check that ran: say why below.
        }
        const why =
          stderr.trim().split('\n')[0] ||
          (error?.killed ? `it took longer than ${CHECK_TIMEOUT_MS / 1000} s` : error?.message);
        resolve({ error: `the check could not run: ${why ?? 'no output'}` });
      },
    );
  });
}
