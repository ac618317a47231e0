/** The exact damage of one attack of one fighter on an opponent in a given round. */
import type { SideIndex, Teams } from '../model.js';
import { teamStats, type FighterStats } from '../stats.js';
import { attackDamagePmf, pmfMean } from './attackDamage.js';

/**
 * An attack's damage distribution and what it means for the defender.
 * @category Odds
 */
export interface Matchup {
  round: number;
  attacker: { side: SideIndex; index: number; stats: FighterStats };
  defender: { index: number; hp: number; stats: FighterStats };
  /** P(damage = k), k = 0..offense dice. */
  pmf: number[];
  mean: number;
  /** P(damage >= defender's starting HP): the attack alone drops a fresh defender. */
  dropChance: number;
}

/**
 * One attack of fighter `attacker` of side `side` on fighter `defender` of the other side in round `round` (1 = the
 * first): both sides' stats as at the start of the battle (everyone alive, so every buff counts) with `round − 1`
 * rounds of exhaustion.
 * @category Odds
 */
export function matchup(teams: Teams, side: SideIndex, attacker: number, defender: number, round: number): Matchup {
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
