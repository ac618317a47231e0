/** Many skirmishes from one seed: how often each side wins, with a 95% interval. */
import type { Rng } from '../core/rng.js';
import type { Skirmish } from './model.js';
import { fightSkirmish } from './rules.js';
import { wilson } from '../core/stats/wilson.js';

/**
 * Wins of one side over the runs, with a Wilson 95% interval on its win rate.
 * @category Skirmishes
 */
export interface SideOdds {
  team: string;
  wins: number;
  rate: number;
  lo: number;
  hi: number;
}

/**
 * The odds over `runs` fights.
 * @category Skirmishes
 */
export interface SkirmishOdds {
  runs: number;
  sides: [SideOdds, SideOdds];
  draws: number;
  meanRounds: number;
}

/**
 * Fights `runs` times; run i draws from rng.fork(i), so a run's result does not depend on how many came before.
 * @category Skirmishes
 */
export function skirmishOdds(sk: Skirmish, runs: number, rng: Rng): SkirmishOdds {
  const wins = [0, 0];
  let draws = 0;
  let rounds = 0;
  for (let i = 0; i < runs; i++) {
    const o = fightSkirmish(sk, rng.fork(i), { record: false });
    if (o.winner === null) draws++;
    else wins[o.winner] = (wins[o.winner] ?? 0) + 1;
    rounds += o.rounds;
  }
  const side = (s: 0 | 1): SideOdds => {
    const w = wins[s] ?? 0;
    const [lo, hi] = wilson(w, runs);
    return { team: sk.sides[s].team, wins: w, rate: runs ? w / runs : 0, lo, hi };
  };
  return { runs, sides: [side(0), side(1)], draws, meanRounds: runs ? rounds / runs : 0 };
}
