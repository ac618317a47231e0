/**
 * The runtimes a confined command sees (bash, python3 and its standard library, the JDK's java and javac, and the
 * shared libraries they load), served from one copy on tmpfs instead of the host's /usr. A tmpfs file's pages are
 * always in memory: touching one first is never a major page fault and never waits for the disk, and no bot can
 * evict them (the calls that would are refused, and they are not charged to any bot's cgroup). So no bot can tell
 * whether another bot read a page before it, the page cache's last channel (docs/security.md, item 10). The copy
 * is made once per machine and user, under a name that hashes what it copies, whole or not at all (it is built
 * under a temporary name, then renamed), and reused by every fray process; a copy no live fray process holds and
 * whose sources changed is removed by the next.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  openSync,
  readSync,
  utimesSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statfsSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { fail, ok, type Result } from '../../core/result.js';
import { holderAlive, holderText, parseHolder, thisProcess } from './holder.js';
import { RUNTIME } from './policy.js';

/** statfs magic numbers of file systems whose pages never leave memory except to swap: tmpfs and ramfs. */
const IN_MEMORY_FS = new Set([0x01021994, 0x858458f6]);

/** One entry of the copy, with what identifies its version on the host. */
interface Entry {
  path: string;
  kind: 'dir' | 'file' | 'link';
  mode: number;
  size: number;
  mtimeMs: number;
  target?: string;
}

/** Whether `path` is on a file system held in memory. */
function inMemory(path: string): boolean {
  try {
    return IN_MEMORY_FS.has(Number(statfsSync(path).type));
  } catch {
    return false;
  }
}

/**
 * Where this user's copies live: as root /run/fray/runtime when /run is tmpfs (as systemd makes it), else
 * /dev/shm/fray-runtime-0; as another user $XDG_RUNTIME_DIR/fray-runtime (tmpfs, the user's own), else
 * /dev/shm/fray-runtime-UID.
 */
function baseFolder(): string | undefined {
  const uid = process.getuid?.() ?? 0;
  if (uid === 0 && inMemory(dirname(RUNTIME.rootFolder))) return RUNTIME.rootFolder;
  const own = process.env.XDG_RUNTIME_DIR;
  if (uid !== 0 && own !== undefined && isAbsolute(own) && inMemory(own)) return join(own, 'fray-runtime');
  if (inMemory('/dev/shm')) return `/dev/shm/fray-runtime-${uid}`;
  return undefined;
}

/** Makes `dir` (and its parents) if missing, and checks it is a folder of this user that no one else may write. */
function ownFolder(dir: string): Result<string> {
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const st = lstatSync(dir);
  if (!st.isDirectory() || st.uid !== process.getuid?.() || (st.mode & 0o022) !== 0)
    return fail(`${dir} is not a folder of this user that only it may write; remove it or fix its owner and mode`);
  return ok(dir);
}

/** `path` as an entry; a folder's time only if `dirTime` (/usr/bin's changes with any package installed). */
const entryOf = (path: string, st: Stats, dirTime: boolean): Entry => ({
  path,
  kind: st.isDirectory() ? 'dir' : st.isSymbolicLink() ? 'link' : 'file',
  mode: st.mode & 0o7777,
  size: st.isDirectory() ? 0 : st.size,
  mtimeMs: st.isDirectory() && !dirTime ? 0 : st.mtimeMs,
  ...(st.isSymbolicLink() ? { target: readlinkSync(path) } : {}),
});

/** `path` with every link among its folders resolved (the name itself is kept, link or not). */
function canonical(path: string): string {
  try {
    return join(realpathSync(dirname(path)), basename(path));
  } catch {
    return path;
  }
}

/** Whether `name` is one of `skip`, or starts with one ending in `*`. */
const skipped = (name: string, skip: readonly string[]): boolean =>
  skip.some((s) => (s.endsWith('*') ? name.startsWith(s.slice(0, -1)) : name === s));

/** Whether the file at `path` starts with ELF's magic number. */
function isElf(path: string): boolean {
  const head = Buffer.alloc(4);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, 4, 0);
  } finally {
    closeSync(fd);
  }
  return head.equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]));
}

/**
 * Collects the entries the copy needs from its roots: each path, its folders, every link's target, and whole trees.
 * A quick plan lists a tree's folders only, with their times (a package that adds, removes or replaces a file in a
 * folder changes its time): enough to tell a copy is current without reading every file's details.
 */
class Plan {
  readonly entries = new Map<string, Entry>();
  private readonly walked = new Set<string>();

  constructor(private readonly quick = false) {}

  /** Adds `path` (a file, link or whole tree), following links to what they name; returns whether it exists. */
  add(path: string, skip: readonly string[] = []): boolean {
    const p = canonical(resolve(path));
    if (this.walked.has(p)) return true;
    this.walked.add(p);
    let st: Stats;
    try {
      st = lstatSync(p);
    } catch {
      return false;
    }
    if (!st.isDirectory() && !st.isFile() && !st.isSymbolicLink()) return false;
    this.parents(p);
    this.entries.set(p, entryOf(p, st, this.quick));
    if (st.isSymbolicLink()) this.add(resolve(dirname(p), readlinkSync(p)), skip);
    if (st.isDirectory()) this.tree(p, skip);
    return true;
  }

  private tree(dir: string, skip: readonly string[]): void {
    for (const d of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1)))
      if (!skipped(d.name, skip) && (!this.quick || d.isDirectory())) this.add(join(dir, d.name), skip);
  }

  private parents(p: string): void {
    for (let d = dirname(p); d !== '/' && !this.entries.has(d); d = dirname(d))
      this.entries.set(d, entryOf(d, statSync(d), false));
  }

  /** The regular files of the plan that are ELF objects (programs and shared libraries). */
  elfFiles(): string[] {
    return [...this.entries.values()]
      .filter((e) => e.kind === 'file' && (/\.so(\.|$)/.test(e.path) || (e.mode & 0o111) !== 0))
      .map((e) => e.path)
      .filter(isElf);
  }
}

/** The roots of the copy (the runtimes' programs and trees), in full or `quick` (see Plan). */
function rootsPlan(quick: boolean): Plan {
  const plan = new Plan(quick);
  for (const program of [...RUNTIME.runtimes, ...RUNTIME.tools]) {
    const path = join('/usr/bin', program);
    if (!plan.add(path)) continue;
    const real = realpathSync(path);
    if (program === 'java') plan.add(dirname(dirname(real)), RUNTIME.jdkSkip);
    if (program.startsWith('python3')) plan.add(join('/usr/lib', basename(real)), RUNTIME.pythonSkip);
  }
  for (const extra of RUNTIME.extras) plan.add(extra);
  return plan;
}

/** The shared libraries (and loaders) the ELF files of `plan` load, as ldd resolves them on the host. */
function libraries(plan: Plan): string[] {
  const found = new Set<string>();
  const files = plan.elfFiles();
  for (let i = 0; i < files.length; i += 64) {
    const r = spawnSync('ldd', files.slice(i, i + 64), { encoding: 'utf8', maxBuffer: 64 << 20 });
    for (const m of (r.stdout ?? '').matchAll(/(?:=> |^\s+)(\/[^\s]+) \(0x/gm)) found.add(m[1] as string);
  }
  return [...found].sort();
}

const hash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 20);
const entriesOf = (plan: Plan): Entry[] => [...plan.entries.values()].sort((a, b) => (a.path < b.path ? -1 : 1));

/** Copies every entry of `plan` into `dir` (links as links, files with their modes less any write bit but root's). */
function copyInto(plan: Plan, dir: string): void {
  for (const e of entriesOf(plan)) {
    const to = join(dir, e.path);
    if (e.kind === 'dir') mkdirSync(to, { recursive: true, mode: 0o755 });
    else if (e.kind === 'link') symlinkSync(e.target as string, to);
    else {
      copyFileSync(e.path, to);
      chmodSync(to, e.mode & 0o755);
      // Python trusts a compiled module only while its source's time is the one recorded in it.
      utimesSync(to, e.mtimeMs / 1000, e.mtimeMs / 1000);
    }
  }
  for (const e of entriesOf(plan)) if (e.kind === 'dir') chmodSync(join(dir, e.path), (e.mode & 0o755) | 0o555);
}

/** The name of a copy: the hash of its roots' quick plan, then the hash of the libraries it holds. */
const copyName = (rootsHash: string, libs: Entry[]): string => `${rootsHash}-${hash(libs)}`;

/** Whether the copy at `dir` still matches the host: each of its libraries (listed in it) is as it was copied. */
function libsCurrent(dir: string, rootsHash: string): boolean {
  let libs: Entry[];
  try {
    libs = JSON.parse(readFileSync(join(dir, 'libs.json'), 'utf8')) as Entry[];
  } catch {
    return false;
  }
  const now: Entry[] = [];
  for (const e of libs) {
    try {
      now.push(entryOf(e.path, lstatSync(e.path), false));
    } catch {
      return false;
    }
  }
  return basename(dir) === copyName(rootsHash, now);
}

/** Builds the copy of the roots and their libraries in `base`, atomically; returns its folder. */
function build(base: string, rootsHash: string): string {
  const plan = rootsPlan(false);
  const roots = new Set(plan.entries.keys());
  for (const lib of libraries(plan)) plan.add(lib);
  const libs = entriesOf(plan).filter((e) => !roots.has(e.path));
  const name = copyName(rootsHash, libs);
  const temp = join(base, `.build-${randomBytes(6).toString('hex')}`);
  mkdirSync(join(temp, 'root'), { recursive: true, mode: 0o755 });
  try {
    copyInto(plan, join(temp, 'root'));
    writeFileSync(join(temp, 'libs.json'), JSON.stringify(libs));
    chmodSync(temp, 0o755);
    renameSync(temp, join(base, name));
  } catch (e) {
    rmSync(temp, { recursive: true, force: true });
    // Another fray process made the same copy meanwhile: use theirs.
    if (!existsSync(join(base, name))) throw e;
  }
  return join(base, name);
}

/** Removes copies no live fray process holds and that are not `current`, and the holds of processes that are gone. */
function sweep(base: string, current: string): void {
  const names = readdirSync(base);
  const held = new Set<string>();
  for (const n of names.filter((x) => x.startsWith('hold.'))) {
    const [, copy, pid, start] = n.split('.');
    const holder = parseHolder(`${pid}.${start}`);
    if (holder !== undefined && holderAlive(holder)) held.add(copy as string);
    else rmSync(join(base, n), { force: true });
  }
  for (const n of names) {
    const stale = n.startsWith('.build-')
      ? Date.now() - lstatSync(join(base, n)).mtimeMs > RUNTIME.buildGraceMs
      : /^[0-9a-f]{20}-[0-9a-f]{20}$/.test(n) && n !== basename(current) && !held.has(n);
    if (!stale) continue;
    const trash = join(base, `.trash-${randomBytes(6).toString('hex')}`);
    try {
      renameSync(join(base, n), trash);
      rmSync(trash, { recursive: true, force: true });
    } catch {
      // Taken or removed by another process meanwhile.
    }
  }
}

/** Marks `copy` as used by this process until it exits. */
function hold(base: string, copy: string): void {
  const file = join(base, `hold.${basename(copy)}.${holderText(thisProcess())}`);
  writeFileSync(file, '', { mode: 0o644 });
  process.once('exit', () => {
    try {
      unlinkSync(file);
    } catch {
      // The next sweep removes it.
    }
  });
}

let made: string | undefined;

/** Finds this user's current copy in `base` or makes it, holds it, and sweeps the others. */
function findOrBuild(base: string): string {
  const rootsHash = hash(entriesOf(rootsPlan(true)));
  const current =
    readdirSync(base)
      .filter((n) => n.startsWith(`${rootsHash}-`))
      .map((n) => join(base, n))
      .find((d) => libsCurrent(d, rootsHash)) ?? build(base, rootsHash);
  hold(base, current);
  sweep(base, current);
  return current;
}

/**
 * The folder holding the runtimes' copy (its `root` mirrors the host's paths: root/usr, root/etc...), made on first
 * use in this process, or why there is none (no tmpfs to hold it, or a folder of the wrong owner in its place).
 */
export function runtimeCopy(): Result<string> {
  if (made !== undefined && existsSync(made)) return ok(made);
  const base = baseFolder();
  if (base === undefined) return fail('no tmpfs (such as /dev/shm) to hold the copy of the runtimes bots may read');
  const folder = ownFolder(base);
  if (!folder.ok) return folder;
  try {
    made = findOrBuild(base);
  } catch (e) {
    return fail(`cannot copy the runtimes bots may read into ${base}: ${(e as Error).message}`);
  }
  return ok(made);
}
