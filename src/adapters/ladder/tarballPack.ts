/**
 * A process bot's folder uploaded as a tar archive (gzip-compressed or not) turned into the queue's bot pack, with
 * the pack's limits: never written to disk here, unpacked at most to the pack's size (a gzip bomb stops at the bound),
 * at most as many entries as a pack may hold, plain files and folders only (links, devices and FIFOs are refused),
 * no path that leaves the folder. A single top folder (`tar czf bot.tgz mybot/`) is taken as the bot's folder.
 */
import { gunzipSync } from 'node:zlib';
import { fail, ok, type Result } from '../../core/result.js';
import { checkPack, MAX_PACK_BYTES, MAX_PACK_FILES, packHash, type BotPack } from '../queue/botPack.js';
import { MANIFEST_SUFFIX } from '../sandbox/manifest.js';

const BLOCK = 512;
/** Most bytes a tar archive may unpack to: the pack's bound, plus a header and padding per entry, plus the end. */
export const MAX_TAR_BYTES = MAX_PACK_BYTES + (MAX_PACK_FILES + 64) * 2 * BLOCK;

/** One file read from the archive. */
interface TarFile {
  path: string;
  mode: 0o644 | 0o755;
  bytes: Buffer;
}

/** A NUL-terminated text field of a header. */
function text(h: Buffer, at: number, len: number): string {
  const s = h.subarray(at, at + len);
  const end = s.indexOf(0);
  return s.subarray(0, end < 0 ? s.length : end).toString('utf8');
}

/** An octal number field of a header (NaN when malformed). */
function octal(h: Buffer, at: number, len: number): number {
  const s = text(h, at, len).trim();
  return /^[0-7]+$/.test(s) ? parseInt(s, 8) : s === '' ? 0 : NaN;
}

/** The `path` record of a pax extended header, if any. */
function paxPath(body: Buffer): string | undefined {
  let i = 0;
  while (i < body.length) {
    const space = body.indexOf(0x20, i);
    const len = Number(body.subarray(i, space).toString('ascii'));
    if (space < 0 || !Number.isInteger(len) || len <= 0) return undefined;
    const rec = body.subarray(space + 1, i + len - 1).toString('utf8');
    if (rec.startsWith('path=')) return rec.slice(5);
    i += len;
  }
  return undefined;
}

/** The files of a tar archive, or why it is refused. */
function readTar(tar: Buffer): Result<TarFile[]> {
  const files: TarFile[] = [];
  let at = 0;
  let longName: string | undefined;
  let entries = 0;
  while (at + BLOCK <= tar.length) {
    const h = tar.subarray(at, at + BLOCK);
    if (h.every((b) => b === 0)) break;
    if (++entries > MAX_PACK_FILES + 64) return fail(`the archive has more than ${MAX_PACK_FILES} entries`);
    const size = octal(h, 124, 12);
    const type = String.fromCharCode(h[156] ?? 0);
    if (!Number.isSafeInteger(size) || size < 0) return fail('the archive has a malformed header');
    const body = tar.subarray(at + BLOCK, at + BLOCK + size);
    if (body.length < size) return fail('the archive ends in the middle of a file');
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    // POSIX ustar ("ustar\0") splits long names into a prefix; GNU's old format ("ustar  ") keeps times there.
    const posix = h.subarray(257, 263).equals(Buffer.from('ustar\0', 'latin1'));
    const prefix = posix ? text(h, 345, 155) : '';
    const name = longName ?? (prefix === '' ? text(h, 0, 100) : `${prefix}/${text(h, 0, 100)}`);
    longName = undefined;
    if (type === 'x') longName = paxPath(body);
    else if (type === 'L') longName = text(body, 0, body.length);
    else if (type === 'g' || type === '5') continue;
    else if (type === '0' || type === '\0' || type === '7') {
      const mode = (octal(h, 100, 8) & 0o111) !== 0 ? 0o755 : 0o644;
      files.push({ path: name.replace(/^(\.\/)+/, ''), mode, bytes: Buffer.from(body) });
    } else
      return fail(`the archive holds '${name}', which is a link or a special file; a bot's folder must be plain files`);
  }
  return ok(files);
}

/** The files with their one common top folder taken off, when every file is in it. */
function withoutTopFolder(files: TarFile[]): TarFile[] {
  const top = files[0]?.path.split('/')[0];
  if (top === undefined || !files.every((f) => f.path.startsWith(`${top}/`))) return files;
  return files.map((f) => ({ ...f, path: f.path.slice(top.length + 1) }));
}

/** The pack of an uploaded archive (`gzip` when compressed), checked as a queue job's pack is. */
export function tarballPack(upload: Buffer, how: { gzip: boolean }): Result<BotPack> {
  let tar: Buffer;
  try {
    tar = how.gzip ? gunzipSync(upload, { maxOutputLength: MAX_TAR_BYTES }) : upload;
  } catch (e) {
    const big = (e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError;
    return fail(
      big ? `the archive unpacks to more than ${MAX_TAR_BYTES} bytes` : 'the archive is not gzip-compressed tar',
    );
  }
  if (tar.length > MAX_TAR_BYTES) return fail(`the archive is larger than ${MAX_TAR_BYTES} bytes`);
  const read = readTar(tar);
  if (!read.ok) return read;
  const files = withoutTopFolder(read.value.filter((f) => f.path !== '')).sort((a, b) => (a.path < b.path ? -1 : 1));
  const manifests = files.filter((f) => !f.path.includes('/') && f.path.endsWith(MANIFEST_SUFFIX));
  if (manifests.length !== 1)
    return fail(`the archive must hold exactly one ${MANIFEST_SUFFIX} manifest at its top, found ${manifests.length}`);
  const manifest = manifests[0]!.path;
  const pack: BotPack = {
    manifest,
    files: files.map((f) => ({ path: f.path, mode: f.mode, base64: f.bytes.toString('base64') })),
    sha256: packHash(manifest, files),
  };
  const checked = checkPack(pack);
  return checked.ok ? ok(pack) : checked;
}
