/** Escaping text for HTML and SVG: the one place it is done. */

/**
 * Text made safe for HTML and SVG element content and for quoted attributes: `&`, `<`, `>`, `"` and `'` escaped.
 *
 * @example
 * ```ts
 * import { escapeHtml } from 'fray/report';
 *
 * console.log(escapeHtml(`<b title="x">Tom & Jerry's</b>`));
 * //> &lt;b title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;
 * ```
 * @category Pages
 */
export function escapeHtml(text: string): string {
  if (typeof text !== 'string') throw new TypeError(`escapeHtml: text must be a string, got ${typeof text}`);
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
