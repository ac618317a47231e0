/**
 * A process bot's folder as plain data, so it can travel inside a job to a machine that does not share our files:
 * every file (path, executable bit, content) and a SHA-256 over them all, which the worker checks before unpacking.
 */
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fail, ok, type Result } from '../../core/result.js';

/** One file of a bot's folder: its path inside the folder ('/'-separated), its mode, and its bytes in base64. */
export interface PackedFile {
  path: string;
  mode: 0o644 | 0o755;
  base64: string;
}

/** A bot's folder packed: the manifest's name in it, the files in path order, and the hash of it all. */
export interface BotPack {
  manifest: string;
  files: PackedFile[];
  sha256: string;
}

/** Most bytes a packed folder may hold (each match job carries its two bots). */
export const MAX_PACK_BYTES = 8 * 1024 * 1024;
/** Most files a packed folder may hold. */
export const MAX_PACK_FILES = 2000;

const mib = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MiB`;

/** The SHA-256 of a pack's content: the manifest's name, then each file's path, mode, size and bytes, in order. */
export function packHash(manifest: string, files: readonly { path: string; mode: number; bytes: Buffer }[]): string {
  const h = createHash('sha256').update(`fray-bot-pack-1\0${manifest}\0`);
  for (const f of files) h.update(`${f.path}\0${f.mode.toString(8)}\0${f.bytes.length}\0`).update(f.bytes);
  return h.digest('hex');
}

/**
 * Packs the folder of the manifest `file` (the folder the sandbox shows the bot). A folder too big, a link or a
 * special file is a problem naming the manifest: what travels must be plain files, and not too many.
 */
export function packBot(file: string): Result<BotPack> {
  const root = dirname(file);
  const found: { path: string; mode: 0o644 | 0o755; bytes: Buffer }[] = [];
  let total = 0;
  const walk = (rel: string): Result<void> => {
    const names = readdirSync(join(root, rel)).sort();
    for (const name of names) {
      const path = rel === '' ? name : `${rel}/${name}`;
      const st = lstatSync(join(root, path));
      if (st.isSymbolicLink())
        return fail(`its folder has a symbolic link, '${path}'; a bot sent to queue workers must be plain files`, {
          file,
        });
      if (st.isDirectory()) {
        const r = walk(path);
        if (!r.ok) return r;
      } else if (st.isFile()) {
        total += st.size;
        if (total > MAX_PACK_BYTES)
          return fail(
            `its folder holds more than ${mib(MAX_PACK_BYTES)}, the most a bot may carry to queue workers; keep only what the bot needs there`,
            { file },
          );
        if (found.length >= MAX_PACK_FILES)
          return fail(`its folder holds more than ${MAX_PACK_FILES} files, the most a bot may carry to queue workers`, {
            file,
          });
        found.push({ path, mode: (st.mode & 0o111) !== 0 ? 0o755 : 0o644, bytes: readFileSync(join(root, path)) });
      } else {
        return fail(
          `its folder has '${path}', which is not a file or a folder; a bot sent to queue workers must be plain files`,
          { file },
        );
      }
    }
    return ok(undefined);
  };
  try {
    const r = walk('');
    if (!r.ok) return r;
  } catch (e) {
    return fail(`cannot pack its folder for the queue: ${(e as Error).message}`, { file });
  }
  // One order for the hash and the worker's check, whatever the folder walk gave.
  found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const manifest = basename(file);
  return ok({
    manifest,
    files: found.map((f) => ({ path: f.path, mode: f.mode, base64: f.bytes.toString('base64') })),
    sha256: packHash(manifest, found),
  });
}

/** A path a pack may hold: relative, '/'-separated, no empty, '.' or '..' part, no NUL or backslash. */
function safePath(path: string): boolean {
  return path !== '' && !/[\0\\]/.test(path) && path.split('/').every((p) => p !== '' && p !== '.' && p !== '..');
}

/** A pack whose content has been checked against its hash: its files decoded. */
export interface CheckedPack {
  manifest: string;
  files: { path: string; mode: 0o644 | 0o755; bytes: Buffer }[];
}

/**
 * Checks a pack from a job: refused, with the reason, when its content does not match its hash, a path would leave
 * the folder, or it is too big or malformed.
 */
export function checkPack(pack: BotPack): Result<CheckedPack> {
  if (
    typeof pack !== 'object' ||
    pack === null ||
    !Array.isArray(pack.files) ||
    typeof pack.manifest !== 'string' ||
    typeof pack.sha256 !== 'string'
  )
    return fail('the bot pack is malformed');
  if (!safePath(pack.manifest) || pack.manifest.includes('/'))
    return fail(`the bot pack names its manifest '${pack.manifest}', which is not a file name`);
  if (pack.files.length > MAX_PACK_FILES)
    return fail(`the bot pack holds ${pack.files.length} files, more than ${MAX_PACK_FILES}`);
  const files: CheckedPack['files'] = [];
  let total = 0;
  for (const f of pack.files) {
    if (typeof f?.path !== 'string' || !safePath(f.path))
      return fail(`the bot pack has a file path that leaves its folder or is malformed: '${String(f?.path)}'`);
    if (f.mode !== 0o644 && f.mode !== 0o755)
      return fail(`the bot pack gives '${f.path}' mode ${String(f.mode)}; only 644 and 755 are allowed`);
    if (typeof f.base64 !== 'string') return fail(`the bot pack has no content for '${f.path}'`);
    const bytes = Buffer.from(f.base64, 'base64');
    total += bytes.length;
    if (total > MAX_PACK_BYTES) return fail(`the bot pack holds more than ${mib(MAX_PACK_BYTES)}`);
    files.push({ path: f.path, mode: f.mode, bytes });
  }
  const sorted = files.every((f, i) => i === 0 || files[i - 1]!.path < f.path);
  if (!sorted) return fail('the bot pack lists its files out of order or twice');
  if (!files.some((f) => f.path === pack.manifest)) return fail(`the bot pack lacks its manifest '${pack.manifest}'`);
  const actual = packHash(pack.manifest, files);
  if (actual !== pack.sha256)
    return fail(
      `its content does not match its hash (sha256 ${actual.slice(0, 12)}…, the job says ${pack.sha256.slice(0, 12)}…)`,
    );
  return ok({ manifest: pack.manifest, files });
}

/** Writes a checked pack into `dir` (which must exist and be empty); returns the manifest's path. */
export function unpackBot(pack: CheckedPack, dir: string): Result<string> {
  try {
    // Readable by everyone: a bot run as root's sandbox user ("nobody") must read its own folder.
    chmodSync(dir, 0o755);
    for (const f of pack.files) {
      const target = join(dir, ...f.path.split('/'));
      mkdirSync(dirname(target), { recursive: true, mode: 0o755 });
      writeFileSync(target, f.bytes, { mode: f.mode });
      chmodSync(target, f.mode);
    }
  } catch (e) {
    return fail(`cannot unpack the bot: ${(e as Error).message}`);
  }
  return ok(join(dir, pack.manifest));
}
