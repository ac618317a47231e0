/** The exact damage of one attack of one fighter on an opponent in a given round. */
import { wholeArg } from '../../core/args.js';
import { teamsArg } from '../battleArgs.js';
import type { SideIndex, Teams } from '../model.js';
import { teamStats, type FighterStats } from '../stats.js';
import { attackDamagePmf, pmfMean } from './attackDamage.js';

/**
 * An attack's damage distribution and what it means for the defender.
 * @category Odds
 */
export interface Matchup {
  /** The round the attack is in (1 for the first). */
  round: number;
  /** Who attacks, from which side, with their dice and chances. */
  attacker: { side: SideIndex; index: number; stats: FighterStats };
  /** Who is attacked, their HP at the start, and their dice and chances. */
  defender: { index: number; hp: number; stats: FighterStats };
  /** P(damage = k), k = 0..offense dice. */
  pmf: number[];
  /** The expected damage. */
  mean: number;
  /** P(damage >= defender's starting HP): the attack alone drops a fresh defender. */
  dropChance: number;
}

/**
 * One attack, exactly: the damage distribution of fighter `attacker` of `side` on fighter `defender` of the other side
 * in round `round`, with both sides' numbers as at the battle's start (everyone alive, so every buff counts) after
 * `round − 1` rounds of exhaustion.
 *
 * @param side - the attacker's side (0 heroes, 1 villains)
 * @param round - 1 for the first round
 * @example
 * ```ts
 * import { makeFighter, makeTeam, matchup } from 'fray/mfd';
 *
 * const teams = [makeTeam('heroes', [makeFighter({ name: 'Kaito', xp: 6000, bonusToHit: 0.7 })]), makeTeam('villains', [makeFighter({ name: 'Orochi', xp: 7500, bonusToDefend: 0.4 })])] as const;
 * const m = matchup(teams, 0, 0, 0, 1);
 * console.log(m.mean.toFixed(3), m.dropChance.toFixed(3), m.pmf.length);
 * //> 0.686 0.186 7
 * ```
 * @category Odds
 */
export function matchup(teams: Teams, side: SideIndex, attacker: number, defender: number, round: number): Matchup {
  const fn = 'matchup';
  teamsArg(fn, teams);
  wholeArg(fn, 'side', side, 0, 1);
  wholeArg(fn, 'attacker', attacker, 0, teams[side].fighters.length - 1);
  wholeArg(fn, 'defender', defender, 0, teams[side === 0 ? 1 : 0].fighters.length - 1);
  wholeArg(fn, 'round', round, 1);
  const other: SideIndex = side === 0 ? 1 : 0;
  const statsOf = (s: SideIndex) =>
    teamStats(
      teams[s],
      teams[s].fighters.map((f) => f.startHp),
      round - 1,
    );
  const a = statsOf(side)[attacker]!,
    d = statsOf(other)[defender]!;
  const pmf = Array.from(attackDamagePmf(a.offenseDice, a.toHit, d.defenseDice, d.toDefend));
  const hp = teams[other].fighters[defender]!.startHp;
  let drop = 0;
  for (let k = Math.max(0, hp); k < pmf.length; k++) drop += pmf[k]!;
  return {
    round,
    attacker: { side, index: attacker, stats: a },
    defender: { index: defender, hp, stats: d },
    pmf,
    mean: pmfMean(pmf),
    dropChance: Math.min(1, drop),
  };
}
