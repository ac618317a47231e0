/** The JSON document of one battle: seed, outcome, and both sides' numbers at the start and the end. */
import { teamJson, type FighterJson } from './fighterReport.js';
import type { BattleState, Teams } from './model.js';
import type { BattleResult } from './runBattle.js';
import type { Winner } from './winner.js';

/**
 * What `fray mfd fight --json` prints.
 * @category Reports
 */
export interface BattleJson {
  seed: number;
  winner: Winner;
  /** Why no side won, when winner is "none". */
  reason?: 'stalemate' | 'max-rounds' | 'safety-cap';
  rounds: number;
  initial: { heroes: FighterJson[]; villains: FighterJson[] };
  final: { heroes: FighterJson[]; villains: FighterJson[] };
}

/**
 * Builds the JSON document of a battle from its start state and result.
 * @category Reports
 */
export function battleJson(teams: Teams, seed: number, start: BattleState, result: BattleResult): BattleJson {
  const side = (s: BattleState) => ({
    heroes: teamJson(teams[0], s.hp[0], s.round),
    villains: teamJson(teams[1], s.hp[1], s.round),
  });
  const reason =
    result.winner !== 'none' ? undefined : result.stalemate ? 'stalemate' : result.capped ? 'safety-cap' : 'max-rounds';
  return {
    seed,
    winner: result.winner,
    ...(reason === undefined ? {} : { reason }),
    rounds: result.rounds,
    initial: side(start),
    final: side(result.final),
  };
}
