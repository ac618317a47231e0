/**
 * Builds of process bots (a Java bot's `javac`), kept by the SHA-256 of what they were made from: the bot's folder
 * and its manifest. A bot played again unchanged, in the next match or tournament, reuses its build instead of
 * compiling again. The build itself still runs confined in the bot's private copy (buildBot.ts); only its result is
 * kept, in `$XDG_CACHE_HOME/fray/builds/<hash>` (or `~/.cache/fray/builds`), a folder only this user may read or
 * write, stored whole with a rename so a reader never sees half of one. A reused build is copied into the run folder
 * by copyBotFolder, with every check a bot's own folder gets.
 */
import { chmodSync, cpSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/** Builds kept at most; the least recently used go first. */
const MAX_BUILDS = 32;
/** Changes whenever what a cached build holds, or how its key is made, changes. */
export const BUILD_CACHE_FORMAT = 'fray-build-cache-1';

/** The folder of cached builds, made (mode 0700) if need be; undefined when there is no home to keep it in. */
export function buildCacheDir(): string | undefined {
  // The XDG rule: a relative XDG_CACHE_HOME is ignored (it would put the cache wherever fray happens to run).
  const xdg = process.env.XDG_CACHE_HOME;
  const base = xdg !== undefined && isAbsolute(xdg) ? xdg : homedir() === '' ? undefined : join(homedir(), '.cache');
  if (base === undefined) return undefined;
  const dir = join(base, 'fray', 'builds');
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Only this user: a build another user could write would run as this user's bot.
    const st = statSync(dir);
    if (st.uid !== process.getuid?.()) return undefined;
    chmodSync(dir, 0o700);
    return dir;
  } catch {
    return undefined;
  }
}

/** The cached build for `key`, if there is one (its use is recorded, for pruning). */
export function cachedBuild(key: string): string | undefined {
  const dir = buildCacheDir();
  if (dir === undefined) return undefined;
  const path = join(dir, key);
  try {
    if (!statSync(path).isDirectory()) return undefined;
    // The folder's times mark when it was last used: pruning keeps the builds in use.
    const now = new Date();
    utimesSync(path, now, now);
    return path;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a finished build (`built`, a folder) under `key`: copied next to its place, then renamed into it, so the
 * entry appears whole or not at all; a second fray storing the same key at once loses the race harmlessly.
 */
export function storeBuild(key: string, built: string): void {
  const dir = buildCacheDir();
  if (dir === undefined) return;
  const tmp = join(dir, `.${key}.${process.pid}.${Date.now()}.tmp`);
  try {
    cpSync(built, tmp, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    chmodSync(tmp, 0o700);
    renameSync(tmp, join(dir, key));
  } catch {
    // Not kept (no space, or another fray stored it first): the next match builds again, or finds theirs.
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  prune(dir);
}

/** Removes the least recently used builds past MAX_BUILDS. */
function prune(dir: string): void {
  try {
    const entries = readdirSync(dir)
      .filter((n) => /^[0-9a-f]{64}$/.test(n))
      .map((n) => ({ n, t: statSync(join(dir, n)).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    for (const { n } of entries.slice(MAX_BUILDS)) rmSync(join(dir, n), { recursive: true, force: true });
  } catch {
    // Pruning is best effort.
  }
}
