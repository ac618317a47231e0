/**
 * Type-checks a TypeScript bot as strictly as fray's own code (strict, noUncheckedIndexedAccess), with its
 * `import type ... from 'fray/summoner'` resolved to this fray's own API types, wherever the bot is: a user need not
 * install fray in the bot's folder for `fray summoner check` to check it.
 */
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fail, ok, type Result } from '../../core/result.js';
import { packageRoot } from '../packageRoot.js';

/** One type error, where it is (a path relative to the working folder, 1-based line and column) and what it says. */
export interface TypeProblem {
  file: string;
  line?: number;
  column?: number;
  code: number;
  message: string;
}

/**
 * The globals a bot has in its isolate besides the language's own: console, for logs, and performance.now, its clock
 * (the CPU time used so far in the call; docs/bot-guide.md).
 */
const GLOBALS = `declare var performance: { now(): number };
declare var console: {
  log(...data: unknown[]): void;
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  info(...data: unknown[]): void;
  debug(...data: unknown[]): void;
};
`;
const GLOBALS_FILE = '__fray_bot_globals__.d.ts';

/** The folder of the library package (`fray`, a dependency of the command line's), if it is installed. */
function libraryRoot(): string | undefined {
  try {
    return dirname(createRequire(join(packageRoot(), 'package.json')).resolve('fray/package.json'));
  } catch {
    return undefined;
  }
}

/** Where 'fray/summoner' resolves: the library's declarations, or in a checkout without them the sources. */
export function summonerTypesFile(): string {
  const library = libraryRoot();
  const lib = library === undefined ? undefined : join(library, 'lib/summoner/index.d.ts');
  return lib !== undefined && existsSync(lib) ? lib : join(packageRoot(), 'src/summoner/index.ts');
}

/** Whether `name` (links resolved) lies in one of the folders `readable`; a file that does not exist does not. */
function insideAny(name: string, readable: readonly string[]): boolean {
  let real: string;
  try {
    real = realpathSync.native(resolve(name));
  } catch {
    return false;
  }
  return readable.some((r) => real.startsWith(r) || real + sep === r);
}

/**
 * A compiler host that sees only the bot's own folder, TypeScript's library files and fray's API types (plus the
 * globals file, made here). The check runs outside the sandbox, and a type-only import is erased before the bundler's
 * confinement sees it: without this, `typeof import('/any/file.ts')` would print another file's values in the
 * bot's type errors, which the ladder shows to the bot's author.
 */
function confinedHost(
  ts: typeof import('typescript'),
  options: import('typescript').CompilerOptions,
  at: { readable: readonly string[]; globalsPath: string },
): import('typescript').CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const allowed = (name: string) => insideAny(name, at.readable);
  const { getSourceFile, fileExists, readFile, directoryExists, getDirectories, realpath } = host;
  host.getSourceFile = (name, lang, onError, fresh) => {
    if (name === at.globalsPath) return ts.createSourceFile(name, GLOBALS, lang);
    return allowed(name) ? getSourceFile.call(host, name, lang, onError, fresh) : undefined;
  };
  host.fileExists = (name) => name === at.globalsPath || (allowed(name) && fileExists.call(host, name));
  host.readFile = (name) => (allowed(name) ? readFile.call(host, name) : undefined);
  if (directoryExists !== undefined) host.directoryExists = (name) => allowed(name) && directoryExists.call(host, name);
  if (getDirectories !== undefined)
    host.getDirectories = (name) => (allowed(name) ? getDirectories.call(host, name) : []);
  if (realpath !== undefined) host.realpath = (name) => (allowed(name) ? realpath.call(host, name) : name);
  return host;
}

/** The type errors of a bot (none: an empty list); a problem only when the compiler itself cannot run. */
export async function typeCheckBot(file: string): Promise<Result<TypeProblem[]>> {
  let ts: typeof import('typescript');
  try {
    ts = (await import('typescript')).default;
  } catch (e) {
    return fail(`cannot type-check: the typescript package is not installed (${(e as Error).message.split('\n')[0]})`);
  }
  const entry = realpathSync.native(file);
  const root = packageRoot();
  const options: import('typescript').CompilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    noImplicitOverride: true,
    noFallthroughCasesInSwitch: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
    isolatedModules: true,
    resolveJsonModule: true,
    allowImportingTsExtensions: true,
    paths: { 'fray/summoner': [summonerTypesFile()] },
  };
  const globalsPath = join(root, GLOBALS_FILE);
  // fray's own files are checked by fray's build; only the bot's are reported.
  const library = libraryRoot();
  const ours = [join(root, 'src') + sep, ...(library === undefined ? [] : [join(library, 'lib') + sep])];
  const readable = [dirname(entry), dirname(ts.getDefaultLibFilePath(options)), ...ours].flatMap((d) => {
    try {
      return [join(realpathSync.native(d), sep)];
    } catch {
      return [];
    }
  });
  const program = ts.createProgram({
    rootNames: [entry, globalsPath],
    options,
    host: confinedHost(ts, options, { readable, globalsPath }),
  });
  const problems: TypeProblem[] = [];
  for (const d of ts.getPreEmitDiagnostics(program)) {
    // The head of a chain says what is wrong; the rest (kept out of a one-line report) says through which types.
    const message = typeof d.messageText === 'string' ? d.messageText : d.messageText.messageText;
    if (d.file === undefined) {
      problems.push({ file, code: d.code, message });
      continue;
    }
    if (ours.some((p) => d.file?.fileName.startsWith(p)) || d.file.fileName === globalsPath) continue;
    const at = d.start === undefined ? undefined : d.file.getLineAndCharacterOfPosition(d.start);
    problems.push({
      file: relative(process.cwd(), d.file.fileName) || file,
      ...(at === undefined ? {} : { line: at.line + 1, column: at.character + 1 }),
      code: d.code,
      message,
    });
  }
  return ok(problems);
}
