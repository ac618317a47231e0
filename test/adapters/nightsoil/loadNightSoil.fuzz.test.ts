/**
 * Fuzz: seeded mutants of the example Night Soil mob and world, read by loadMob and loadWorld in process (a mob that
 * loads then fights a short duel, and is predicted; a world that loads then runs a day of the arena, as the commands
 * do), and a handful through the built CLI: each is used, or refused with one line and exit code 2, never an
 * internal error.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMob, loadWorld } from '../../../src/adapters/nightsoil/loadNightSoil.js';
import { createRng } from '../../../src/core/rng.js';
import { arenaAnalysis } from '../../../src/nightsoil/arena/arenaAnalysis.js';
import { runArena } from '../../../src/nightsoil/arena/arena.js';
import { duel } from '../../../src/nightsoil/duel.js';
import { fighterOf } from '../../../src/nightsoil/mob.js';
import { DEFAULT_PARAMS } from '../../../src/nightsoil/params.js';
import { predictExchange } from '../../../src/nightsoil/predict.js';
import { arenaText } from '../../../src/nightsoil/report/arenaReport.js';
import { duelText } from '../../../src/nightsoil/report/duelReport.js';
import { turnOrder } from '../../../src/nightsoil/turnOrder.js';
import { fray, ROOT, tempDir } from '../../helpers/cli.js';
import { expectRefused, mutants, outcomeOf, sampleForCli, type Mutant, type Outcome } from '../../helpers/fuzz.js';

const EXAMPLES = join(ROOT, 'examples/nightsoil');
const ORC = join(EXAMPLES, 'orc.json');
let dir = '';
let mobs: { m: Mutant; outcome: Outcome }[] = [];
let worlds: { m: Mutant; outcome: Outcome }[] = [];

/** Writes a mutant to `dir/name` and returns the path. */
const put = (name: string, m: Mutant): string => {
  const file = join(dir, name);
  writeFileSync(file, m.text);
  return file;
};

beforeAll(() => {
  dir = tempDir();
  const orc = fighterOf(unwrapped(loadMob(ORC)));
  mobs = mutants(readFileSync(join(EXAMPLES, 'wizard.json'), 'utf8'), 200, 26).map((m) => ({
    m,
    outcome: outcomeOf(m, () => {
      const r = loadMob(put('mob.json', m));
      if (!r.ok) return r;
      const me = fighterOf(r.value);
      const o = duel(me, orc, DEFAULT_PARAMS, createRng(1), { maxRounds: 30, log: true, schedule: turnOrder });
      duelText(1, [me, orc], o, 1);
      predictExchange(me, orc, DEFAULT_PARAMS, turnOrder, 1);
      return r;
    }),
  }));
  worlds = mutants(readFileSync(join(EXAMPLES, 'world.json'), 'utf8'), 100, 27).map((m) => ({
    m,
    outcome: outcomeOf(m, () => {
      const r = loadWorld(put('world.json', m));
      if (!r.ok) return r;
      arenaText(1, arenaAnalysis(runArena(r.value, 1, createRng(1), turnOrder)));
      return r;
    }),
  }));
});

function unwrapped<T>(r: { ok: true; value: T } | { ok: false; problem: { message: string } }): T {
  if (!r.ok) throw new Error(r.problem.message);
  return r.value;
}

/** Every refusal names the file, on one line. */
function expectNamed(tried: { m: Mutant; outcome: Outcome }[], name: string): void {
  for (const { m, outcome } of tried) {
    if (outcome.ok) continue;
    expect(outcome.message, m.how).toMatch(new RegExp(`${name.replace('.', '\\.')}(:\\d+:\\d+)?: `));
    expect(outcome.message, m.how).not.toMatch(/\n|internal error/);
  }
  expect(tried.some((t) => !t.outcome.ok && /nested deeper than 256 levels/.test(t.outcome.message))).toBe(true);
}

describe('Night Soil mob and world files, fuzzed', () => {
  it('refuses most of 200 mob mutants in one line naming the file, and fights with the rest, in process', () => {
    expect(mobs.filter((t) => !t.outcome.ok).length).toBeGreaterThan(60);
    expectNamed(mobs, 'mob.json');
  });

  it('refuses most of 100 world mutants in one line naming the file, and runs the rest, in process', () => {
    expect(worlds.filter((t) => !t.outcome.ok).length).toBeGreaterThan(40);
    expectNamed(worlds, 'world.json');
  });

  it('gives the same answers through the built CLI (duel, arena), for a sample', () => {
    const cli = tempDir();
    const check = (outcome: Outcome, m: Mutant, args: string[], file: string) => {
      writeFileSync(join(cli, file), m.text);
      const run = fray(args, { cwd: cli });
      if (outcome.ok) expect(run.code, `${m.how}: ${run.stderr}`).toBe(0);
      else {
        expectRefused(m, run);
        expect(run.stderr, m.how).toBe(`fray: ${outcome.message.replace(/^\/\S*\//, '')}\n`);
      }
    };
    for (const { m, outcome } of sampleForCli(mobs, 3))
      check(outcome, m, ['nightsoil', 'duel', 'mob.json', ORC, '--seed', '1', '--max-rounds', '30'], 'mob.json');
    for (const { m, outcome } of sampleForCli(worlds, 3))
      check(outcome, m, ['nightsoil', 'arena', 'world.json', '--days', '1', '--seed', '1'], 'world.json');
  });
});
