/** Each point of a sweep as teams: the team files with the varied cells set to the point's values, read again by the same parser. */
import { formatMicros } from '../../core/decimal.js';
import { formatCsvRow } from '../../core/csv/formatCsvRow.js';
import { parseTeams } from '../../mfd/teamCsv/parseTeams.js';
import type { Team, Teams, TeamSource } from '../../mfd/model.js';
import type { Vary } from '../../mfd/sweep/parseVary.js';
import type { SweepCell } from '../../mfd/sweep/sweepCell.js';
import { CliError } from '../CliError.js';

/** A team's CSV text with some cells replaced (row, column → text); everything else as it was read. */
function teamText(team: Team, edits: readonly { row: number; column: number; text: string }[]): string {
  const source = sourceOf(team);
  const rows = source.rows.map((r, i) => {
    const mine = edits.filter((e) => e.row === i);
    if (mine.length === 0) return r;
    const cells = r.slice();
    for (const e of mine) cells[e.column] = e.text;
    return cells;
  });
  return `${[source.header, ...rows].map(formatCsvRow).join('\n')}\n`;
}

/** The team's file cells (the CLI's teams are always read from files). */
function sourceOf(team: Team): TeamSource {
  if (team.source === undefined) throw new CliError(`the ${team.side} were not read from a team file`);
  return team.source;
}

/**
 * The teams of every point. A value goes through the parser exactly as if the designer had typed it into the file,
 * so every rule that follows from a number (HP from BonusHP, dice from XP) is the one a fight uses. A value the
 * parser refuses is a CliError naming the --vary option and the value.
 */
export function sweepTeams(
  teams: Teams,
  vars: readonly Vary[],
  cells: readonly SweepCell[],
  points: readonly (readonly number[])[],
): Teams[] {
  return points.map((values) => {
    const edits = cells.map((c, i) => ({ side: c.side, row: c.row, column: c.column, text: formatMicros(values[i]!) }));
    const text = (s: 0 | 1) => ({
      file: sourceOf(teams[s]).file,
      text: teamText(
        teams[s],
        edits.filter((e) => e.side === s),
      ),
    });
    const parsed = parseTeams(text(0), text(1));
    if (!parsed.ok) {
      const at = vars.map((v, i) => `${v.label} = ${formatMicros(values[i]!)}`).join(', ');
      throw new CliError(`--vary: at ${at}: ${parsed.problem.message}`);
    }
    return parsed.value.teams;
  });
}
