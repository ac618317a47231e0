/** The layering rules of docs/ARCHITECTURE.md, checked over the source tree. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/cli.js';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
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

/** A path into the edge of the program: the CLI or the adapters. */
const EDGE = /(^|\/)(cli|adapters)\//;

const SRC = join(ROOT, 'src');
const all = files(SRC).map((p) => ({ path: relative(ROOT, p), text: readFileSync(p, 'utf8') }));
const pure = all.filter((f) => !/^src\/(adapters|cli)\//.test(f.path));

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

  it('keeps the viewer and the studio on the library: web/ imports nothing from src/cli or src/adapters, statically or dynamically', () => {
    const viewer = [...files(join(ROOT, 'web/src')), ...files(join(ROOT, 'web/studio'))].map((p) => ({
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
});
