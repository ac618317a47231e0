/** File I/O at the edge: reads that report problems as values, and atomic writes (temp file, then rename). */
import {
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join, basename, resolve } from 'node:path';
import { fail, ok, type Result } from '../core/result.js';
import { decodeText, type DecodedText } from '../core/decodeText.js';
import { parseJson } from '../core/json/parseJson.js';

export { parseJson } from '../core/json/parseJson.js';

/** Largest input file read by default (a team file of 100,000 fighters is about 10 MiB). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/**
 * Reads a whole text file and the encoding it was in (see decodeText), or a problem naming the file. Only regular
 * files are read (a device such as /dev/zero would never end), and at most `maxBytes`.
 */
export function readTextFile(path: string, maxBytes = MAX_INPUT_BYTES): Result<DecodedText> {
  try {
    const st = statSync(path);
    if (st.isDirectory()) return fail('is a directory, not a file', { file: path });
    if (!st.isFile())
      return fail('is not a regular file (a device, pipe or socket); give the path of a file', { file: path });
    if (st.size > maxBytes)
      return fail(`is ${mib(st.size)} MiB; fray reads input files of at most ${mib(maxBytes)} MiB`, { file: path });
    return ok(decodeText(readFileSync(path)));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return fail('no such file', { file: path });
    if (code === 'EACCES') return fail('permission denied', { file: path });
    return fail(`cannot read: ${(e as Error).message}`, { file: path });
  }
}

const mib = (bytes: number): string => String(Math.round((bytes / 1024 / 1024) * 10) / 10);

/** Reads a whole text file (UTF-8, UTF-16 or Windows-1252; BOM dropped), or a problem naming the file. */
export function readText(path: string, maxBytes = MAX_INPUT_BYTES): Result<string> {
  const r = readTextFile(path, maxBytes);
  return r.ok ? ok(r.value.text) : r;
}

/** Reads and parses a JSON file, or a problem naming the file (and line and column of a syntax error). */
export function readJson(path: string, maxBytes = MAX_INPUT_BYTES): Result<unknown> {
  const text = readText(path, maxBytes);
  return text.ok ? parseJson(text.value, path) : text;
}

/**
 * One file to write: where, and its content: a string, or chunks drawn one by one as the file is written (a battle
 * log produced as the battle is fought), so the whole text is never held at once. Files are written in the order
 * given, so a later file's content may be made from what an earlier one's chunks computed.
 */
export interface OutputFile {
  path: string;
  content: string | Iterable<string | Uint8Array>;
}

/** An error thrown while drawing a file's chunks (not while writing them): writeFilesAtomic undoes its work and rethrows the cause. */
export class ContentFailure extends Error {
  constructor(readonly reason: unknown) {
    super('drawing the content of a file failed');
  }
}

/** Chunks of at least this many characters are written at once (small ones are gathered first). */
const WRITE_BATCH = 1 << 16;

/** Writes all of `text` as UTF-8, or all of `bytes` (a write may take only part of what it is given). */
function writeAll(fd: number, text: string | Uint8Array): void {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done);
}

/**
 * Writes chunks to a new file as they come: text gathered into writes of WRITE_BATCH characters or more, bytes (a
 * battle log's chunks of a few MiB) written as they are.
 */
function writeChunks(path: string, chunks: Iterable<string | Uint8Array>): void {
  const fd = openSync(path, 'w');
  try {
    let batch = '';
    const it = chunks[Symbol.iterator]();
    for (;;) {
      let next: IteratorResult<string | Uint8Array>;
      try {
        next = it.next();
      } catch (e) {
        throw new ContentFailure(e);
      }
      if (next.done) break;
      if (typeof next.value !== 'string') {
        if (batch !== '') writeAll(fd, batch);
        batch = '';
        writeAll(fd, next.value);
        continue;
      }
      batch += next.value;
      if (batch.length >= WRITE_BATCH) {
        writeAll(fd, batch);
        batch = '';
      }
    }
    if (batch !== '') writeAll(fd, batch);
  } finally {
    closeSync(fd);
  }
}

/** The file operations writeFilesAtomic uses (a parameter, so a test can make one of them fail). */
export interface WriteOps {
  exists(path: string): 'file' | 'folder' | 'other' | 'none';
  mkdir(path: string): void;
  write(path: string, content: string | Iterable<string | Uint8Array>): void;
  rename(from: string, to: string): void;
  remove(path: string): void;
  /** Removes an empty folder (and fails on one that is not empty). */
  removeFolder(path: string): void;
}

/** The real file system. */
export const REAL_FS: WriteOps = {
  exists(path) {
    try {
      const st = lstatSync(path);
      return st.isDirectory() ? 'folder' : st.isFile() || st.isSymbolicLink() ? 'file' : 'other';
    } catch {
      return 'none';
    }
  },
  mkdir: (path) => mkdirSync(path),
  write: (path, content) => (typeof content === 'string' ? writeFileSync(path, content) : writeChunks(path, content)),
  rename: (from, to) => renameSync(from, to),
  remove: (path) => rmSync(path, { force: true }),
  removeFolder: (path) => rmdirSync(path),
};

/** What went wrong with `path`, in words a user can act on (never an errno code or an internal temporary name). */
function inWords(e: unknown, path: string, action: string): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return `${path}: permission denied: you may not ${action} it (a folder you cannot write to, or a file another user owns); choose another output folder`;
    case 'EISDIR':
    case 'ENOTEMPTY':
      return `${path}: a folder is in the way; move or rename it, or choose another output folder`;
    case 'ENOTDIR':
      return `${path}: a file is in the way of a folder on this path; move it, or choose another output folder`;
    case 'ENOSPC':
      return `${path}: the disk is full; free some space and run again`;
    case 'EROFS':
      return `${path}: the file system is read-only; choose another output folder`;
    default:
      return `${path}: cannot ${action} it: ${(e as Error).message?.replace(/\s*'[^']*\.fray-[^']*'/g, '') ?? String(e)}`;
  }
}

/**
 * Where `path` really is: absolute, with the part of it that exists resolved through its links (so `out/../x.json`,
 * `./x.json` and a link to the folder are one place); the name itself is not followed (a write replaces it).
 */
function placeOf(path: string): string {
  const full = resolve(path);
  let dir = dirname(full);
  const rest = [basename(full)];
  for (;;) {
    try {
      return join(realpathSync(dir), ...rest);
    } catch {
      if (dir === dirname(dir)) return full;
      rest.unshift(basename(dir));
      dir = dirname(dir);
    }
  }
}

/** The first path of `files` that another of them also names (the same file twice), or undefined. */
export function sharedPath(files: readonly OutputFile[]): string | undefined {
  const seen = new Set<string>();
  for (const f of files) {
    const place = placeOf(f.path);
    if (seen.has(place)) return f.path;
    seen.add(place);
  }
  return undefined;
}

/** The folders above `path` that do not exist yet, outermost first. */
function missingFolders(path: string, ops: WriteOps): string[] {
  const out: string[] = [];
  for (let d = dirname(path); ops.exists(d) === 'none' && d !== dirname(d); d = dirname(d)) out.unshift(d);
  return out;
}

/**
 * Writes a set of files all or nothing: either every file is the new one, or every file is as it was. Each new file
 * is first written beside its target under a temporary name; then the old files are moved aside, the new ones
 * renamed into place, and only then the old ones deleted. Any failure puts every old file back and removes what
 * was written, so two outputs of different runs are never mixed. Returns the folders it had to create.
 */
export function writeFilesAtomic(
  files: readonly OutputFile[],
  ops: WriteOps = REAL_FS,
): Result<{ createdFolders: string[] }> {
  const twice = sharedPath(files);
  if (twice !== undefined)
    return fail(
      'two outputs of this run would be written to this one file (one would be lost); give them different names',
      { file: twice },
    );
  // Before touching anything: a folder where a file should go, or a file where a folder should be, fails early.
  for (const f of files) {
    const kind = ops.exists(f.path);
    if (kind === 'folder')
      return fail('a folder is in the way; move or rename it, or choose another output folder', { file: f.path });
    if (kind === 'other')
      return fail('is not a regular file (a device, pipe or socket); choose another name', { file: f.path });
    for (let d = dirname(f.path); d !== dirname(d); d = dirname(d)) {
      const above = ops.exists(d);
      if (above === 'file' || above === 'other')
        return fail(`${d} is a file, so no folder can be made there; move it, or choose another output folder`, {
          file: f.path,
        });
      if (above === 'folder') break;
    }
  }
  const created: string[] = [];
  const temps: string[] = [];
  const aside: { path: string; old: string }[] = [];
  const placed: string[] = [];
  const tag = (f: OutputFile, i: number, kind: string) =>
    join(dirname(f.path), `.fray-${kind}-${process.pid}-${i}-${basename(f.path)}`);
  const undo = () => {
    for (const p of placed) ops.remove(p);
    for (const a of aside) {
      try {
        ops.rename(a.old, a.path);
      } catch {
        // Leave the old file under its aside name rather than lose it; the error below names the target.
      }
    }
    for (const t of temps) ops.remove(t);
    for (const d of [...created].reverse()) {
      try {
        ops.removeFolder(d);
      } catch {
        // Not empty after all: keep it.
      }
    }
  };
  let step = { path: '', action: 'write' };
  try {
    for (const f of files) {
      for (const d of missingFolders(f.path, ops)) {
        step = { path: d, action: 'create' };
        ops.mkdir(d);
        created.push(d);
      }
    }
    files.forEach((f, i) => {
      step = { path: f.path, action: 'write' };
      const t = tag(f, i, 'tmp');
      ops.write(t, f.content);
      temps.push(t);
    });
    files.forEach((f, i) => {
      if (ops.exists(f.path) === 'none') return;
      step = { path: f.path, action: 'replace' };
      const old = tag(f, i, 'old');
      ops.rename(f.path, old);
      aside.push({ path: f.path, old });
    });
    files.forEach((f, i) => {
      step = { path: f.path, action: 'replace' };
      ops.rename(tag(f, i, 'tmp'), f.path);
      placed.push(f.path);
    });
  } catch (e) {
    undo();
    if (e instanceof ContentFailure) throw e.reason;
    return fail(inWords(e, step.path, step.action));
  }
  for (const a of aside) ops.remove(a.old);
  return ok({ createdFolders: created });
}
