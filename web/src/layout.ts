/**
 * The parts every viewer page shares: its root's class, the header, the key of the two sides, a table, the list of
 * keys, and a failure message.
 */
import { h } from './dom.js';
import { KEYS, type PageKey } from './player.js';
import { scrollable } from './scrollable.js';
import type { ViewData } from '../../src/report/viewData.js';

/** Marks `root` as the viewer's: every rule of viewer.css is under this class, so the page around keeps its own look. */
export function viewerRoot(root: HTMLElement): void {
  root.classList.add('fray-viewer');
}

/** The page header: title, a line of facts, and a link back to the report the page was opened from. */
export function header(data: ViewData, title: string, facts: string): HTMLElement {
  return h(
    'header',
    { class: 'page-header' },
    data.back === undefined ? null : h('a', { class: 'back', href: data.back }, '\u2190 back to the report'),
    h('h1', {}, title),
    h('p', { class: 'facts' }, facts),
  );
}

/** The key of the two sides: shape, colour, letter case, and where they stand. */
export function sideKey(items: readonly [string, string]): HTMLElement {
  return h(
    'ul',
    { class: 'side-key' },
    ...items.map((text, side) =>
      h('li', {}, h('span', { class: `key-token seat${side}`, 'aria-hidden': 'true' }), text),
    ),
  );
}

/**
 * A table under its heading (`title`), in a box that scrolls sideways when the table is wider than the screen (a
 * phone's); the box takes the focus, so the keyboard can scroll it too.
 */
export function tableSection(title: string, table: HTMLTableElement): HTMLElement {
  return h(
    'section',
    { class: 'table-section', 'aria-labelledby': 'table-title' },
    h('h2', { id: 'table-title' }, title),
    scrollable(h('div', { class: 'table-scroll', role: 'region', 'aria-labelledby': 'table-title' }, table)),
  );
}

/**
 * The keyboard shortcuts, as a list the page shows (`turns`: whether frames group into turns; `extra`: the page's
 * own keys).
 */
export function keysHelp(turns: boolean, extra: readonly PageKey[] = []): HTMLElement {
  const dl = h('dl', { class: 'keys' });
  for (const [key, what] of KEYS) if (turns || !what.includes('turn')) dl.append(h('dt', {}, key), h('dd', {}, what));
  for (const k of extra) dl.append(h('dt', {}, k.name), h('dd', {}, k.help));
  return h(
    'section',
    { class: 'keys-help', 'aria-labelledby': 'keys-title' },
    h('h2', { id: 'keys-title' }, 'Keys'),
    dl,
  );
}

/**
 * The box of a drawing (the board, the battle): on a phone it keeps the drawing's size and scrolls sideways, so its
 * labels stay readable; it takes the focus, so the keyboard can scroll it too.
 */
export function boardWrap(label: string, ...children: Element[]): HTMLElement {
  return scrollable(h('div', { class: 'board-wrap', role: 'region', 'aria-label': label }, ...children));
}

/** Replaces the page with one line saying why it cannot be shown. */
export function showFailure(root: HTMLElement, message: string): void {
  viewerRoot(root);
  root.replaceChildren(h('p', { class: 'failure', role: 'alert' }, `fray view: ${message}`));
  root.dataset.ready = 'error';
  root.removeAttribute('aria-busy');
}
