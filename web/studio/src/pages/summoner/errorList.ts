/**
 * The errors the bots threw in the match shown, each with where it was thrown in the bot's source and in the match,
 * and buttons to show it in the editor (the bot opened at that line and column) and in the replay (the viewer at
 * that step).
 */
import { h } from '../../../../src/dom.js';
import type { SeatError } from './seatErrors.js';

/** What the list asks of the page. */
export interface ErrorActions {
  /** Opens the seat's bot in the editor at a place; undefined when that bot is not one of the visitor's. */
  edit(seat: 0 | 1): ((line: number, column: number) => void) | undefined;
  /** Shows step `step` in the viewer. */
  view(step: number): void;
}

function item(e: SeatError, names: readonly [string, string], act: ErrorActions): HTMLElement {
  const where = e.place === undefined ? '' : ` at line ${e.place.line}, column ${e.place.column}`;
  const step = e.step === undefined ? '' : `, step ${e.step + 1}`;
  const li = h('li', {}, h('strong', {}, names[e.seat]), ` threw${where} (its ${e.method} call${step}): ${e.reason}`);
  const edit = act.edit(e.seat);
  const place = e.place;
  if (edit !== undefined && place !== undefined) {
    const b = h('button', { type: 'button', class: 'sw-show-line' }, `Show line ${place.line} in the editor`);
    b.addEventListener('click', () => edit(place.line, place.column));
    li.append(' ', b);
  }
  if (e.step !== undefined) {
    const at = e.step;
    const b = h('button', { type: 'button', class: 'sw-show-step' }, `Show step ${at + 1}`);
    b.addEventListener('click', () => act.view(at));
    li.append(' ', b);
  }
  return li;
}

/** The list of `errors` (nothing when there are none). */
export function errorList(
  errors: readonly SeatError[],
  names: readonly [string, string],
  act: ErrorActions,
): HTMLElement | null {
  if (errors.length === 0) return null;
  return h(
    'section',
    { class: 'sw-errors', 'aria-labelledby': 'sw-errors-title' },
    h('h3', { id: 'sw-errors-title' }, `Errors thrown in this match (${errors.length})`),
    h('ul', { id: 'sw-error-list' }, ...errors.slice(0, 20).map((e) => item(e, names, act))),
    errors.length > 20 ? h('p', {}, `And ${errors.length - 20} more; the replay's faults list them all.`) : null,
  );
}
