/**
 * An uploaded file made into a submission, by its name's ending: a module (.ts, .mts, .js, .mjs: UTF-8 text, at most
 * MAX_MODULE_BYTES), a process bot's folder as a tar archive (.tar, .tar.gz, .tgz), or a bot pack as `fray ladder
 * submit` sends it (.botpack.json). Archives and packs get the queue's pack limits and checks.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { checkPack, type BotPack } from '../queue/botPack.js';
import type { Submission } from './submissions.js';
import { tarballPack } from './tarballPack.js';

/** Most bytes a module may have (the sandbox's compiler takes more; a ladder keeps uploads small). */
export const MAX_MODULE_BYTES = 1024 * 1024;
/** Most bytes any upload may have (a bot pack's JSON carries its files in base64, a third larger). */
export const MAX_UPLOAD_BYTES = 12 * 1024 * 1024;

const MODULE = /\.(m?ts|m?js)$/i;

/** A module's file name as stored: the extension kept, anything but letters, digits, '.', '_' and '-' replaced. */
function moduleName(name: string): string {
  const ext = (MODULE.exec(name)?.[0] ?? '.ts').toLowerCase();
  const stem = name
    .slice(0, -ext.length)
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/^[._-]+/, '')
    .slice(0, 60);
  return `${stem === '' ? 'bot' : stem}${ext}`;
}

/** A process bot's submission from its checked pack. */
function fromPack(bot: string, pack: BotPack): Submission {
  return { bot, kind: 'process', fileName: pack.manifest, bytes: Buffer.from(JSON.stringify(pack), 'utf8') };
}

/** The submission of bot `bot` from the file `fileName` with `bytes`, or why it is refused. */
export function uploadedBot(bot: string, fileName: string, bytes: Buffer): Result<Submission> {
  if (bytes.length > MAX_UPLOAD_BYTES) return fail(`the file is larger than ${MAX_UPLOAD_BYTES} bytes`);
  const lower = fileName.toLowerCase();
  if (MODULE.test(lower)) {
    if (bytes.length > MAX_MODULE_BYTES) return fail(`a module may have at most ${MAX_MODULE_BYTES} bytes`);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return fail('a module must be UTF-8 text');
    }
    return ok({ bot, kind: 'module', fileName: moduleName(fileName), bytes });
  }
  if (lower.endsWith('.tar') || lower.endsWith('.tar.gz') || lower.endsWith('.tgz')) {
    const pack = tarballPack(bytes, { gzip: !lower.endsWith('.tar') });
    return pack.ok ? ok(fromPack(bot, pack.value)) : pack;
  }
  if (lower.endsWith('.botpack.json')) {
    let pack: BotPack;
    try {
      pack = JSON.parse(bytes.toString('utf8')) as BotPack;
    } catch {
      return fail('the bot pack is not JSON');
    }
    const checked = checkPack(pack);
    return checked.ok ? ok(fromPack(bot, pack)) : checked;
  }
  return fail('send a module (.ts, .mts, .js, .mjs), a folder as .tar, .tar.gz or .tgz, or a .botpack.json');
}
