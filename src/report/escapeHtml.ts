/** Escaping text for HTML and SVG: the one place it is done. */

/**
 * Escapes text for element content and for double- or single-quoted attributes (HTML and SVG alike).
 * @category Pages
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
