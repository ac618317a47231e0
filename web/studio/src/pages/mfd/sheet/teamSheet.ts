/**
 * A team as the page's table holds it: the cells of a team file as text, header first, exactly what the CLI would
 * read from the file the table exports. The text goes through the library's parser; problems come back with a line
 * and a column, which `cellOf` turns into the cell they name.
 */
import { type Result } from '../../../../../../src/core/index.js';
import { formatCsvRow } from '../../../../../../src/core/csv/formatCsvRow.js';
import { tokenizeCsv, type CsvRecord } from '../../../../../../src/core/csv/tokenizeCsv.js';
import { BUFF_GROUP } from '../../../../../../src/mfd/teamCsv/columns.js';
import type { FileFormat } from './fileFormat.js';

/** One team's cells: the file name problems name, the header and the fighters' rows (rows may be ragged). */
export interface TeamSheet {
  file: string;
  header: string[];
  rows: string[][];
  /** How the file was written when it was imported (for an export in the same form); absent: the plain form. */
  format?: FileFormat;
}

/** Where a cell is in a sheet: row -1 is the header. */
export interface CellRef {
  row: number;
  col: number;
}

/** The sheet as a team file (comma-separated, one line per row unless a cell holds a line break). */
export function sheetText(sheet: TeamSheet): string {
  return `${[sheet.header, ...sheet.rows].map(formatCsvRow).join('\n')}\n`;
}

/** The widest row's width (the header counts): how many columns the table shows. */
export function sheetWidth(sheet: TeamSheet): number {
  return Math.max(sheet.header.length, ...sheet.rows.map((r) => r.length));
}

/** A sheet from tokenized records: blank rows dropped (as the parser does), rows padded to the header's width. */
export function sheetOf(file: string, records: readonly CsvRecord[]): TeamSheet {
  const kept = records.filter((r) => r.cells.some((c) => c.text !== ''));
  const header = kept[0]?.cells.map((c) => c.text) ?? [];
  const rows = kept.slice(1).map((r) => {
    const cells = r.cells.map((c) => c.text);
    while (cells.length < header.length) cells.push('');
    return cells;
  });
  return { file, header, rows };
}

/** Reads a sheet back from the text `sheetText` wrote (a saved setup). */
export function sheetFromText(file: string, text: string): Result<TeamSheet> {
  const records = tokenizeCsv(text, file, ',');
  return records.ok ? { ok: true, value: sheetOf(file, records.value) } : records;
}

/**
 * The cell a problem's line and column name in `sheetText(sheet)`: the one starting there, else the last cell of that
 * line starting before it (a padded cell the parser placed after the row's end); the row's first cell when the
 * problem has no column; undefined when the line is not in the sheet.
 */
export function cellOf(sheet: TeamSheet, line: number, column: number | undefined): CellRef | undefined {
  let at = 1;
  const lines = [sheet.header, ...sheet.rows];
  for (let r = 0; r < lines.length; r++) {
    const cells = lines[r]!;
    const starts: { line: number; column: number }[] = [];
    let ln = at,
      col = 1;
    for (const cell of cells) {
      starts.push({ line: ln, column: col });
      const written = formatCsvRow([cell]);
      for (const ch of written) {
        if (ch === '\n') {
          ln++;
          col = 1;
        } else col++;
      }
      col++; // the comma
    }
    if (line >= at && line <= ln) {
      if (column === undefined) return { row: r - 1, col: 0 };
      let best = -1;
      starts.forEach((s, k) => {
        if (s.line === line && s.column <= column) best = k;
      });
      return { row: r - 1, col: Math.max(0, best) };
    }
    at = ln + 1;
  }
  return undefined;
}

/** The header with one more buff group at the end, and every row padded to it. */
export function withBuffGroup(sheet: TeamSheet): TeamSheet {
  const header = [...sheet.header, ...BUFF_GROUP];
  return { ...sheet, header, rows: sheet.rows.map((r) => [...r, ...Array<string>(header.length - r.length).fill('')]) };
}

/** The sheet without its last buff group (when the header ends with one); undefined when it has none. */
export function withoutBuffGroup(sheet: TeamSheet): TeamSheet | undefined {
  const n = sheet.header.length;
  if (n < 4 || BUFF_GROUP.some((c, k) => sheet.header[n - 4 + k] !== c)) return undefined;
  return { ...sheet, header: sheet.header.slice(0, n - 4), rows: sheet.rows.map((r) => r.slice(0, n - 4)) };
}
