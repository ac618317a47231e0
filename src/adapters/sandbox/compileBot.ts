/**
 * Turns a bot file (.js, .mjs, .ts, .mts) into one self-contained ES module, ready to load in process or in a
 * sandbox. esbuild bundles it, but never reads a file itself: every import is resolved here, links followed once
 * (realpath), and taken only when it lands inside the bot's own folder on a regular code or JSON file; fray reads
 * the file (never blocking on a FIFO or reading a device), within a size budget for the whole bot, and a compile
 * has a time limit. A crash of esbuild's service refuses that bot alone: the service is restarted for the next.
 */
import { createHash } from 'node:crypto';
import { realpathSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { build, stop, type Loader, type Message, type Plugin } from 'esbuild';
import { escapeUnsafe } from '../../core/quote.js';
import { fail, ok, type Result } from '../../core/result.js';
import { isInside } from './botFolder.js';
import { COMPILE } from './policy.js';
import { readRegular } from './readRegular.js';
import type { IsolateScript } from './isolateScript.js';

/**
 * A bot ready to load: its name (the file name without extension), the bundled code and the code's SHA-256; the
 * source map from the bundle back to the author's files (their paths relative to the bot's folder), and the script
 * its isolate runs (isolateScript.ts), once made. The map and the script never change the code or its hash.
 */
export interface CompiledBot {
  name: string;
  file: string;
  code: string;
  sha256: string;
  map?: string;
  script?: IsolateScript;
}

/** The file extensions a module bot may have. */
export const MODULE_EXTENSIONS = ['.js', '.mjs', '.ts', '.mts'];

/**
 * A bot's name: its file name without the extension (`bots/rusher.ts` → `rusher`), made safe where it is made (a
 * file name may hold any byte but '/': escape sequences, a carriage return, a bidirectional override are escaped).
 */
export function botName(file: string): string {
  const b = basename(file);
  return escapeUnsafe(
    b.endsWith('.bot.json') ? b.slice(0, -'.bot.json'.length) : b.slice(0, b.length - extname(b).length),
  );
}

const LOADERS: Record<string, Loader> = {
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.json': 'json',
};

/** Bounds of one compile, over the policy's (tests make them small). */
export interface CompileBounds {
  timeMs: number;
  maxSourceBytes: number;
  maxBundleBytes: number;
}

/** Why an import was refused, for the message. */
class Refused extends Error {}

/** The files an import may name: itself, with each code extension, a TypeScript file behind a .js name, an index. */
function candidates(base: string): string[] {
  const out = [base];
  const ext = extname(base);
  if (ext === '.js' || ext === '.mjs' || ext === '.cjs') {
    const stem = base.slice(0, -ext.length);
    out.push(`${stem}${ext.replace('j', 't')}`);
  }
  for (const e of COMPILE.extensions) out.push(`${base}${e}`);
  for (const e of COMPILE.extensions) out.push(`${base}/index${e}`);
  return out;
}

/** Resolves an import from `dir` inside `root` (both real paths); throws Refused with the reason. */
function resolveInside(root: string, dir: string, spec: string): string {
  const base = resolve(dir, spec);
  for (const c of candidates(base)) {
    let real: string;
    try {
      real = realpathSync.native(c);
    } catch {
      continue;
    }
    if (!isInside(root, real))
      throw new Refused(`it leads outside the bot's folder; a bot may import only files in its own folder`);
    const st = statSync(real);
    if (st.isDirectory()) continue;
    if (!st.isFile()) throw new Refused('it is not a regular file');
    if (!(extname(real).toLowerCase() in LOADERS))
      throw new Refused(`a bot may import only code and JSON files (${COMPILE.extensions.join(', ')})`);
    return real;
  }
  throw new Refused("no such file in the bot's folder");
}

/** Reads a file of the bot within the budget left; throws Refused when it is not a regular file or too big. */
function readSource(path: string, budget: { left: number }): string {
  const content = readRegular(path, budget.left);
  if (content === 'not-regular') throw new Refused('it is not a regular file');
  if (content === 'too-big')
    throw new Refused(`the bot's files add up to more than ${COMPILE.maxSourceBytes} bytes, the most a bot may have`);
  budget.left -= content.length;
  return content.toString('utf8');
}

/** The esbuild plugin that resolves and loads every file of a bot, inside `root` only. */
function confine(root: string, opts: { allowBuiltins: boolean; budget: { left: number } }): Plugin {
  return {
    name: 'fray-confine',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (opts.allowBuiltins && isBuiltin(args.path)) return { path: args.path, external: true };
        try {
          if (args.kind !== 'entry-point' && !args.path.startsWith('.') && !isAbsolute(args.path))
            throw new Refused(
              `a bot may import only its own files${opts.allowBuiltins ? " and Node's built-in modules" : ''}`,
            );
          const dir = args.kind === 'entry-point' ? root : args.resolveDir;
          // Named relative to the bot's folder: esbuild writes each module's name into the bundle, and an absolute
          // one would make the code hash depend on where the folder sits (a ladder's fresh folder per start, an
          // author checking a replay with a downloaded copy), not on what it holds.
          return { path: relative(root, resolveInside(root, dir, args.path)), namespace: 'bot' };
        } catch (e) {
          if (!(e instanceof Refused)) throw e;
          return { errors: [{ text: `Could not resolve "${args.path}" (${e.message})` }] };
        }
      });
      b.onLoad({ filter: /.*/, namespace: 'bot' }, (args) => {
        const path = join(root, args.path);
        try {
          const loader = LOADERS[extname(path).toLowerCase()] ?? 'js';
          return { contents: readSource(path, opts.budget), loader, resolveDir: dirname(path) };
        } catch (e) {
          if (!(e instanceof Refused)) throw e;
          return { errors: [{ text: `cannot read "${args.path}": ${e.message}` }] };
        }
      });
    },
  };
}

function firstError(file: string, root: string, errors: readonly Message[]): string {
  const e = errors[0];
  if (e === undefined) return `${file}: does not compile`;
  const where = e.location
    ? `${relative(process.cwd(), resolve(root, e.location.file.replace(/^bot:/, ''))) || file}:${e.location.line}:${e.location.column + 1}: `
    : `${file}: `;
  return `${where}${e.text}`;
}

/**
 * The bundle's source map with each source named by its path inside the bot's folder (`mybot.ts`, `lib/util.ts`):
 * what a stack shows the author, the same on every machine, and nothing of the organiser's folders.
 */
function relativeSources(text: string | undefined, root: string): string | undefined {
  if (text === undefined) return undefined;
  const map = JSON.parse(text) as { sources?: string[] };
  map.sources = (map.sources ?? []).map((s) => {
    const path = s.replace(/^bot:/, '');
    const inside = relative(root, isAbsolute(path) ? path : resolve(root, path));
    return inside.split('\\').join('/');
  });
  return JSON.stringify(map);
}

/** Runs one esbuild call with a time limit; a call that overruns or a service that dies is stopped and restarted. */
export async function esbuildCall<T>(run: () => Promise<T>, timeMs: number): Promise<T | { failed: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ failed: string }>((res) => {
    timer = setTimeout(() => res({ failed: `compiling took longer than ${timeMs / 1000} s` }), timeMs);
  });
  try {
    const r = await Promise.race([run(), timeout]);
    if (typeof r === 'object' && r !== null && 'failed' in r) await stop();
    return r;
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors;
    // A compile error is the bot's; anything else means the service itself failed: start a fresh one next time.
    if (errors === undefined || errors.length === 0) {
      await stop();
      return {
        failed: `the compiler failed (${(e as Error).message.split('\n')[0]}); it is restarted for the next bot`,
      };
    }
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Bundles a bot with esbuild (TypeScript compiled, its own imports inlined). With `allowBuiltins`, imports of Node's
 * built-in modules are left for the host to provide (in-process bots only); any other import must be a file of the
 * bot's folder (the folder of `file`, links resolved), as a sandboxed bot gets nothing from the host.
 */
export async function compileBot(
  file: string,
  opts: { allowBuiltins: boolean; bounds?: Partial<CompileBounds> },
): Promise<Result<CompiledBot>> {
  const bounds: CompileBounds = { ...COMPILE, ...opts.bounds };
  if (!MODULE_EXTENSIONS.includes(extname(file).toLowerCase())) {
    return fail(
      `a bot is a JavaScript or TypeScript module (${MODULE_EXTENSIONS.join(', ')}) or a manifest (.bot.json)`,
      { file },
    );
  }
  let entry: string;
  try {
    entry = realpathSync.native(file);
    if (!statSync(entry).isFile()) return fail('is not a regular file', { file });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fail(code === 'ENOENT' ? 'no such file' : `cannot read: ${(e as Error).message}`, { file });
  }
  const root = dirname(entry);
  const budget = { left: bounds.maxSourceBytes };
  try {
    const out = await esbuildCall(
      () =>
        build({
          entryPoints: [basename(entry)],
          bundle: true,
          write: false,
          format: 'esm',
          platform: opts.allowBuiltins ? 'node' : 'neutral',
          target: 'es2022',
          logLevel: 'silent',
          // A map beside the code, never a comment in it: the code and its hash stay as they were without one.
          sourcemap: 'external',
          sourcesContent: false,
          outfile: join(root, 'bundle.js'),
          legalComments: 'none',
          plugins: [confine(root, { allowBuiltins: opts.allowBuiltins, budget })],
        }),
      bounds.timeMs,
    );
    if ('failed' in out) return fail(`cannot compile: ${out.failed}`, { file });
    const code = out.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
    const map = relativeSources(out.outputFiles.find((f) => f.path.endsWith('.map'))?.text, root);
    if (code.length > bounds.maxBundleBytes)
      return fail(`its bundle is ${code.length} bytes, more than the ${bounds.maxBundleBytes} a bot may have`, {
        file,
      });
    const sha256 = createHash('sha256').update(code).digest('hex');
    return ok({ name: botName(file), file, code, sha256, ...(map === undefined ? {} : { map }) });
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors;
    if (errors) return fail(firstError(file, root, errors));
    return fail(`cannot compile: ${(e as Error).message.split('\n')[0]}`, { file });
  }
}
