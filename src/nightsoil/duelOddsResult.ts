/** The statistics of a duel odds run: each outcome's count, share and 95% interval, and each side's win share. */
import { wilson } from '../core/stats/wilson.js';
import type { DuelOdds } from './duel.js';

/**
 * One way duels ended, named with the two mobs' names.
 * @category Duels
 */
export interface DuelOutcomeShare {
  outcome: string;
  count: number;
  share: number;
  /** Wilson 95% interval of the share. */
  interval95: [number, number];
}

/**
 * What a designer reads from many duels: the outcomes in a fixed order, and the share each side won (kill or rout).
 * @category Duels
 */
export interface DuelOddsResult {
  outcomes: DuelOutcomeShare[];
  /** Duels each side won, by kill or rout. */
  winCounts: [number, number];
  /** The same as shares of all duels. */
  wins: [number, number];
}

/**
 * Shares and intervals of a duel odds run; the outcome order is A kills, B flees, B kills, A flees, stalemate, round limit.
 * @category Duels
 */
export function duelOddsResult(odds: DuelOdds, names: readonly [string, string]): DuelOddsResult {
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
