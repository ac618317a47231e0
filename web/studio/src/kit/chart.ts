/**
 * The library's SVG charts (src/report, the same files the CLI writes) placed in the page. Each line also gets a dash
 * pattern of its own, in the plot and in the legend, so lines are told apart without telling red from green.
 */

/** Dash patterns by series: solid, dashed, dotted, dash-dot, long dash… (repeats after the last). */
const DASHES = ['', '7 4', '2 3', '9 3 2 3', '14 4', '4 2 4 6'];

/** An SVG chart string made into an element: lines dashed by series, scaled to the width it is given. */
export function chartElement(svg: string): SVGSVGElement {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = document.importNode(doc.documentElement, true) as unknown as SVGSVGElement;
  for (const chart of [root, ...Array.from(root.querySelectorAll('svg'))]) {
    chart.querySelectorAll(':scope > path.series').forEach((p, i) => dash(p, DASHES[i % DASHES.length] as string));
    chart.querySelectorAll(':scope > g.legend > line').forEach((l, i) => dash(l, DASHES[i % DASHES.length] as string));
  }
  root.removeAttribute('height');
  root.setAttribute('width', '100%');
  root.classList.add('studio-chart');
  return root;
}

function dash(e: Element, pattern: string): void {
  if (pattern !== '') e.setAttribute('stroke-dasharray', pattern);
}
