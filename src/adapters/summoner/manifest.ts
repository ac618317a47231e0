/** A bot in any language is named by a manifest, NAME.bot.json: the command that starts it, its folder, its build step. */
import { accessSync, constants } from 'node:fs';
import { delimiter, dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { fail, ok, type Result } from '../../core/result.js';
import { suggest } from '../../core/suggest.js';
import { readJson } from '../files.js';

/** A checked manifest, with `cwd` made absolute (relative to the manifest's folder). */
export interface BotManifest {
  file: string;
  command: string[];
  cwd: string;
  build?: string[];
}

/** The suffix that marks a manifest among bot files. */
export const MANIFEST_SUFFIX = '.bot.json';

const KEYS = ['command', 'cwd', 'build'];

const isCommand = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.length > 0);

/** Reads and checks a manifest; a problem names the file and the key. */
export function loadManifest(file: string): Result<BotManifest> {
  const json = readJson(file);
  if (!json.ok) return json;
  const v = json.value;
  const at = { file };
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return fail('a bot manifest is a JSON object such as {"command": ["python3", "bot.py"]}', at);
  for (const key of Object.keys(v)) {
    if (!KEYS.includes(key)) {
      const hint = suggest(key, KEYS);
      return fail(
        `unknown key '${key}'${hint ? ` (did you mean '${hint}'?)` : ''}; a manifest has command, cwd and build`,
        at,
      );
    }
  }
  const m = v as Record<string, unknown>;
  if (!isCommand(m.command))
    return fail('\'command\' must be a non-empty list of strings, such as ["python3", "bot.py"]', at);
  if (m.build !== undefined && !isCommand(m.build))
    return fail('\'build\' must be a non-empty list of strings, such as ["javac", "Bot.java"]', at);
  if (m.cwd !== undefined && typeof m.cwd !== 'string')
    return fail("'cwd' must be a folder, relative to the manifest", at);
  const home = resolve(dirname(file));
  const cwd = resolve(home, m.cwd ?? '.');
  // The folder is what the sandbox shows the bot: a manifest cannot point it at the rest of the machine.
  if (cwd !== home && !cwd.startsWith(`${home}${sep}`))
    return fail(`'cwd' must be the manifest's folder or one inside it, got '${m.cwd}'`, at);
  return ok({ file, command: m.command, cwd, ...(m.build === undefined ? {} : { build: m.build }) });
}

/**
 * Where the manifest's program would be found, or why it would not: a path is taken from the bot's folder, a bare
 * name from PATH (in the sandbox, only /usr/bin and /bin exist, so a version manager's shims are out of reach).
 */
export function findProgram(m: BotManifest, how: { confined: boolean }): Result<string> {
  const { confined } = how;
  const program = m.command[0] as string;
  const runnable = (p: string): boolean => {
    try {
      accessSync(p, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (program.includes('/')) {
    const p = isAbsolute(program) ? program : resolve(m.cwd, program);
    return runnable(p) ? ok(p) : fail(`its command '${program}' is not an executable file`, { file: m.file });
  }
  const path = confined ? ['/usr/bin', '/bin'] : (process.env.PATH ?? '').split(delimiter).filter((d) => d !== '');
  const found = path.map((d) => join(d, program)).find(runnable);
  if (found !== undefined) return ok(found);
  return fail(
    `its command '${program}' is not found ${confined ? 'in the sandbox (it sees /usr/bin and /bin)' : 'on the PATH'}`,
    { file: m.file },
  );
}
