/**
 * The library's SVG charts (src/report, the same files the CLI writes) placed in the page: each line gets a colour of
 * the page's colour-blind-safe palette (light or dark theme) and a dash pattern of its own, in the plot and in the
 * legend, so lines are told apart without colour too. A chart keeps its drawn size, so its text keeps its size on a
 * phone, where its box scrolls sideways (and takes the focus, so the keyboard can scroll it).
 */
import { h } from '../../../src/dom.js';

/** Dash patterns by series: solid, dashed, dotted, dash-dot, long dash… (repeats after the last). */
const DASHES = ['', '7 4', '2 3', '9 3 2 3', '14 4', '4 2 4 6'];

function style(e: Element, i: number): void {
  const pattern = DASHES[i % DASHES.length] as string;
  if (pattern !== '') e.setAttribute('stroke-dasharray', pattern);
  e.classList.add(`tone-${i % 6}`);
}

/** An SVG chart string made into an element in a box that scrolls sideways when the screen is narrower. */
export function chartElement(svg: string): HTMLElement {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = document.importNode(doc.documentElement, true) as unknown as SVGSVGElement;
  for (const chart of [root, ...Array.from(root.querySelectorAll('svg'))]) {
    chart.querySelectorAll(':scope > path.series').forEach((p, i) => style(p, i));
    chart.querySelectorAll(':scope > g.legend > line').forEach((l, i) => style(l, i));
  }
  root.classList.add('studio-chart');
  const label = root.getAttribute('aria-label') ?? 'A chart';
  return h('div', { class: 'chart-scroll', tabindex: 0, role: 'region', 'aria-label': label }, root);
}
