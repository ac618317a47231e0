/** One attack's exact damage distribution as terminal text. */
import { SIDES, type Teams } from '../model.js';
import { percent } from '../fighterReport.js';
import type { Matchup } from '../odds/matchup.js';
import { textTable } from '../../report/textTable.js';

/** A probability with enough digits to see small tails: 0.25 -> "25.0000%". */
function prob(p: number): string {
  return `${(p * 100).toFixed(4)}%`;
}

/**
 * One attack's exact damage distribution (`matchup`) as `fray mfd matchup` prints it: who attacks whom, a table of
 * P(damage = k) and P(damage >= k), the mean, and the chance it drops the defender.
 *
 * @example
 * ```ts
 * import { makeFighter, makeTeam, matchup, renderMatchup } from 'fray/mfd';
 *
 * const teams = [makeTeam('heroes', [makeFighter({ name: 'Kaito', xp: 6000, bonusToHit: 0.7 })]), makeTeam('villains', [makeFighter({ name: 'Orochi', xp: 7500, bonusToDefend: 0.4 })])] as const;
 * console.log(renderMatchup(teams, matchup(teams, 0, 0, 0, 1)).split('\n')[0]);
 * //> One attack of Kaito (heroes) on Orochi (villains) in round 1
 * ```
 * @category Reports
 */
export function renderMatchup(teams: Teams, m: Matchup): string {
  const side = m.attacker.side,
    other = side === 0 ? 1 : 0;
  const a = teams[side].fighters[m.attacker.index]!,
    d = teams[other].fighters[m.defender.index]!;
  const as = m.attacker.stats,
    ds = m.defender.stats;
  const out = [
    `One attack of ${a.name} (${SIDES[side]}) on ${d.name} (${SIDES[other]}) in round ${m.round}`,
    `  ${a.name}: ${as.offenseDice} offense dice at ${percent(as.toHit)}`,
    `  ${d.name}: ${ds.defenseDice} defense dice at ${percent(ds.toDefend)}, ${m.defender.hp} HP at the start`,
    '  Damage = hits - blocks, never below 0. Everyone on both sides counted alive (all buffs apply).',
    '',
  ];
  let tail = 1;
  const rows: string[][] = [];
  m.pmf.forEach((p, k) => {
    rows.push([String(k), prob(p), prob(Math.max(0, tail))]);
    tail -= p;
  });
  // Trailing damage values too unlikely to print as non-zero only make the table long.
  while (rows.length > 1 && m.pmf[rows.length - 1]! < 5e-7) rows.pop();
  out.push(textTable(['Damage', 'Chance', 'At least'], rows, ['r', 'r', 'r']));
  out.push(`Mean damage: ${m.mean.toFixed(4)}`);
  out.push(`Chance this attack alone drops ${d.name} from ${m.defender.hp} HP: ${prob(m.dropChance)}`);
  return `${out.join('\n')}\n`;
}
