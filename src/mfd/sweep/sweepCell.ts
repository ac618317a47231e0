/** Where a varied number sits in the team files: the fighter's row and the column's cell, checked against the teams. */
import { fail, ok, type Result } from '../../core/result.js';
import { suggest } from '../../core/suggest.js';
import { SIDES, type Teams } from '../model.js';
import type { Vary } from './parseVary.js';
import { quote } from '../../core/quote.js';
import type { Side } from '../../core/side.js';

/** A cell of a team file: side, fighter row (0 = first fighter) and column (0 = first column). */
export interface SweepCell {
  side: Side;
  row: number;
  column: number;
}

/** Finds the cell `v` varies; a problem names the fighter or buff that is not there (with a suggestion). */
export function sweepCell(teams: Teams, v: Vary): Result<SweepCell> {
  const team = teams[v.side];
  const bad = (why: string) => fail<SweepCell>(`--vary ${quote(v.text)}: ${why}`);
  const source = team.source;
  if (source === undefined)
    return bad(`the ${SIDES[v.side]} were not read from a team file, so there is no cell to vary`);
  const names = team.fighters.map((f) => f.name);
  const row = names.indexOf(v.fighter);
  if (row < 0) {
    const hint = suggest(v.fighter, names);
    return bad(
      `no fighter ${quote(v.fighter)} among the ${SIDES[v.side]} (${source.file})${hint ? `; did you mean '${hint}'?` : ''}`,
    );
  }
  const { header, rows } = source;
  const cells = rows[row] ?? [];
  if (v.column !== 'BuffOffense' && v.column !== 'BuffDefense') {
    const column = header.indexOf(v.column);
    return column < 0 ? bad(`${source.file} has no column ${v.column}`) : ok({ side: v.side, row, column });
  }
  // A buff group is BuffName, BuffWho, BuffOffense, BuffDefense; the fighter's buffs are the groups it fills in.
  const groups = header.flatMap((h, c) => (h === 'BuffName' && (cells[c] ?? '') !== '' ? [c] : []));
  const buffs = groups.map((c) => cells[c] ?? '');
  let group: number | undefined;
  if (v.buff !== undefined) {
    group = groups[buffs.indexOf(v.buff)];
    if (group === undefined) {
      const hint = suggest(v.buff, buffs);
      return bad(
        `${quote(v.fighter)} has no buff ${quote(v.buff)}${buffs.length > 0 ? ` (its buffs: ${buffs.join(', ')})` : ''}${hint ? `; did you mean ${quote(hint)}?` : ''}`,
      );
    }
  } else if (groups.length === 1) {
    group = groups[0];
  } else {
    return bad(
      groups.length === 0
        ? `${quote(v.fighter)} has no buff`
        : `${quote(v.fighter)} has ${groups.length} buffs (${buffs.join(', ')}); name one, as in ${v.column}@${buffs[0]}`,
    );
  }
  return ok({ side: v.side, row, column: (group as number) + (v.column === 'BuffOffense' ? 2 : 3) });
}
