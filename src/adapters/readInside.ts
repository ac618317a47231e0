/**
 * Reading a file of a folder a stranger gave (a report with its replays): only a regular file that really is inside
 * the folder, whatever links the folder holds.
 */
import { closeSync, constants, openSync, readlinkSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { fail, ok, type Result } from '../core/result.js';
import { readOpened } from './sandbox/readRegular.js';

/** True when `path` (absolute, real) is `folder` (absolute, real) or inside it. */
function inside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/**
 * The real path of `path` (relative to `folder`, or absolute) when it resolves (the kernel's realpath, every link on
 * the way followed) to a place inside the real `folder`; a problem otherwise. Nothing is opened.
 */
export function realInside(folder: string, path: string): Result<string> {
  let realFolder: string;
  let real: string;
  try {
    realFolder = realpathSync(folder);
    real = realpathSync(resolve(realFolder, path));
  } catch {
    return fail('no such file', { file: path });
  }
  return inside(realFolder, real) ? ok(real) : fail('leads outside the folder', { file: path });
}

/**
 * The bytes of `path` (relative to `folder`, or absolute) if it is a regular file of at most `maxBytes` inside the
 * real `folder`: resolved with realpath, then opened without following a link (O_NOFOLLOW) and without blocking on a
 * FIFO (O_NONBLOCK); its kind and size are those of the file opened (fstat), and where the opened file really is
 * (/proc/self/fd, on Linux) is checked again, so a link swapped in between is refused too.
 */
export function readInside(folder: string, path: string, maxBytes: number): Result<Buffer> {
  const real = realInside(folder, path);
  if (!real.ok) return real;
  let fd: number;
  try {
    fd = openSync(real.value, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return fail('cannot be opened as a file (a link, or gone)', { file: path });
  }
  try {
    let opened: string | undefined;
    try {
      opened = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      opened = undefined; // no /proc (not Linux): realpath and O_NOFOLLOW are the checks
    }
    if (opened !== undefined && !inside(realpathSync(folder), opened))
      return fail('leads outside the folder', { file: path });
    const bytes = readOpened(fd, maxBytes);
    if (bytes === 'not-regular') return fail('is not a regular file', { file: path });
    if (bytes === 'too-big') return fail(`is larger than ${maxBytes} bytes`, { file: path });
    return ok(bytes);
  } finally {
    closeSync(fd);
  }
}
