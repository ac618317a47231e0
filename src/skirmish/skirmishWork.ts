/** The work of many skirmishes, before they start (issue 39): the file sets the combatants, their rates and the rounds. */
import { countText, type WorkEstimate } from '../core/workBudget.js';
import type { Skirmish } from './model.js';

/** Default budget of `fray skirmish --runs`, in turns: about a minute of work on one core (docs/security.md). */
export const SKIRMISH_BUDGET = 30_000_000;

/**
 * The turns of `runs` fights of `sk` in the worst case, when no one falls before the round limit: each round holds
 * one turn per slot of every combatant's rate.
 */
export function skirmishWork(sk: Skirmish, runs: number): WorkEstimate {
  const perRound = sk.sides.reduce((t, s) => t + s.fighters.reduce((u, c) => u + c.rate, 0), 0);
  return {
    units: runs * sk.maxRounds * perRound,
    unit: 'turns',
    how: `${countText(runs)} fights × ${countText(sk.maxRounds)} rounds × ${countText(perRound)} turns a round, if no one falls`,
  };
}
