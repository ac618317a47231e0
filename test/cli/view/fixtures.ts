/** Files for the `fray view` tests, made with the CLI itself, once per test file. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fray, ROOT } from '../../helpers/cli.js';

/** The demo bots' folder. */
export const DEMOS = join(ROOT, 'examples/summoners');
/** The example MFD teams. */
export const MFD_TEAMS = [
  '--heroes',
  join(ROOT, 'examples/mfd/Heroes.csv'),
  '--villains',
  join(ROOT, 'examples/mfd/Villains.csv'),
];

/** Runs fray in `dir` and insists it succeeds. */
export function ok(args: string[], dir: string): string {
  const r = fray(args, { cwd: dir });
  if (r.code !== 0) throw new Error(`fray ${args.join(' ')} failed (${r.code}): ${r.stderr}`);
  return r.stdout;
}

/** Plays rusher v cloner, seed 1, into `dir/name` (the seeded demo match of the tests), and returns its text. */
export function demoReplay(dir: string, name = 'm.json', a = 'rusher.ts', b = 'cloner.ts', seed = 1): string {
  ok(['summoner', 'match', join(DEMOS, a), join(DEMOS, b), '--seed', String(seed), '--replay', name], dir);
  return readFileSync(join(dir, name), 'utf8');
}

/** Fights the example MFD battle with `seed` into `dir/name` (a replay), and returns its text. */
export function mfdReplay(dir: string, seed: number, name = 'b.json'): string {
  ok(['mfd', 'fight', ...MFD_TEAMS, '--seed', String(seed), '--out-dir', 'out', '--quiet', '--replay', name], dir);
  return readFileSync(join(dir, name), 'utf8');
}
