/**
 * The buttons of a team's grid, acting on the selected fighter, named after it ("Duplicate Captain Ren"): add a
 * fighter, duplicate, remove, move up or down; and add or remove a buff group. Each edit is undoable.
 */
import { h } from '../../../../../src/dom.js';
import { liveAttrs, liveText, type ReadonlySignal } from '../../../kit/reactive.js';
import type { GridCell } from './gridMoves.js';
import { rowName } from './gridColumns.js';
import type { SheetEdit } from './sheetEdits.js';
import { withoutBuffGroup, type TeamSheet } from './teamSheet.js';

/** What the toolbar reads and does. */
export interface ToolbarInput {
  side: 'heroes' | 'villains';
  sheet: ReadonlySignal<TeamSheet>;
  selected: ReadonlySignal<GridCell>;
  edit(edit: SheetEdit): void;
  /** Selects a row of the grid (the one an edit made or moved) and gives it the focus. */
  show(row: number): void;
}

function rowButton(
  t: ToolbarInput,
  verb: string,
  make: (row: number) => SheetEdit | undefined,
  then: (row: number) => number,
) {
  const who = (): string => rowName(t.sheet.value, t.selected.value.row);
  const b = liveAttrs(
    h(
      'button',
      { type: 'button', class: `row-${verb.split(' ')[0]?.toLowerCase()}` },
      liveText(() => `${verb} ${who()}`),
    ),
    {
      disabled: () => t.sheet.value.rows.length === 0 || make(t.selected.value.row) === undefined,
    },
  );
  b.addEventListener('click', () => {
    const row = t.selected.peek().row;
    const edit = make(row);
    if (edit === undefined) return;
    t.edit(edit);
    t.show(then(row));
  });
  return b;
}

/** The toolbar of one grid. */
export function sheetToolbar(t: ToolbarInput): HTMLElement {
  const rows = () => t.sheet.peek().rows.length;
  const add = h('button', { type: 'button', class: 'add-row' }, 'Add a fighter');
  add.addEventListener('click', () => {
    t.edit({ kind: 'add' });
    t.show(rows() - 1);
  });
  const addBuff = h('button', { type: 'button', class: 'add-buff' }, 'Add a buff group');
  addBuff.addEventListener('click', () => t.edit({ kind: 'add-buff' }));
  const dropBuff = liveAttrs(h('button', { type: 'button', class: 'drop-buff' }, 'Remove the last buff group'), {
    disabled: () => withoutBuffGroup(t.sheet.value) === undefined,
  });
  dropBuff.addEventListener('click', () => t.edit({ kind: 'drop-buff' }));
  return h(
    'div',
    { class: 'sheet-toolbar', role: 'group', 'aria-label': `Edit the ${t.side}` },
    add,
    rowButton(
      t,
      'Duplicate',
      (row) => ({ kind: 'duplicate', row }),
      (row) => row + 1,
    ),
    rowButton(
      t,
      'Remove',
      (row) => ({ kind: 'remove', row }),
      (row) => Math.min(row, rows() - 1),
    ),
    rowButton(
      t,
      'Move up',
      (row) => (row > 0 ? { kind: 'move', row, by: -1 } : undefined),
      (row) => row - 1,
    ),
    rowButton(
      t,
      'Move down',
      (row) => (row < rows() - 1 ? { kind: 'move', row, by: 1 } : undefined),
      (row) => row + 1,
    ),
    addBuff,
    dropBuff,
  );
}
