/** The work of a round robin, before it starts (issue 39): the bot files set how many matches, the rules how long. */
import { countText, type WorkEstimate } from '../../core/workBudget.js';

/** Default budget of `fray summoner tournament`, in bot calls (about 35 bots at 1000 turns: see docs/security.md). */
export const TOURNAMENT_BUDGET = 10_000_000;

/** The calls to bots of a round robin of `bots` bots (each pair twice) at `maxTurns` turns: setups, then 4 a turn. */
export function tournamentWork(bots: number, maxTurns: number): WorkEstimate {
  const matches = bots * (bots - 1);
  const calls = 2 + 4 * maxTurns;
  return {
    units: matches * calls,
    unit: 'bot calls',
    how: `${countText(matches)} matches × ${countText(calls)} calls a match at most (two setups, then each seat's enhance and battle for ${countText(maxTurns)} turns)`,
  };
}
