/**
 * Confinement for process bots and their build steps with bubblewrap. A confined command sees /usr (and the links
 * or folders /bin, /lib... of the host's layout) read-only, its bot's private copy at /bot (read-only, or writable for
 * a build), size-capped tmpfs mounts at /scratch and /tmp, a minimal /dev, and a /proc of its own process namespace
 * with the machine-wide files masked. It has no network, no capabilities, no way to make user namespaces or mounts
 * (--disable-userns, and the seccomp filter of seccomp.ts), and when fray is root it runs as a host id of its own
 * (uidLease.ts). Nothing of the host's reaches it: its command is process 1 of its namespace (no bubblewrap process
 * inside, whose command line would name host paths), every descriptor but its standard streams is closed before
 * it starts, and its host name is "fray". Where bubblewrap cannot run, process bots are refused unless the user
 * runs them trusted.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, lstatSync, openSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCRATCH } from './policy.js';
import { runRoot } from './runRoot.js';
import { runtimeCopy } from './runtimeCopy.js';
import { seccompFilter } from './seccomp.js';
import { sandboxLease } from './uidLease.js';

/** util-linux's prlimit, which caps a process's resources before it starts. */
const PRLIMIT = '/usr/bin/prlimit';

/** The user and group a sandboxed process is inside its namespace ("nobody"), whatever host id it runs as. */
export const NOBODY = 65534;

/** The host name inside the sandbox (the host's own is not shown). */
export const SANDBOX_HOSTNAME = 'fray';

/** The file descriptor on which bubblewrap reads the seccomp filter (3 is the cgroup gate, processBot.ts). */
export const SECCOMP_FD = 4;

/** Whether bubblewrap can confine bots here, and if not, why. */
export type SandboxSupport = { available: true } | { available: false; reason: string };

/** How to start a bot: the program, its arguments, its working folder, and the user to run it as (when root). */
export interface Launch {
  file: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  uid?: number;
  gid?: number;
  /** A file to open on SECCOMP_FD for the child (the filter), when confined. */
  seccompFile?: string;
}

/** Whether fray runs as root (then bots and builds run as ids of fray's pool, never as root). */
export const isRoot = (): boolean => process.getuid?.() === 0;

/**
 * The system a bot sees, from the runtimes' copy on tmpfs (runtimeCopy.ts), never the host's own files: each of its
 * top folders (/usr, /etc...) read-only at its own path, and the host's links /bin, /lib... into /usr made again.
 */
function systemBinds(copy: string): string[] {
  const out: string[] = [];
  const root = join(copy, 'root');
  for (const top of readdirSync(root).sort()) out.push('--ro-bind', join(root, top), `/${top}`);
  for (const top of ['/bin', '/lib', '/lib32', '/lib64', '/sbin']) {
    if (existsSync(join(root, top)) || !existsSync(top)) continue;
    if (lstatSync(top).isSymbolicLink()) out.push('--symlink', readlinkSync(top), top);
  }
  return out;
}

/**
 * Files of /proc that describe the whole machine rather than the bot's own processes: memory, load, CPU and disk
 * counters, locks. Two bots could signal each other through them (one allocates, the other reads), so each is
 * masked (bound over with /dev/null, which the nodev mount makes unreadable); folders get an empty tmpfs.
 */
const PROC_FILES = [
  'meminfo',
  'stat',
  'loadavg',
  'uptime',
  'vmstat',
  'zoneinfo',
  'buddyinfo',
  'pagetypeinfo',
  'slabinfo',
  'diskstats',
  'interrupts',
  'softirqs',
  'schedstat',
  'locks',
  'swaps',
  'partitions',
  'kallsyms',
  'timer_list',
  'sched_debug',
  'key-users',
  'keys',
  'sysrq-trigger',
  'kcore',
  'vmallocinfo',
  'iomem',
  'ioports',
];
const PROC_FOLDERS = ['sys', 'pressure', 'fs', 'irq', 'bus', 'tty', 'driver', 'acpi', 'scsi'];

function procMasks(): string[] {
  const out: string[] = [];
  for (const f of PROC_FILES) if (existsSync(`/proc/${f}`)) out.push('--ro-bind', '/dev/null', `/proc/${f}`);
  for (const d of PROC_FOLDERS) if (existsSync(`/proc/${d}`)) out.push('--tmpfs', `/proc/${d}`);
  return out;
}

/** Where a confined command runs and what it may use. */
export interface Confinement {
  /** The runtimes' copy (runtimeCopy.ts) the command sees as its system. */
  system: string;
  /** The bot's private copy (botFolder.ts), seen at /bot (the working folder): read-only, or writable for a build. */
  botDir: string;
  writableBot?: boolean;
  /** Address space per process, in MiB. */
  memoryMb: number;
  /** Processes the unprivileged user may have (RLIMIT_NPROC), when no cgroup caps them; none when undefined. */
  maxProcesses?: number;
  /** Largest file the command may write, in bytes (RLIMIT_FSIZE), for build steps. */
  maxFileBytes?: number;
}

/**
 * What runs first inside the sandbox, as process 1 (bash, from the host's /usr): it closes every descriptor but 0, 1
 * and 2 (fray's own parent may have left some open, which every child inherits), sets the resource limits, and
 * becomes the command. Its limits are numbers fray wrote; the command comes as its arguments, never as text.
 */
function initScript(c: Confinement): string {
  const limits = [`-v ${c.memoryMb * 1024}`];
  if (c.maxProcesses !== undefined) limits.push(`-u ${c.maxProcesses}`);
  // bash counts file sizes in blocks of 1024 bytes.
  if (c.maxFileBytes !== undefined) limits.push(`-f ${Math.floor(c.maxFileBytes / 1024)}`);
  return [
    'for f in /proc/self/fd/*; do n=${f##*/}; if [ "$n" -gt 2 ] && [ -e "$f" ]; then exec {n}>&-; fi; done',
    `ulimit ${limits.join(' ')}`,
    'exec "$@"',
  ].join('; ');
}

/** The bwrap arguments that run `command` confined as `c` says (the seccomp filter is read from SECCOMP_FD). */
export function bwrapArgs(command: readonly string[], c: Confinement): string[] {
  return [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--as-pid-1',
    '--hostname',
    SANDBOX_HOSTNAME,
    '--cap-drop',
    'ALL',
    '--uid',
    String(NOBODY),
    '--gid',
    String(NOBODY),
    ...systemBinds(c.system),
    c.writableBot ? '--bind' : '--ro-bind',
    c.botDir,
    '/bot',
    '--size',
    String(SCRATCH.scratchBytes),
    '--tmpfs',
    '/scratch',
    '--size',
    String(SCRATCH.tmpBytes),
    '--tmpfs',
    '/tmp',
    '--dev',
    '/dev',
    '--proc',
    '/proc',
    ...procMasks(),
    '--seccomp',
    String(SECCOMP_FD),
    '--chdir',
    '/bot',
    '--clearenv',
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'HOME',
    '/scratch',
    '--setenv',
    'TMPDIR',
    '/scratch',
    '--setenv',
    'LANG',
    'C.UTF-8',
    '--setenv',
    'MALLOC_ARENA_MAX',
    '2',
    '--',
    'bash',
    '-c',
    initScript(c),
    'fray-bot',
    ...command,
  ];
}

let filterFile: string | undefined;

/** The seccomp filter, written once into the run folder (bubblewrap reads it from a descriptor). */
export function seccompFile(): string | undefined {
  if (filterFile !== undefined) return filterFile;
  const filter = seccompFilter();
  if (filter === undefined) return undefined;
  const path = join(runRoot(), 'seccomp.bpf');
  writeFileSync(path, filter, { mode: 0o600 });
  return (filterFile = path);
}

/** The stdio entry that puts the filter on SECCOMP_FD: an open descriptor the caller closes after spawning. */
export function openSeccomp(launch: Launch): number | undefined {
  return launch.seccompFile === undefined ? undefined : openSync(launch.seccompFile, 'r');
}

/** Closes what openSeccomp opened. */
export function closeSeccomp(fd: number | undefined): void {
  if (fd !== undefined) closeSync(fd);
}

let support: SandboxSupport | undefined;

/** Checks once per process that bubblewrap exists and can build the sandbox (user namespaces may be blocked). */
export function sandboxSupport(): SandboxSupport {
  if (support !== undefined) return support;
  if (process.platform !== 'linux') return (support = { available: false, reason: 'bubblewrap needs Linux' });
  const file = seccompFile();
  if (file === undefined)
    return (support = { available: false, reason: `no seccomp filter for this processor (${process.arch})` });
  // As root, the check runs as an id of fray's pool, as bots will: a pool that cannot be used is said here.
  const system = runtimeCopy();
  if (!system.ok) return (support = { available: false, reason: system.problem.message });
  const lease = sandboxLease();
  if (!lease.ok) return (support = { available: false, reason: `fray's uid pool: ${lease.problem.message}` });
  const fd = openSync(file, 'r');
  let r;
  try {
    r = spawnSync('bwrap', bwrapArgs(['/usr/bin/true'], { system: system.value, botDir: '/usr', memoryMb: 256 }), {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'pipe', 'ignore', fd],
      ...(lease.value === undefined ? {} : { uid: lease.value.id, gid: lease.value.id }),
    });
  } finally {
    closeSync(fd);
    lease.value?.release();
  }
  if (r.error && (r.error as NodeJS.ErrnoException).code === 'ENOENT')
    return (support = { available: false, reason: 'bubblewrap (bwrap) is not installed; apt-get install bubblewrap' });
  if (r.status !== 0)
    return (support = {
      available: false,
      reason: `bubblewrap cannot run here: ${(r.stderr || r.error?.message || 'failed').trim().split('\n')[0]}`,
    });
  return (support = { available: true });
}

/** Where and how a bot's process runs: its private copy, its memory cap, and whether bubblewrap confines it. */
export interface LaunchPlace {
  botDir: string;
  memoryMb: number;
  confined: boolean;
  /** A scratch folder for an unconfined (trusted) bot; a confined one gets a tmpfs. */
  scratch?: string;
  /** See Confinement. */
  maxProcesses?: number;
  maxFileBytes?: number;
  writableBot?: boolean;
  /** The host id (user and group) a confined command runs as: its lease from fray's pool when fray is root. */
  runAs?: number;
}

/**
 * How to launch a command: confined when `place.confined` (as `place.runAs` when given), else as a plain process in
 * the bot's folder, which only a trusted run asks for.
 */
export function launchFor(command: readonly string[], place: LaunchPlace): Launch {
  const { botDir, memoryMb, confined } = place;
  if (!confined) {
    // The user's own environment (PATH, interpreters' settings), with temporary files kept in the scratch folder.
    const env = { ...process.env, ...(place.scratch === undefined ? {} : { TMPDIR: place.scratch }) };
    if (!existsSync(PRLIMIT)) return { file: command[0] as string, args: command.slice(1), cwd: botDir, env };
    const limits = [`--as=${memoryMb * 1024 * 1024}`];
    if (place.maxFileBytes !== undefined) limits.push(`--fsize=${place.maxFileBytes}`);
    return { file: PRLIMIT, args: [...limits, '--', ...command], cwd: botDir, env };
  }
  const file = seccompFile();
  const system = runtimeCopy();
  // sandboxSupport made the copy before any confined launch; failing to find or make it again is fray's own fault.
  if (!system.ok) throw new Error(system.problem.message);
  return {
    file: 'bwrap',
    args: bwrapArgs(command, {
      system: system.value,
      botDir,
      memoryMb,
      ...(place.writableBot ? { writableBot: true } : {}),
      ...(place.maxProcesses === undefined ? {} : { maxProcesses: place.maxProcesses }),
      ...(place.maxFileBytes === undefined ? {} : { maxFileBytes: place.maxFileBytes }),
    }),
    cwd: '/',
    env: {},
    ...(place.runAs === undefined ? {} : { uid: place.runAs, gid: place.runAs }),
    ...(file === undefined ? {} : { seccompFile: file }),
  };
}
