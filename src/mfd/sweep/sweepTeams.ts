/** Each point of a sweep as teams: the team files with the varied cells set to the point's values, read again by the same parser. */
import { formatMicros } from '../../core/decimal.js';
import { formatCsvRow } from '../../core/csv/formatCsvRow.js';
import { fail, ok, type Result } from '../../core/result.js';
import { parseTeams } from '../teamCsv/parseTeams.js';
import type { Teams, TeamSource } from '../model.js';
import type { Vary } from './parseVary.js';
import type { SweepCell } from './sweepCell.js';

/** A team's CSV text with some cells replaced (row, column → text); everything else as it was read. */
function teamText(source: TeamSource, edits: readonly { row: number; column: number; text: string }[]): string {
  const rows = source.rows.map((r, i) => {
    const mine = edits.filter((e) => e.row === i);
    if (mine.length === 0) return r;
    const cells = r.slice();
    for (const e of mine) cells[e.column] = e.text;
    return cells;
  });
  return `${[source.header, ...rows].map(formatCsvRow).join('\n')}\n`;
}

/**
 * The teams of every point. A value goes through the parser exactly as if the designer had typed it into the file,
 * so every rule that follows from a number (HP from BonusHP, dice from XP) is the one a fight uses. A value the
 * parser refuses is a problem naming the --vary option and the value.
 */
export function sweepTeams(
  teams: Teams,
  vars: readonly Vary[],
  cells: readonly SweepCell[],
  points: readonly (readonly number[])[],
): Result<Teams[]> {
  const [heroes, villains] = [teams[0].source, teams[1].source];
  if (heroes === undefined || villains === undefined)
    return fail(`the ${heroes === undefined ? 'heroes' : 'villains'} were not read from a team file`);
  const out: Teams[] = [];
  for (const values of points) {
    const edits = cells.map((c, i) => ({ side: c.side, row: c.row, column: c.column, text: formatMicros(values[i]!) }));
    const text = (source: TeamSource, s: 0 | 1) => ({
      file: source.file,
      text: teamText(
        source,
        edits.filter((e) => e.side === s),
      ),
    });
    const parsed = parseTeams(text(heroes, 0), text(villains, 1));
    if (!parsed.ok) {
      const at = vars.map((x, i) => `${x.label} = ${formatMicros(values[i]!)}`).join(', ');
      return fail(`--vary: at ${at}: ${parsed.problem.message}`);
    }
    out.push(parsed.value.teams);
  }
  return ok(out);
}
