/**
 * A stored version written back to disk so fray can prepare it: a module as its one file, a process bot's packed
 * folder checked (hash, paths, sizes) and unpacked. Each version gets its own fresh folder under the work folder.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, ok, type Result } from '../../core/result.js';
import { checkPack, unpackBot, type BotPack } from '../queue/botPack.js';

/** What is needed of a version to write it out: its kind, the file name it was submitted as, and its bytes. */
export interface StoredVersion {
  id: number;
  kind: 'module' | 'process';
  file_name: string;
}

/** The pack in a process bot's stored bytes, checked; a problem when it is not a pack fray would accept. */
export function packOf(bytes: Buffer): Result<BotPack> {
  let pack: BotPack;
  try {
    pack = JSON.parse(bytes.toString('utf8')) as BotPack;
  } catch {
    return fail('the stored bot pack is not JSON');
  }
  const checked = checkPack(pack);
  return checked.ok ? ok(pack) : checked;
}

/** Writes the version into a new folder under `workDir`; the path of its module or manifest. */
export function writeVersion(workDir: string, v: StoredVersion, bytes: Buffer): Result<string> {
  mkdirSync(workDir, { recursive: true });
  const dir = mkdtempSync(join(workDir, `v${v.id}-`));
  if (v.kind === 'module') {
    const file = join(dir, v.file_name);
    writeFileSync(file, bytes);
    return ok(file);
  }
  const pack = packOf(bytes);
  if (!pack.ok) return pack;
  const checked = checkPack(pack.value);
  if (!checked.ok) return checked;
  return unpackBot(checked.value, dir);
}
