/**
 * What the reading of one team says, beside its grid: how its file was read (encoding, separator), the problem that
 * stops the battle when it is in this team, and the warnings, each a button that takes the keyboard to its cell. The
 * grid's marked cells point here (aria-describedby), so a cell read aloud says its problem.
 */
import type { PlacedProblem } from './checkTeams.js';
import { h } from '../../../../../src/dom.js';
import { plainWords } from '../../../kit/plainWords.js';
import type { CellMark } from './sheetGrid.js';

/** The notes' element and the marks for the grid. */
export interface Notes {
  element: HTMLElement;
  marks: CellMark[];
}

/** A problem's words in the page: no file name, line and column (the cell shows where), no CLI syntax. */
function words(p: PlacedProblem): string {
  const where = p.cell === undefined && p.problem.line !== undefined ? `Line ${p.problem.line}: ` : '';
  return `${where}${plainWords(p.problem.message)}`;
}

function note(
  id: string,
  kind: 'error' | 'warning',
  p: PlacedProblem,
  go: (row: number, col: number) => void,
): HTMLElement {
  const text = h('span', { id }, `${kind === 'error' ? 'Problem' : 'Warning'}: ${words(p)}`);
  const cell = p.cell;
  const jump =
    cell === undefined || cell.row < 0 ? null : h('button', { type: 'button', class: 'go-to-cell' }, 'Go to the cell');
  jump?.addEventListener('click', () => cell && go(cell.row, cell.col));
  return h('li', { class: kind }, text, jump === null ? null : ' ', jump);
}

/** The notes of side `side`: the file's import notes, then the side's problem and warnings. */
export function sheetNotes(
  side: 0 | 1,
  imported: readonly string[],
  found: { error: PlacedProblem | undefined; warnings: readonly PlacedProblem[] },
  go: (row: number, col: number) => void,
): Notes {
  const marks: CellMark[] = [];
  const items: HTMLElement[] = imported.map((n) => h('li', { class: 'imported' }, n));
  const add = (kind: 'error' | 'warning', p: PlacedProblem, k: number): void => {
    const id = `mfd-s${side}-${kind === 'error' ? 'error' : `w${k}`}`;
    items.push(note(id, kind, p, go));
    if (p.cell !== undefined) marks.push({ row: p.cell.row, col: p.cell.col, kind, noteId: id });
  };
  if (found.error?.side === side) add('error', found.error, 0);
  found.warnings.filter((w) => w.side === side).forEach((w, k) => add('warning', w, k));
  const element =
    items.length === 0
      ? h('p', { class: 'sheet-notes-empty' }, 'Nothing to note: every cell reads as the command line reads it.')
      : h('ul', { class: 'sheet-notes-list' }, ...items);
  return { element, marks };
}
