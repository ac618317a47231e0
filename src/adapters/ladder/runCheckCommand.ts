/**
 * `fray summoner check FILE --json` run as a child process, for a submission: the same checks an author runs at
 * home (strict type check, load, a few turns from each seat against the random demo), sandboxed, in a process of
 * its own, so nothing the bot does reaches the server's process.
 */
import { spawn } from 'node:child_process';
import { dirname, join, resolve as absolute } from 'node:path';
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

/** What a check stopped by `signal` (the server stopping) says: no verdict, check it again at the next start. */
export const CHECK_STOPPED = 'stopped';

/** Most bytes of output read from a check: its JSON with every logged line fits well within this. */
const MAX_OUTPUT = 32 * 1024 * 1024;

/** The check's answer from its output: its problems, or why it did not run. */
function answer(stdout: string, stderr: string, timedOut: boolean): CheckRun {
  try {
    const out = JSON.parse(stdout) as { problems?: CheckProblem[] };
    if (Array.isArray(out.problems)) return { problems: out.problems };
  } catch {
    // Not the JSON of a check that ran: say why below.
  }
  const why = timedOut
    ? `it took longer than ${CHECK_TIMEOUT_MS / 1000} s`
    : stderr.trim().split('\n')[0] || 'no output';
  return { error: `the check could not run: ${why}` };
}

/** Runs the check on `file`; never throws. `signal` stops it (the answer is then `{ error: CHECK_STOPPED }`). */
export function runCheckCommand(file: string, signal?: AbortSignal): Promise<CheckRun> {
  const bin = join(packageRoot(), 'bin/fray.js');
  const bot = absolute(file);
  return new Promise((resolve) => {
    // Its own process group: a Ctrl-C at the server's terminal must not kill a check and refuse the bot.
    // From the bot's own folder: the paths in its problems are then its own files' names, nothing of the server's.
    const child = spawn(process.execPath, ['--no-node-snapshot', bin, 'summoner', 'check', bot, '--json'], {
      cwd: dirname(bot),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FRAY_DEBUG: '' },
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const kill = () => child.kill('SIGKILL');
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, CHECK_TIMEOUT_MS);
    signal?.addEventListener('abort', kill, { once: true });
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout.length < MAX_OUTPUT ? (stdout += d) : kill()));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr.length < MAX_OUTPUT ? (stderr += d) : kill()));
    child.on('error', (e) => (stderr += e.message));
    child.on('close', () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', kill);
      resolve(signal?.aborted ? { error: CHECK_STOPPED } : answer(stdout, stderr, timedOut));
    });
  });
}
