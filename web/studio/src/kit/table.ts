/** A plain data table for results: a caption, one header row, cells as text (never parsed as HTML). */
import { h } from '../../../src/dom.js';

/**
 * A table inside a scrolling wrapper, so a wide table scrolls on a phone instead of widening the page; the wrapper takes
 * the focus (and is named), so a keyboard can scroll it too.
 */
export function dataTable(
  caption: string,
  head: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): HTMLElement {
  return h(
    'div',
    { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': caption },
    h(
      'table',
      {},
      h('caption', {}, caption),
      h('thead', {}, h('tr', {}, ...head.map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', {}, ...rows.map((r) => h('tr', {}, ...r.map((c) => h('td', {}, String(c)))))),
    ),
  );
}
