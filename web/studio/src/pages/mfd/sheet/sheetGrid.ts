/**
 * One team as a grid that works like a spreadsheet (the ARIA grid pattern): one cell is selected and takes the
 * focus; the arrows, Home, End, Enter and Tab move between cells (gridMoves.ts); Enter, F2, a double click or typing
 * edits the cell (cellEditor.ts); Delete empties it; Ctrl+Z and Ctrl+Y undo and redo. The fighters' names stay in
 * place while the rest scrolls sideways, the headers are read-only, and a cell with a problem is marked and points to
 * its message. The grid draws what it is given and reports edits; the page owns the sheet and its history.
 */
import { h } from '../../../../../src/dom.js';
import { signal, type Signal } from '../../../kit/reactive.js';
import { openEditor, type EditEnd } from './cellEditor.js';
import { columnName, rowName, shownColumns } from './gridColumns.js';
import { gridMove, type GridCell, type MoveKey } from './gridMoves.js';
import type { SheetEdit } from './sheetEdits.js';
import type { TeamSheet } from './teamSheet.js';

/** A cell of the file (row -1: the header) marked with a problem, and the id of the note that says it. */
export interface CellMark {
  row: number;
  col: number;
  kind: 'error' | 'warning';
  noteId: string;
}

/** What the grid tells the page. */
export interface GridEvents {
  edit(edit: SheetEdit): void;
  undo(): void;
  redo(): void;
}

/** The id of a cell: side, row (h for the header) and the file's column. */
export function cellId(side: 0 | 1, row: number, col: number): string {
  return `mfd-s${side}-${row < 0 ? 'h' : `r${row}`}-c${col}`;
}

/** A team's grid. */
export class SheetGrid {
  readonly element: HTMLElement;
  /** The selected cell, in the file's rows and columns. */
  readonly selected: Signal<GridCell> = signal({ row: 0, col: 0 });
  private readonly table: HTMLTableElement;
  private sheet: TeamSheet = { file: '', header: [], rows: [] };
  private columns: number[] = [];
  private editing = false;

  constructor(
    private readonly side: 0 | 1,
    private readonly label: string,
    private readonly events: GridEvents,
  ) {
    this.table = h('table', { class: 'sheet-grid', role: 'grid' });
    this.element = h('div', { class: 'sheet-scroll' }, this.table);
    this.table.addEventListener('keydown', (e) => this.onKey(e));
    this.table.addEventListener('click', (e) => this.onClick(e));
    this.table.addEventListener('dblclick', () => this.edit(undefined));
  }

  /** Draws `sheet` with its cells' marks, keeping the selection (and the focus, when the grid had it). */
  render(sheet: TeamSheet, marks: readonly CellMark[]): void {
    const hadFocus = this.table.contains(document.activeElement);
    this.sheet = sheet;
    this.columns = shownColumns(sheet);
    this.table.setAttribute('aria-label', `${this.label} (${sheet.file}): ${sheet.rows.length} fighters`);
    this.table.setAttribute('aria-rowcount', String(sheet.rows.length + 1));
    this.table.replaceChildren(this.head(), h('tbody', {}, ...sheet.rows.map((_, r) => this.row(r))));
    for (const m of marks) this.mark(m);
    this.select(this.clamp(this.selected.peek()), { focus: hadFocus });
  }

  /** Selects the cell of the file's `row` and `col`; `focus` moves the keyboard's focus to it. */
  select(cell: GridCell, opts: { focus: boolean }): void {
    const at = this.clamp(cell);
    this.table.querySelectorAll('[tabindex="0"]').forEach((c) => c.setAttribute('tabindex', '-1'));
    const td = this.cell(at.row, at.col);
    td?.setAttribute('tabindex', '0');
    this.selected.value = at;
    if (opts.focus) td?.focus();
  }

  /** The element of a cell of the file (row -1: the header), if the grid shows it. */
  cell(row: number, col: number): HTMLElement | undefined {
    return (document.getElementById(cellId(this.side, row, col)) as HTMLElement | null) ?? undefined;
  }

  private clamp(c: GridCell): GridCell {
    const rows = this.sheet.rows.length;
    const row = Math.max(0, Math.min(rows - 1, c.row));
    return { row, col: this.columns.includes(c.col) ? c.col : (this.columns[0] ?? 0) };
  }

  private head(): HTMLElement {
    const cells = this.columns.map((c, k) =>
      h(
        'th',
        { scope: 'col', role: 'columnheader', id: cellId(this.side, -1, c), class: k === 0 ? 'sticky' : undefined },
        columnName(this.sheet, c),
      ),
    );
    return h('thead', {}, h('tr', { 'aria-rowindex': 1 }, ...cells));
  }

  private row(r: number): HTMLElement {
    const who = rowName(this.sheet, r);
    const cells = this.columns.map((c, k) => {
      const text = this.sheet.rows[r]?.[c] ?? '';
      return h(
        'td',
        {
          role: 'gridcell',
          id: cellId(this.side, r, c),
          tabindex: -1,
          'data-row': r,
          'data-col': c,
          'aria-label': `${columnName(this.sheet, c)} of ${who}: ${text === '' ? 'empty' : text}`,
          class: k === 0 ? 'sticky' : undefined,
          title: text.length > 16 ? text : undefined,
        },
        h('span', { class: 'cell-text' }, text),
      );
    });
    return h('tr', { 'aria-rowindex': r + 2 }, ...cells);
  }

  private mark(m: CellMark): void {
    const el = this.cell(m.row, m.col);
    if (el === undefined) return;
    el.classList.add(m.kind === 'error' ? 'invalid' : 'warned');
    if (m.kind === 'error') el.setAttribute('aria-invalid', 'true');
    const by = el.getAttribute('aria-describedby');
    el.setAttribute('aria-describedby', by === null ? m.noteId : `${by} ${m.noteId}`);
  }

  private onClick(e: MouseEvent): void {
    const td = (e.target as Element).closest('td[data-row]');
    if (!(td instanceof HTMLElement) || this.editing) return;
    this.select({ row: Number(td.dataset.row), col: Number(td.dataset.col) }, { focus: true });
  }

  private onKey(e: KeyboardEvent): void {
    if (this.editing) return;
    const key: MoveKey = { key: e.key, shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey };
    if (this.command(key)) return e.preventDefault();
    if (key.key === 'Enter' || key.key === 'F2') return (e.preventDefault(), this.edit(undefined));
    if (key.key.length === 1 && !key.ctrl && !e.altKey) return (e.preventDefault(), this.edit(key.key));
    const moved = this.move(key);
    if (moved !== undefined && moved !== 'out') e.preventDefault();
  }

  /** Undo, redo and emptying a cell: true when `key` was one of them. */
  private command(key: MoveKey): boolean {
    const { row, col } = this.selected.peek();
    if (key.ctrl && (key.key === 'z' || key.key === 'Z')) (key.shift ? this.events.redo : this.events.undo)();
    else if (key.ctrl && (key.key === 'y' || key.key === 'Y')) this.events.redo();
    else if (key.key === 'Delete' || key.key === 'Backspace') this.events.edit({ kind: 'cell', row, col, text: '' });
    else return false;
    return true;
  }

  /** Moves the selection by `key` (undefined: not a move; 'out': Tab left the grid, the browser moves on). */
  private move(key: MoveKey): GridCell | 'out' | undefined {
    const at = this.selected.peek();
    const shown = { row: at.row, col: this.columns.indexOf(at.col) };
    const to = gridMove(shown, key, this.sheet.rows.length, this.columns.length);
    if (to === undefined || to === 'out') return to;
    const cell = { row: to.row, col: this.columns[to.col] ?? 0 };
    this.select(cell, { focus: true });
    return cell;
  }

  /** Edits the selected cell, starting from its text or from `typed`. */
  private edit(typed: string | undefined): void {
    const { row, col } = this.selected.peek();
    const td = this.cell(row, col);
    if (td === undefined) return;
    const text = this.sheet.rows[row]?.[col] ?? '';
    this.editing = true;
    const label = `${columnName(this.sheet, col)} of ${rowName(this.sheet, row)}`;
    openEditor(td, typed ?? text, label, (end) => this.edited(row, col, text, end));
  }

  private edited(row: number, col: number, before: string, end: EditEnd): void {
    this.editing = false;
    if (end.text !== undefined && end.text !== before) this.events.edit({ kind: 'cell', row, col, text: end.text });
    if (end.key === undefined || this.move(end.key) === undefined) this.select({ row, col }, { focus: true });
  }
}
