/** Starts `fray view` as a user would (a child process serving until Ctrl-C), for the server and browser tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../helpers/cli.js';

/** A running `fray view`: the address it printed, and how to stop it with Ctrl-C (SIGINT). */
export interface Served {
  url: string;
  child: ChildProcess;
  stop(): Promise<{ code: number | null; stdout: string; stderr: string }>;
}

/** Runs `fray view ...args` in `cwd` and waits for it to print its address (or fails with what it wrote). */
export function startView(args: string[], cwd: string, env: Record<string, string> = {}): Promise<Served> {
  return startServer(['view', ...args], cwd, env);
}

/** Runs `fray ...argv` (a command that serves: view, studio) and waits for it to print its address. */
export function startServer(argv: string[], cwd: string, env: Record<string, string> = {}): Promise<Served> {
  const child = spawn(process.execPath, [join(ROOT, 'bin/fray.js'), ...argv], {
    cwd,
    env: { ...process.env, FRAY_DEBUG: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '',
    stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGINT');
    const code = await exited;
    return { code, stdout, stderr };
  };
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`fray ${argv[0]} printed no address in 20 s: ${stdout}${stderr}`));
    }, 20_000);
    const look = (): void => {
      const m = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout);
      if (!m) return;
      clearTimeout(timer);
      done({ url: m[1] as string, child, stop });
    };
    child.stdout.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`fray ${argv[0]} exited (${code}) before serving: ${stdout}${stderr}`));
    });
  });
}
