/**
 * `fray mfd fight` from CSV to final CSVs with --quiet, process start included, as ratios to `node -e 0` measured pair by
 * pair (A and B alternated, so both see the same machine load); then 2k, 20k and 100k fighters a side (time per
 * fighter and peak memory: both should stay flat), and BuffWho resolution at two list lengths (linear: ratio near 2).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTeams } from '../src/mfd/teamCsv/parseTeams.js';
import type { BenchResult } from './types.js';
import { cpuNode, FRAY, load, median, timeNode } from './timeProcess.js';
import { mfdArmyCsv } from './scenarios/mfdArmy.js';

const GNU_TIME = '/usr/bin/time';

/**
 * Wall time (ms), peak resident memory (MiB) and minor page faults (when GNU time is there) of one `node ...args`
 * (`node bin/fray.js ...` unless `bare`).
 */
function measured(
  args: string[],
  cwd: string,
  bare = false,
): { ms: number; mib: number | undefined; faults: number | undefined } {
  const withTime = existsSync(GNU_TIME);
  const node = bare ? args : [FRAY, ...args];
  const t0 = process.hrtime.bigint();
  // stdout is dropped (a --json document of 100,000 fighters a side is far beyond spawnSync's buffer).
  const opts = { cwd, encoding: 'utf8' as const, stdio: ['ignore', 'ignore', 'pipe'] as ('ignore' | 'pipe')[] };
  const r = withTime
    ? spawnSync(GNU_TIME, ['-f', 'peak-kib %M faults %R', process.execPath, ...node], opts)
    : spawnSync(process.execPath, node, opts);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`fray failed: ${r.stderr}`);
  const kib = /peak-kib (\d+)/.exec(r.stderr)?.[1];
  const faults = /faults (\d+)/.exec(r.stderr)?.[1];
  return {
    ms,
    mib: kib === undefined ? undefined : Number(kib) / 1024,
    faults: faults === undefined ? undefined : Number(faults),
  };
}

function armies(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), `fray-bench-fight-${n}-`));
  writeFileSync(join(dir, 'Heroes.csv'), mfdArmyCsv('heroes', n, 1));
  writeFileSync(join(dir, 'Villains.csv'), mfdArmyCsv('villains', n, 2));
  return dir;
}

/** Milliseconds to parse two teams whose first fighter's buff names all `n` teammates (median of 5). */
function buffWhoMs(n: number): number {
  const team = (prefix: string) => {
    const names = Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    const rows = names.map(
      (name, i) => `${name},1000,,,,,,,,${i === 0 ? `Drill,"${names.join(',')}",0.01,0.01` : ',,,'}`,
    );
    return `Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo,BuffName,BuffWho,BuffOffense,BuffDefense\n${rows.join('\n')}\n`;
  };
  const heroes = team('H'),
    villains = team('V');
  const times: number[] = [];
  for (let k = 0; k < 5; k++) {
    const t0 = process.hrtime.bigint();
    const r = parseTeams({ file: 'h', text: heroes }, { file: 'v', text: villains });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (!r.ok) throw new Error(r.problem.message);
  }
  return median(times);
}

export async function run(): Promise<BenchResult[]> {
  const small = armies(2000);
  const args = ['mfd', 'fight', '--seed', '1', '--quiet'];
  measured(args, small); // warm the file cache
  timeNode(['-e', '0'], small);
  const pairs = Array.from({ length: 9 }, () => {
    const fight = measured(args, small).ms;
    const bare = timeNode(['-e', '0'], small);
    return { fight, bare, ratio: fight / bare };
  });
  const lw = load();
  const startPairs = (flag: string) =>
    Array.from({ length: 9 }, () => timeNode([FRAY, flag], small) / timeNode(['-e', '0'], small));
  const versionPairs = startPairs('--version'),
    helpPairs = startPairs('--help');
  // CPU time (user + system) of whole processes, alternated with `node -e 0`: issue 24's measure, steadier than
  // wall time on a shared machine.
  const l0 = load();
  const cpuRatios = (args: string[]) =>
    median(
      Array.from({ length: 9 }, () => {
        const a = cpuNode(args, small).cpu;
        return a / cpuNode(['-e', '0'], small).cpu;
      }),
    );
  const cpuFight = cpuRatios([FRAY, ...args]);
  // Minor page faults (first touches of fresh memory pages): about 20 µs of CPU each on the machine these figures
  // come from, so a third of the battle's CPU beyond Node's start (docs/performance.md, round 3, fifth session).
  const faultPairs = Array.from({ length: 5 }, () => [
    measured(args, small).faults,
    measured(['-e', '0'], small, true).faults,
  ]);
  const cpuVersion = cpuRatios([FRAY, '--version']);
  const cpuHelp = cpuRatios([FRAY, '--help']);
  const l1 = load();

  let big = small;
  const sizes = [2000, 20_000, 100_000].map((n) => {
    const dir = n === 2000 ? small : (big = armies(n));
    const runs = Array.from({ length: n >= 100_000 ? 1 : 3 }, () => measured(args, dir));
    const ms = median(runs.map((r) => r.ms));
    const mib = runs[0]!.mib;
    return { n, usPerFighter: (ms * 1000) / (2 * n), mib, logMib: statSync(join(dir, 'BattleLog.txt')).size / 2 ** 20 };
  });
  // --json builds its document from the start and the end, never from the log.
  const json = measured(['mfd', 'fight', '--seed', '1', '--json'], big);

  const b20 = buffWhoMs(20_000),
    b40 = buffWhoMs(40_000);
  return [
    {
      name: 'mfd fight 2000 v 2000 --quiet / node -e 0, wall, pairs alternated (median of 9)',
      value: Number(median(pairs.map((p) => p.ratio)).toFixed(2)),
      unit: 'x',
      target: '<= 2.0x',
      load: lw,
    },
    {
      name: 'mfd fight 2000 v 2000 --quiet, wall (median of 9)',
      value: Math.round(median(pairs.map((p) => p.fight))),
      unit: 'ms',
    },
    { name: 'node -e 0, wall (median of 9)', value: Math.round(median(pairs.map((p) => p.bare))), unit: 'ms' },
    {
      name: 'fray --version / node -e 0, wall, pairs alternated (median of 9)',
      value: Number(median(versionPairs).toFixed(2)),
      unit: 'x',
      target: '<= 1.15x',
      load: lw,
    },
    {
      name: 'fray --help / node -e 0, wall, pairs alternated (median of 9)',
      value: Number(median(helpPairs).toFixed(2)),
      unit: 'x',
      target: '<= 1.15x',
      load: lw,
    },
    {
      name: 'mfd fight 2000 v 2000 --quiet / node -e 0, CPU time, alternated (median of 9)',
      value: Number(cpuFight.toFixed(2)),
      unit: 'x',
      target: '<= 2.5x',
      load: Math.max(l0, l1),
    },
    ...(faultPairs[0]![0] === undefined
      ? []
      : [
          {
            name: 'mfd fight 2000 v 2000 --quiet, minor page faults (median of 5)',
            value: median(faultPairs.map((p) => p[0]!)),
            unit: 'faults',
          },
          {
            name: 'node -e 0, minor page faults (median of 5)',
            value: median(faultPairs.map((p) => p[1]!)),
            unit: 'faults',
          },
        ]),
    {
      name: 'fray --version / node -e 0, CPU time, alternated (median of 9)',
      value: Number(cpuVersion.toFixed(2)),
      unit: 'x',
      target: '<= 1.15x',
      load: Math.max(l0, l1),
    },
    {
      name: 'fray --help / node -e 0, CPU time, alternated (median of 9)',
      value: Number(cpuHelp.toFixed(2)),
      unit: 'x',
      target: '<= 1.15x',
      load: Math.max(l0, l1),
    },
    ...sizes.flatMap((s) => [
      {
        name: `mfd fight ${s.n} v ${s.n} --quiet: wall per fighter`,
        value: Number(s.usPerFighter.toFixed(1)),
        unit: 'µs',
        target: 'flat (linear time)',
      },
      ...(s.mib === undefined
        ? []
        : [
            {
              name: `mfd fight ${s.n} v ${s.n} --quiet: peak memory (log ${s.logMib.toFixed(0)} MiB)`,
              value: Math.round(s.mib),
              unit: 'MiB',
              ...(s.n === 100_000 ? { target: '< 600 MiB' } : {}),
            },
          ]),
    ]),
    ...(json.mib === undefined
      ? []
      : [
          {
            name: 'mfd fight 100000 v 100000 --json: peak memory',
            value: Math.round(json.mib),
            unit: 'MiB',
            target: '< 600 MiB',
          },
        ]),
    {
      name: 'BuffWho of 40,000 names / of 20,000 names, parse time',
      value: Number((b40 / b20).toFixed(2)),
      unit: 'x',
      target: '~2 (linear)',
    },
  ];
}
