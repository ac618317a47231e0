/**
 * The viewer page as one self-contained HTML document: the built viewer's CSS and JavaScript inline, the data as
 * JSON in a non-executed script element, and a Content-Security-Policy that runs the viewer's script alone and allows
 * nothing to be fetched. `--out`
 * writes exactly this, and the server serves exactly this, so both behave alike.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../report/escapeHtml.js';
import { VIEW_DATA_ID, type ViewData } from '../../report/viewData.js';

/** The built viewer (web/dist): one script and one stylesheet. */
export interface ViewerAssets {
  js: string;
  css: string;
}

/**
 * The page's policy: the viewer's own inline script may run (named by its SHA-256, so no other script can, even one
 * a replay's text managed to put in the page) and inline styles apply; nothing may load, connect, frame or submit.
 */
export function viewCsp(assets: ViewerAssets): string {
  const hash = createHash('sha256').update(inlineSafe(assets.js, 'script')).digest('base64');
  return [
    "default-src 'none'",
    `script-src 'sha256-${hash}'`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** JSON that cannot end its script element: every '<' written as \u003c (the same value to JSON.parse). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Script or style text that cannot close its element early (a "</script" or "<!--" inside is broken up). */
function inlineSafe(code: string, tag: 'script' | 'style'): string {
  const closing = new RegExp(`</(${tag})`, 'gi');
  return code.replace(closing, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** The whole page for `data`. */
export function viewPage(data: ViewData, assets: ViewerAssets): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${viewCsp(assets)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(`${data.title} \u2014 fray view`)}</title>`,
    `<style>${inlineSafe(assets.css, 'style')}</style>`,
    '</head>',
    '<body>',
    '<noscript><p>This page shows a replay with JavaScript; it is turned off. <code>fray summoner replay FILE</code> tells the match in words.</p></noscript>',
    `<main id="fray-viewer" aria-busy="true"><p>Loading ${escapeHtml(data.source)}\u2026</p></main>`,
    `<script type="application/json" id="${VIEW_DATA_ID}">${scriptJson(data)}</script>`,
    `<script>${inlineSafe(assets.js, 'script')}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
