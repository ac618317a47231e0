/** The odds of a battle in one call: what `fray mfd odds` computes, on the calling thread. */
import { optionsArg, wholeArg } from '../../core/args.js';
import { MAX_SEED } from '../../core/rng.js';
import type { Teams } from '../model.js';
import { chunkPlan } from './chunkPlan.js';
import { mergeAll } from './chunkSummary.js';
import { exactDuel, isDuel } from './exactDuel.js';
import { oddsResult, type OddsResult } from './oddsResult.js';
import { runChunk } from './runChunk.js';

/**
 * How many battles, and how long each may last.
 * @category Odds
 */
export interface BattleOddsOptions {
  /** Battles to fight: a whole number from 1 to `MAX_ODDS_RUNS` (10,000 by default, as the CLI's `--runs`). */
  runs?: number;
  /** Stop each battle after this many rounds (a whole number, 0 or more); one still going counts as `none`. */
  maxRounds?: number;
  /** Also solve the duel exactly (one fighter a side only), as the CLI's `--exact`. */
  exact?: boolean;
}

/**
 * Most battles one call fights (the CLI's limit too).
 * @category Odds
 */
export const MAX_ODDS_RUNS = 100_000_000;

/**
 * The odds of a battle: `runs` battles fought with the rules of `runBattle`, in the chunks `fray mfd odds` cuts them
 * into (chunk i drawing from `createRng(seed).fork(i)`), so the result is the CLI's `--json` document for the same
 * seed, whatever its number of workers. Every outcome's rate has a 95% interval.
 *
 * @param teams - the two teams (`makeTeam`, or a team file's `parseTeams`)
 * @param seed - the master seed, a whole number from 0 to 2^32 − 1
 * @param options - runs (10,000 by default), the round limit, and whether to solve a duel exactly
 * @returns outcomes, battle lengths, each fighter's survival and damage, expected survivors
 * @throws RangeError `battleOdds: options.runs must be a whole number from 1 to 100000000, got <runs>` (and the like for
 * the seed and `maxRounds`, or `exact` asked of more than one fighter a side); TypeError for options that are not an
 * object
 * @example
 * ```ts
 * import { battleOdds, makeFighter, makeTeam } from 'fray/mfd';
 *
 * const teams = [
 *   makeTeam('heroes', [makeFighter({ name: 'Knight', xp: 40000, bonusHp: 2 })]),
 *   makeTeam('villains', [makeFighter({ name: 'Ogre', xp: 30000, bonusHp: 4 })]),
 * ] as const;
 * const odds = battleOdds(teams, 7, { runs: 2000, exact: true });
 * const { heroes, villains } = odds.outcomes;
 * console.log(`heroes ${(100 * heroes.rate).toFixed(1)}%, villains ${(100 * villains.rate).toFixed(1)}%, exact ${(100 * odds.exact!.outcomes.heroes).toFixed(1)}%`);
 * //> heroes 65.0%, villains 9.8%, exact 65.5%
 * ```
 * @category Odds
 */
export function battleOdds(teams: Teams, seed: number, options?: BattleOddsOptions): OddsResult {
  const fn = 'battleOdds';
  wholeArg(fn, 'seed', seed, 0, MAX_SEED);
  const o = optionsArg(fn, options);
  const runs = wholeArg(fn, 'options.runs', o.runs === undefined ? 10_000 : o.runs, 1, MAX_ODDS_RUNS);
  const maxRounds = o.maxRounds === undefined ? undefined : wholeArg(fn, 'options.maxRounds', o.maxRounds, 0);
  if (o.exact === true && !isDuel(teams)) throw new RangeError(`${fn}: options.exact needs one fighter on each side`);
  const exact = o.exact === true ? exactDuel(teams, maxRounds) : undefined;
  const parts = chunkPlan(runs).map((n, i) => runChunk(teams, seed, i, n, { maxRounds }));
  return oddsResult(teams, mergeAll(teams, parts), { seed, requestedRuns: runs, partial: false, maxRounds, exact });
}
