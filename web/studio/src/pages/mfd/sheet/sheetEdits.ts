/**
 * The edits a team sheet takes, each a pure function from a sheet to a new one (the old one is left as it was, so
 * the history can keep it): a cell typed, a fighter added, duplicated, removed or moved, a buff group added or
 * removed.
 */
import { sheetWidth, withBuffGroup, withoutBuffGroup, type TeamSheet } from './teamSheet.js';

/** One edit of a sheet, as the history and the grid name it. */
export type SheetEdit =
  | { kind: 'cell'; row: number; col: number; text: string }
  | { kind: 'add' }
  | { kind: 'duplicate'; row: number }
  | { kind: 'remove'; row: number }
  | { kind: 'move'; row: number; by: -1 | 1 }
  | { kind: 'add-buff' }
  | { kind: 'drop-buff' };

/** The column that names fighters: Name, or the first. */
export function nameColumn(sheet: TeamSheet): number {
  return Math.max(0, sheet.header.indexOf('Name'));
}

/** A name no fighter of the sheet has: `base`, or `base 2`, `base 3`… */
export function freshName(sheet: TeamSheet, base: string): string {
  const at = nameColumn(sheet);
  const taken = new Set(sheet.rows.map((r) => r[at] ?? ''));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

function withCell(sheet: TeamSheet, row: number, col: number, text: string): TeamSheet {
  const cells = [...(row < 0 ? sheet.header : (sheet.rows[row] ?? []))];
  while (cells.length <= col) cells.push('');
  cells[col] = text;
  if (row < 0) return { ...sheet, header: cells };
  return { ...sheet, rows: sheet.rows.map((r, i) => (i === row ? cells : r)) };
}

function added(sheet: TeamSheet): TeamSheet {
  const row = Array<string>(Math.max(1, sheetWidth(sheet))).fill('');
  row[nameColumn(sheet)] = freshName(sheet, `Fighter ${sheet.rows.length + 1}`);
  return { ...sheet, rows: [...sheet.rows, row] };
}

function duplicated(sheet: TeamSheet, row: number): TeamSheet {
  const source = sheet.rows[row];
  if (source === undefined) return sheet;
  const copy = [...source];
  const at = nameColumn(sheet);
  copy[at] = freshName(sheet, `${source[at] ?? 'Fighter'} (copy)`);
  return { ...sheet, rows: [...sheet.rows.slice(0, row + 1), copy, ...sheet.rows.slice(row + 1)] };
}

function moved(sheet: TeamSheet, row: number, by: -1 | 1): TeamSheet {
  const to = row + by;
  if (to < 0 || to >= sheet.rows.length || row < 0 || row >= sheet.rows.length) return sheet;
  const rows = [...sheet.rows];
  [rows[row], rows[to]] = [rows[to] as string[], rows[row] as string[]];
  return { ...sheet, rows };
}

/** The sheet after `edit` (the same sheet when the edit does not apply, as moving the first row up). */
export function applyEdit(sheet: TeamSheet, edit: SheetEdit): TeamSheet {
  switch (edit.kind) {
    case 'cell':
      return withCell(sheet, edit.row, edit.col, edit.text);
    case 'add':
      return added(sheet);
    case 'duplicate':
      return duplicated(sheet, edit.row);
    case 'remove':
      return { ...sheet, rows: sheet.rows.filter((_, i) => i !== edit.row) };
    case 'move':
      return moved(sheet, edit.row, edit.by);
    case 'add-buff':
      return withBuffGroup(sheet);
    case 'drop-buff':
      return withoutBuffGroup(sheet) ?? sheet;
  }
}
