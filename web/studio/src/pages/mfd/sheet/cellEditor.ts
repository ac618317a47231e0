/**
 * Editing one cell of the grid, as in a spreadsheet: a field over the cell, as wide as its text needs (a long cell,
 * such as a buff's list of fighters, opens wide enough to read), holding the cell's text or the key that started the
 * edit. Enter and Tab keep the text and say where to go next; Escape leaves the cell as it was; leaving the field
 * keeps the text.
 */
import { h } from '../../../../../src/dom.js';
import type { MoveKey } from './gridMoves.js';

/** How an edit ended: the text to keep (undefined: cancelled) and the key that ended it, if one did. */
export interface EditEnd {
  text: string | undefined;
  key?: MoveKey;
}

/** Widest the field opens, in characters. */
const WIDEST = 48;

/** Opens a field over `cell` starting with `text`; `done` hears once how the edit ended. */
export function openEditor(
  cell: HTMLElement,
  text: string,
  label: string,
  done: (end: EditEnd) => void,
): HTMLInputElement {
  const input = h('input', {
    type: 'text',
    class: 'cell-editor',
    value: text,
    'aria-label': label,
    autocomplete: 'off',
    spellcheck: 'false',
    style: `width:max(100%, ${Math.min(WIDEST, Math.max(8, text.length + 2))}ch)`,
  });
  let over = false;
  const finish = (end: EditEnd): void => {
    if (over) return;
    over = true;
    input.remove();
    done(end);
  };
  input.addEventListener('keydown', (e) => {
    e.stopPropagation();
    const key = { key: e.key, shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey };
    if (e.key === 'Escape') return (e.preventDefault(), finish({ text: undefined }));
    if (e.key === 'Enter' || e.key === 'Tab') return (e.preventDefault(), finish({ text: input.value, key }));
  });
  input.addEventListener('input', () => {
    input.style.width = `max(100%, ${Math.min(WIDEST, Math.max(8, input.value.length + 2))}ch)`;
  });
  input.addEventListener('blur', () => finish({ text: input.value }));
  cell.append(input);
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
  return input;
}
