/**
 * fray processes for the queue tests, run side by side: coordinators and workers started with --no-node-snapshot
 * already given, so bin/fray.js does not re-run itself and a signal reaches the process that does the work.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tempDir, type CliRun } from '../../helpers/cli.js';

/** A running fray process, with everything it has written so far. */
export interface FrayProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the run once the process has exited. */
  exited: Promise<CliRun>;
  /** Resolves when stderr matches `pattern` (rejects after `ms`), with the match. */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpMatchArray>;
}

/** Starts `fray ...args` in a fresh temp dir (or `cwd`), from bin/fray.js or another entry (see otherVersion). */
export function startFray(args: string[], cwd = tempDir(), entry = join(ROOT, 'bin/fray.js')): FrayProcess {
  const child = spawn(process.execPath, ['--no-node-snapshot', entry, ...args], {
    cwd,
    env: { ...process.env, FRAY_DEBUG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '',
    err = '';
  const waiters: { pattern: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (d: string) => (out += d));
  child.stderr?.on('data', (d: string) => {
    err += d;
    for (const w of waiters.splice(0)) {
      const m = err.match(w.pattern);
      if (m) w.resolve(m);
      else waiters.push(w);
    }
  });
  const exited = new Promise<CliRun>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout: out, stderr: err })),
  );
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor(pattern, ms = 30_000) {
      const m = err.match(pattern);
      if (m) return Promise.resolve(m);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern} in:\n${err}`)), ms);
        waiters.push({
          pattern,
          resolve: (x) => {
            clearTimeout(timer);
            resolve(x);
          },
        });
      });
    },
  };
}

/** Runs `fray ...args` to the end without blocking the test's event loop. */
export function runFray(args: string[], cwd?: string): Promise<CliRun> {
  return startFray(args, cwd).exited;
}

/** Starts a worker on the queue at `url` with short locks, so a killed worker's job is taken over within seconds. */
export function startWorker(url: string, concurrency = 1): FrayProcess {
  return startFray(['worker', '--queue', url, '--concurrency', String(concurrency), '--lock-ms', '2000']);
}

/** Stops a process (SIGTERM: a worker finishes its jobs) and waits for it; SIGKILL if it is still there after 10 s. */
export async function stop(p: FrayProcess): Promise<CliRun> {
  if (p.child.exitCode === null && p.child.signalCode === null) {
    p.child.kill('SIGTERM');
    const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
    const r = await p.exited;
    clearTimeout(timer);
    return r;
  }
  return p.exited;
}

/** The job ids a worker's log says it took and finished. */
export function jobsIn(log: string): { took: string[]; done: string[] } {
  const ids = (verb: string) =>
    [...log.matchAll(new RegExp(`^fray worker: ${verb} .* \\[([^\\]]+)\\]$`, 'gm'))].map((m) => m[1]!);
  return { took: ids('took'), done: ids('done') };
}

/**
 * A copy of the built bundle that says it is fray `version`: the same code, as a worker of another release would
 * run it. It lives under the repository (git ignores .fray-tmp-*) so its packages resolve from node_modules.
 */
export function otherVersion(version: string): { entry: string; remove(): void } {
  const dir = mkdtempSync(join(ROOT, '.fray-tmp-version-'));
  // Files only: dist/ may also hold a folder of built benchmarks (dist/bench), which the CLI never loads.
  for (const f of readdirSync(join(ROOT, 'dist'), { withFileTypes: true }))
    if (f.isFile()) copyFileSync(join(ROOT, 'dist', f.name), join(dir, f.name));
  const entry = join(dir, 'fray.js');
  // The bundle is split into chunks: the version is in whichever one holds the queue's run keys.
  const holders = readdirSync(dir).filter(
    (f) => f.endsWith('.js') && /var FRAY_VERSION = [^;]+;/.test(readFileSync(join(dir, f), 'utf8')),
  );
  if (holders.length !== 1) throw new Error(`dist/ has ${holders.length} files with a FRAY_VERSION to patch, not one`);
  const file = join(dir, holders[0] as string);
  const code = readFileSync(file, 'utf8');
  writeFileSync(file, code.replace(/var FRAY_VERSION = [^;]+;/, `var FRAY_VERSION = ${JSON.stringify(version)};`));
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** When stderr first matched `pattern` (ms since the epoch), waiting for it up to `ms`. */
export async function timeOf(p: FrayProcess, pattern: RegExp, ms = 30_000): Promise<number> {
  await p.waitFor(pattern, ms);
  return Date.now();
}
