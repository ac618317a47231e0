/** Many skirmishes from one seed: how often each side wins, with a 95% interval. */
import { callbackArg, objectArg, optionsArg, wholeArg } from '../core/args.js';
import type { Rng } from '../core/rng.js';
import type { Skirmish } from './model.js';
import { playSkirmish } from './rules.js';
import { wilson } from '../core/stats/wilson.js';
import { slicedRuns, type SlicedRuns } from '../core/slicedRuns.js';

/**
 * Wins of one side over the runs, with a Wilson 95% interval on its win rate.
 * @category Skirmishes
 */
export interface SideOdds {
  /** The side's name. */
  team: string;
  /** Fights the side won, from 0 to the runs. */
  wins: number;
  /** `wins` as a share of the runs, from 0 to 1. */
  rate: number;
  /** The low end of the Wilson 95% interval of `rate`, from 0 to 1. */
  lo: number;
  /** The high end of the Wilson 95% interval of `rate`, from 0 to 1. */
  hi: number;
}

/**
 * The odds over `runs` fights.
 * @category Skirmishes
 */
export interface SkirmishOdds {
  /** Fights fought, 1 or more (fewer than asked only in a run stopped early). */
  runs: number;
  /** Each side's wins, index for index with the skirmish's sides. */
  sides: [SideOdds, SideOdds];
  /** Fights still undecided at the round limit. */
  draws: number;
  /** Mean rounds started per fight, over all runs. */
  meanRounds: number;
}

/**
 * Most fights one call of skirmishOdds fights (the CLI's `--runs` limit too).
 * @category Skirmishes
 */
export const MAX_SKIRMISH_RUNS = 1_000_000;

/**
 * How an odds run reports on itself.
 * @category Skirmishes
 */
export interface SkirmishOddsOptions {
  /**
   * Hears each fight as it ends, with the fights fought so far (1 to `runs`) and `runs`: for a progress bar. It cannot
   * change the result (each fight draws from its own fork of the stream); what it returns is ignored.
   */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Fights the skirmish `runs` times, fight i drawing from `rng.fork(i)` (so any one can be replayed with
 * `fightSkirmish`), and gives each side's win rate with a 95% interval.
 *
 * @param runs - a whole number from 1 to `MAX_SKIRMISH_RUNS`
 * @param options - a progress listener
 * @throws RangeError `skirmishOdds: runs must be a whole number from 1 to 1000000, got 0`; TypeError
 * `skirmishOdds: options.onProgress must be a function, got 1`
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
export function skirmishOdds(sk: Skirmish, runs: number, rng: Rng, options?: SkirmishOddsOptions): SkirmishOdds {
  const onProgress = callbackArg('skirmishOdds', 'options.onProgress', optionsArg('skirmishOdds', options).onProgress);
  const fights = oddsRuns('skirmishOdds', sk, runs, rng);
  fights.fight(onProgress && ((done, total) => void onProgress(done, total)));
  return fights.result();
}

/**
 * The fights of `skirmishOdds` (its arguments checked the same way), fought a slice at a time: the CLI yields between
 * slices to hear Ctrl-C. However they are sliced, the odds over all the runs are those of `skirmishOdds`; stopped
 * early, they cover the fights fought (`runs` says how many).
 */
export function skirmishOddsRuns(sk: Skirmish, runs: number, rng: Rng): SlicedRuns<SkirmishOdds> {
  return oddsRuns('skirmishOddsRuns', sk, runs, rng);
}

function oddsRuns(fn: string, sk: Skirmish, runs: number, rng: Rng): SlicedRuns<SkirmishOdds> {
  objectArg(fn, 'sk', sk);
  wholeArg(fn, 'runs', runs, 1, MAX_SKIRMISH_RUNS);
  const wins = [0, 0];
  let draws = 0;
  let rounds = 0;
  const tally = (i: number): void => {
    const o = playSkirmish(sk, rng.fork(i), { record: false });
    if (o.winner === null) draws++;
    else wins[o.winner] = (wins[o.winner] ?? 0) + 1;
    rounds += o.rounds;
  };
  return slicedRuns(runs, tally, (done) => {
    const side = (s: 0 | 1): SideOdds => {
      const w = wins[s] ?? 0;
      const [lo, hi] = wilson(w, done);
      return { team: sk.sides[s].team, wins: w, rate: done ? w / done : 0, lo, hi };
    };
    return { runs: done, sides: [side(0), side(1)], draws, meanRounds: done ? rounds / done : 0 };
  });
}
