/**
 * A redis-server of the tests' own: on a free loopback port, no persistence, stopped after the tests. Missing
 * redis-server skips the queue tests on a developer's machine, but fails them under CI (which installs it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runsHere } from '../../helpers/runsHere.js';

/** Where Debian puts the server (.ci/run installs the redis-server package). */
const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];

/** The server's path, or undefined when it is not installed. */
export const REDIS_SERVER = CANDIDATES.find((p) => existsSync(p));

/** True when the queue tests should be skipped: no redis-server, and not under CI (where its absence is a failure). */
export const SKIP_QUEUE_TESTS = !runsHere(REDIS_SERVER !== undefined);

/** A running test server: its URL (always 127.0.0.1) and how to stop it. */
export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Kills the server outright (SIGKILL), as a crash would, and waits until it is gone. */
  kill(): Promise<void>;
}

/** A port nothing listens on right now, on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr !== null ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts redis-server on a free loopback port (or on `port`, to restart one) and waits until it accepts connections. */
export async function startRedis(port?: number): Promise<TestRedis> {
  if (REDIS_SERVER === undefined)
    throw new Error('redis-server is not installed (apt-get install redis-server; .ci/run does this)');
  port ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fray-redis-'));
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (/Ready to accept connections/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with code ${code}: ${out}`));
    });
  });
  child.stdout?.resume();
  const gone = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((r) => child.once('exit', r));
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async kill() {
      child.kill('SIGKILL');
      await gone();
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = gone();
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
