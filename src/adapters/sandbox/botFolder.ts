/**
 * A process bot never runs in the folder it was given: fray copies the folder into its own run folder first, and
 * the sandbox binds only the copy. Copying is where a folder from a stranger is checked once, without following a
 * single link: only folders, regular files and links that stay inside are taken; setuid and setgid bits are dropped;
 * size, entries and depth are capped. The copy is private to fray (mode 0700); as root, each build works in it as the
 * build's own id (chownTree), and each bot process gets a copy of its own, owned by the bot's id (startCopy).
 */
import {
  copyFileSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  chmodSync,
  writeFileSync,
} from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fail, ok, type Result } from '../../core/result.js';
import { FOLDER } from './policy.js';
import { readRegular } from './readRegular.js';
import { runFolder } from './runRoot.js';

/** A user and group to own a copy (a bot's or a build's own id when fray runs as root). */
export interface Owner {
  uid: number;
  gid: number;
}

const mib = (n: number): string => `${Math.round((n / 1024 / 1024) * 10) / 10} MiB`;

/** True when `path` is `root` or inside it (both absolute and normalised). */
export function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);
}

/** Where a link at `at` (absolute) leads, without following any link on the way: lexically. */
function linkTarget(at: string, target: string): string {
  return isAbsolute(target) ? resolve(target) : resolve(dirname(at), target);
}

/**
 * Whether the link at `p` leads out of `root`: by its text, or (when it resolves) by where the kernel takes it,
 * which differs when a link inside is part of the way (`up -> .` then `x -> up/..`).
 */
function linkLeaves(root: string, p: string): boolean {
  if (!isInside(root, linkTarget(p, readlinkSync(p)))) return true;
  try {
    return !isInside(realpathSync.native(root), realpathSync.native(p));
  } catch {
    return false; // dangling: nothing to reach
  }
}

/** The mode a copied entry gets: its permission bits without setuid, setgid or sticky, and never writable by others. */
const safeMode = (mode: number): number => mode & 0o755;

/**
 * Copies the bot folder `src` (an absolute, resolved path) into a fresh folder of the run folder, owned by `owner`
 * when given. A link leaving the folder, a special file, or a folder too big, too deep or with too many entries is
 * a problem naming `file` (the manifest) and the entry.
 */
export function copyBotFolder(src: string, file: string, owner?: Owner): Result<string> {
  const at = { file };
  const dest = runFolder('bot');
  let bytes = 0;
  let entries = 0;
  const walk = (rel: string, depth: number): Result<void> => {
    if (depth > FOLDER.maxDepth) return fail(`its folder nests deeper than ${FOLDER.maxDepth} levels, at '${rel}'`, at);
    for (const name of readdirSync(join(src, rel)).sort()) {
      const relPath = rel === '' ? name : `${rel}/${name}`;
      const from = join(src, relPath);
      const to = join(dest, relPath);
      if (++entries > FOLDER.maxEntries)
        return fail(`its folder has more than ${FOLDER.maxEntries} files and folders, the most a bot may have`, at);
      const st = lstatSync(from);
      if (st.isSymbolicLink()) {
        const target = readlinkSync(from);
        const lexical = linkTarget(from, target);
        if (linkLeaves(src, from))
          return fail(
            `its folder has a link, '${relPath}', to '${target}', outside the bot's folder; a bot may link only to its own files`,
            at,
          );
        // Kept relative, so it points into the copy (an absolute target would name the original folder).
        symlinkSync(relative(dirname(from), lexical) || '.', to);
      } else if (st.isDirectory()) {
        mkdirSync(to, { mode: 0o755 });
        const r = walk(relPath, depth + 1);
        if (!r.ok) return r;
        chmodSync(to, safeMode(st.mode) | 0o700);
      } else if (st.isFile()) {
        const content = readRegular(from, FOLDER.maxBytes - bytes);
        if (content === 'not-regular')
          return fail(`'${relPath}' in its folder changed while it was copied; try again`, at);
        if (content === 'too-big' || (bytes += content.length) > FOLDER.maxBytes)
          return fail(`its folder holds more than ${mib(FOLDER.maxBytes)}, the most a bot's folder may hold`, at);
        writeFileSync(to, content, { mode: 0o600 });
        chmodSync(to, safeMode(st.mode) | 0o400);
      } else {
        return fail(
          `its folder has '${relPath}', which is not a file, a folder or a link; a bot may have only those`,
          at,
        );
      }
      if (owner !== undefined) lchownSync(to, owner.uid, owner.gid);
    }
    return ok(undefined);
  };
  try {
    const r = walk('', 0);
    const leaving = r.ok ? linksLeaving(dest) : [];
    if (r.ok && leaving.length > 0) {
      rmSync(dest, { recursive: true, force: true });
      return fail(
        `its folder has a link, '${leaving[0]}', that leads outside the bot's folder; a bot may link only to its own files`,
        at,
      );
    }
    if (r.ok) {
      if (owner !== undefined) lchownSync(dest, owner.uid, owner.gid);
      return ok(dest);
    }
    rmSync(dest, { recursive: true, force: true });
    return r;
  } catch (e) {
    rmSync(dest, { recursive: true, force: true });
    return fail(`cannot copy its folder: ${(e as Error).message}`, at);
  }
}

/** The links in `dir` (relative paths) that lead out of it, once every entry exists. */
function linksLeaving(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = lstatSync(p);
      if (st.isSymbolicLink() && linkLeaves(dir, p)) out.push(relative(dir, p));
      else if (st.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out;
}

/** What a folder holds: bytes of regular files and entries; stops counting past the policy's bounds. */
export function folderSize(dir: string): { bytes: number; entries: number } {
  let bytes = 0;
  let entries = 0;
  const walk = (d: string, depth: number): void => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const name of names) {
      if (++entries > FOLDER.maxEntries || bytes > FOLDER.maxBytes) return;
      try {
        const st = lstatSync(join(d, name));
        if (st.isFile()) bytes += st.size;
        else if (st.isDirectory() && depth < FOLDER.maxDepth) walk(join(d, name), depth + 1);
      } catch {
        // Removed meanwhile.
      }
    }
  };
  walk(dir, 0);
  return { bytes, entries };
}

/**
 * Makes a folder a build step wrote safe to run from: given back to `owner` (fray's own user, after a build that ran
 * as an id of the pool), setuid and setgid bits dropped, anything but folders, regular files and links removed,
 * links leaving the folder removed. Call only once nothing of the build runs any more.
 * Gives what it removed or changed, for the tests and the log.
 */
export function sanitizeFolder(dir: string, owner?: Owner): string[] {
  const changed: string[] = [];
  if (owner !== undefined) chownTree(dir, owner);
  const walk = (d: string, depth: number): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = lstatSync(p);
      const rel = relative(dir, p);
      if (st.isSymbolicLink()) {
        if (linkLeaves(dir, p)) {
          unlinkSync(p);
          changed.push(`removed link ${rel}`);
        }
      } else if (st.isDirectory()) {
        if ((st.mode & 0o7000) !== 0) {
          chmodSync(p, st.mode & 0o777);
          changed.push(`cleared special bits of ${rel}`);
        }
        if (depth < FOLDER.maxDepth) walk(p, depth + 1);
        else {
          rmSync(p, { recursive: true, force: true });
          changed.push(`removed ${rel} (too deep)`);
        }
      } else if (st.isFile()) {
        if ((st.mode & 0o7000) !== 0) {
          chmodSync(p, st.mode & 0o777);
          changed.push(`cleared setuid/setgid of ${rel}`);
        }
      } else {
        rmSync(p, { force: true });
        changed.push(`removed special file ${rel}`);
      }
    }
  };
  walk(dir, 0);
  return changed;
}

/** Calls `visit` on every entry under `dir` (folders after their contents), never following a link. */
function walkTree(dir: string, visit: (path: string, isDir: boolean) => void): void {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = lstatSync(p);
    if (st.isDirectory()) walkTree(p, visit);
    visit(p, st.isDirectory());
  }
}

/** Gives `dir` and everything in it to `owner` (links themselves, not what they point to). */
export function chownTree(dir: string, owner: Owner): void {
  walkTree(dir, (p) => lchownSync(p, owner.uid, owner.gid));
  lchownSync(dir, owner.uid, owner.gid);
}

/**
 * A copy of the prepared copy `prepared` (already checked, and written by no one since) for one bot process, owned
 * by its id `owner`, in a fresh folder of the run folder that only that id may enter. Links are copied as links,
 * permission bits kept.
 */
export function startCopy(prepared: string, owner: Owner): string {
  const dest = runFolder('start');
  const copy = (from: string, to: string): void => {
    for (const name of readdirSync(from)) {
      const src = join(from, name);
      const dst = join(to, name);
      const st = lstatSync(src);
      if (st.isSymbolicLink()) symlinkSync(readlinkSync(src), dst);
      else if (st.isDirectory()) {
        mkdirSync(dst, { mode: 0o700 });
        copy(src, dst);
        chmodSync(dst, st.mode & 0o7777);
      } else if (st.isFile()) copyFileSync(src, dst);
      else continue;
      lchownSync(dst, owner.uid, owner.gid);
    }
  };
  try {
    copy(prepared, dest);
    lchownSync(dest, owner.uid, owner.gid);
  } catch (e) {
    rmSync(dest, { recursive: true, force: true });
    throw e;
  }
  return dest;
}
