// Builds dist/quickAnswers.json: what `fray --version`, `fray -V`, `fray --help`, `fray -h` and a bare `fray` print,
// taken from commander itself running fray's own command tree (src/cli/program.ts), so that bin/fray.js answers them
// without loading commander or any command group (docs/performance.md). Help text is stored with its wrapped parts
// marked, and checked here against commander's own text at every width from 0 to WIDEST columns (and wider): a
// difference fails the build. test/cli/quickAnswers.test.ts checks the installed table against the bundle.
import { build } from 'esbuild';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderQuick } from '../bin/quickAnswer.js';

/** The command lines answered from the table (a bare `fray` is ''). */
export const QUICK_FORMS = ['--version', '-V', '--help', '-h', ''];

/** Terminal widths checked one by one (beyond it, a few more: 1,000 and 10,000). */
const WIDEST = 400;

/** Marks a wrapped part in commander's text: U+E000 index U+E001 (private-use characters, not in fray's help). */
const MARK = /\uE000(\d+)\uE001/;

/** src/cli/program.ts bundled alone, imported: the command groups it loads on demand are left out (never loaded). */
export async function loadProgramModule() {
  const out = await build({
    entryPoints: ['src/cli/program.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'no-groups',
        setup(b) {
          b.onResolve({ filter: /^\.\/[a-z]+\/index\.js$/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
    banner: {
      js: "import { createRequire as __frayRequire } from 'node:module'; const require = __frayRequire(import.meta.url);",
    },
  });
  const dir = mkdtempSync(join(tmpdir(), 'fray-quick-'));
  try {
    const file = join(dir, 'program.mjs');
    writeFileSync(file, out.outputFiles[0].text);
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What `fray <form>` writes to stdout at commander's help `width`, run as src/cli/main.ts runs it (a bare `fray`
 * prints the root help; any other form is parsed by commander). `help` adds to the program's help configuration.
 */
export async function commanderAnswer(programModule, form, width, help = {}) {
  const program = await programModule.buildProgram(form === '' ? [] : [form]);
  program.configureHelp({ ...program.configureHelp(), ...help });
  let text = '';
  program.configureOutput({ writeOut: (s) => (text += s), getOutHelpWidth: () => width, getOutHasColors: () => false });
  if (form === '') return program.helpInformation();
  try {
    await program.parseAsync(['node', 'fray', form]);
  } catch (e) {
    if (e?.exitCode !== 0) throw e;
  }
  return text;
}

/** The parts of `form`'s answer: literal text, and each text commander wraps, with the column it starts at. */
async function answerParts(programModule, form) {
  const wraps = [];
  const text = await commanderAnswer(programModule, form, 10_000, {
    boxWrap: (str) => `\uE000${wraps.push(str) - 1}\uE001`,
  });
  const parts = [];
  let rest = text;
  let flat = ''; // the answer so far, unwrapped
  for (let m = MARK.exec(rest); m !== null; m = MARK.exec(rest)) {
    const before = rest.slice(0, m.index);
    flat += before;
    const wrap = { text: wraps[Number(m[1])], column: flat.length - (flat.lastIndexOf('\n') + 1) };
    if (before !== '') parts.push(before);
    parts.push(wrap);
    flat += wrap.text;
    rest = rest.slice(m.index + m[0].length);
  }
  if (rest !== '') parts.push(rest);
  return parts;
}

/** The table, each answer checked against commander's text at every width (throws on the first difference). */
export async function quickAnswers(programModule) {
  const table = {};
  for (const form of QUICK_FORMS) {
    const parts = await answerParts(programModule, form);
    const widths = [...Array.from({ length: WIDEST + 1 }, (_, w) => w), 1000, 10_000];
    for (const w of widths) {
      if (renderQuick(parts, w) !== (await commanderAnswer(programModule, form, w)))
        throw new Error(`quickAnswers: 'fray ${form}' at ${w} columns differs from commander's text`);
    }
    if (renderQuick(parts, 80) !== (await commanderAnswer(programModule, form, undefined)))
      throw new Error(`quickAnswers: 'fray ${form}' with no terminal differs from commander's text`);
    table[form] = parts;
  }
  return table;
}

/** Writes dist/quickAnswers.json (atomically: a process starting meanwhile reads the old table or the new one). */
export async function writeQuickAnswers() {
  const table = await quickAnswers(await loadProgramModule());
  const path = 'dist/quickAnswers.json';
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(table)}\n`);
  renameSync(tmp, path);
}
