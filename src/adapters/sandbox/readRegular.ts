/** Reads a file a stranger gave us, once it is known to be inside the bot's folder: safely, whatever it turns out to be. */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/**
 * The bytes of the file open as `fd` if it is a regular file of at most `limit` bytes; 'not-regular' or 'too-big'
 * otherwise. The type and size are those of the file opened (fstat), not of a name that could change in between.
 */
export function readOpened(fd: number, limit: number): Buffer | 'not-regular' | 'too-big' {
  const st = fstatSync(fd);
  if (!st.isFile()) return 'not-regular';
  if (st.size > limit) return 'too-big';
  const buf = Buffer.alloc(st.size);
  let got = 0;
  while (got < st.size) {
    const n = readSync(fd, buf, got, st.size - got, got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}

/**
 * The bytes of `path` if it is a regular file of at most `limit` bytes; 'not-regular' or 'too-big' otherwise. It
 * never follows a link at the last step (O_NOFOLLOW) and never blocks on a FIFO (O_NONBLOCK); see readOpened.
 */
export function readRegular(path: string, limit: number): Buffer | 'not-regular' | 'too-big' {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    return readOpened(fd, limit);
  } finally {
    closeSync(fd);
  }
}
