/**
 * A manifest naming a script that is not there (`["python3", "missing.py"]`) would start, fail at once and forfeit
 * every match; it is refused at load instead, like a module that does not compile. An argument is taken for a file
 * of the bot's folder when it is a relative path ending in an extension (`bot.py`, `lib/main.js`, `bot.jar`) and not
 * an option (`-Xmx64m`, `--flag=x.y`); it is looked for in the bot's private copy once its build step has run, so a
 * file the build makes counts.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { quote } from '../../core/quote.js';
import { fail, ok, type Result } from '../../core/result.js';
import type { BotManifest } from '../sandbox/manifest.js';

/** A relative path with a file extension, and not an option. */
const LOOKS_LIKE_FILE = /^[^-=:][^=:]*\.[A-Za-z0-9]{1,8}$/;

/** Ok, or a problem naming the manifest and the first argument that looks like a file but is not in `m.cwd`. */
export function missingScript(m: BotManifest): Result<void> {
  for (const arg of m.command.slice(1)) {
    if (isAbsolute(arg) || !LOOKS_LIKE_FILE.test(arg)) continue;
    if (!existsSync(resolve(m.cwd, arg)))
      return fail(
        `its command names ${quote(arg)}, which is not in the bot's folder${m.build === undefined ? '' : ' (even after its build step)'}`,
        { file: m.file },
      );
  }
  return ok(undefined);
}
