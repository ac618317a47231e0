/** `fray mfd fight` on a 2,000 against 2,000 battle, from CSV to final CSVs, process start included. */
import { mkdtempSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchResult } from './types.js';
import { median, timeProcess } from './timeProcess.js';
import { mfdArmyCsv } from './scenarios/mfdArmy.js';




export async function run(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'fray-bench-'));
  writeFileSync(join(dir, 'Heroes.csv'), mfdArmyCsv('heroes', 2000, 1));
  writeFileSync(join(dir, 'Villains.csv'), mfdArmyCsv('villains', 2000, 2));
  const args = ['mfd', 'fight', '--seed', '1', '--quiet'];
  timeProcess(args, dir); // warm the file cache
  const times = Array.from({ length: 7 }, () => timeProcess(args, dir));
  const bare = Array.from({ length: 7 }, () => timeProcess(['--version'], dir));
  return [
    { name: 'mfd fight 2000 v 2000, CSV to final CSVs, --quiet (median of 7)', value: Math.round(median(times)), unit: 'ms', target: '< 300 ms' },
    { name: 'mfd fight 2000 v 2000, fastest of 7', value: Math.round(Math.min(...times)), unit: 'ms' },
    { name: 'process start: fray --version (median of 7)', value: Math.round(median(bare)), unit: 'ms' },
    { name: 'BattleLog.txt size for that battle', value: Math.round(statSync(join(dir, 'BattleLog.txt')).size / 1024), unit: 'KiB' },
  ];
}
