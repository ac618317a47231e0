/** HTML tables for reports: cells are text (escaped here); the page's CSS sets numbers right. */
import { escapeHtml } from './escapeHtml.js';

/**
 * Options: a class for the table, and the columns of text (names, reasons) to set left rather than right.
 * @category Tables
 */
export interface HtmlTableOptions {
  cls?: string;
  textColumns?: readonly number[];
}

/**
 * A `<table>` with a header row and one row per entry of `rows`, every cell escaped.
 * @category Tables
 */
export function htmlTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  opts: HtmlTableOptions = {},
): string {
  const left = (k: number): string => (opts.textColumns?.includes(k) ? ' style="text-align:left"' : '');
  const th = headers.map((h, k) => `<th${left(k)}>${escapeHtml(h)}</th>`).join('');
  const trs = rows.map((r) => `<tr>${r.map((c, k) => `<td${left(k)}>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n');
  return `<table${opts.cls === undefined ? '' : ` class="${escapeHtml(opts.cls)}"`}>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${trs}\n</tbody>\n</table>`;
}
