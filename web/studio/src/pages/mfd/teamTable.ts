/**
 * One team's editable table: every cell of its file (the header too) as a text field, rows added, removed and
 * moved, buff groups added and removed. A problem is shown in the cell it names: the field is marked invalid and the
 * message, written under it, is linked to it by aria-describedby.
 */
import { h } from '../../../../src/dom.js';
import type { PlacedProblem } from './checkTeams.js';
import { sheetWidth, withBuffGroup, withoutBuffGroup, type TeamSheet } from './teamSheet.js';

/** Why the table changed: an edit of one cell (the table is not redrawn) or a change of its shape. */
export type SheetChange = 'cell' | 'shape';

const SIDE_NAMES = ['Heroes', 'Villains'] as const;

/** The id of a cell's field: side, row (h for the header) and column. */
export function cellId(side: 0 | 1, row: number, col: number): string {
  return `mfd-s${side}-${row < 0 ? 'h' : `r${row}`}-c${col}`;
}

/** A name for a new fighter that no one in the sheet has. */
function freshName(sheet: TeamSheet): string {
  const at = sheet.header.indexOf('Name');
  const taken = new Set(sheet.rows.map((r) => r[at >= 0 ? at : 0] ?? ''));
  for (let n = sheet.rows.length + 1; ; n++) if (!taken.has(`Fighter ${n}`)) return `Fighter ${n}`;
}

/** The table of one side; `onChange` hears every change with the new sheet. */
export class TeamTable {
  readonly element: HTMLElement;
  private sheet: TeamSheet;
  private readonly table = h('table', { class: 'team-grid' });
  private readonly caption = h('caption');
  private readonly warningList = h('ul', { class: 'warnings' });
  private readonly sideMessage = h('p', { class: 'field-error side-error', hidden: true });
  private readonly scroller: HTMLElement;
  private marked: HTMLInputElement[] = [];

  constructor(
    private readonly side: 0 | 1,
    sheet: TeamSheet,
    private readonly onChange: (sheet: TeamSheet, why: SheetChange) => void,
  ) {
    this.sheet = sheet;
    const add = h('button', { type: 'button', class: 'add-row' }, 'Add a fighter');
    add.addEventListener('click', () => {
      const width = Math.max(1, sheetWidth(this.sheet));
      const row = Array<string>(width).fill('');
      const at = this.sheet.header.indexOf('Name');
      row[at >= 0 ? at : 0] = freshName(this.sheet);
      this.change({ ...this.sheet, rows: [...this.sheet.rows, row] });
      this.focus(this.sheet.rows.length - 1, at >= 0 ? at : 0);
    });
    const addBuff = h('button', { type: 'button' }, 'Add a buff group');
    addBuff.addEventListener('click', () => this.change(withBuffGroup(this.sheet)));
    const dropBuff = h('button', { type: 'button', class: 'drop-buff' }, 'Remove the last buff group');
    dropBuff.addEventListener('click', () => {
      const next = withoutBuffGroup(this.sheet);
      if (next) this.change(next);
    });
    this.scroller = h('div', { class: 'grid-scroll' }, this.table);
    this.element = h(
      'div',
      { class: 'team-table' },
      this.scroller,
      h('p', { class: 'table-actions' }, add, ' ', addBuff, ' ', dropBuff),
      this.sideMessage,
      this.warningList,
    );
    this.table.addEventListener('input', (e) => this.onInput(e));
    this.table.addEventListener('click', (e) => this.onClick(e));
    this.draw();
  }

  /** The sheet shown. */
  get value(): TeamSheet {
    return this.sheet;
  }

  /** Shows another sheet (an import, a saved setup). */
  set(sheet: TeamSheet): void {
    this.sheet = sheet;
    this.draw();
  }

  /** Shows the first problem (when it is this side's) at its cell, and this side's warnings under the table. */
  showProblems(error: PlacedProblem | undefined, warnings: readonly PlacedProblem[]): void {
    for (const input of this.marked) {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      input.classList.remove('warned');
      input.parentElement?.querySelector('.cell-msg')?.remove();
    }
    this.marked = [];
    this.sideMessage.hidden = true;
    const mine = error?.side === this.side ? error : undefined;
    if (mine) {
      const input = mine.cell ? this.input(mine.cell.row, mine.cell.col) : undefined;
      const id = `mfd-s${this.side}-error`;
      const text = mine.problem.message;
      if (input) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', id);
        input.after(h('span', { class: 'cell-msg field-error', id }, text));
        this.marked.push(input);
      } else {
        this.sideMessage.id = id;
        this.sideMessage.textContent = text;
        this.sideMessage.hidden = false;
      }
    }
    const own = warnings.filter((w) => w.side === this.side);
    this.warningList.replaceChildren(
      ...own.map((w, i) => {
        const id = `mfd-s${this.side}-w${i}`;
        const input = w.cell ? this.input(w.cell.row, w.cell.col) : undefined;
        if (input) {
          input.classList.add('warned');
          const by = input.getAttribute('aria-describedby');
          input.setAttribute('aria-describedby', by ? `${by} ${id}` : id);
          this.marked.push(input);
        }
        const where = w.problem.line === undefined ? '' : `line ${w.problem.line}: `;
        return h('li', { id }, `Warning: ${where}${w.problem.message}`);
      }),
    );
  }

  /** The field of a cell, if the table shows it. */
  input(row: number, col: number): HTMLInputElement | undefined {
    const e = this.table.querySelector(`#${cellId(this.side, row, col)}`);
    return e instanceof HTMLInputElement ? e : undefined;
  }

  private focus(row: number, col: number): void {
    this.input(row, col)?.focus();
  }

  private change(sheet: TeamSheet): void {
    this.sheet = sheet;
    this.draw();
    this.onChange(sheet, 'shape');
  }

  private onInput(e: Event): void {
    const t = e.target;
    if (!(t instanceof HTMLInputElement) || t.dataset.row === undefined) return;
    const row = Number(t.dataset.row),
      col = Number(t.dataset.col);
    const cells = row < 0 ? this.sheet.header : this.sheet.rows[row];
    if (!cells) return;
    while (cells.length <= col) cells.push('');
    cells[col] = t.value;
    if (row < 0 && col === this.sheet.header.indexOf('Name')) this.renameRows();
    this.onChange(this.sheet, 'cell');
  }

  private onClick(e: Event): void {
    const b = (e.target as Element).closest('button');
    if (!b || b.dataset.act === undefined) return;
    const i = Number(b.dataset.row);
    const rows = this.sheet.rows.slice();
    const act = b.dataset.act;
    if (act === 'remove') {
      rows.splice(i, 1);
      this.change({ ...this.sheet, rows });
      const next = this.table.querySelector<HTMLButtonElement>(
        `button[data-act=remove][data-row="${Math.min(i, rows.length - 1)}"]`,
      );
      (next ?? this.element.querySelector<HTMLButtonElement>('.add-row'))?.focus();
      return;
    }
    const j = act === 'up' ? i - 1 : i + 1;
    if (j < 0 || j >= rows.length) return;
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
    this.change({ ...this.sheet, rows });
    this.table.querySelector<HTMLButtonElement>(`button[data-act=${act}][data-row="${j}"]`)?.focus();
  }

  /** The row headers and buttons name each fighter; after a Name edit they follow. */
  private renameRows(): void {
    this.sheet.rows.forEach((_, i) => {
      const name = this.rowName(i);
      this.table
        .querySelectorAll<HTMLButtonElement>(`button[data-row="${i}"]`)
        .forEach((b) => b.setAttribute('aria-label', `${b.dataset.what} ${name}`));
    });
  }

  private rowName(i: number): string {
    const at = this.sheet.header.indexOf('Name');
    const name = this.sheet.rows[i]?.[at >= 0 ? at : 0] ?? '';
    return name === '' ? `the fighter on line ${i + 2}` : name;
  }

  private draw(): void {
    const width = sheetWidth(this.sheet);
    const side = this.side;
    const file = this.sheet.file;
    this.caption.textContent = `${SIDE_NAMES[side]} (${file}): ${this.sheet.rows.length} fighter${this.sheet.rows.length === 1 ? '' : 's'}`;
    const field = (row: number, col: number, value: string, label: string) =>
      h('input', {
        type: 'text',
        id: cellId(side, row, col),
        value,
        'data-row': row,
        'data-col': col,
        'aria-label': label,
        autocomplete: 'off',
        spellcheck: 'false',
        size: Math.max(4, Math.min(24, value.length + 1)),
      });
    const columnName = (c: number) => this.sheet.header[c] || `column ${c + 1}`;
    const head = h(
      'tr',
      {},
      h('th', { scope: 'col' }, 'Line'),
      ...Array.from({ length: width }, (_, c) =>
        h('th', { scope: 'col' }, field(-1, c, this.sheet.header[c] ?? '', `Header, column ${c + 1}`)),
      ),
      h('th', { scope: 'col' }, 'Order'),
    );
    const body = this.sheet.rows.map((cells, r) => {
      const name = this.rowName(r);
      const button = (act: string, what: string, text: string, disabled: boolean) =>
        h(
          'button',
          {
            type: 'button',
            class: `row-${act}`,
            'data-act': act,
            'data-row': r,
            'data-what': what,
            'aria-label': `${what} ${name}`,
            title: what,
            disabled,
          },
          text,
        );
      return h(
        'tr',
        {},
        h('th', { scope: 'row' }, String(r + 2)),
        ...Array.from({ length: width }, (_, c) =>
          h('td', {}, field(r, c, cells[c] ?? '', `${columnName(c)} of ${name}`)),
        ),
        h(
          'td',
          { class: 'row-buttons' },
          button('up', 'Move up', '\u2191', r === 0),
          button('down', 'Move down', '\u2193', r === this.sheet.rows.length - 1),
          button('remove', 'Remove', '\u2715', false),
        ),
      );
    });
    this.table.replaceChildren(this.caption, h('thead', {}, head), h('tbody', {}, ...body));
    const dropBuff = this.element?.querySelector<HTMLButtonElement>('.drop-buff');
    if (dropBuff) dropBuff.disabled = withoutBuffGroup(this.sheet) === undefined;
    this.marked = [];
  }
}
