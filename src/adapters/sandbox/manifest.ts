/** A bot in any language is named by a manifest, NAME.bot.json: the command that starts it, its folder, its build step. */
import { accessSync, constants, existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path';
import { fail, ok, type Result } from '../../core/result.js';
import { quote, showJson } from '../../core/quote.js';
import { suggest } from '../../core/suggest.js';
import { readJson } from '../files.js';
import { isInside } from './botFolder.js';
import { RUNTIME } from './policy.js';
import { runtimeCopy } from './runtimeCopy.js';

/** A checked manifest, with `cwd` made absolute (relative to the manifest's folder). */
export interface BotManifest {
  file: string;
  command: string[];
  cwd: string;
  build?: string[];
  /** The protocol version the bot speaks (docs/bot-protocol.md): 2 answers with request ids; 1 (the default) does not. */
  protocol?: 1 | 2;
}

/** The suffix that marks a manifest among bot files. */
export const MANIFEST_SUFFIX = '.bot.json';

const KEYS = ['command', 'cwd', 'build', 'protocol'];

const isCommand = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.length > 0);

/** Longest `cwd`, and longest single argument of a command, in characters. */
const MAX_PATH_CHARS = 1024;
/** Most arguments of a command. */
const MAX_ARGS = 256;

const shown = (v: string): string => showJson(v);

/**
 * Reads and checks a manifest; a problem names the file and the key. Paths are resolved once, links followed
 * (realpath), and the check is made on where they really lead: `cwd` must be the manifest's real folder or a folder
 * inside it, so a link cannot point the sandbox at the rest of the machine. The manifest's `cwd` is that real path.
 */
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
        `unknown key ${quote(key)}${hint ? ` (did you mean '${hint}'?)` : ''}; a manifest has command, cwd, build and protocol`,
        at,
      );
    }
  }
  const m = v as Record<string, unknown>;
  if (!isCommand(m.command))
    return fail('\'command\' must be a non-empty list of strings, such as ["python3", "bot.py"]', at);
  if (m.build !== undefined && !isCommand(m.build))
    return fail('\'build\' must be a non-empty list of strings, such as ["javac", "Bot.java"]', at);
  for (const key of ['command', 'build'] as const) {
    const list = m[key] as string[] | undefined;
    if (list === undefined) continue;
    if (list.length > MAX_ARGS) return fail(`'${key}' has ${list.length} arguments; at most ${MAX_ARGS}`, at);
    const long = list.find((a) => a.length > MAX_PATH_CHARS);
    if (long !== undefined)
      return fail(`'${key}' has an argument of ${long.length} characters; at most ${MAX_PATH_CHARS}`, at);
  }
  if (m.protocol !== undefined && m.protocol !== 1 && m.protocol !== 2)
    return fail("'protocol' must be 1 or 2 (2: answers carry the request's id)", at);
  if (m.cwd !== undefined && typeof m.cwd !== 'string')
    return fail("'cwd' must be a folder, relative to the manifest", at);
  if (typeof m.cwd === 'string' && (m.cwd.length > MAX_PATH_CHARS || m.cwd.includes('\0')))
    return fail(`'cwd' must be a folder path of at most ${MAX_PATH_CHARS} characters`, at);
  let home: string;
  let cwd: string;
  try {
    home = realpathSync.native(dirname(resolve(file)));
  } catch (e) {
    return fail(`cannot resolve the manifest's folder: ${(e as Error).message}`, at);
  }
  try {
    cwd = realpathSync.native(resolve(home, m.cwd ?? '.'));
  } catch {
    return fail(`'cwd' names ${shown(m.cwd ?? '.')}, which does not exist`, at);
  }
  if (!isInside(home, cwd))
    return fail(
      `'cwd' must be the manifest's folder or one inside it, got ${shown(m.cwd ?? '.')}, which leads to ${quote(cwd)}`,
      at,
    );
  if (!statSync(cwd).isDirectory()) return fail(`'cwd' names ${shown(m.cwd ?? '.')}, which is not a folder`, at);
  return ok({
    file,
    command: m.command,
    cwd,
    ...(m.build === undefined ? {} : { build: m.build }),
    ...(m.protocol === undefined ? {} : { protocol: m.protocol }),
  });
}

/** Whether `p` is a file this process may run. */
function runnable(p: string): boolean {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where a confined command finds `program` (a name on its PATH, or an absolute path) in the runtimes' copy. */
function inSandbox(program: string, file: string): Result<string> {
  const copy = runtimeCopy();
  if (!copy.ok) return copy;
  const system = join(copy.value, 'root');
  const names = isAbsolute(program) ? [program] : ['/usr/bin', '/bin'].map((d) => join(d, program));
  // Where the host's /bin is a link to /usr/bin, so is the sandbox's: look for such a name in the copy's /usr/bin.
  const inCopy = (p: string): string =>
    join(system, existsSync(join(system, 'bin')) ? p : p.replace(/^\/bin\//, '/usr/bin/'));
  const found = names.find((p) => existsSync(inCopy(p)) && (lstatSync(inCopy(p)).mode & 0o111) !== 0);
  if (found !== undefined) return ok(found);
  return fail(
    `its command ${quote(program)} is not found in the sandbox, which offers ${RUNTIME.runtimes.join(', ')} and a build's small tools (cp, sed, tar…; docs/bot-protocol.md), in /usr/bin`,
    { file },
  );
}

/**
 * Where the manifest's program would be found, or why it would not: a path is taken from the bot's folder, a bare
 * name from PATH (in the sandbox, the runtimes' copy's /usr/bin only, so a version manager's shims are out of reach).
 */
export function findProgram(m: BotManifest, how: { confined: boolean }): Result<string> {
  const { confined } = how;
  const program = m.command[0] as string;
  if (program.includes('/')) {
    if (confined && isAbsolute(program) && !/^\/(usr|bin|sbin|lib|lib32|lib64)\//.test(program))
      return fail(
        `its command ${quote(program)} is outside what the sandbox shows a bot (/usr, /bin and its own folder); name a program there or one in the bot's folder`,
        { file: m.file },
      );
    if (confined && isAbsolute(program)) return inSandbox(program, m.file);
    const p = resolve(m.cwd, program);
    if (!isAbsolute(program) && !isInside(m.cwd, p))
      return fail(`its command ${quote(program)} leads outside the bot's folder`, { file: m.file });
    return runnable(p) ? ok(p) : fail(`its command ${quote(program)} is not an executable file`, { file: m.file });
  }
  if (confined) return inSandbox(program, m.file);
  const path = (process.env.PATH ?? '').split(delimiter).filter((d) => d !== '');
  const found = path.map((d) => join(d, program)).find(runnable);
  if (found !== undefined) return ok(found);
  return fail(`its command ${quote(program)} is not found on the PATH`, { file: m.file });
}
