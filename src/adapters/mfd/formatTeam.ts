/**
 * The final state of a team as CSV, ready to feed back in: the input's header and cells, with each survivor's
 * wounds folded into BonusHP and exhaustion into BonusToDefend; the fallen are left out.
 */
import { formatMicros } from '../../core/decimal.js';
import { BASE_HP, EXHAUSTION_PENALTY } from '../../mfd/constants.js';
import type { Team } from '../../mfd/model.js';
import { formatCsvRow } from '../csv/formatCsvRow.js';

/** CSV text of `team` after `round` rounds with HP `hp`; cells the battle did not change are written as they were read. */
export function formatTeam(team: Team, hp: readonly number[], round: number): string {
  const { header, rows } = team.source;
  const hpCol = header.indexOf('BonusHP');
  const defCol = header.indexOf('BonusToDefend');
  const lines = [formatCsvRow(header)];
  team.fighters.forEach((f, i) => {
    const h = hp[i]!;
    if (h <= 0) return;
    const cells = rows[i]!.slice();
    if (h !== f.startHp) cells[hpCol] = String(h - BASE_HP);
    if (round > 0) cells[defCol] = formatMicros(f.bonusToDefend - round * EXHAUSTION_PENALTY);
    lines.push(formatCsvRow(cells));
  });
  return `${lines.join('\n')}\n`;
}
