// Work budgets (issue 39): how fast each command works through the unit its budget counts, on files where no one
// dies (life and strength 1e308, HP far above any damage), and so how long a run at the default budget takes.
// Each rate is the estimator's units (arenaWork, duelWork, skirmishWork, oddsWork) over the measured time of the
// same run, so a wrong estimator shows here as a rate far from its neighbours'.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseTeams } from '../src/mfd/teamCsv/parseTeams.js';
import { createRng } from '../src/core/rng.js';
import { arenaRunner, runArena } from '../src/nightsoil/arena/arenaWorld.js';
import { ARENA_BUDGET, arenaWork } from '../src/nightsoil/arena/arenaWork.js';
import { readWorld } from '../src/nightsoil/arena/world.js';
import { duelOdds } from '../src/nightsoil/duel.js';
import { DUEL_BUDGET, duelWork } from '../src/nightsoil/duelWork.js';
import { fighterOf, type MobState } from '../src/nightsoil/mob.js';
import { DEFAULT_PARAMS } from '../src/nightsoil/params.js';
import { readMob } from '../src/nightsoil/parseMob.js';
import { turnOrder } from '../src/nightsoil/turnOrder.js';
import { parseSkirmish } from '../src/skirmish/model.js';
import { skirmishOdds } from '../src/skirmish/odds.js';
import { SKIRMISH_BUDGET, skirmishWork } from '../src/skirmish/skirmishWork.js';
import { runBattle } from '../src/mfd/runBattle.js';
import { ODDS_BUDGET } from '../src/mfd/odds/oddsWork.js';
import type { BenchResult } from './types.js';

const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** Seconds `f` takes, the best of `tries`. */
function seconds(f: () => void, tries = 3): number {
  let best = Infinity;
  for (let i = 0; i < tries; i++) {
    const t0 = performance.now();
    f();
    best = Math.min(best, (performance.now() - t0) / 1000);
  }
  return best;
}

/** The example world with every mob's life and strength at 1e308 (the world), `rounds` rounds a day. */
function immortalWorld(rounds: number): ReturnType<typeof readWorld> {
  const w = json('examples/nightsoil/world.json') as {
    roundsPerDay: number;
    builds: { mob: Record<string, unknown> }[];
  };
  w.roundsPerDay = rounds;
  for (const b of w.builds) Object.assign(b.mob, { maxLife: 1e308, maxStrength: 1e308 });
  return readWorld(w);
}

function immortalMob(path: string): MobState {
  const m = json(path) as Record<string, unknown>;
  return fighterOf(readMob({ ...m, maxLife: 1e308, maxStrength: 1e308 }, 'mob', 'm'));
}

/** Units a second, and the seconds a run at the budget would take, for one command. */
function rows(name: string, unit: string, units: number, s: number, budget: number): BenchResult[] {
  const load = Number(loadavg()[0]!.toFixed(2));
  const rate = units / s;
  return [
    { name: `${name}: ${unit} a second`, value: Math.round(rate), unit: `${unit}/s`, load },
    { name: `${name}: a run at the default budget`, value: Number((budget / rate).toFixed(1)), unit: 's', load },
  ];
}

/** Rates of every budgeted command's unit, and its default budget in seconds. */
export async function run(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  const world = immortalWorld(200);
  out.push(
    ...rows(
      'nightsoil arena, immortal example world',
      'steps',
      arenaWork(world, 2).units,
      seconds(() => void runArena(world, 2, createRng(1), turnOrder)),
      ARENA_BUDGET,
    ),
  );
  out.push(progressCost(world));
  const [orc, elf] = [immortalMob('examples/nightsoil/orc.json'), immortalMob('examples/nightsoil/elf.json')];
  out.push(
    ...rows(
      'nightsoil duel --runs, immortal orc v elf',
      'turns',
      duelWork(orc, elf, 20, 1000).units,
      seconds(
        () =>
          void duelOdds(orc, elf, DEFAULT_PARAMS, createRng(1), {
            runs: 20,
            maxRounds: 1000,
            schedule: turnOrder,
            distance: 1,
          }),
      ),
      DUEL_BUDGET,
    ),
  );
  const sk = json('examples/skirmish/duel.json') as { sides: { combatants: { hp: number }[] }[]; maxRounds?: number };
  for (const s of sk.sides) for (const c of s.combatants) c.hp = 1e9;
  sk.maxRounds = 1000;
  const parsed = parseSkirmish(sk);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  out.push(
    ...rows(
      'skirmish --runs, undying example',
      'turns',
      skirmishWork(parsed.value, 50).units,
      seconds(() => void skirmishOdds(parsed.value, 50, createRng(1))),
      SKIRMISH_BUDGET,
    ),
  );
  const team = (file: string) => ({ file, text: readFileSync(file, 'utf8') });
  const teams = parseTeams(team('examples/mfd/Heroes.csv'), team('examples/mfd/Villains.csv'));
  if (!teams.ok) throw new Error(teams.problem.message);
  const t = teams.value.teams;
  const fighters = t[0].fighters.length + t[1].fighters.length;
  let fighterRounds = 0;
  const s = seconds(() => {
    fighterRounds = 0;
    const rng = createRng(1);
    for (let i = 0; i < 20_000; i++) fighterRounds += fighters * runBattle(t, rng.fork(i), { record: false }).rounds;
  });
  out.push(...rows('mfd odds, the example battle', 'fighter rounds', fighterRounds, s, ODDS_BUDGET));
  return out;
}

/**
 * What the arena's per-round progress hook costs: 2 days of the world played with a hook called every round (as the
 * CLI's bar is) and with none, A and B alternated 9 times; the median of the 9 ratios (near 1: free).
 */
function progressCost(world: ReturnType<typeof readWorld>): BenchResult {
  const play = (hook: boolean) => () => {
    const r = arenaRunner(world, createRng(1), turnOrder);
    let rounds = 0;
    for (let d = 0; d < 2; d++) r.playDay(hook ? (n) => void (rounds += n) : undefined);
  };
  const ratios: number[] = [];
  for (let i = 0; i < 9; i++) ratios.push(seconds(play(true), 1) / seconds(play(false), 1));
  ratios.sort((x, y) => x - y);
  const load = Number(loadavg()[0]!.toFixed(2));
  return {
    name: 'nightsoil arena: a day with the per-round progress hook / without (median of 9 alternated pairs)',
    value: Number(ratios[4]!.toFixed(3)),
    unit: '×',
    load,
  };
}
