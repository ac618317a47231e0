/**
 * Confinement for process bots with bubblewrap: no network, a read-only system, the bot's folder read-only, one
 * writable scratch folder, no capabilities, its own process namespace (so killing it kills everything it started),
 * and an address-space cap. Where bubblewrap cannot run, bots run as plain processes and the caller warns once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** util-linux's prlimit, which caps a process's address space before it starts. */
const PRLIMIT = '/usr/bin/prlimit';

/** An unprivileged user and group for sandboxed bots when fray runs as root ("nobody"). */
export const NOBODY = 65534;

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
}

const isRoot = (): boolean => process.getuid?.() === 0;

/** True when any user can read `dir` and reach it (every folder above it searchable by others). */
export function readableByOthers(dir: string): boolean {
  try {
    if ((statSync(dir).mode & 0o005) !== 0o005) return false;
    for (let d = dirname(dir); ; d = dirname(d)) {
      if ((statSync(d).mode & 0o001) === 0) return false;
      if (d === dirname(d)) return true;
    }
  } catch {
    return false;
  }
}

/** System paths a bot needs to run its interpreter (programs, libraries, and Java's configuration). */
function systemBinds(): string[] {
  const out = ['--ro-bind', '/usr', '/usr'];
  // Merged-/usr systems have /bin, /lib, ... as links into /usr; recreate them, or bind the real folders.
  for (const top of ['/bin', '/lib', '/lib32', '/lib64', '/sbin']) {
    if (!existsSync(top)) continue;
    if (lstatSync(top).isSymbolicLink()) out.push('--symlink', `usr${top}`, top);
    else out.push('--ro-bind', top, top);
  }
  const etc = [
    '/etc/alternatives',
    ...readdirSync('/etc')
      .filter((d) => d.startsWith('java-'))
      .map((d) => `/etc/${d}`),
  ];
  for (const p of etc) if (existsSync(p)) out.push('--ro-bind', p, p);
  return out;
}

/** Where a confined command runs and what it may use. */
export interface Confinement {
  /** The bot's folder, seen at /bot (the working folder): read-only, or writable for a build step. */
  botDir: string;
  writableBot?: boolean;
  /** A writable folder, seen at /scratch (also HOME and TMPDIR). */
  scratch: string;
  /** Address space per process, in MiB. */
  memoryMb: number;
  /**
   * Bubblewrap itself runs as the unprivileged user (the caller switches to it), which also makes the process-count
   * limit work: RLIMIT_NPROC counts per real user and does not apply to root.
   */
  asNobody: boolean;
}

/** The bwrap arguments that run `command` confined as `c` says. */
export function bwrapArgs(command: readonly string[], c: Confinement): string[] {
  const limits = [`--as=${c.memoryMb * 1024 * 1024}`];
  if (c.asNobody) limits.push('--nproc=64');
  return [
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--uid',
    String(NOBODY),
    '--gid',
    String(NOBODY),
    ...systemBinds(),
    c.writableBot ? '--bind' : '--ro-bind',
    c.botDir,
    '/bot',
    '--bind',
    c.scratch,
    '/scratch',
    '--tmpfs',
    '/tmp',
    '--dev',
    '/dev',
    '--proc',
    '/proc',
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
    PRLIMIT,
    ...limits,
    '--',
    ...command,
  ];
}

let support: SandboxSupport | undefined;

/** Checks once per process that bubblewrap exists and can build the sandbox (user namespaces may be blocked). */
export function sandboxSupport(): SandboxSupport {
  if (support !== undefined) return support;
  if (process.platform !== 'linux') return (support = { available: false, reason: 'bubblewrap needs Linux' });
  const r = spawnSync(
    'bwrap',
    bwrapArgs(['/usr/bin/true'], { botDir: '/usr', scratch: '/tmp', memoryMb: 256, asNobody: isRoot() }),
    { encoding: 'utf8', timeout: 10_000, ...(isRoot() ? { uid: NOBODY, gid: NOBODY } : {}) },
  );
  if (r.error && (r.error as NodeJS.ErrnoException).code === 'ENOENT')
    return (support = { available: false, reason: 'bubblewrap (bwrap) is not installed; apt-get install bubblewrap' });
  if (r.status !== 0)
    return (support = {
      available: false,
      reason: `bubblewrap cannot run here: ${(r.stderr || r.error?.message || 'failed').trim().split('\n')[0]}`,
    });
  return (support = { available: true });
}

/** Where and how a bot's process runs: its folder, a scratch folder, its memory cap, and whether bubblewrap confines it. */
export interface LaunchPlace {
  botDir: string;
  scratch: string;
  memoryMb: number;
  confined: boolean;
}

/** How to launch a bot: confined when bubblewrap works, else as a plain process in the bot's folder. */
export function launchFor(command: readonly string[], place: LaunchPlace): Launch {
  const { botDir, scratch, memoryMb, confined } = place;
  if (!confined) {
    // The user's own environment (PATH, interpreters' settings), with temporary files kept in the scratch folder.
    const env = { ...process.env, TMPDIR: scratch };
    if (!existsSync(PRLIMIT)) return { file: command[0] as string, args: command.slice(1), cwd: botDir, env };
    return { file: PRLIMIT, args: [`--as=${memoryMb * 1024 * 1024}`, '--', ...command], cwd: botDir, env };
  }
  // As root, drop to the unprivileged user when it can read the bot's folder; otherwise bubblewrap stays root
  // outside the sandbox, and inside it the bot still has no capabilities and sees only what is bound.
  const asNobody = isRoot() && readableByOthers(botDir);
  return {
    file: 'bwrap',
    args: bwrapArgs(command, { botDir, scratch, memoryMb, asNobody }),
    cwd: scratch,
    env: {},
    ...(asNobody ? { uid: NOBODY, gid: NOBODY } : {}),
  };
}
