/** Both tables read as the CLI reads two team files: the same parser, so the same teams, warnings and messages. */
import type { Problem, Result } from '../../../../../../src/core/index.js';
import { parseTeams, type ParsedTeams } from '../../../../../../src/mfd/index.js';
import { cellOf, sheetText, type CellRef, type TeamSheet } from './teamSheet.js';

/** A problem placed in the page: its side (0 heroes, 1 villains) and cell, when it names one. */
export interface PlacedProblem {
  problem: Problem;
  side: 0 | 1 | undefined;
  cell: CellRef | undefined;
}

/** The outcome of reading both tables: the parse result, and the first problem and each warning placed. */
export interface CheckedTeams {
  result: Result<ParsedTeams>;
  error: PlacedProblem | undefined;
  warnings: PlacedProblem[];
}

/** The file names problems use; when both tables name the same file, the villains' gets a suffix to tell them apart. */
export function fileNames(heroes: TeamSheet, villains: TeamSheet): [string, string] {
  return heroes.file === villains.file ? [heroes.file, `${villains.file} (villains)`] : [heroes.file, villains.file];
}

/** Reads both sheets and places every problem at its cell. */
export function checkTeams(heroes: TeamSheet, villains: TeamSheet): CheckedTeams {
  const files = fileNames(heroes, villains);
  const sheets = [heroes, villains] as const;
  const result = parseTeams({ file: files[0], text: sheetText(heroes) }, { file: files[1], text: sheetText(villains) });
  const place = (problem: Problem): PlacedProblem => {
    const side = problem.file === files[0] ? 0 : problem.file === files[1] ? 1 : undefined;
    const cell =
      side === undefined || problem.line === undefined ? undefined : cellOf(sheets[side], problem.line, problem.column);
    return { problem, side, cell };
  };
  return {
    result,
    error: result.ok ? undefined : place(result.problem),
    warnings: result.ok ? result.value.warnings.map(place) : [],
  };
}
