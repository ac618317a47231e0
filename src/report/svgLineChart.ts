/** Line charts as self-contained SVG strings: axes, ticks, labels and a legend; same spec, same bytes. */
import { chartFrame, chartSpecArg, yAxisLabel, type ChartBase } from './chartFrame.js';
import { colour, fmt, niceTicks, tickLabel } from './format.js';
import { escapeHtml } from './escapeHtml.js';

/**
 * One line of a chart: its name (in the legend) and its points.
 * @category Charts
 */
export interface LineSeries {
  /** The name in the legend. */
  name: string;
  /** The points as [x, y], in order; non-finite ones are skipped. */
  points: [number, number][];
}

/**
 * What to draw: a title, axis labels and the series; size in pixels (default 640 × 400).
 * @category Charts
 */
export interface LineChartSpec extends ChartBase {
  /** The horizontal axis's label. */
  xLabel: string;
  /** The vertical axis's label. */
  yLabel: string;
  /** The lines, each in its own colour. */
  series: LineSeries[];
}

/**
 * A line chart as an `<svg class="chart">` document: one path per series, a legend, axes with round ticks;
 * non-finite points are skipped.
 *
 * @example
 * ```ts
 * import { svgLineChart } from 'fray/report';
 *
 * const svg = svgLineChart({ title: 'Damage taken', xLabel: 'armour', yLabel: 'damage', series: [{ name: 'a 40 hit', points: [[0, 40], [40, 20], [120, 10]] }] });
 * console.log(svg.startsWith('<svg'), svg.match(/class="series"/g)?.length);
 * //> true 1
 * ```
 * @category Charts
 */
export function svgLineChart(spec: LineChartSpec): string {
  chartSpecArg('svgLineChart', spec);
  if (!Array.isArray(spec.series))
    throw new TypeError(`svgLineChart: spec.series must be a list, got ${typeof spec.series}`);
  const { width, height, lines: out } = chartFrame(spec);
  const legendRows = spec.series.length;
  const m = { left: 64, right: 20, top: 40, bottom: 56 + 18 * legendRows };
  const pw = Math.max(10, width - m.left - m.right);
  const ph = Math.max(10, height - m.top - m.bottom);
  const pts = spec.series.flatMap((s) => s.points).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const xTicks = niceTicks(xs.length ? Math.min(...xs) : 0, xs.length ? Math.max(...xs) : 1);
  const yTicks = niceTicks(ys.length ? Math.min(0, ...ys) : 0, ys.length ? Math.max(...ys) : 1);
  const x0 = xTicks[0] as number;
  const x1 = xTicks[xTicks.length - 1] as number;
  const y0 = yTicks[0] as number;
  const y1 = yTicks[yTicks.length - 1] as number;
  const sx = (x: number): number => m.left + ((x - x0) / (x1 - x0)) * pw;
  const sy = (y: number): number => m.top + ph - ((y - y0) / (y1 - y0)) * ph;

  out.push('<g class="grid" stroke="#e4e4e4" stroke-width="1">');
  for (const t of yTicks)
    out.push(`<line x1="${fmt(m.left)}" y1="${fmt(sy(t))}" x2="${fmt(m.left + pw)}" y2="${fmt(sy(t))}"/>`);
  for (const t of xTicks)
    out.push(`<line x1="${fmt(sx(t))}" y1="${fmt(m.top)}" x2="${fmt(sx(t))}" y2="${fmt(m.top + ph)}"/>`);
  out.push('</g>');
  out.push(
    `<g class="axes" stroke="#333333" stroke-width="1"><line x1="${fmt(m.left)}" y1="${fmt(m.top + ph)}" x2="${fmt(m.left + pw)}" y2="${fmt(m.top + ph)}"/><line x1="${fmt(m.left)}" y1="${fmt(m.top)}" x2="${fmt(m.left)}" y2="${fmt(m.top + ph)}"/></g>`,
  );
  out.push('<g class="ticks" fill="#333333">');
  for (const t of xTicks)
    out.push(`<text x="${fmt(sx(t))}" y="${fmt(m.top + ph + 16)}" text-anchor="middle">${tickLabel(t)}</text>`);
  for (const t of yTicks)
    out.push(`<text x="${fmt(m.left - 6)}" y="${fmt(sy(t) + 4)}" text-anchor="end">${tickLabel(t)}</text>`);
  out.push('</g>');
  out.push(
    `<text class="x-label" x="${fmt(m.left + pw / 2)}" y="${fmt(m.top + ph + 36)}" text-anchor="middle">${escapeHtml(spec.xLabel)}</text>`,
  );
  out.push(yAxisLabel(spec.yLabel, m.top, ph));
  spec.series.forEach((s, i) => {
    const finite = s.points.filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
    const d = finite.map(([x, y], j) => `${j === 0 ? 'M' : 'L'}${fmt(sx(x))} ${fmt(sy(y))}`).join(' ');
    out.push(
      `<path class="series" data-series="${escapeHtml(s.name)}" d="${d}" fill="none" stroke="${colour(i)}" stroke-width="2" stroke-linejoin="round"/>`,
    );
  });
  out.push('<g class="legend">');
  spec.series.forEach((s, i) => {
    const y = m.top + ph + 52 + 18 * i;
    out.push(
      `<line x1="${fmt(m.left)}" y1="${fmt(y - 4)}" x2="${fmt(m.left + 24)}" y2="${fmt(y - 4)}" stroke="${colour(i)}" stroke-width="3"/><text x="${fmt(m.left + 30)}" y="${fmt(y)}">${escapeHtml(s.name)}</text>`,
    );
  });
  out.push('</g>');
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
