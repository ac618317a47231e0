/**
 * The final state of a team as CSV, ready to feed back in: the input's header and cells, with each survivor's
 * wounds folded into BonusHP and exhaustion into BonusToDefend; the fallen are left out.
 */
import { formatMicros } from '../../core/decimal.js';
import { BASE_HP, EXHAUSTION_PENALTY } from '../constants.js';
import type { Fighter, Team, TeamSource } from '../model.js';
import { formatCsvRow } from '../../core/csv/formatCsvRow.js';
import { BASE_COLUMNS, BUFF_GROUP } from './columns.js';

/**
 * CSV text of `team` after `round` rounds with HP `hp`; cells the battle did not change are written as they were read.
 * @category Team files
 */
export function formatTeam(team: Team, hp: readonly number[], round: number): string {
  const { header, rows } = team.source ?? sourceFromFighters(team);
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

/** The cells a team made in code would have in a file: its numbers written out, as many buff groups as it needs. */
function sourceFromFighters(team: Team): TeamSource {
  const groups = Math.max(0, ...team.fighters.map((f) => f.buffs.length));
  const header = [...BASE_COLUMNS, ...Array.from({ length: groups }, () => BUFF_GROUP).flat()];
  const name = (i: number) => (i >= 0 ? (team.fighters[i]?.name ?? '') : '');
  const row = (f: Fighter): string[] => {
    const cells = [
      f.name,
      formatMicros(f.totalXpMicros),
      '',
      String(f.startHp - BASE_HP),
      formatMicros(f.bonusToHit),
      formatMicros(f.bonusToDefend),
      String(f.aoe),
      name(f.bodyguardFor),
      name(f.linkedTo),
    ];
    for (let g = 0; g < groups; g++) {
      const b = f.buffs[g];
      cells.push(
        ...(b
          ? [b.name, b.targets.map(name).join(','), formatMicros(b.offense), formatMicros(b.defense)]
          : ['', '', '', '']),
      );
    }
    return cells;
  };
  return { file: team.side, header, rows: team.fighters.map(row), lines: [] };
}
