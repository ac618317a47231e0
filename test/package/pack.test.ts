// fray as a new user gets it: the packed tarball installed into a fresh project, every entry imported by name in
// JavaScript, and type-checked in TypeScript under both module resolutions users have (node16 and bundler).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/cli.js';

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

let project = '';

function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

beforeAll(() => {
  run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.lib.json'], ROOT);
  const packs = tempDir();
  // --ignore-scripts: the tarball is made from what was just built, as `npm publish` would after `npm run build`.
  run('npm', ['pack', '--ignore-scripts', '--pack-destination', packs], ROOT);
  const tarball = join(packs, readdirSync(packs).find((f) => f.endsWith('.tgz')) as string);
  project = tempDir();
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'a-game', version: '1.0.0', type: 'module', private: true }),
  );
  // A game that uses only the library needs none of the CLI's install scripts (the bot sandbox's native build).
  run('npm', ['install', tarball, '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], project);
}, 240_000);

describe('the packed package', () => {
  it('imports every entry by name in JavaScript, and each works', () => {
    writeFileSync(join(project, 'use.mjs'), USE);
    expect(JSON.parse(run(process.execPath, ['use.mjs'], project))).toEqual({
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
        project,
      );
      expect(Number(names), `fray${e}`).toBeGreaterThan(5);
    }
  });

  for (const resolution of ['node16', 'bundler'] as const) {
    it(`type-checks a TypeScript user under moduleResolution ${resolution}`, () => {
      const dir = join(project, `ts-${resolution}`);
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
          cwd: project,
          encoding: 'utf8',
        }),
      ).not.toThrow();
    });
  }

  it('passes arethetypeswrong and publint', () => {
    const packs = tempDir();
    run('npm', ['pack', '--ignore-scripts', '--pack-destination', packs], ROOT);
    const tarball = join(packs, readdirSync(packs).find((f) => f.endsWith('.tgz')) as string);
    // ESM only, by design: attw's CommonJS resolutions cannot apply, so it checks the ESM ones.
    run(join(ROOT, 'node_modules/.bin/attw'), [tarball, '--profile', 'esm-only'], ROOT);
    const lint = run(join(ROOT, 'node_modules/.bin/publint'), ['--strict', ROOT], ROOT);
    expect(lint).not.toMatch(/error|warning/i);
  });
});
