/** Many skirmishes from one seed: how often each side wins, with a 95% interval. */
import { objectArg, wholeArg } from '../core/args.js';
import type { Rng } from '../core/rng.js';
import type { Skirmish } from './model.js';
import { playSkirmish } from './rules.js';
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
 * Most fights one call of skirmishOdds fights (the CLI's `--runs` limit too).
 * @category Skirmishes
 */
export const MAX_SKIRMISH_RUNS = 1_000_000;

/**
 * Fights the skirmish `runs` times, fight i drawing from `rng.fork(i)` (so any one can be replayed with
 * `fightSkirmish`), and gives each side's win rate with a 95% interval.
 *
 * @param runs - a whole number from 1 to `MAX_SKIRMISH_RUNS`
 * @throws RangeError `skirmishOdds: runs must be a whole number from 1 to 1000000, got 0`
 * @example
 * ```ts
 * import { parseSkirmish, skirmishOdds } from 'fray/skirmish';
 * import { createRng } from 'fray/core';
 *
 * const parsed = parseSkirmish({ sides: [{ team: 'Party', player: true, luck: true, combatants: [{ name: 'Knight', rate: 3, hp: 50, damage: 12, defence: 10, hit: 65 }] }, { team: 'Goblins', combatants: [{ name: 'Goblin A', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }, { name: 'Goblin B', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }] }] });
 * if (!parsed.ok) throw new Error(parsed.problem.message);
 * const sk = parsed.value;
 * const odds = skirmishOdds(sk, 2000, createRng(1));
 * console.log(odds.sides.map((s) => `${s.team} ${(100 * s.rate).toFixed(1)}%`).join(', '));
 * //> Party 62.2%, Goblins 37.8%
 * ```
 * @category Skirmishes
 */
export function skirmishOdds(sk: Skirmish, runs: number, rng: Rng): SkirmishOdds {
  objectArg('skirmishOdds', 'sk', sk);
  wholeArg('skirmishOdds', 'runs', runs, 1, MAX_SKIRMISH_RUNS);
  const wins = [0, 0];
  let draws = 0;
  let rounds = 0;
  for (let i = 0; i < runs; i++) {
    const o = playSkirmish(sk, rng.fork(i), { record: false });
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
