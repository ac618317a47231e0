/** HTML tables for reports: cells are text (escaped here); the page's CSS sets numbers right. */
import { escapeHtml } from './escapeHtml.js';

/**
 * How a table is drawn: its class and which columns hold text.
 * @category Tables
 */
export interface HtmlTableOptions {
  /** The table's `class` attribute. */
  cls?: string;
  /** Columns aligned left, as text (the others align right, as numbers). */
  textColumns?: readonly number[];
}

/**
 * An HTML `<table>` with a header row and one row per entry of `rows`, every cell escaped.
 *
 * @example
 * ```ts
 * import { htmlTable } from 'fray/report';
 *
 * console.log(htmlTable(['mob', 'hp'], [['<orc>', '30']]));
 * //> <table>
 * //> <thead><tr><th>mob</th><th>hp</th></tr></thead>
 * //> <tbody>
 * //> <tr><td>&lt;orc&gt;</td><td>30</td></tr>
 * //> </tbody>
 * //> </table>
 * ```
 * @category Tables
 */
export function htmlTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  opts: HtmlTableOptions = {},
): string {
  if (!Array.isArray(headers) || !Array.isArray(rows) || !rows.every(Array.isArray))
    throw new TypeError('htmlTable: headers must be a list and rows a list of lists');
  const left = (k: number): string => (opts.textColumns?.includes(k) ? ' style="text-align:left"' : '');
  const th = headers.map((h, k) => `<th${left(k)}>${escapeHtml(h)}</th>`).join('');
  const trs = rows.map((r) => `<tr>${r.map((c, k) => `<td${left(k)}>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n');
  return `<table${opts.cls === undefined ? '' : ` class="${escapeHtml(opts.cls)}"`}>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${trs}\n</tbody>\n</table>`;
}
