/** One self-contained HTML page (inline CSS, no scripts, no external resources) made of titled sections. */
import { escapeHtml } from './escapeHtml.js';

/**
 * One section of a page: a heading and its HTML.
 * @category Pages
 */
export interface ReportSection {
  /** The section's heading, as text (escaped on the page). */
  heading: string;
  /** The section's body, as HTML inserted unchanged (charts, tables, paragraphs). */
  html: string;
}

/**
 * A page title and its sections, in order.
 * @category Pages
 */
export interface ReportSpec {
  /** The page's title, as text. */
  title: string;
  /** The sections, in order. */
  sections: ReportSection[];
}

const CSS = [
  'body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:980px;padding:0 1rem;color:#222;background:#fff;line-height:1.45}',
  'h1{font-size:1.6rem;border-bottom:2px solid #ddd;padding-bottom:.3rem}',
  'h2{font-size:1.2rem;margin-top:2rem}',
  'section{margin-bottom:1.5rem}',
  'svg.chart{display:block;max-width:100%;height:auto;margin:.5rem 0}',
  'table{border-collapse:collapse;margin:.5rem 0}',
  'th,td{border:1px solid #ccc;padding:.2rem .6rem;text-align:right}',
  'th{background:#f3f3f3}',
  'td:first-child,th:first-child{text-align:left}',
  'pre{background:#f7f7f7;padding:.6rem;overflow-x:auto}',
].join('\n');

/**
 * A complete, self-contained `<!DOCTYPE html>` page (its styles inline, nothing fetched): the title escaped, each
 * section's HTML inserted unchanged, so a page can be opened from disk or mailed.
 *
 * @example
 * ```ts
 * import { htmlReport, htmlTable } from 'fray/report';
 *
 * const page = htmlReport({ title: 'Goblins <3', sections: [{ heading: 'Loot', html: htmlTable(['item', 'gold'], [['dagger', '3']]) }] });
 * console.log(page.startsWith('<!DOCTYPE html>'), page.includes('<title>Goblins &lt;3</title>'));
 * //> true true
 * ```
 * @category Pages
 */
export function htmlReport(spec: ReportSpec): string {
  if (typeof spec?.title !== 'string' || !Array.isArray(spec.sections))
    throw new TypeError('htmlReport: spec must have a title (a string) and sections (a list)');
  const sections = spec.sections
    .map((s) => `<section>\n<h2>${escapeHtml(s.heading)}</h2>\n${s.html}\n</section>`)
    .join('\n');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(spec.title)}</title>`,
    `<style>\n${CSS}\n</style>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(spec.title)}</h1>`,
    sections,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
