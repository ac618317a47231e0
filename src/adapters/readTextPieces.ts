/** Reading a (possibly large) UTF-8 text file back in pieces, to print it without holding it whole. */
import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/**
 * The text of a UTF-8 file in pieces of about `size` bytes, each ending just after a line break (only the last may
 * end without one), so each piece can be printed as it comes. Throws as readSync does (the caller just wrote it).
 */
export function* readTextPieces(path: string, size = 1 << 20): Generator<string, void, void> {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(size);
    const decoder = new StringDecoder('utf8');
    let carry = '';
    for (;;) {
      const n = readSync(fd, buf, 0, size, null);
      if (n === 0) break;
      const text = carry + decoder.write(buf.subarray(0, n));
      const cut = text.lastIndexOf('\n') + 1;
      carry = text.slice(cut);
      if (cut > 0) yield text.slice(0, cut);
    }
    const rest = carry + decoder.end();
    if (rest !== '') yield rest;
  } finally {
    closeSync(fd);
  }
}
