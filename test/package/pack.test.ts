// fray as its users get it: the two packed tarballs installed into fresh projects. The library (`fray`, built from
// packages/fray) by a game developer: every entry imported by name, type-checked under both module resolutions
// users have (node16 and bundler), the guide's examples run against it, its docs and maps complete. The command line
// (`fray-cli`, this repository's root package) by a player: a sandboxed match, a bot checked, a page written.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/cli.js';
import { guideExamples } from '../helpers/guideExamples.js';
import { linesFor } from '../../src/adapters/sandbox/isolatedVm.js';

const ENTRIES = ['', '/core', '/report', '/mfd', '/nightsoil', '/skirmish', '/summoner', '/stool'];
/** One value every entry must give, and how a user would call it (all pure, no files needed). */
const USE = `
import { damageTaken, createRng, wilson, runBattle, replayOf, maxHp } from 'fray';
import { damageTaken as fromCore, roundSlots, rosterOfRates } from 'fray/core';
import { htmlReport } from 'fray/report';
import { initialState, runBattle as mfdBattle } from 'fray/mfd';
import { DEFAULT_PARAMS, sigmoid } from 'fray/nightsoil';
import { parseSkirmish } from 'fray/skirmish';
import { DEFAULT_RULES, stepMatch } from 'fray/summoner';
import { newGame, stepGame } from 'fray/stool';
const checks = {
  armour: damageTaken(40, 50) === fromCore(40, 50),
  rng: createRng(1).nextU32() === createRng(1).nextU32(),
  wilson: wilson(5, 10)[0] > 0,
  timeline: roundSlots(rosterOfRates([2, 1])).length > 0,
  report: htmlReport({ title: 't', sections: [] }).startsWith('<!DOCTYPE html>'),
  mfd: typeof mfdBattle === 'function' && typeof initialState === 'function' && runBattle === mfdBattle,
  nightsoil: Math.abs(sigmoid(0, DEFAULT_PARAMS) - 0.5) < 1e-12,
  skirmish: typeof parseSkirmish === 'function',
  stool: typeof stepGame === 'function' && typeof newGame === 'function',
  summoner: DEFAULT_RULES.width === 17 && typeof stepMatch === 'function' && typeof replayOf === 'function' && maxHp({ life: 3 }, DEFAULT_RULES) === 5,
};
console.log(JSON.stringify(checks));
`;

const packs = tempDir();
let library = ''; // the library's tarball
let cli = ''; // the command line's tarball
let game = ''; // a project that installed the library
let player = ''; // a project that installed the command line

function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** Packs the library (workspace `fray`) or, with no workspace, the root package; returns the tarball's path. */
function pack(workspace?: string): string {
  // --ignore-scripts: the tarball is made from what was just built, as `npm publish` would after `npm run build`.
  const args = ['pack', '--ignore-scripts', '--json', '--pack-destination', packs];
  const [made] = JSON.parse(run('npm', workspace ? [...args, '-w', workspace] : args, ROOT)) as { filename: string }[];
  return join(packs, made?.filename ?? '');
}

/** A fresh project folder with a package.json, as `npm init` would leave it. */
function project(name: string): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', type: 'module', private: true }));
  return dir;
}

/** The files a tarball holds, as paths inside the package. */
function contents(tarball: string): string[] {
  return run('tar', ['-tzf', tarball], packs)
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => l.replace(/^package\//, ''));
}

beforeAll(() => {
  run(process.execPath, ['scripts/buildLib.js'], ROOT);
  library = pack('fray');
  cli = pack();
  game = project('a-game');
  run('npm', ['install', library, '--no-audit', '--no-fund', '--prefer-offline'], game);
  player = project('a-player');
  // The command line's isolated-vm lines are installed without their install scripts: on Node 22 and 24 their
  // addon is prebuilt in the package and loaded at run time; on Node 20 it must be compiled (minutes), so the addon
  // this repository's own `npm ci` compiled from the same isolated-vm for the same Node is put in its place.
  run('npm', ['install', library, cli, '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], player);
  for (const alias of linesFor(Number(process.versions.node.split('.')[0]))) {
    const built = join(ROOT, 'node_modules', alias, 'out/isolated_vm.node');
    const there = join(player, 'node_modules', alias);
    if (existsSync(built) && existsSync(there)) {
      mkdirSync(join(there, 'out'), { recursive: true });
      copyFileSync(built, join(there, 'out/isolated_vm.node'));
    }
  }
}, 600_000);

describe('the library package (fray)', () => {
  it('installs with no dependency and no install script', () => {
    expect(readdirSync(join(game, 'node_modules')).filter((f) => !f.startsWith('.'))).toEqual(['fray']);
    const manifest = JSON.parse(readFileSync(join(game, 'node_modules/fray/package.json'), 'utf8')) as {
      dependencies?: object;
      scripts?: Record<string, string>;
    };
    expect(manifest.dependencies).toBeUndefined();
    expect(Object.keys(manifest.scripts ?? {}).filter((s) => /install|prepare/.test(s))).toEqual([]);
  });

  it('holds lib/, its sources and its guides, and nothing of the command line', () => {
    const files = contents(library);
    expect(files).toContain('lib/summoner/index.d.ts');
    expect(files).toContain('docs/library.md');
    expect(files).toContain('docs/rules/summoner-war.md');
    expect(files.filter((f) => /^(bin|dist|web|examples)\/|^src\/(cli|adapters)\//.test(f))).toEqual([]);
  });

  it('links only to files it ships: every map to a source, every guide to a page or image', () => {
    const pkg = join(game, 'node_modules/fray');
    const missing: string[] = [];
    const files = contents(library);
    for (const f of files.filter((x) => x.endsWith('.map'))) {
      const map = JSON.parse(readFileSync(join(pkg, f), 'utf8')) as { sources: string[] };
      for (const s of map.sources) if (!existsSync(resolve(pkg, dirname(f), s))) missing.push(`${f} -> ${s}`);
    }
    for (const f of files.filter((x) => x.endsWith('.md'))) {
      for (const [, href] of readFileSync(join(pkg, f), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)) {
        if (href === undefined || /^[a-z]+:|^#/i.test(href)) continue;
        const target = resolve(pkg, dirname(f), decodeURI(href.split('#')[0] ?? ''));
        if (!existsSync(target) || relative(pkg, target).startsWith('..')) missing.push(`${f} -> ${href}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('imports every entry by name in JavaScript, and each works', () => {
    writeFileSync(join(game, 'use.mjs'), USE);
    expect(JSON.parse(run(process.execPath, ['use.mjs'], game))).toEqual({
      armour: true,
      rng: true,
      wilson: true,
      timeline: true,
      report: true,
      mfd: true,
      nightsoil: true,
      skirmish: true,
      stool: true,
      summoner: true,
    });
    for (const e of ENTRIES) {
      const names = run(
        process.execPath,
        ['--input-type=module', '-e', `import * as m from 'fray${e}'; console.log(Object.keys(m).length)`],
        game,
      );
      expect(Number(names), `fray${e}`).toBeGreaterThan(5);
    }
  });

  it("runs the guide's examples (the shipped docs/library.md) and prints what it shows", () => {
    const guide = readFileSync(join(game, 'node_modules/fray/docs/library.md'), 'utf8');
    const examples = guideExamples(guide);
    expect(examples.length).toBeGreaterThan(5);
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const dir = join(game, 'examples');
    mkdirSync(dir, { recursive: true });
    examples.forEach((ex, i) => writeFileSync(join(dir, `example${i}.ts`), ex.code));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          types: [],
        },
        include: ['*.ts'],
      }),
    );
    // Compiled as a user's TypeScript project would compile them, against the installed package's declarations.
    run(process.execPath, [tsc, '-p', dir], game);
    examples.forEach((ex, i) => {
      expect(run(process.execPath, [join(dir, `example${i}.js`)], game), ex.heading).toBe(ex.output);
    });
  }, 120_000);

  for (const resolution of ['node16', 'bundler'] as const) {
    it(`type-checks a TypeScript user under moduleResolution ${resolution}`, () => {
      const dir = join(game, `ts-${resolution}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, 'use.ts'),
        `${USE.replace('console.log(JSON.stringify(checks));', 'const all: boolean = Object.values(checks).every(Boolean);\nexport { all };')}
import type { Rng } from 'fray/core';
import type { Summoner, View, BattleOrder } from 'fray/summoner';
const bot: Summoner = { setup: () => ({ demons: [{ capacity: 'eat', attack: 2 }] }), enhance: () => [], battle: (v: View): BattleOrder[] => v.mine.map((d) => ({ demon: d.id, action: 'move', dir: 'E' })) };
const r: Rng = createRng(2);
export { bot, r };
`,
      );
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'ES2022',
            module: resolution === 'node16' ? 'Node16' : 'ESNext',
            moduleResolution: resolution,
            skipLibCheck: false,
            types: [],
          },
          files: ['use.ts'],
        }),
      );
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
      expect(() =>
        execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], {
          cwd: game,
          encoding: 'utf8',
        }),
      ).not.toThrow();
    });
  }

  it('passes arethetypeswrong and publint', () => {
    // ESM only, by design: attw's CommonJS resolutions cannot apply, so it checks the ESM ones.
    run(join(ROOT, 'node_modules/.bin/attw'), [library, '--profile', 'esm-only'], ROOT);
    const lint = run(join(ROOT, 'node_modules/.bin/publint'), ['--strict', library], ROOT);
    expect(lint).not.toMatch(/error|warning/i);
  }, 180_000);
});

describe('the command-line package (fray-cli)', () => {
  /** Runs the installed `fray` as a player would, from their project. */
  function fray(args: string[]): { code: number | null; stdout: string; stderr: string } {
    const r = spawnSync(join(player, 'node_modules/.bin/fray'), args, { cwd: player, encoding: 'utf8' });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  }

  it('ships the bundle, the viewer and the bots it names, not the library or the sources', () => {
    const files = contents(cli);
    expect(files).toEqual(
      expect.arrayContaining(['bin/fray.js', 'dist/fray.js', 'dist/fray-mfd.cjs', 'web/dist/viewer.js']),
    );
    expect(files).toContain('examples/summoners/random.ts');
    expect(files.filter((f) => /^(lib|src|packages|test)\//.test(f))).toEqual([]);
  });

  it('plays a sandboxed match between the bots it ships', () => {
    const random = join(player, 'node_modules/fray-cli/examples/summoners/random.ts');
    const r = fray(['summoner', 'match', random, random, '--seed', '3', '--json', '--replay', 'm.json']);
    expect(r.stderr).toBe('Wrote m.json.\n');
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout) as { seed: unknown; turns: number };
    expect(result.turns).toBeGreaterThan(0);
    // The replay is played again without the bots, and a page made from it with the shipped viewer.
    expect(fray(['summoner', 'replay', 'm.json', '--verify']).code).toBe(0);
    expect(fray(['view', 'm.json', '--out', 'm.html']).code).toBe(0);
    expect(readFileSync(join(player, 'm.html'), 'utf8')).toMatch(/<script/);
  }, 120_000);

  it("writes a starter bot and type-checks it against the installed library's API", () => {
    expect(fray(['summoner', 'new', 'mybot']).code).toBe(0);
    const ok = fray(['summoner', 'check', 'mybot.ts']);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    // And a mistake is caught: the types are the API's, not `any`.
    const bot = join(player, 'mybot.ts');
    writeFileSync(bot, readFileSync(bot, 'utf8').replace("action: 'attack'", "action: 'attak'"));
    const bad = fray(['summoner', 'check', 'mybot.ts']);
    expect(bad.code).not.toBe(0);
    expect(bad.stdout + bad.stderr).toMatch(/mybot\.ts:\d+:\d+.*'"attak"'/);
  }, 120_000);

  it('passes publint', () => {
    const lint = run(join(ROOT, 'node_modules/.bin/publint'), ['--strict', cli], ROOT);
    expect(lint).not.toMatch(/error|warning/i);
  });
});
