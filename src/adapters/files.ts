/** File I/O at the edge: reads that report problems as values, and atomic writes (temp file, then rename). */
import { readFileSync, writeFileSync, renameSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import { fail, ok, type Result } from '../core/result.js';
import { jsonSyntaxError } from './jsonSyntaxError.js';

/** Reads a whole text file (UTF-8, BOM dropped), or a problem naming the file. */
export function readText(path: string): Result<string> {
  try {
    if (statSync(path).isDirectory()) return fail('is a directory, not a file', { file: path });
    const text = readFileSync(path, 'utf8');
    return ok(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return fail('no such file', { file: path });
    if (code === 'EACCES') return fail('permission denied', { file: path });
    return fail(`cannot read: ${(e as Error).message}`, { file: path });
  }
}

/** Reads and parses a JSON file, or a problem naming the file (and line and column of a syntax error). */
export function readJson(path: string): Result<unknown> {
  const text = readText(path);
  if (!text.ok) return text;
  try {
    return ok(JSON.parse(text.value) as unknown);
  } catch (e) {
    const found = jsonSyntaxError(text.value);
    if (!found) return fail(`malformed JSON: ${(e as Error).message.split('\n')[0]}`, { file: path });
    const before = text.value.slice(0, found.offset);
    const line = before.split('\n').length;
    const column = found.offset - before.lastIndexOf('\n');
    return fail(`malformed JSON: ${found.message}`, { file: path, line, column });
  }
}

/** One file to write: where, and its whole content. */
export interface OutputFile {
  path: string;
  content: string;
}

/**
 * Writes every file atomically: each goes to a temp file beside its target, and only when all
 * are written are they renamed into place, so a failure leaves no half-written output.
 */
export function writeFilesAtomic(files: readonly OutputFile[]): Result<void> {
  const temps: string[] = [];
  try {
    for (const f of files) {
      mkdirSync(dirname(f.path), { recursive: true });
      const tmp = join(dirname(f.path), `.fray-tmp-${process.pid}-${temps.length}-${basename(f.path)}`);
      writeFileSync(tmp, f.content);
      temps.push(tmp);
    }
    files.forEach((f, i) => renameSync(temps[i] as string, f.path));
    return ok(undefined);
  } catch (e) {
    for (const t of temps) rmSync(t, { force: true });
    const err = e as NodeJS.ErrnoException;
    return fail(`cannot write output: ${err.message}`, err.path ? { file: err.path } : {});
  }
}
