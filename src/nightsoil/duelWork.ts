/** The work of many duels, before they start (issue 39): the mob files set the rates, and huge stats the length. */
import { countText, type WorkEstimate } from '../core/workBudget.js';
import type { MobState } from './mob.js';
import { carriesHaste } from './scroll.js';

/** Default budget of `fray nightsoil duel --runs`, in turns: about a minute of work on one core (docs/security.md). */
export const DUEL_BUDGET = 400_000_000;

/** One mob's turns a round: its swing and step clocks, and twice its swing rate while a haste scroll may run. */
const turnsOf = (f: MobState): number => f.swingRate + f.moveRate + (carriesHaste(f) ? 2 * f.swingRate : 0);

/** The turns of `runs` duels of `a` against `b` in the worst case, when neither falls before `maxRounds`. */
export function duelWork(a: MobState, b: MobState, runs: number, maxRounds: number): WorkEstimate {
  const perRound = turnsOf(a) + turnsOf(b);
  return {
    units: runs * maxRounds * perRound,
    unit: 'turns',
    how: `${countText(runs)} duels × ${countText(maxRounds)} rounds × ${countText(perRound)} turns a round, if neither falls`,
  };
}
