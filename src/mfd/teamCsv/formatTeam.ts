/**
 * The final state of a team as CSV, ready to feed back in: the input's header and cells, with each survivor's
 * wounds folded into BonusHP and exhaustion into BonusToDefend; the fallen are left out.
 */
import { wholeArg } from '../../core/args.js';
import { formatMicros } from '../../core/decimal.js';
import { BASE_HP, EXHAUSTION_PENALTY } from '../constants.js';
import type { Fighter, Team, TeamSource } from '../model.js';
import { formatCsvRow } from '../../core/csv/formatCsvRow.js';
import { BASE_COLUMNS, BUFF_GROUP } from './columns.js';

/**
 * A team file's CSV text after a battle: each survivor's HP written back as BonusHP (HP − 2) and its exhaustion as
 * BonusToDefend, the fallen left out, every other cell as it was read, so the file can be edited and fought again.
 *
 * @param hp - each fighter's HP now (`result.final.hp[side]`)
 * @param round - rounds fought (each costs the survivors 0.1 of BonusToDefend)
 * @example
 * ```ts
 * import { formatTeam, parseTeam } from 'fray/mfd';
 *
 * const r = parseTeam('Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo\nKaito,6000,,1,0.7,0.2,,,\nRen,3000,,0,,,,,\n', 'h.csv', 'heroes');
 * if (r.ok) console.log(formatTeam(r.value.team, [2, 0], 1));
 * //> Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo
 * //> Kaito,6000,,0,0.7,0.1,,,
 * //>
 * ```
 * @category Team files
 */
export function formatTeam(team: Team, hp: readonly number[], round: number): string {
  wholeArg('formatTeam', 'round', round, 0);
  if (!Array.isArray(hp)) throw new TypeError(`formatTeam: hp must be a list of numbers, got ${typeof hp}`);
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
