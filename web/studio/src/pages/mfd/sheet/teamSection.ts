/**
 * One side's section: its heading, the import (a picker, or a file dropped on the section) and the export, the
 * toolbar, the selected cell's whole text, and the grid with its notes beside it.
 */
import { h } from '../../../../../src/dom.js';
import { plainWords } from '../../../kit/plainWords.js';
import { computed, effect, live, liveText, signal, type ReadonlySignal, type Signal } from '../../../kit/reactive.js';
import { columnName, rowName } from './gridColumns.js';
import { exportTeam } from './exportTeam.js';
import { importPicker } from './importPicker.js';
import type { ImportedTeam } from './importTeam.js';
import type { SheetEdit } from './sheetEdits.js';
import { SheetGrid } from './sheetGrid.js';
import { sheetNotes, type Notes } from './sheetNotes.js';
import { sheetToolbar } from './sheetToolbar.js';
import type { Notices } from '../../../kit/notices.js';
import type { TeamsState } from './teamsState.js';

const SIDES = ['heroes', 'villains'] as const;
const TITLES = ['Heroes', 'Villains'] as const;

/** The selected cell in words, with its whole text (long cells, such as a buff's fighters, are read here). */
function cellBar(grid: SheetGrid, state: TeamsState, side: 0 | 1): HTMLElement {
  return h(
    'p',
    { class: 'cell-bar' },
    liveText(() => {
      const sheet = state.sheets.value[side];
      const { row, col } = grid.selected.value;
      if (sheet.rows.length === 0) return 'No fighters: add one.';
      const text = sheet.rows[row]?.[col] ?? '';
      return `${columnName(sheet, col)} of ${rowName(sheet, row)}: ${text === '' ? '(empty)' : text}`;
    }),
  );
}

/** What a side's import does with a file read: the sheet replaced (undoably) and its notes kept, or why not. */
function onImport(side: 0 | 1, state: TeamsState, top: Notices, status: HTMLElement, notes: Signal<string[]>) {
  const name = SIDES[side];
  return (file: string, read: ImportedTeam): void => {
    if (!read.ok) {
      status.textContent = `Not imported: ${plainWords(read.message)}`;
      return top.add({
        what: `${file} could not be read (${plainWords(read.message)}).`,
        kept: `The ${name} are as they were.`,
      });
    }
    state.replace(side, read.sheet);
    notes.value = read.notes.map((n) => plainWords(n.replace(/^[^:]*: /, '')));
    status.textContent = `Imported ${file}.`;
  };
}

/** The grid with its notes beside it. */
function sheetBody(grid: SheetGrid, name: string, notes: ReadonlySignal<Notes>): HTMLElement {
  const aside = h(
    'aside',
    { class: 'sheet-notes', 'aria-label': `Notes on the ${name}` },
    live(h('div'), () => notes.value.element),
  );
  return h('div', { class: 'sheet-body' }, grid.element, aside);
}

/** The section of side `side` (0 heroes, 1 villains) over the page's teams state. */
export function teamSection(side: 0 | 1, state: TeamsState, top: Notices) {
  const name = SIDES[side];
  const status = h('p', { class: 'status', role: 'status', id: `mfd-import-${name}-status` });
  const imported = signal<string[]>([]);
  const edit = (e: SheetEdit) => state.edit(side, e);
  const grid = new SheetGrid(side, TITLES[side], { edit, undo: state.undo, redo: state.redo });
  const go = (row: number, col: number) => grid.select({ row, col }, { focus: true });
  const notes = computed(() => sheetNotes(side, imported.value, state.checked.value, go));
  effect(() => grid.render(state.sheets.value[side], notes.value.marks));
  const picker = importPicker(name, onImport(side, state, top, status, imported));
  const sheet = computed(() => state.sheets.value[side]);
  const show = (row: number) => go(row, grid.selected.peek().col);
  const element = h(
    'section',
    { class: 'team', 'aria-labelledby': `mfd-${name}-title` },
    h('h3', { id: `mfd-${name}-title` }, TITLES[side]),
    h(
      'p',
      { class: 'file-row' },
      picker.label,
      ' ',
      picker.picker,
      ' ',
      exportTeam(name, sheet, (t) => t && (status.textContent = t)),
    ),
    status,
    sheetToolbar({ side: name, sheet, selected: grid.selected, edit, show }),
    cellBar(grid, state, side),
    sheetBody(grid, name, notes),
  );
  picker.dropOn(element);
  return { element, grid, status };
}
