/** The JSON document of one battle: seed, outcome, and both sides' numbers at the start and the end. */
import { MAX_SEED } from '../core/rng.js';
import { wholeArg } from '../core/args.js';
import { teamJson, type FighterJson } from './fighterReport.js';
import type { BattleState, Teams } from './model.js';
import type { BattleResult } from './runBattle.js';
import { winnerWord, type Winner } from './winner.js';

/**
 * What `fray mfd fight --json` prints.
 * @category Reports
 */
export interface BattleJson {
  /** The seed the battle was fought with. */
  seed: number;
  /** Who won. */
  winner: Winner;
  /** Why no side won, when winner is "none". */
  reason?: 'stalemate' | 'max-rounds' | 'safety-cap';
  /** Rounds fought. */
  rounds: number;
  /** Every fighter at the start, by side. */
  initial: { heroes: FighterJson[]; villains: FighterJson[] };
  /** The fighters standing at the end, by side. */
  final: { heroes: FighterJson[]; villains: FighterJson[] };
}

/**
 * The battle as the JSON document `fray mfd fight --json` prints: the seed, the winner, the rounds, and every
 * fighter's numbers at the start and the end.
 *
 * @example
 * ```ts
 * import { battleJson, initialState, makeFighter, makeTeam, runBattle } from 'fray/mfd';
 * import { createRng } from 'fray/core';
 *
 * const teams = [makeTeam('heroes', [makeFighter({ name: 'A', xp: 20000 })]), makeTeam('villains', [makeFighter({ name: 'B', xp: 20000 })])] as const;
 * const doc = battleJson(teams, 9, initialState(teams), runBattle(teams, createRng(9)));
 * console.log(doc.winner, doc.rounds, doc.final.heroes.map((f) => `${f.name} ${f.hp} HP`), doc.final.villains.length);
 * //> heroes 1 [ 'A 2 HP' ] 0
 * ```
 * @category Reports
 */
export function battleJson(teams: Teams, seed: number, start: BattleState, result: BattleResult): BattleJson {
  wholeArg('battleJson', 'seed', seed, 0, MAX_SEED);
  const side = (s: BattleState) => ({
    heroes: teamJson(teams[0], s.hp[0], s.round),
    villains: teamJson(teams[1], s.hp[1], s.round),
  });
  const reason =
    result.outcome !== 'unfinished'
      ? undefined
      : result.stalemate
        ? 'stalemate'
        : result.capped
          ? 'safety-cap'
          : 'max-rounds';
  return {
    seed,
    winner: winnerWord(result),
    ...(reason === undefined ? {} : { reason }),
    rounds: result.rounds,
    initial: side(start),
    final: side(result.final),
  };
}
