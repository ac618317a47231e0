/**
 * A PostgreSQL cluster of the tests' own: made with initdb in a temp folder and started with pg_ctl on a free
 * loopback port (no other address, trust authentication on loopback only). PostgreSQL refuses to run as root, so
 * as root (here and in CI) every server command runs as `nobody` through setpriv. Missing PostgreSQL skips the
 * tests on a developer's machine and fails them under CI (.ci/run installs it).
 */
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../queue/redisServer.js';
import { runsHere } from '../../helpers/runsHere.js';

/** Debian's PostgreSQL 15 (.ci/run installs the postgresql package). */
const BIN = '/usr/lib/postgresql/15/bin';

/** True when the PostgreSQL tests should be skipped: no server binaries, and not under CI. */
export const SKIP_PG_TESTS = !runsHere(existsSync(join(BIN, 'pg_ctl')));

const NOBODY = 65534;
const isRoot = () => process.getuid?.() === 0;

/** Runs a server command (as nobody when we are root); resolves with its output, rejects on failure. */
function run(cmd: string, args: string[]): Promise<string> {
  const [file, argv] = isRoot()
    ? ['/usr/bin/setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', '--', join(BIN, cmd), ...args]]
    : [join(BIN, cmd), args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} failed (${code}): ${out}`))));
  });
}

/** A running test cluster: its URL (database "ladder"), and how to kill, restart and remove it. */
export interface TestPostgres {
  url: string;
  port: number;
  /** Kills the postmaster outright (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Makes a cluster and starts it. */
export async function startPostgres(): Promise<TestPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'fray-pg-'));
  chmodSync(root, 0o755);
  const data = join(root, 'data');
  const sockets = join(root, 'run');
  for (const d of [data, sockets]) {
    mkdirSync(d, { mode: 0o700 });
    if (isRoot()) chownSync(d, NOBODY, NOBODY);
  }
  await run('initdb', ['-D', data, '-U', 'ladder', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-w', '-t', '60', '-l', join(sockets, 'log'), 'start']).then(
      () => undefined,
    );
  await start();
  await run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'ladder', 'ladder']);
  const pid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://ladder@127.0.0.1:${port}/ladder`,
    port,
    async kill() {
      const p = pid();
      process.kill(p, 'SIGKILL');
      // The postmaster's children end when it is gone; wait until none holds the port's lock file.
      for (let i = 0; i < 100 && existsSync(`/proc/${p}`); i++) await new Promise((r) => setTimeout(r, 100));
    },
    start,
    async stop() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
