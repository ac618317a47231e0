/** A fingerprint of a folder's content: what a build of it depends on (names, kinds, permission bits, bytes, links). */
import { createHash, type Hash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Feeds every entry of `dir`, in a fixed order, into `hash`; folders are walked, links are not followed. */
function feed(hash: Hash, dir: string, rel: string): void {
  for (const name of readdirSync(join(dir, rel)).sort()) {
    const path = rel === '' ? name : `${rel}/${name}`;
    const st = lstatSync(join(dir, path));
    // Lengths first: no two different folders can give the same stream of bytes.
    const head = (kind: string, extra: string) => {
      hash.update(`${kind} ${Buffer.byteLength(path)} ${path} ${(st.mode & 0o777).toString(8)} ${extra}\n`);
    };
    if (st.isSymbolicLink()) head('link', readlinkSync(join(dir, path)));
    else if (st.isDirectory()) {
      head('dir', '');
      feed(hash, dir, path);
      hash.update(`end ${path}\n`);
    } else if (st.isFile()) {
      head('file', String(st.size));
      hash.update(readFileSync(join(dir, path)));
    } else head('other', '');
  }
}

/** The SHA-256 (hex) of a folder's content, with `salt` (what else the result depends on) mixed in first. */
export function folderHash(dir: string, salt: string): string {
  const hash = createHash('sha256').update(`${Buffer.byteLength(salt)} ${salt}\n`);
  feed(hash, dir, '');
  return hash.digest('hex');
}
