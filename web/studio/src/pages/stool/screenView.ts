/**
 * The terminal's screen (renderScreen's text with its colour codes) as a grid of styled spans in a <pre>: the same
 * characters the terminal shows, each run of a style one span whose class names the style.
 */
import { STYLES, type Style } from '../../../../../src/stool/screen/canvas.js';

/** Style names by their SGR parameters, as Canvas.lines writes them ('0;31' → red). */
const BY_CODE = new Map<string, Style>(
  (Object.entries(STYLES) as [Style, string][]).map(([name, code]) => [code === '' ? '0' : `0;${code}`, name]),
);

// eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is being read
const SGR = /\u001b\[([0-9;]*)m/g;

/** One line of coloured text as runs of [text, style]. */
export function runsOf(line: string): [string, Style][] {
  const runs: [string, Style][] = [];
  let style: Style = 'plain';
  let at = 0;
  for (const m of line.matchAll(SGR)) {
    if (m.index > at) runs.push([line.slice(at, m.index), style]);
    style = BY_CODE.get(m[1] ?? '') ?? 'plain';
    at = m.index + m[0].length;
  }
  if (at < line.length) runs.push([line.slice(at), style]);
  return runs;
}

/** Draws `frame` (lines joined by newlines, with colour codes) into `pre`. */
export function drawFrame(pre: HTMLElement, frame: string): void {
  const out = document.createDocumentFragment();
  frame.split('\n').forEach((line, i) => {
    if (i > 0) out.append('\n');
    for (const [text, style] of runsOf(line)) {
      if (style === 'plain') out.append(text);
      else {
        const span = document.createElement('span');
        span.className = `st-${style}`;
        span.textContent = text;
        out.append(span);
      }
    }
  });
  pre.replaceChildren(out);
}
