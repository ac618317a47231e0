/** The columns of a team's grid in the order shown: the fighters' names first (held in place), then the file's order. */
import { nameColumn } from './sheetEdits.js';
import { sheetWidth, type TeamSheet } from './teamSheet.js';

/** The file's column index of each column shown, left to right. */
export function shownColumns(sheet: TeamSheet): number[] {
  const name = nameColumn(sheet);
  const width = Math.max(1, sheetWidth(sheet));
  return [name, ...Array.from({ length: width }, (_, c) => c).filter((c) => c !== name)];
}

/** A column's name in messages and labels: its header, or "column N" when it has none. */
export function columnName(sheet: TeamSheet, col: number): string {
  return sheet.header[col] || `column ${col + 1}`;
}

/** A fighter's name in labels: the Name cell, or "the fighter on line N" when it is blank. */
export function rowName(sheet: TeamSheet, row: number): string {
  const name = sheet.rows[row]?.[nameColumn(sheet)] ?? '';
  return name === '' ? `the fighter on line ${row + 2}` : name;
}
