/**
 * `fray mfd odds`: whole CLI processes (start included) on a 12 v 12 and a 2,000 v 2,000 battle, and the inner
 * loop's RNG draws per second beside a bare loop of the same PRNG in this process.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseTeams } from '../src/mfd/teamCsv/parseTeams.js';
import { tableRoller } from '../src/core/binomial.js';
import { chanceThreshold, rollPool } from '../src/core/dice.js';
import { createRng, type Rng } from '../src/core/rng.js';
import type { Teams } from '../src/mfd/model.js';
import { runChunk } from '../src/mfd/odds/runChunk.js';
import { runBattle } from '../src/mfd/runBattle.js';
import { mfdArmyCsv } from './scenarios/mfdArmy.js';
import type { BenchResult } from './types.js';
import { median, timeProcess } from './timeProcess.js';
import { bareLoop } from './bareLoop.js';

const ROOT = resolve(import.meta.dirname, '../..');

function writeArmies(dir: string, n: number): Teams {
  const h = mfdArmyCsv('heroes', n, 1),
    v = mfdArmyCsv('villains', n, 2);
  writeFileSync(join(dir, `h${n}.csv`), h);
  writeFileSync(join(dir, `v${n}.csv`), v);
  const r = parseTeams({ file: 'h', text: h }, { file: 'v', text: v });
  if (!r.ok) throw new Error(r.problem.message);
  return r.value.teams;
}

/** The same xoshiro stream, counting words: below() repeats the real rejection loop so the draws are identical. */
function countingRng(inner: Rng, counter: { n: number }): Rng {
  const self: Rng = {
    nextU32: () => {
      counter.n++;
      return inner.nextU32();
    },
    next: () => self.nextU32() / 4294967296,
    below: (m: number) => {
      const limit = 4294967296 - (4294967296 % m);
      for (;;) {
        const u = self.nextU32();
        if (u < limit) return u % m;
      }
    },
    fork: (i: number) => inner.fork(i),
    getState: () => inner.getState(),
  };
  return self;
}

/** Milliseconds of runChunk on one thread (after a warm-up), with the real, monomorphic Rng. */
function timeChunk(teams: Teams, runs: number): number {
  runChunk(teams, 1, 0, Math.max(1, Math.round(runs / 10)));
  const t0 = process.hrtime.bigint();
  runChunk(teams, 1, 0, runs);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/**
 * RNG words the same chunk draws, counted in a second, identical pass. Run it only after every timing: a second
 * Rng class at the dice call site would slow the JIT-compiled loop for whatever is timed after it.
 */
function countWords(teams: Teams, runs: number): number {
  const counter = { n: 0 };
  const rng = countingRng(createRng(1).fork(0), counter);
  for (let i = 0; i < runs; i++) runBattle(teams, rng, { record: false, onAttack: () => {} });
  return counter.n;
}

/** Nanoseconds per pool of `dice` dice, rolled die by die and by one table lookup. */
function poolCost(dice: number): { perDie: number; table: number } {
  const t = chanceThreshold(420_000);
  const rng = createRng(3);
  const table = tableRoller(0);
  const pools = Math.round(2e7 / dice);
  let s = 0;
  const time = (f: () => number) => {
    for (let i = 0; i < 1000; i++) s += f();
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < pools; i++) s += f();
    return Number(process.hrtime.bigint() - t0) / pools;
  };
  const perDie = time(() => rollPool(dice, t, rng));
  const tab = time(() => table(dice, t, rng));
  if (s < 0) throw new Error('unreachable');
  return { perDie, table: tab };
}

export async function run(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'fray-bench-odds-'));
  const small = writeArmies(dir, 12);
  const big = writeArmies(dir, 2000);
  const odds = (n: number, extra: string[]) => [
    'mfd',
    'odds',
    '--heroes',
    `h${n}.csv`,
    '--villains',
    `v${n}.csv`,
    '--seed',
    '1',
    '--json',
    ...extra,
  ];
  timeProcess(odds(12, ['--runs', '100']), dir); // warm the file cache
  // The default (--workers unset) against one worker thread, alternated pair by pair, at two sizes of job.
  const defaultVsOne = (runs: number) =>
    median(
      Array.from(
        { length: 5 },
        () =>
          timeProcess(odds(12, ['--runs', String(runs)]), dir) /
          timeProcess(odds(12, ['--runs', String(runs), '--workers', '1']), dir),
      ),
    );
  const t12 = Array.from({ length: 5 }, () => timeProcess(odds(12, []), dir));
  const vsOne10k = defaultVsOne(10_000),
    vsOne100k = defaultVsOne(100_000);
  const t2000 = Array.from({ length: 3 }, () => timeProcess(odds(2000, ['--runs', '100']), dir));
  const duel = [
    'mfd',
    'odds',
    '--heroes',
    join(ROOT, 'examples/mfd/duel-heroes.csv'),
    '--villains',
    join(ROOT, 'examples/mfd/duel-villains.csv'),
    '--seed',
    '1',
    '--exact',
    '--runs',
    '100000',
    '--json',
  ];
  const tDuel = Array.from({ length: 3 }, () => timeProcess(duel, dir));

  // Inner loop and bare loop alternated, five pairs each; the words drawn are counted afterwards (see countWords).
  const timed12: [number, number][] = [],
    timed2000: [number, number][] = [];
  for (let k = 0; k < 5; k++) {
    timed12.push([timeChunk(small, 5000), bareLoop(20_000_000)]);
    timed2000.push([timeChunk(big, 20), bareLoop(20_000_000)]);
  }
  const pools = [8, 16, 32, 64, 256].map((d) => ({ d, ...poolCost(d) }));
  const words12 = countWords(small, 5000),
    words2000 = countWords(big, 20);
  const ratio = (pairs: [number, number][], words: number) =>
    median(pairs.map(([ms, bare]) => bare / (words / (ms / 1000))));
  const inner12 = words12 / (median(timed12.map(([ms]) => ms)) / 1000);
  const inner2000 = words2000 / (median(timed2000.map(([ms]) => ms)) / 1000);
  const bare = median([...timed12, ...timed2000].map(([, b]) => b));

  return [
    {
      name: 'mfd odds 12 v 12, 10,000 runs, all cores, wall (median of 5)',
      value: Math.round(median(t12)),
      unit: 'ms',
      target: '< 3000 ms',
    },
    {
      name: 'mfd odds 12 v 12, 10,000 runs: default / --workers 1, pairs',
      value: Number(vsOne10k.toFixed(2)),
      unit: 'x',
      target: '<= 1',
    },
    {
      name: 'mfd odds 12 v 12, 100,000 runs: default / --workers 1, pairs',
      value: Number(vsOne100k.toFixed(2)),
      unit: 'x',
      target: '<= 1',
    },
    {
      name: 'mfd odds 2000 v 2000, 100 runs, all cores, wall (median of 3)',
      value: Math.round(median(t2000)),
      unit: 'ms',
      target: '< 20000 ms',
    },
    {
      name: 'mfd odds 1 v 1 duel --exact, 100,000 runs, wall (median of 3)',
      value: Math.round(median(tDuel)),
      unit: 'ms',
    },
    {
      name: 'inner loop 12 v 12, 5,000 battles (runChunk, 1 thread): RNG words/s',
      value: Math.round(inner12),
      unit: 'words/s',
    },
    {
      name: 'inner loop 2000 v 2000, 20 battles (runChunk, 1 thread): RNG words/s',
      value: Math.round(inner2000),
      unit: 'words/s',
    },
    { name: 'bare loop of the same PRNG (nextU32): words/s', value: Math.round(bare), unit: 'words/s' },
    {
      name: 'bare / inner loop, 12 v 12, 5,000 battles, pairs',
      value: Number(ratio(timed12, words12).toFixed(2)),
      unit: 'x',
      target: '<= 2.5',
    },
    {
      name: 'bare / inner loop, 2000 v 2000, 20 battles, pairs',
      value: Number(ratio(timed2000, words2000).toFixed(2)),
      unit: 'x',
      target: '<= 2.5',
    },
    ...pools.flatMap((p) => [
      {
        name: `pool of ${p.d} dice at 42%: die by die (rollPool)`,
        value: Number(p.perDie.toFixed(1)),
        unit: 'ns/pool',
      },
      {
        name: `pool of ${p.d} dice at 42%: one word + table (BinomialTable)`,
        value: Number(p.table.toFixed(1)),
        unit: 'ns/pool',
      },
    ]),
  ];
}
