/** The layering rules of docs/ARCHITECTURE.md, checked over the source tree. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/cli.js';
import { importEdges, importsOf, loops, upwardImports, type SourceFile } from './helpers/importGraph.js';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    // Built copies and installed packages are not source.
    if (f === 'dist' || f === 'node_modules') return [];
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Every module specifier a file imports or re-exports, statically or with import(). */
function specifiers(text: string): string[] {
  return [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] ?? m[2] ?? '');
}

/** The Math functions ECMAScript lets each engine approximate (all but abs, sqrt, rounding and the like). */
const APPROXIMATED = [
  ...'exp expm1 log log1p log2 log10 pow sin cos tan asin acos atan atan2'.split(' '),
  ...'sinh cosh tanh asinh acosh atanh cbrt hypot'.split(' '),
];

/**
 * Where code calls a function ECMAScript lets each engine approximate (Math.exp, Math.log, Math.pow, the trigonometry)
 * or raises to a power with **, other than 2 ** n (a power of two, exact everywhere): each as `name` or `x ** y`.
 */
function approximatedCalls(text: string): string[] {
  // Comments hold ** in every doc comment, and prose may name Math.log; only code counts.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const math = [...code.matchAll(new RegExp(`\\bMath\\.(${APPROXIMATED.join('|')})\\b`, 'g'))].map((m) => m[0]);
  const powers = [...code.matchAll(/(\S+)\s*\*\*/g)]
    .filter((m) => !/(^|[^\w.])2$/.test(m[1]!))
    .map((m) => `${m[1]} **`);
  return [...math, ...powers];
}

/** A path into the edge of the program: the CLI or the adapters. */
const EDGE = /(^|\/)(cli|adapters)\//;

const SRC = join(ROOT, 'src');
const all = files(SRC).map((p) => ({ path: relative(ROOT, p), text: readFileSync(p, 'utf8') }));
const pure = all.filter((f) => !/^src\/(adapters|cli)\//.test(f.path));
const web = files(join(ROOT, 'web')).map((p) => ({ path: relative(ROOT, p), text: readFileSync(p, 'utf8') }));

/**
 * The floors of docs/ARCHITECTURE.md, lowest first: a file may import its own floor and those below, and web/ (the
 * viewer and the studio) stands on the library, never on its adapters or CLI. The root entries (src/*.ts) list the
 * systems' names and sit with them.
 */
const FLOORS: [RegExp, string][] = [
  [/^src\/math\//, 'math'],
  [/^src\/report\//, 'report'],
  [/^src\/core\//, 'core'],
  [/^src\/((mfd|nightsoil|skirmish|summoner|stool|ladder)\/|[^/]+\.ts$)/, 'systems'],
  [/^src\/adapters\//, 'adapters'],
  [/^src\/cli\//, 'cli'],
  [/^web\//, 'web'],
];
function floorOf(path: string): { name: string; level: number } | undefined {
  const level = FLOORS.findIndex(([re]) => re.test(path));
  return level < 0 ? undefined : { name: FLOORS[level]![1], level };
}
const mayReach = (a: { name: string; level: number }, b: { name: string; level: number }): boolean =>
  a.name === 'web' ? b.level <= 3 || b.name === 'web' : b.level <= a.level;

/** The folder a file's floor is made of: src/math, src/core, each system, src/adapters, src/cli, web/src, web/studio. */
const folderOf = (path: string): string => {
  const parts = path.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : path;
};

describe('architecture', () => {
  it('has source files to check', () => {
    expect(pure.length).toBeGreaterThan(10);
  });

  it('draws randomness only from an Rng: no Math.random anywhere in src/', () => {
    expect(all.filter((f) => /Math\.random\s*\(/.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('keeps the clock out of rule code', () => {
    expect(
      pure.filter((f) => /Date\.now\s*\(|new Date\s*\(|performance\.now\s*\(/.test(f.text)).map((f) => f.path),
    ).toEqual([]);
  });

  it('keeps I/O and the CLI out of core, systems and reports', () => {
    const io = /from '(node:[^']+|fs|path|child_process|worker_threads)'|from '\.\.\/(\.\.\/)*(adapters|cli)\//;
    expect(pure.filter((f) => io.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('keeps the browser on the library: nothing in web/ imports src/cli or src/adapters, statically or dynamically', () => {
    const viewer = files(join(ROOT, 'web')).map((p) => ({
      path: relative(ROOT, p),
      text: readFileSync(p, 'utf8'),
    }));
    expect(viewer.length).toBeGreaterThan(5);
    expect(viewer.filter((f) => specifiers(f.text).some((s) => EDGE.test(s))).map((f) => f.path)).toEqual([]);
  });

  it('finds no dynamic import of the edge in core, systems and reports either', () => {
    expect(
      pure.filter((f) => specifiers(f.text).some((s) => s.startsWith('.') && EDGE.test(s))).map((f) => f.path),
    ).toEqual([]);
  });

  it('sees static, re-exported and dynamic imports (the scanner the checks above rely on)', () => {
    expect(
      specifiers(
        "import { a } from '../cli/x.js';\nexport { b } from \"./y.js\";\nconst c = await import('../adapters/z.js');",
      ),
    ).toEqual(['../cli/x.js', './y.js', '../adapters/z.js']);
  });

  it("computes exp, log, log10 and pow with fray's own ports (core/fdlibm), so every engine gets the same bits", () => {
    // Chromium's and Node's Math.exp, log, pow and log10 differ in the last bit on some inputs
    // (docs/rules/night-soil.md, "Hit chance").
    expect(pure.flatMap((f) => approximatedCalls(f.text).map((c) => `${f.path}: ${c}`))).toEqual([]);
  });

  it('sees the approximated calls the check above forbids, and lets 2 ** n and comments pass', () => {
    expect(
      approximatedCalls(
        '/** a ** b, Math.log */\nconst a = Math.exp(x) + Math.pow(2, y) + (x - m) ** 2 + 2 ** 32; // c ** d\nz **= 3;',
      ),
    ).toEqual(['Math.exp', 'Math.pow', 'm) **', 'z **']);
  });

  it('uses no `any` in rule code', () => {
    expect(pure.filter((f) => /:\s*any\b|as any\b|<any>/.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('keeps the security boundary in one folder: only src/adapters/sandbox loads isolated-vm, runs bubblewrap or makes cgroups', () => {
    const outside = all.filter((f) => !f.path.startsWith('src/adapters/sandbox/'));
    expect(outside.filter((f) => specifiers(f.text).includes('isolated-vm')).map((f) => f.path)).toEqual([]);
    expect(outside.filter((f) => /['"]bwrap['"]|\/sys\/fs\/cgroup|prlimit/.test(f.text)).map((f) => f.path)).toEqual(
      [],
    );
    const inside = all.filter((f) => f.path.startsWith('src/adapters/sandbox/'));
    expect(inside.some((f) => specifiers(f.text).includes('isolated-vm'))).toBe(true);
    // One file picks the isolated-vm line for the running Node (its aliases, isolated-vm-5/6/7); the rest import it.
    expect(all.filter((f) => /['"]isolated-vm(-\d+)?['"]/.test(f.text)).map((f) => f.path)).toEqual([
      'src/adapters/sandbox/isolatedVm.ts',
    ]);
    expect(inside.some((f) => /['"]bwrap['"]/.test(f.text))).toBe(true);
  });

  it("keeps the roguelike's screen in the library: src/stool/screen draws state into text and touches no terminal or process", () => {
    const screen = all.filter((f) => f.path.startsWith('src/stool/screen/'));
    expect(screen.length).toBeGreaterThan(4);
    expect(
      screen
        .filter((f) => /\bprocess\.|from 'node:|from 'tty'|\.setRawMode|stdout|stdin/.test(f.text))
        .map((f) => f.path),
    ).toEqual([]);
    expect(screen.filter((f) => specifiers(f.text).some((s) => EDGE.test(s))).map((f) => f.path)).toEqual([]);
  });

  it('keeps the adapters below the CLI: nothing in src/adapters imports src/cli', () => {
    const adapters = all.filter((f) => f.path.startsWith('src/adapters/'));
    expect(
      adapters
        .filter((f) => specifiers(f.text).some((s) => s.startsWith('.') && /(^|\/)cli\//.test(s)))
        .map((f) => f.path),
    ).toEqual([]);
  });

  it("imports no worker's entry file: a worker is started by its URL, and its types live in a plain module", () => {
    const everywhere = [
      ...all,
      ...files(join(ROOT, 'test')).map((p) => ({ path: relative(ROOT, p), text: readFileSync(p, 'utf8') })),
    ];
    expect(
      everywhere.filter((f) => specifiers(f.text).some((s) => /\.worker\.js$/.test(s))).map((f) => f.path),
    ).toEqual([]);
  });

  it("gives the roguelike's rooms one direction: the reducer and the level know no words, saves, autopilot or screen", () => {
    const rooms = (dir: string) => all.filter((f) => f.path.startsWith(`src/stool/${dir}/`));
    const reaches = (dirs: string[], others: string[]) =>
      dirs
        .flatMap(rooms)
        .filter((f) => specifiers(f.text).some((s) => others.some((o) => s.startsWith(`../${o}/`))))
        .map((f) => f.path);
    expect(rooms('rules').length).toBeGreaterThan(10);
    expect(reaches(['rules', 'level', 'content'], ['text', 'save', 'autopilot', 'screen'])).toEqual([]);
    expect(reaches(['text', 'save', 'autopilot'], ['screen'])).toEqual([]);
  });

  describe('floors and loops', () => {
    const edges = importEdges([...all, ...web]);

    it('stands each floor on the ones below: math ← report ← core ← systems ← adapters ← cli, and web on the library', () => {
      expect(edges.length).toBeGreaterThan(1000);
      expect(all.filter((f) => floorOf(f.path) === undefined).map((f) => f.path)).toEqual([]);
      expect(upwardImports(edges, floorOf, mayReach)).toEqual([]);
    });

    it('keeps src/math free of fray: the exact maths import nothing but each other', () => {
      const math = all.filter((f) => f.path.startsWith('src/math/'));
      expect(math.length).toBeGreaterThan(3);
      expect(math.flatMap((f) => importsOf(f.text).filter((i) => !i.specifier.startsWith('./')))).toEqual([]);
    });

    it('finds no loop between folders (each system, each floor, web/src, web/studio)', () => {
      expect(loops(edges, folderOf).join('\n')).toBe('');
    });

    it('finds no loop between files', () => {
      expect(loops(edges, (p) => p).join('\n')).toBe('');
    });

    it('sees a planted loop and an upward import, naming the files and the names they take', () => {
      const planted: SourceFile[] = [
        {
          path: 'src/report/format.ts',
          text: "import { fdlibmPow } from '../math/pow.js';\nimport { mix32, type Rng } from '../core/rng.js';",
        },
        { path: 'src/math/pow.ts', text: 'export const fdlibmPow = 1;' },
        {
          path: 'src/core/rng.ts',
          text: "export * from './other.js';\nconst r = await import('../report/format.js');",
        },
        {
          path: 'src/core/other.ts',
          text: 'import type { X } from \'./rng.js\';\nexport { a as b, type C } from "./rng.js";',
        },
      ];
      const e = importEdges(planted);
      expect(loops(e, folderOf)).toEqual([
        'src/core → src/report → src/core\n    src/core/rng.ts → src/report/format.ts { import() }\n    src/report/format.ts → src/core/rng.ts { mix32, Rng }',
      ]);
      expect(loops(e, (p) => p)).toEqual([
        'src/core/other.ts → src/core/rng.ts → src/core/other.ts (and 1 more in the same knot: src/report/format.ts)\n' +
          '    src/core/other.ts → src/core/rng.ts { X }\n    src/core/other.ts → src/core/rng.ts { a, C }\n' +
          '    src/core/rng.ts → src/core/other.ts { * }',
      ]);
      expect(upwardImports(e, floorOf, mayReach)).toEqual([
        'src/report/format.ts (report) → src/core/rng.ts (core) { mix32, Rng }',
      ]);
    });
  });
});
