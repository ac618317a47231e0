/** Turns a bot file (.js, .mjs, .ts, .mts) into one self-contained ES module, ready to load in process or in a sandbox. */
import { createHash } from 'node:crypto';
import { basename, extname, relative } from 'node:path';
import { build, type Message } from 'esbuild';
import { fail, ok, type Result } from '../../core/result.js';
import { readText } from '../files.js';

/** A bot ready to load: its name (the file name without extension), the bundled code and the code's SHA-256. */
export interface CompiledBot {
  name: string;
  file: string;
  code: string;
  sha256: string;
}

/** The file extensions a module bot may have. */
export const MODULE_EXTENSIONS = ['.js', '.mjs', '.ts', '.mts'];

/** A bot's name: its file name without the extension (`bots/rusher.ts` → `rusher`). */
export function botName(file: string): string {
  const b = basename(file);
  return b.endsWith('.bot.json') ? b.slice(0, -'.bot.json'.length) : b.slice(0, b.length - extname(b).length);
}

function firstError(file: string, errors: readonly Message[]): string {
  const e = errors[0];
  if (e === undefined) return `${file}: does not compile`;
  const where = e.location
    ? `${relative(process.cwd(), e.location.file) || file}:${e.location.line}:${e.location.column + 1}: `
    : `${file}: `;
  return `${where}${e.text}`;
}

/**
 * Bundles a bot with esbuild (TypeScript compiled, its own relative imports inlined). With `allowBuiltins`, imports
 * of Node's built-in modules are left for the host to provide (in-process bots only); otherwise any import that is
 * not the bot's own file is refused, as a sandboxed bot gets nothing from the host.
 */
export async function compileBot(file: string, opts: { allowBuiltins: boolean }): Promise<Result<CompiledBot>> {
  if (!MODULE_EXTENSIONS.includes(extname(file).toLowerCase())) {
    return fail(`a bot is a JavaScript or TypeScript module (${MODULE_EXTENSIONS.join(', ')})`, { file });
  }
  // Read first, for the plain "no such file" message rather than esbuild's.
  const text = readText(file);
  if (!text.ok) return text;
  try {
    const out = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: opts.allowBuiltins ? 'node' : 'neutral',
      target: 'es2022',
      logLevel: 'silent',
      sourcemap: false,
      legalComments: 'none',
    });
    const code = out.outputFiles[0]?.text ?? '';
    return ok({ name: botName(file), file, code, sha256: createHash('sha256').update(code).digest('hex') });
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors;
    if (errors) {
      const msg = firstError(file, errors);
      const unresolved = /Could not resolve "([^"]+)"/.exec(errors[0]?.text ?? '');
      return fail(
        unresolved
          ? `${msg} (a bot may import only its own files${opts.allowBuiltins ? " and Node's built-in modules" : ''})`
          : msg,
      );
    }
    return fail(`cannot compile: ${(e as Error).message}`, { file });
  }
}
