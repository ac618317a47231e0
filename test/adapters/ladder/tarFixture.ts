/** Tar archives built byte by byte for tests, hostile ones included (links, paths that leave, bombs). */

/** One entry: its name, bytes, type ('0' file, '2' symlink, '5' folder), link target and mode. */
export interface TarEntry {
  name: string;
  body?: Buffer | string;
  type?: '0' | '1' | '2' | '5';
  link?: string;
  mode?: number;
}

/** A ustar header for `e`. */
function header(e: TarEntry, size: number): Buffer {
  const h = Buffer.alloc(512);
  h.write(e.name, 0, 100, 'utf8');
  h.write(`${(e.mode ?? 0o644).toString(8).padStart(7, '0')}\0`, 100, 'ascii');
  h.write('0000000\0', 108, 'ascii');
  h.write('0000000\0', 116, 'ascii');
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  h.write('00000000000\0', 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write(e.type ?? '0', 156, 'ascii');
  if (e.link) h.write(e.link, 157, 100, 'utf8');
  h.write('ustar\0', 257, 'latin1');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

/** The archive of `entries`. */
export function makeTar(entries: TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    const body = Buffer.from(e.body ?? '');
    parts.push(header(e, body.length), body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}
