// Every public function's doc comment carries an @example, and each example runs: bundled against the library's
// entries as a user's bundler would see them, it must not throw, and it must print exactly the lines its `//>`
// comments show (an example with none must print nothing).
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
// @ts-expect-error: a plain ES module script, with no declarations
import { declarations, SYSTEMS } from '../../scripts/entries.js';

interface Declaration {
  name: string;
  system: string;
  declaration: string;
  doc: string;
  topic: string | null;
  file: string;
  line: number;
}

interface Example {
  where: string;
  code: string;
  expected: string;
}

/** The ```ts blocks after the @example tags of a doc comment, with the comment's ` * ` taken off each line. */
export function examplesIn(doc: string): string[] {
  const text = doc
    .split('\n')
    .map((l) => l.replace(/^\s*\/?\*+\/?\s?/, ''))
    .join('\n');
  return [...text.matchAll(/@example[^\n]*\n\s*```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
}

/** An example's imports as destructurings of the entries' namespaces (type-only names vanish: types are erased). */
function asBlock(code: string): string {
  return code.replace(
    /^import\s+(type\s+)?\{([^}]*)\}\s*from\s*'fray(?:\/(\w+))?';$/gm,
    (_, typeOnly: string | undefined, names: string, entry: string | undefined) => {
      if (typeOnly) return '';
      const values = names
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n !== '' && !n.startsWith('type '))
        .map((n) => n.replace(/\s+as\s+/, ': '));
      return values.length > 0 ? `const { ${values.join(', ')} } = ${entry ?? 'root'}$;` : '';
    },
  );
}

const publicDecls = (declarations() as Declaration[]).filter((d) => d.topic !== null);
const examples: Example[] = publicDecls.flatMap((d) =>
  examplesIn(d.doc).map((code, i) => ({
    where: `${d.name} (${relative(ROOT, d.file)}:${d.line})${i > 0 ? ` #${i + 1}` : ''}`,
    code,
    expected: [...code.matchAll(/^\s*\/\/> ?(.*)$/gm)].map((m) => `${m[1]}\n`).join(''),
  })),
);

/** Each example's output, by its place in `examples`, or the error it threw. */
let outputs: { out: string; error?: string }[] = [];

beforeAll(async () => {
  const entries = ['root', ...(SYSTEMS as string[])];
  const script = [
    ...entries.map((e) => `import * as ${e}$ from '${e === 'root' ? 'fray' : `fray/${e}`}';`),
    'const examples = [',
    ...examples.map((ex) => `async () => {\n${asBlock(ex.code)}\n},`),
    '];',
    'for (const run of examples) {',
    "  process.stdout.write('\\u0000');",
    "  try { await run(); } catch (e) { process.stdout.write('\\u0001' + (e instanceof Error ? e.stack : String(e))); }",
    '}',
  ].join('\n');
  const alias: Record<string, string> = { fray: join(ROOT, 'src/index.ts') };
  for (const s of SYSTEMS as string[]) alias[`fray/${s}`] = join(ROOT, `src/${s}/index.ts`);
  const out = await build({
    stdin: { contents: script, loader: 'ts', resolveDir: ROOT, sourcefile: 'examples.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    alias,
    logLevel: 'silent',
  });
  const r = spawnSync(process.execPath, ['--input-type=module'], {
    input: out.outputFiles[0]?.text ?? '',
    encoding: 'utf8',
    cwd: ROOT,
  });
  expect(r.stderr).toBe('');
  outputs = r.stdout
    .split('\u0000')
    .slice(1)
    .map((o) => {
      const [out, error] = o.split('\u0001');
      return error === undefined ? { out: out ?? '' } : { out: out ?? '', error };
    });
}, 120_000);

describe('@example in the public API', () => {
  it('reads examples out of a doc comment', () => {
    expect(examplesIn('/**\n * Adds.\n * @example\n * ```ts\n * console.log(1);\n * //> 1\n * ```\n */')).toEqual([
      'console.log(1);\n//> 1\n',
    ]);
  });

  it('finds one on every public function', () => {
    const functions = publicDecls.filter((d) => d.declaration.startsWith('function'));
    expect(functions.length).toBeGreaterThan(50);
    expect(
      functions.filter((d) => examplesIn(d.doc).length === 0).map((d) => `${d.name} (${relative(ROOT, d.file)})`),
    ).toEqual([]);
  });

  it('runs every example and sees what its //> lines show', () => {
    expect(outputs.length).toBe(examples.length);
    const wrong = examples.flatMap((ex, i) => {
      const o = outputs[i]!;
      if (o.error !== undefined) return [`${ex.where} threw: ${o.error.split('\n')[0]}`];
      return o.out === ex.expected ? [] : [`${ex.where} printed:\n${o.out}expected:\n${ex.expected}`];
    });
    expect(wrong).toEqual([]);
  });
});
