/**
 * Rates as horizontal bars, one row each: its label, a bar as long as the rate with its 95% interval drawn across
 * it, and the rate in words beside it. Drawn in HTML, so the text keeps the page's size on a phone, and coloured by
 * the page's theme (light or dark). Each row carries its numbers (data-rate, data-lo, data-hi), exactly those given.
 */
import { h } from '../../../../src/dom.js';
import { percent, percentRange } from './percent.js';

/** One bar: a rate from 0 to 1, with an optional interval and a line of explanation under its label. */
export interface RateBar {
  label: string;
  rate: number;
  lo?: number;
  hi?: number;
  note?: string;
  /** A class for its colour (tone-0 … tone-5); default tone-0. */
  tone?: string;
}

const width = (x: number): string => `${Math.max(0, Math.min(100, 100 * x)).toFixed(2)}%`;

function bar(b: RateBar): HTMLElement {
  const hasInterval = b.lo !== undefined && b.hi !== undefined;
  const interval = hasInterval
    ? h('span', {
        class: 'rate-interval',
        style: `left:${width(b.lo as number)};width:${width((b.hi as number) - (b.lo as number))}`,
      })
    : null;
  return h(
    'tr',
    {
      'data-label': b.label,
      'data-rate': b.rate,
      ...(hasInterval ? { 'data-lo': b.lo, 'data-hi': b.hi } : {}),
    },
    h('th', { scope: 'row' }, b.label, b.note === undefined ? null : h('span', { class: 'rate-note' }, b.note)),
    h(
      'td',
      { class: 'rate-track-cell' },
      h(
        'span',
        { class: 'rate-track', 'aria-hidden': 'true' },
        h('span', { class: `rate-bar ${b.tone ?? 'tone-0'}`, style: `width:${width(b.rate)}` }),
        interval,
      ),
    ),
    h(
      'td',
      { class: 'rate-value' },
      percent(b.rate),
      hasInterval ? h('span', { class: 'rate-range' }, ` (${percentRange(b.lo as number, b.hi as number)})`) : null,
    ),
  );
}

/** A figure of rate bars under `caption`; `id` names it (data-chart). */
export function rateBars(id: string, caption: string, bars: readonly RateBar[]): HTMLElement {
  return h(
    'figure',
    { class: 'rate-bars', 'data-chart': id },
    h('figcaption', {}, caption),
    h('table', {}, h('tbody', {}, ...bars.map(bar))),
  );
}
