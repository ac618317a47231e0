/** The blocks the calculator pages are built of: a titled section, inputs beside results, a JSON document to open. */
import { h } from '../../../src/dom.js';

type Child = Node | string | null;

/** A section a menu can jump to (focusable by script), with its heading and a line on what it computes. */
export function pageSection(id: string, title: string, intro: string, ...children: Child[]): HTMLElement {
  return h(
    'section',
    { id, tabindex: '-1', 'aria-labelledby': `${id}-h` },
    h('h2', { id: `${id}-h` }, title),
    h('p', {}, intro),
    ...children,
  );
}

/** Inputs on the left and results on the right (one above the other on a phone). */
export function toolGrid(inputs: readonly Child[], results: readonly Child[]): HTMLElement {
  return h('div', { class: 'tool-grid' }, h('div', { class: 'inputs' }, ...inputs), h('div', {}, ...results));
}

/** A JSON document, folded: what the CLI prints with --json, to read or to copy. */
export function jsonDetails(summary: string, value: unknown): HTMLElement {
  return h(
    'details',
    {},
    h('summary', {}, summary),
    h('pre', { class: 'out scroll json', tabindex: '0' }, JSON.stringify(value, null, 2)),
  );
}
