/**
 * A bot's TypeScript or JavaScript turned, in the page, into the script its worker runs. Sucrase strips the types
 * (it keeps every line where it was, so a problem's line is the editor's line); imports used only as types vanish
 * with them, and any other import is refused at its line: in the page a bot is one file, as in the CLI's sandbox a
 * bot may import nothing it cannot bundle.
 */
import { transform } from 'sucrase';
import { javascriptLanguage } from '@codemirror/lang-javascript';
import { decodeMappings, sourcePlace, type Place } from './sourcePlace.js';

/** A problem at a place in the bot's source: 1-based line, 0-based offsets into the source for the editor. */
export interface SourceProblem {
  line: number;
  from: number;
  to: number;
  message: string;
}

/** The script a worker runs: CommonJS (`exports.default = …`), lines as in the source. */
export interface PageBot {
  name: string;
  code: string;
  /** The compiler's source map, decoded (segments per line of `code`), to place errors in the source. */
  mappings?: [number, number, number][][];
}

/**
 * The place in the bot's source of the first stack frame (line and column in its worker's script, whose bot code
 * starts at line `firstLine`) that is in the bot's own code; undefined when none is.
 */
export function placeInSource(
  bot: PageBot,
  firstLine: number,
  frames: readonly (readonly [number, number])[],
): Place | undefined {
  const lines = bot.code.split('\n').length;
  for (const [line, column] of frames) {
    const at = line - firstLine + 1;
    if (at < 1 || at > lines) continue;
    return (bot.mappings && sourcePlace(bot.mappings, { line: at, column })) ?? { line: at, column };
  }
  return undefined;
}

/** A compiled bot, or every problem found (at least one). */
export type Compiled = { ok: true; bot: PageBot } | { ok: false; problems: SourceProblem[] };

const IMPORT_NODES = new Set(['ImportDeclaration', 'ExportDeclaration', 'DynamicImport']);

/** The offsets of line `line` (1-based) of `text`. */
function lineSpan(text: string, line: number): { from: number; to: number } {
  let from = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', from);
    if (next < 0) return { from: text.length, to: text.length };
    from = next + 1;
  }
  const end = text.indexOf('\n', from);
  return { from, to: end < 0 ? text.length : end };
}

/** The line (1-based) of offset `pos` in `text`. */
function lineAt(text: string, pos: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < pos; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Imports that survive type erasure, found in sucrase's module output and placed on the source's same line. */
function codeImports(source: string, esm: string): SourceProblem[] {
  const found: SourceProblem[] = [];
  javascriptLanguage.parser.parse(esm).iterate({
    enter(node) {
      if (!IMPORT_NODES.has(node.name)) return true;
      const spec = node.node.getChild('String');
      if (spec === null) return false; // export default …, export const …: not an import
      const quoted = esm.slice(spec.from, spec.to);
      const line = lineAt(esm, node.from);
      const span = lineSpan(source, line);
      const at = source.slice(span.from, span.to).indexOf(quoted);
      found.push({
        line,
        from: at < 0 ? span.from : span.from + at,
        to: at < 0 ? span.to : span.from + at + quoted.length,
        message:
          `imports ${quoted}: a bot in the page is one file, and may import only types ` +
          `(import type { View } from 'fray/summoner'); put the code it needs in this file`,
      });
      return false;
    },
  });
  return found;
}

/** Compiles `source` (TypeScript or JavaScript) for a worker; `name` names the bot in matches and messages. */
export function compileBotSource(name: string, source: string): Compiled {
  try {
    const esm = transform(source, { transforms: ['typescript'], disableESTransforms: true }).code;
    const imports = codeImports(source, esm);
    if (imports.length > 0) return { ok: false, problems: imports };
    const out = transform(source, {
      transforms: ['typescript', 'imports'],
      disableESTransforms: true,
      filePath: `${name}.ts`,
      sourceMapOptions: { compiledFilename: `${name}.js` },
    });
    const mappings = out.sourceMap === undefined ? undefined : decodeMappings(out.sourceMap.mappings);
    return { ok: true, bot: { name, code: out.code, ...(mappings ? { mappings } : {}) } };
  } catch (e) {
    // Sucrase's syntax errors carry the offset (pos) and say "(line:column)" at the end of their message.
    const pos = Math.min(source.length, Math.max(0, (e as { pos?: number }).pos ?? 0));
    const line = lineAt(source, pos);
    const message = ((e as Error).message ?? String(e))
      .replace(/^Error transforming [^:]*: /, '')
      .replace(/ \(\d+:\d+\)$/, '');
    const span = lineSpan(source, line);
    return {
      ok: false,
      problems: [
        { line, from: pos, to: Math.min(span.to, Math.max(pos + 1, pos)), message: `does not compile: ${message}` },
      ],
    };
  }
}
