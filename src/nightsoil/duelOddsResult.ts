/** The statistics of a duel odds run: each outcome's count, share and 95% interval, and each side's win share. */
import { objectArg } from '../core/args.js';
import { wilson } from '../core/stats/wilson.js';
import type { DuelOdds } from './duel.js';

/**
 * One way duels ended, named with the two mobs' names.
 * @category Duels
 */
export interface DuelOutcomeShare {
  /** The ending in words, with the mobs' names ("orc kills elf", "stalemate", "round limit"). */
  outcome: string;
  /** Duels that ended this way, from 0 to the runs. */
  count: number;
  /** `count` as a share of all duels, from 0 to 1. */
  share: number;
  /** Wilson 95% interval of the share. */
  interval95: [number, number];
}

/**
 * What a designer reads from many duels: the outcomes in a fixed order, and the share each side won (kill or rout).
 * @category Duels
 */
export interface DuelOddsResult {
  /** The six endings, always in this order: A kills B, B flees from A, B kills A, A flees from B, stalemate, round limit. */
  outcomes: DuelOutcomeShare[];
  /** Duels each side won, by kill or rout. */
  winCounts: [number, number];
  /** The same as shares of all duels. */
  wins: [number, number];
}

/**
 * The counts of `duelOdds` as shares with 95% intervals, each ending named with the mobs' names (A kills B, B flees
 * from A, B kills A, A flees from B, stalemate, round limit), and each side's wins.
 *
 * @param names - A's name, then B's
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, duelOdds, duelOddsResult, fighterOf, parseMob } from 'fray/nightsoil';
 * import { createRng } from 'fray/core';
 *
 * const mob = (doc: unknown) => { const r = parseMob(doc); if (!r.ok) throw new Error(r.problem.message); return fighterOf(r.value); };
 * const orc = mob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10, equipment: [{ name: 'axe', slot: 'weapon', aim: 14, offence: 2 }] });
 * const rat = mob({ name: 'rat', maxLife: 6, maxStrength: 20, maxAim: 8, maxArmour: 2, swingRate: 3 });
 * const r = duelOddsResult(duelOdds(orc, rat, DEFAULT_PARAMS, createRng(1), { runs: 1000 }), ['orc', 'rat']);
 * for (const o of r.outcomes) if (o.count > 0) console.log(o.outcome, (100 * o.share).toFixed(1));
 * //> orc kills rat 100.0
 * ```
 * @category Duels
 */
export function duelOddsResult(odds: DuelOdds, names: readonly [string, string]): DuelOddsResult {
  objectArg('duelOddsResult', 'odds', odds);
  if (!Array.isArray(names) || names.length !== 2 || !names.every((n) => typeof n === 'string'))
    throw new TypeError('duelOddsResult: names must be a list of two names, A then B');
  const counts: [string, number][] = [
    [`${names[0]} kills ${names[1]}`, odds.aKills],
    [`${names[1]} flees from ${names[0]}`, odds.aRouts],
    [`${names[1]} kills ${names[0]}`, odds.bKills],
    [`${names[0]} flees from ${names[1]}`, odds.bRouts],
    ['stalemate', odds.stalemates],
    ['round limit', odds.timeouts],
  ];
  return {
    outcomes: counts.map(([outcome, count]) => ({
      outcome,
      count,
      share: count / odds.runs,
      interval95: wilson(count, odds.runs),
    })),
    winCounts: [odds.aKills + odds.aRouts, odds.bKills + odds.bRouts],
    wins: [(odds.aKills + odds.aRouts) / odds.runs, (odds.bKills + odds.bRouts) / odds.runs],
  };
}
