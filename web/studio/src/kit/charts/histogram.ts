/**
 * Counts as columns (a histogram of battle lengths): one column per bin, as tall as its count against the largest,
 * with the bins' labels under them (as many as fit) and the counts in a table for screen readers. HTML, so its text
 * keeps the page's size on a phone; each column carries its bin and count (data-from, data-to, data-count).
 */
import { h } from '../../../../src/dom.js';

/** One column: the values it covers and how many fell there. */
export interface Bin {
  from: number;
  to: number;
  count: number;
}

const binLabel = (b: Bin): string => (b.from === b.to ? String(b.from) : `${b.from}\u2013${b.to}`);

/** Every k-th label, so about `most` labels show under the columns. */
function labelled(bins: readonly Bin[], most: number): HTMLElement {
  const every = Math.max(1, Math.ceil(bins.length / most));
  return h(
    'div',
    { class: 'hist-labels', 'aria-hidden': 'true' },
    ...bins.map((b, i) => h('span', {}, i % every === 0 ? binLabel(b) : '')),
  );
}

/** A figure of columns under `caption`; `unit` names what the values are (rounds), `what` what is counted (battles). */
export function histogram(id: string, caption: string, bins: readonly Bin[], words: { unit: string; what: string }) {
  const top = Math.max(1, ...bins.map((b) => b.count));
  const columns = bins.map((b) =>
    h(
      'span',
      {
        class: 'hist-column',
        'data-from': b.from,
        'data-to': b.to,
        'data-count': b.count,
        title: `${binLabel(b)} ${words.unit}: ${b.count} ${words.what}`,
      },
      h('span', { class: 'hist-fill', style: `height:${((100 * b.count) / top).toFixed(2)}%` }),
    ),
  );
  return h(
    'figure',
    { class: 'histogram', 'data-chart': id },
    h('figcaption', {}, caption),
    // Few bins keep their width (4rem each) rather than stretching to the figure's: the axis ends where they do.
    h(
      'div',
      { class: 'hist-body', style: `max-width:${Math.max(12, 4 * bins.length)}rem` },
      h('div', { class: 'hist-plot', 'aria-hidden': 'true' }, h('div', { class: 'hist-columns' }, ...columns)),
      labelled(bins, 8),
      h('p', { class: 'hist-axis', 'aria-hidden': 'true' }, words.unit),
    ),
    h(
      'table',
      { class: 'sr-only' },
      h('caption', {}, caption),
      h('tr', {}, h('th', { scope: 'col' }, words.unit), h('th', { scope: 'col' }, words.what)),
      ...bins.map((b) => h('tr', {}, h('td', {}, binLabel(b)), h('td', {}, String(b.count)))),
    ),
  );
}
