/** A bot in any language is named by a manifest, NAME.bot.json: the command that starts it, its folder, its build step. */
import { dirname, resolve } from 'node:path';
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

const isCommand = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.length > 0);

/** Reads and checks a manifest; a problem names the file and the key. */
export function loadManifest(file: string): Result<BotManifest> {
  const json = readJson(file);
  if (!json.ok) return json;
  const v = json.value;
  const at = { file };
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail('a bot manifest is a JSON object such as {"command": ["python3", "bot.py"]}', at);
  for (const key of Object.keys(v)) {
    if (!KEYS.includes(key)) {
      const hint = suggest(key, KEYS);
      return fail(`unknown key '${key}'${hint ? ` (did you mean '${hint}'?)` : ''}; a manifest has command, cwd and build`, at);
    }
  }
  const m = v as Record<string, unknown>;
  if (!isCommand(m.command)) return fail("'command' must be a non-empty list of strings, such as [\"python3\", \"bot.py\"]", at);
  if (m.build !== undefined && !isCommand(m.build)) return fail("'build' must be a non-empty list of strings, such as [\"javac\", \"Bot.java\"]", at);
  if (m.cwd !== undefined && typeof m.cwd !== 'string') return fail("'cwd' must be a folder, relative to the manifest", at);
  return ok({ file, command: m.command, cwd: resolve(dirname(file), m.cwd ?? '.'), ...(m.build === undefined ? {} : { build: m.build }) });
}
