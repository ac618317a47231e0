/**
 * Issue 30's kernel classes, each with real process bots in a real `fray summoner match` and a control that shows
 * the test can fail: covert channels between the two bots of a match through the page cache (mincore, reads with
 * RWF_NOWAIT, and first access: major faults and read times) and through the kernel's per-user counts (pipe
 * buffers, pending signals, message queues, locked memory, processes); what of the host a bot is handed (process
 * 1's command line, inherited descriptors, the host name, host paths and ids); and that nothing is left behind (no
 * process, uid lease, run folder, cgroup or mount), even when the controller is killed with SIGKILL. They need bwrap and Debian's python3, and most need root (the uid pool, setpriv for the control), as
 * CI has: without them they fail, they are not skipped.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSupport } from '../../../src/adapters/sandbox/bubblewrap.js';
import { parseHolder } from '../../../src/adapters/sandbox/holder.js';
import { UID_POOL } from '../../../src/adapters/sandbox/policy.js';
import { runtimeCopy } from '../../../src/adapters/sandbox/runtimeCopy.js';
import { decide, seccompFilter, syscallNumbers } from '../../../src/adapters/sandbox/seccomp.js';
import { expectBadInput, fray, ROOT } from '../../helpers/cli.js';
import { runsHere } from '../../helpers/runsHere.js';
import { eventually, HOSTILE_PROCESS, IDLE, token } from './hostileHelpers.js';

const root = process.getuid?.() === 0;
const rootTests = runsHere(root);
const LEASES = join(UID_POOL.folder, 'uid-leases');
/** An unprivileged host id that no account or other program uses (below fray's pool), for the per-user controls. */
const CONTROL_USER = 1_999_000_001;
/** A descriptor number a parent process might leave open (Node itself reuses low ones). */
const EXTRA_FD = 200;
const made: string[] = [];

/** A fresh folder anyone may use (the unprivileged control writes its log and run folder there). */
function openFolder(): string {
  const d = mkdtempSync(join(tmpdir(), 'fray-kernel-'));
  chmodSync(d, 0o777);
  made.push(d);
  return d;
}

/** A bot folder: the fixture `script` with hostile_common.py, a manifest NAME.bot.json and config.json. */
function bot(script: string, name: string, config: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'fray-kernel-bot-'));
  chmodSync(dir, 0o755);
  made.push(dir);
  for (const f of [script, 'hostile_common.py']) copyFileSync(join(HOSTILE_PROCESS, f), join(dir, f));
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
  writeFileSync(join(dir, `${name}.bot.json`), JSON.stringify({ command: ['python3', script] }));
  return join(dir, `${name}.bot.json`);
}

/** A PATH holding python3 and nothing else (no bwrap: the sandbox is unavailable, so --trusted runs bots plain). */
function pathWithoutBwrap(): string {
  const dir = openFolder();
  mkdirSync(join(dir, 'bin'));
  symlinkSync('/usr/bin/python3', join(dir, 'bin', 'python3'));
  return join(dir, 'bin');
}

interface Played {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The match's --log. */
  log: string;
  /** The controller's process id. */
  pid: number;
  /** What the bots wrote to the descriptor the controller inherited (with `extraFd`). */
  inherited: string;
  /** Host user ids of the bots' processes, seen while they ran (lines of `ps` naming `watch`). */
  uids: Set<number>;
}

interface How {
  /** Run fray as this unprivileged user (setpriv), not as root. */
  asUser?: number;
  /** RLIMIT_NPROC (soft and hard) for fray, with `asUser`. */
  nproc?: number;
  /** Without bubblewrap on the PATH, and --trusted: the bots run as plain processes. */
  unconfined?: boolean;
  /** Hand fray a descriptor (EXTRA_FD, a pipe) it does not know about, as a careless parent would. */
  extraFd?: boolean;
  maxTurns?: number;
  /** Text in the bots' command lines, to note their host user ids while they run. */
  watch?: string;
  /** The temporary folder (TMPDIR) fray uses (default: a fresh one). */
  tmp?: string;
}

/** The host user ids of the processes whose arguments contain `text`. */
function uidsOf(text: string): number[] {
  const r = spawnSync('ps', ['-eo', 'uid=,args='], { encoding: 'utf8' });
  return r.stdout
    .split('\n')
    .filter((l) => l.includes(text) && !l.includes('ps -eo'))
    .map((l) => Number(l.trim().split(/\s+/)[0]));
}

/** Plays `a` against `b` with `fray summoner match`, as `how` says. */
async function match(a: string, b: string, how: How = {}): Promise<Played> {
  const dir = how.tmp ?? openFolder();
  // With the flag fray would add itself, so the process started here is the controller (no re-run in a child).
  const args = ['--no-node-snapshot', join(ROOT, 'bin/fray.js'), 'summoner', 'match', a, b, '--seed', '1'];
  args.push(
    '--max-turns',
    String(how.maxTurns ?? 8),
    '--call-ms',
    '4000',
    '--setup-ms',
    '8000',
    '--bank-ms',
    '0',
    '--log',
    'm.txt',
  );
  if (how.unconfined) args.push('--trusted');
  const env: NodeJS.ProcessEnv = { ...process.env, FRAY_DEBUG: '', TMPDIR: dir, HOME: dir };
  if (how.unconfined) env.PATH = pathWithoutBwrap();
  const [file, argv] =
    how.asUser === undefined
      ? [process.execPath, args]
      : [
          '/usr/bin/prlimit',
          [
            ...(how.nproc === undefined ? [] : [`--nproc=${how.nproc}:${how.nproc}`]),
            '--',
            '/usr/bin/setpriv',
            ...[`--reuid=${how.asUser}`, `--regid=${how.asUser}`, '--clear-groups', '--', process.execPath, ...args],
          ],
        ];
  const stdio = how.extraFd
    ? [...Array<'ignore'>(EXTRA_FD).fill('ignore'), 'pipe' as const]
    : ['ignore', 'pipe', 'pipe'];
  stdio[1] = 'pipe';
  stdio[2] = 'pipe';
  const child = spawn(file, argv, { cwd: dir, env, stdio: stdio as ('ignore' | 'pipe')[] });
  const out = { stdout: '', stderr: '', inherited: '' };
  child.stdout?.on('data', (c: Buffer) => (out.stdout += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out.stderr += c.toString()));
  ((child.stdio as unknown[])[EXTRA_FD] as NodeJS.ReadableStream | undefined)?.on(
    'data',
    (c: Buffer) => (out.inherited += c.toString()),
  );
  const uids = new Set<number>();
  const timer =
    how.watch === undefined ? undefined : setInterval(() => uidsOf(how.watch!).forEach((u) => uids.add(u)), 50);
  const code = await new Promise<number | null>((r) => child.on('close', r));
  clearInterval(timer);
  const log = existsSync(join(dir, 'm.txt')) ? readFileSync(join(dir, 'm.txt'), 'utf8') : '';
  return { code, ...out, log, pid: child.pid as number, uids };
}

/** Why a match did not end well: its exit code and the tails of what it printed. */
function why(p: Played): string {
  const tail = (s: string): string => s.slice(-2000);
  return `exit ${p.code}\nstderr: ${tail(p.stderr)}\nstdout: ${tail(p.stdout)}\nlog: ${tail(p.log)}`;
}

/**
 * The folders on the way to `path` that a user who is neither their owner nor in their group cannot enter (no
 * o+x), and `path` itself when it cannot read it (no o+r). The control user runs fray from this clone, so a clone
 * under a private folder (CI's mktemp -d is 0700, as is /root) ends its control matches with "Cannot find module".
 */
function closedToOthers(path: string): string[] {
  const closed: string[] = [];
  if ((statSync(path).mode & 0o004) === 0) closed.push(path);
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) closed.push(dir);
    if (dir === dirname(dir)) break;
  }
  return closed;
}

/** A control match run as CONTROL_USER, after checking that user can reach fray's own files here. */
async function controlMatch(a: string, b: string, how: How): Promise<Played> {
  const closed = [join(ROOT, 'bin/fray.js'), a, b].flatMap(closedToOthers);
  expect(
    [...new Set(closed)],
    `the control user (${CONTROL_USER}) must reach this clone; give others read and enter on these`,
  ).toEqual([]);
  return match(a, b, how);
}

/** The JSON a bot reported on standard error after `marker`, from the match's log. */
function reported<T>(p: Played, marker: string): T {
  const line = new RegExp(`${marker} (.*)`).exec(p.log)?.[1];
  if (line === undefined) throw new Error(`no '${marker}' in the log:\n${p.log}\n${p.stdout}\n${p.stderr}`);
  return JSON.parse(line) as T;
}

/** Run folders in `base` whose owner file names `pid`. */
function runFoldersOf(pid: number, base = tmpdir()): string[] {
  return readdirSync(base).filter((n) => {
    if (!n.startsWith('fray-run-')) return false;
    try {
      return parseHolder(readFileSync(join(base, n, 'owner'), 'utf8'))?.pid === pid;
    } catch {
      return false;
    }
  });
}

/** Lease files held by `pid`. */
const leasesOf = (pid: number): string[] =>
  existsSync(LEASES) ? readdirSync(LEASES).filter((n) => n.split('.')[1] === String(pid)) : [];

/** The cgroups fray made for `pid` (all hierarchies). */
function cgroupsOf(pid: number): string[] {
  const out: string[] = [];
  for (const h of ['/sys/fs/cgroup/memory', '/sys/fs/cgroup/pids', '/sys/fs/cgroup']) {
    try {
      out.push(...readdirSync(h).filter((n) => n.startsWith(`fray-${pid}-`)));
    } catch {
      // No such hierarchy here.
    }
  }
  return out;
}

/** Processes running as one of `uids`. */
function processesAs(uids: Iterable<number>): number[] {
  const set = new Set(uids);
  return readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .filter((n) => {
      try {
        return set.has(statSync(`/proc/${n}`).uid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Everything of run `p` still on the machine: processes of its bots' ids, leases, run folders, cgroups, mounts. */
function leftBy(p: Played, base = tmpdir()): Record<string, unknown[]> {
  const mounts = readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .filter((l) => l.includes('fray-run-'));
  return {
    processes: processesAs(p.uids),
    leases: leasesOf(p.pid),
    runFolders: runFoldersOf(p.pid, base),
    cgroups: cgroupsOf(p.pid),
    mounts,
  };
}
const NOTHING = { processes: [], leases: [], runFolders: [], cgroups: [], mounts: [] };

/** Asserts that nothing of run `p` is left, giving its bots' processes a moment to be reaped. */
async function expectNothingLeft(p: Played, base?: string): Promise<void> {
  await eventually(() => processesAs(p.uids).length === 0 && cgroupsOf(p.pid).length === 0, 3000);
  expect(leftBy(p, base)).toEqual(NOTHING);
}

/**
 * Files other programs read or map (a JVM's class archive and modules, shared libraries, packed jars): their pages
 * get loaded while the test runs, which would add bits the sender never sent.
 */
const BUSY_FILE = /(\.so(\.|$)|\/modules$|\.jar$|\.jmod$|\.jsa$|\.pak$|\.dat$)/;

/**
 * A large file that the sandbox shows bots (from its runtimes' copy) and that no program is likely to read while the
 * test runs, for the page-cache channels: the largest data file (not executable, not a library) of 6 MiB or more,
 * as the host's path (the same path in the sandbox names the copy's file).
 */
function coldFile(): string {
  const copy = runtimeCopy();
  if (!copy.ok) throw new Error(copy.problem.message);
  const system = join(copy.value, 'root');
  const found: { path: string; size: number }[] = [];
  const walk = (dir: string): void => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, d.name);
      if (d.isDirectory()) walk(p);
      else if (d.isFile()) {
        const st = statSync(p);
        if ((st.mode & 0o111) === 0 && !BUSY_FILE.test(p) && st.size >= 6 << 20) found.push({ path: p, size: st.size });
      }
    }
  };
  walk(join(system, 'usr'));
  found.sort((x, y) => y.size - x.size || x.path.localeCompare(y.path));
  if (found.length === 0) throw new Error(`no data file of 6 MiB or more in the sandbox's runtimes (${system})`);
  return (found[0] as { path: string }).path.slice(system.length);
}

/**
 * For the controls (plain processes): an 8 MiB file of the test's own, written and flushed to disk, so its pages can
 * be evicted. The runtimes' files on the host are read by other tests meanwhile (javac reads ct.sym on every Java
 * build), and each page another program loads reads as a 1.
 */
function privateColdFile(): string {
  const path = join(openFolder(), 'cold.bin');
  const fd = openSync(path, 'w', 0o644);
  try {
    writeSync(fd, randomBytes(8 << 20));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return path;
}

/** How many of the 16 bits of each turn the receiver read as the sender meant, over all turns, and of how many. */
function bitsRight(values: [number, number][], sent: Record<string, number>): { right: number; of: number } {
  let right = 0;
  for (const [t, v] of values) {
    const diff = (v ^ (sent[String(t)] ?? 0)) & 0xffff;
    right += 16 - diff.toString(2).replaceAll('0', '').length;
  }
  return { right, of: 16 * values.length };
}

beforeAll(() => {
  expect(sandboxSupport()).toEqual({ available: true });
});
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

describe('2. no covert channel through the kernel between two process bots of one match', () => {
  type CacheReport = {
    sent: Record<string, number>;
    errors: Record<string, string[]>;
    mincore: [number, number][] | 'closed';
    nowait: [number, number][] | 'closed';
  };

  it('page cache: mincore and RWF_NOWAIT read 16 bits a turn unconfined (90% right or more); in the sandbox both are refused', async () => {
    const file = coldFile();
    const send = bot('pagecache.py', 'send', { role: 'send', file });
    const receive = bot('pagecache.py', 'receive', { role: 'receive', file });
    const inside = await match(send, receive);
    expect(inside.code, why(inside)).toBe(0);
    const seen = reported<CacheReport>(inside, 'pagecache.py: channels');
    expect(seen.mincore).toBe('closed');
    expect(seen.nowait).toBe('closed');
    expect(seen.errors).toMatchObject({ mincore: ['PermissionError:1'], nowait: ['OSError:95'] });

    // The control: the same pair as plain processes reads nearly every bit the sender meant.
    const own = privateColdFile();
    const control = await match(
      bot('pagecache.py', 'send', { role: 'send', file: own }),
      bot('pagecache.py', 'receive', { role: 'receive', file: own }),
      { unconfined: true },
    );
    expect(control.code, why(control)).toBe(0);
    const out = reported<CacheReport>(control, 'pagecache.py: channels');
    for (const channel of ['mincore', 'nowait'] as const) {
      const values = out[channel];
      if (values === 'closed') throw new Error(`${channel} closed outside the sandbox: ${JSON.stringify(out)}`);
      expect(values.length, channel).toBeGreaterThanOrEqual(6);
      // Another program reading the same file, or the kernel reclaiming a page, may flip a bit on a busy machine:
      // nearly all of them must cross (chance would be half).
      const { right, of } = bitsRight(values, out.sent);
      expect(right / of, `${channel} in ${own}: ${right} of ${of} bits`).toBeGreaterThanOrEqual(0.9);
    }
  });

  type FirstReport = {
    sent: Record<string, number>;
    errors: Record<string, string[]>;
    majflt: [number, number][];
    timing: [number, number][];
    majflt_total: number;
  };
  /** How much more often the receiver read 1 where the sender sent 1 than where it sent 0 (1: every bit; 0: none). */
  function advantage(values: [number, number][], sent: Record<string, number>): number {
    const ones = [0, 0];
    const of = [0, 0];
    for (const [t, v] of values)
      for (let i = 0; i < 16; i++) {
        const bit = ((sent[String(t)] ?? 0) >> i) & 1;
        of[bit] = (of[bit] as number) + 1;
        ones[bit] = (ones[bit] as number) + ((v >> i) & 1);
      }
    return (ones[1] as number) / Math.max(1, of[1] as number) - (ones[0] as number) / Math.max(1, of[0] as number);
  }

  it('page cache by first access: major faults and read times carry 16 bits a turn unconfined; in the sandbox every page is already in memory and nothing passes', async () => {
    const file = coldFile();
    const send = bot('firstaccess.py', 'send', { role: 'send', file });
    const receive = bot('firstaccess.py', 'receive', { role: 'receive', file });
    const inside = await match(send, receive);
    expect(inside.code, why(inside)).toBe(0);
    const seen = reported<FirstReport>(inside, 'firstaccess.py: channels');
    expect(seen.majflt.length).toBeGreaterThanOrEqual(6);
    // The runtimes' copy is on tmpfs: no first touch is a major fault, whatever the sender read.
    expect(seen.majflt.map(([, v]) => v)).toEqual(seen.majflt.map(() => 0xffff));
    expect(seen.majflt_total).toBe(0);
    // A read's time says nothing of the sender's bit (a busy machine slows some reads, bits both ways).
    expect(Math.abs(advantage(seen.timing, seen.sent)), JSON.stringify(seen.timing)).toBeLessThan(0.25);
    // The sender could not evict the file's pages (fadvise is refused) nor the receiver turn off read-ahead.
    expect(seen.errors.fadvise).toEqual(['PermissionError:1']);

    // The control: the same pair as plain processes reads a file on disk, and nearly every bit crosses.
    const own = privateColdFile();
    const control = await match(
      bot('firstaccess.py', 'send', { role: 'send', file: own }),
      bot('firstaccess.py', 'receive', { role: 'receive', file: own }),
      { unconfined: true },
    );
    expect(control.code, why(control)).toBe(0);
    const out = reported<FirstReport>(control, 'firstaccess.py: channels');
    expect(out.majflt.length).toBeGreaterThanOrEqual(6);
    const faults = bitsRight(out.majflt, out.sent);
    expect(
      faults.right / faults.of,
      `major faults in ${own}: ${faults.right} of ${faults.of} bits`,
    ).toBeGreaterThanOrEqual(0.9);
    expect(advantage(out.majflt, out.sent)).toBeGreaterThanOrEqual(0.8);
    // Read times are noisier (a loaded machine delays some reads of pages in memory), yet most bits cross.
    expect(advantage(out.timing, out.sent), JSON.stringify(out.timing)).toBeGreaterThanOrEqual(0.6);
  });

  const QUOTA_CHANNELS = ['pipe', 'sigpending', 'mqueue', 'memlock', 'nproc'] as const;
  type QuotaReport = { bits: Record<string, number> } & Record<(typeof QUOTA_CHANNELS)[number], [number, unknown][]>;
  /** Per channel, the values the receiver saw when the sender's bit was 0 and when it was 1. */
  function byBit(r: QuotaReport): Record<string, [string[], string[]]> {
    const out: Record<string, [string[], string[]]> = {};
    for (const channel of QUOTA_CHANNELS) {
      const sets: [Set<string>, Set<string>] = [new Set(), new Set()];
      for (const [t, v] of r[channel]) sets[r.bits[String(t)] as 0 | 1].add(String(v));
      out[channel] = [[...sets[0]].sort(), [...sets[1]].sort()];
    }
    return out;
  }

  it.runIf(rootTests)(
    'per-user counts: as root each bot runs as its own id and no pipe, signal, message-queue, locked-memory or process count passes a bit; as one shared user all but locked memory do (which passes only between plain processes)',
    async () => {
      const mark = token();
      const send = bot('quota.py', 'send', { role: 'send', token: mark });
      const receive = bot('quota.py', 'receive', { role: 'receive', token: mark });
      const inside = await match(send, receive, { watch: 'quota.py' });
      expect(inside.code, why(inside)).toBe(0);
      // Two bots, two ids, both from fray's pool.
      expect(inside.uids.size).toBe(2);
      for (const uid of inside.uids) expect(uid >= UID_POOL.first && uid <= UID_POOL.last, String(uid)).toBe(true);
      const seen = byBit(reported<QuotaReport>(inside, 'quota.py: channels'));
      // Whatever the sender did, the receiver saw the same: a full-sized pipe, a queued signal, an opened queue, a
      // locked segment, and all the 40 children it tried to fork.
      expect(seen).toEqual({
        pipe: [['65536'], ['65536']],
        sigpending: [['queued'], ['queued']],
        mqueue: [['opened'], ['opened']],
        memlock: [['locked'], ['locked']],
        nproc: [['40'], ['40']],
      });
      await expectNothingLeft(inside);

      // The control: fray run by an unprivileged user of its own, so both bots are that one user (what
      // docs/security.md says remains without root). Each count then carries the sender's bit, turn by turn. Each
      // bot's own user namespace counts its processes against its own cap (64), and the user's whole count against
      // the limit fray started with: an organiser's 90 here (fray and bubblewrap hold about 15 of them), so the
      // sender's 63 waiting children leave the receiver fewer than its 40.
      expect(processesAs([CONTROL_USER])).toEqual([]);
      const control = await controlMatch(send, receive, { asUser: CONTROL_USER, nproc: 90 });
      expect(control.code, why(control)).toBe(0);
      const shared = byBit(reported<QuotaReport>(control, 'quota.py: channels'));
      expect(shared.pipe).toEqual([['65536'], ['8192']]);
      expect(shared.sigpending).toEqual([['queued'], ['refused Resource temporarily unavailable']]);
      expect(shared.mqueue).toEqual([['opened'], ['refused Too many open files']]);
      const [free, held] = shared.nproc as [string[], string[]];
      expect(free).toEqual(['40']);
      expect(held.length, JSON.stringify(shared.nproc)).toBeGreaterThan(0);
      for (const v of held) expect(Number(v), JSON.stringify(shared.nproc)).toBeLessThan(40);
      // Locked memory passes nothing even then: the kernel checks a user's pages locked across namespaces against
      // the limit in bytes (8 MiB is 8 Mi pages), so each bot's own namespace is its only bound.
      expect(shared.memlock).toEqual([['locked'], ['locked']]);
      // Its control: the same pair as plain processes of that one user (no namespaces) passes the bit.
      const plain = await controlMatch(send, receive, { asUser: CONTROL_USER, unconfined: true });
      expect(plain.code, why(plain)).toBe(0);
      expect(byBit(reported<QuotaReport>(plain, 'quota.py: channels')).memlock).toEqual([
        ['locked'],
        ['refused Cannot allocate memory'],
      ]);
    },
    // Three matches of 8 turns, each bot forking dozens of processes a turn, on a loaded machine.
    180_000,
  );
});

describe("fray's uid pool", () => {
  // Which lines of the host's id files make a pool unusable is checked in uidPool.test.ts; here, that a pool fray
  // cannot use stops process bots with the reason, in one line, and nothing runs.
  it.runIf(rootTests)('a pool fray cannot use refuses process bots, saying why in one line', () => {
    const python = join(ROOT, 'examples/summoners/python/python-starter.bot.json');
    for (const pool of ['5-9', '65530-65600', '2000000000-2000000000']) {
      const r = fray(['summoner', 'match', python, IDLE, '--max-turns', '1'], { env: { FRAY_UID_POOL: pool } });
      expectBadInput(
        r,
        new RegExp(
          `process bots run only sandboxed, and the sandbox is not available here \\(fray's uid pool: FRAY_UID_POOL must be FIRST-LAST, .* got "${pool}"\\)`,
        ),
      );
    }
  });
});

describe('7. a process bot is handed nothing of the host', () => {
  type Leaks = {
    pid: number;
    'pid1-cmdline': string[];
    processes: number[];
    fds: Record<string, string>;
    hostname: string;
    mounts: string[];
  };

  it.runIf(rootTests)(
    "leaks: process 1 is the bot itself, no descriptor but its standard streams, the sandbox's host name, no host path naming the controller",
    async () => {
      const mark = token();
      const leaks = bot('leaks.py', 'leaks', { token: mark });
      const inside = await match(leaks, IDLE, { extraFd: true, maxTurns: 2, watch: 'leaks.py' });
      expect(inside.code, why(inside)).toBe(0);
      const seen = reported<Leaks>(inside, 'leaks.py:');
      expect(seen.pid).toBe(1);
      expect(seen['pid1-cmdline']).toEqual(['python3', 'leaks.py', '']);
      expect(seen.processes).toEqual([1]);
      expect(seen.fds).toEqual({});
      expect(inside.inherited).toBe('');
      expect(seen.hostname).toBe('fray');
      // Its own folder shows in its mount table (as the source of /bot), under random names that say nothing of
      // the controller (not its process id, as the run folder's name did).
      expect(seen.mounts.filter((m) => m.endsWith(' /bot'))).toEqual([
        expect.stringMatching(/^\/.*\/fray-run-[A-Za-z0-9]{6}\/start-[A-Za-z0-9]{6} \/bot$/) as unknown,
      ]);
      expect(seen.mounts.join('\n')).not.toMatch(new RegExp(`\\b${inside.pid}\\b`));
      await expectNothingLeft(inside);

      // The control: the same bot as a plain process inherits the descriptor (and writes to it), and sees the
      // host's process 1, processes and name.
      const control = await match(leaks, IDLE, { extraFd: true, maxTurns: 2, unconfined: true });
      const plain = reported<Leaks>(control, 'leaks.py:');
      expect(plain.fds[String(EXTRA_FD)]).toMatch(/^(pipe|socket):\[\d+\] \(written\)$/);
      expect(control.inherited).toContain(mark);
      expect(plain['pid1-cmdline']).not.toEqual(['python3', 'leaks.py', '']);
      expect(plain.processes.length).toBeGreaterThan(2);
      expect(plain.hostname).toBe(hostname());
    },
  );
});

describe('the seccomp filter as the kernel runs it', () => {
  /** Harmless arguments for each call: refused by the filter, or failing in the kernel with another error. */
  const CALLS: [name: string, args: number[]][] = [
    ['mincore', [0, 0, 0]],
    ['cachestat', [-1, 0, 0, 0]],
    ['fadvise64', [-1, 0, 0, 0]],
    ['readahead', [-1, 0, 0]],
    ['process_madvise', [-1, 0, 0, 0, 0]],
    ['remap_file_pages', [0, 0, 0, 0, 0]],
    ['sync_file_range', [-1, 0, 0, 0]],
    ['io_setup', [0, 0]],
    ['io_submit', [0, 0, 0]],
    ['open_tree_attr', [-1, 0, 0, 0, 0]],
  ];
  /** Calls refused by argument: [label, name, arguments]. */
  const BY_ARG: [label: string, name: string, args: number[]][] = [
    ['madvise WILLNEED', 'madvise', [0, 0, 3]],
    ['madvise PAGEOUT', 'madvise', [0, 0, 21]],
    ['madvise DONTNEED', 'madvise', [0, 0, 4]],
    ['preadv2 RWF_NOWAIT', 'preadv2', [-1, 0, 0, 0, 0, 8]],
    ['preadv2 RWF_HIPRI|RWF_NOWAIT', 'preadv2', [-1, 0, 0, 0, 0, 9]],
    ['preadv2 no flags', 'preadv2', [-1, 0, 0, 0, 0, 0]],
    ['pwritev2 RWF_NOWAIT', 'pwritev2', [-1, 0, 0, 0, 0, 8]],
    ['fcntl F_SETLK', 'fcntl', [-1, 6, 0]],
    ['fcntl F_GETFL', 'fcntl', [-1, 3, 0]],
  ];

  it("kernelcalls: every page-cache call gives the filter's answer in the sandbox, and the kernel's own outside", async () => {
    const nr = syscallNumbers(process.arch);
    const filter = seccompFilter() as Buffer;
    const audit = process.arch === 'x64' ? 0xc000003e : 0xc00000b7;
    const calls = [
      ...CALLS.map(([name, args]) => [name, nr[name], args] as const),
      ...BY_ARG.map(([label, name, args]) => [label, nr[name], args] as const),
    ];
    const expected = Object.fromEntries(
      calls.map(([label, n, args]) => {
        const d = decide(filter, { arch: audit, nr: n as number, args: args.map((a) => a >>> 0) });
        return [label, d === 'allow' ? 'kernel' : d === 'kill' ? 'kill' : d.errno];
      }),
    );
    const kernelcalls = bot('kernelcalls.py', 'kernelcalls', { calls });
    const inside = await match(kernelcalls, IDLE, { maxTurns: 1 });
    const got = reported<Record<string, number>>(inside, 'kernelcalls.py:');
    const control = await match(kernelcalls, IDLE, { maxTurns: 1, unconfined: true });
    const plain = reported<Record<string, number>>(control, 'kernelcalls.py:');
    for (const [label] of calls) {
      const want = expected[label];
      if (want === 'kernel') expect(got[label], label).toBe(plain[label]);
      else {
        expect(got[label], label).toBe(want);
        // Outside the sandbox the kernel answers otherwise: the filter, not the kernel, refused it.
        expect(plain[label], `${label} outside`).not.toBe(want);
      }
    }
    expect(Object.values(expected).filter((v) => v === 'kernel')).toHaveLength(3);
  });
});

describe('nothing is left behind', () => {
  it.runIf(rootTests)(
    'a controller killed with SIGKILL mid-match leaves its bots dead at once, and the next run removes its leases, run folder and cgroups',
    async () => {
      const mark = token();
      // Two bots that take 50 ms a turn: the match would last a minute.
      const a = bot('leaks.py', 'left', { token: mark, pause: 0.05 });
      const b = bot('leaks.py', 'right', { token: mark, pause: 0.05 });
      const dir = openFolder();
      const args = ['--no-node-snapshot', join(ROOT, 'bin/fray.js'), 'summoner', 'match', a, b, '--max-turns', '1000'];
      const child = spawn(process.execPath, args, {
        cwd: dir,
        env: { ...process.env, FRAY_DEBUG: '', TMPDIR: dir },
        stdio: 'ignore',
      });
      const exited = new Promise((r) => child.on('close', r));
      const pid = child.pid as number;
      const uids = new Set<number>();
      expect(
        await eventually(() => {
          uidsOf('leaks.py').forEach((u) => uids.add(u));
          return uids.size === 2 && leasesOf(pid).length === 2;
        }, 20_000),
      ).toBe(true);
      const p: Played = { code: null, stdout: '', stderr: '', log: '', pid, inherited: '', uids };
      process.kill(pid, 'SIGKILL');
      await exited;
      // The bots die with their controller (bubblewrap's --die-with-parent): no process of their ids remains.
      expect(await eventually(() => processesAs(uids).length === 0, 5000)).toBe(true);
      // What the dead controller could not remove is still there...
      const before = leftBy(p, dir);
      expect(before.leases).toHaveLength(2);
      expect(before.runFolders).toHaveLength(1);
      expect(before.mounts).toEqual([]);
      // ... until the next fray process that uses the sandbox (with the same temporary folder), which removes it all.
      const next = await match(bot('leaks.py', 'next', { token: mark }), IDLE, { maxTurns: 1, tmp: dir });
      expect(next.code, why(next)).toBe(0);
      await eventually(() => cgroupsOf(pid).length === 0);
      expect(leftBy(p, dir)).toEqual(NOTHING);
      await expectNothingLeft(next, dir);
    },
  );
});
