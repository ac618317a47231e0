/** Bar charts (and histograms: bars of counts) as self-contained SVG strings, with optional interval whiskers. */
import { chartFrame, chartSpecArg, yAxisLabel, type ChartBase } from './chartFrame.js';
import { colour, fmt, niceTicks, tickLabel } from './format.js';
import { escapeHtml } from './escapeHtml.js';

/**
 * One bar: its label, its value, and an optional interval drawn over it.
 * @category Charts
 */
export interface Bar {
  /** The label under the bar. */
  label: string;
  /** The bar's height, in the value axis's units. */
  value: number;
  /** The interval's low end (a confidence interval, say), if any. */
  lo?: number;
  /** The interval's high end, if any. */
  hi?: number;
}

/**
 * What to draw; size in pixels (default 640 × 400); yMax fixes the top of the value axis.
 * @category Charts
 */
export interface BarChartSpec extends ChartBase {
  /** The value axis's label. */
  yLabel: string;
  /** The bars, left to right. */
  bars: Bar[];
  /** The top of the value axis (by default the largest value or interval end). */
  yMax?: number;
}

/**
 * A bar chart as an `<svg class="chart">` document, with an interval line over each bar that has one; labels are
 * escaped, and long or many labels are turned to fit.
 *
 * @example
 * ```ts
 * import { svgBarChart } from 'fray/report';
 *
 * const svg = svgBarChart({ title: 'Win rate', yLabel: '%', bars: [{ label: 'elf', value: 62, lo: 58, hi: 66 }, { label: 'orc', value: 38 }] });
 * console.log(svg.match(/class="bar"/g)?.length, svg.match(/class="interval"/g)?.length);
 * //> 2 1
 * ```
 * @category Charts
 */
export function svgBarChart(spec: BarChartSpec): string {
  chartSpecArg('svgBarChart', spec);
  if (!Array.isArray(spec.bars)) throw new TypeError(`svgBarChart: spec.bars must be a list, got ${typeof spec.bars}`);
  const { width, height, lines: out } = chartFrame(spec);
  const n = spec.bars.length;
  const rotate = n > 12 || spec.bars.some((b) => b.label.length > 8);
  const m = { left: 64, right: 20, top: 40, bottom: rotate ? 80 : 48 };
  const pw = Math.max(10, width - m.left - m.right);
  const ph = Math.max(10, height - m.top - m.bottom);
  const finite = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v);
  const tops = spec.bars.flatMap((b) => [b.value, b.hi, b.lo]).filter(finite);
  const bottoms = spec.bars.flatMap((b) => [b.value, b.lo]).filter(finite);
  const yTicks = niceTicks(Math.min(0, ...bottoms), spec.yMax ?? (tops.length ? Math.max(...tops) : 1));
  const y0 = yTicks[0] as number;
  const y1 = spec.yMax ?? (yTicks[yTicks.length - 1] as number);
  const shown = yTicks.filter((t) => t <= y1 + 1e-9);
  const clamp = (y: number): number => Math.min(y1, Math.max(y0, y));
  const sy = (y: number): number => m.top + ph - ((clamp(y) - y0) / (y1 - y0)) * ph;
  const slot = pw / Math.max(1, n);
  const bw = slot * 0.7;

  out.push('<g class="grid" stroke="#e4e4e4" stroke-width="1">');
  for (const t of shown)
    out.push(`<line x1="${fmt(m.left)}" y1="${fmt(sy(t))}" x2="${fmt(m.left + pw)}" y2="${fmt(sy(t))}"/>`);
  out.push('</g>');
  out.push('<g class="ticks" fill="#333333">');
  for (const t of shown)
    out.push(`<text x="${fmt(m.left - 6)}" y="${fmt(sy(t) + 4)}" text-anchor="end">${tickLabel(t)}</text>`);
  out.push('</g>');
  out.push(yAxisLabel(spec.yLabel, m.top, ph));
  spec.bars.forEach((b, i) => {
    const cx = m.left + slot * i + slot / 2;
    const v = finite(b.value) ? b.value : 0;
    const top = Math.min(sy(v), sy(0));
    const h = Math.abs(sy(0) - sy(v));
    out.push(
      `<rect class="bar" data-label="${escapeHtml(b.label)}" data-value="${fmt(v)}" x="${fmt(cx - bw / 2)}" y="${fmt(top)}" width="${fmt(bw)}" height="${fmt(h)}" fill="${colour(0)}"><title>${escapeHtml(b.label)}: ${tickLabel(v)}</title></rect>`,
    );
    if (finite(b.lo) && finite(b.hi)) {
      const w = bw / 4;
      out.push(
        `<line class="interval" x1="${fmt(cx)}" y1="${fmt(sy(b.lo))}" x2="${fmt(cx)}" y2="${fmt(sy(b.hi))}" stroke="${colour(1)}" stroke-width="1.5"/>`,
      );
      out.push(
        `<path class="whisker-caps" d="M${fmt(cx - w)} ${fmt(sy(b.lo))} L${fmt(cx + w)} ${fmt(sy(b.lo))} M${fmt(cx - w)} ${fmt(sy(b.hi))} L${fmt(cx + w)} ${fmt(sy(b.hi))}" stroke="${colour(1)}" stroke-width="1.5" fill="none"/>`,
      );
    }
    const ly = m.top + ph + 16;
    out.push(
      rotate
        ? `<text class="bar-label" x="${fmt(cx)}" y="${fmt(ly)}" text-anchor="end" transform="rotate(-45 ${fmt(cx)} ${fmt(ly)})">${escapeHtml(b.label)}</text>`
        : `<text class="bar-label" x="${fmt(cx)}" y="${fmt(ly)}" text-anchor="middle">${escapeHtml(b.label)}</text>`,
    );
  });
  out.push(
    `<g class="axes" stroke="#333333" stroke-width="1"><line x1="${fmt(m.left)}" y1="${fmt(sy(0))}" x2="${fmt(m.left + pw)}" y2="${fmt(sy(0))}"/><line x1="${fmt(m.left)}" y1="${fmt(m.top)}" x2="${fmt(m.left)}" y2="${fmt(m.top + ph)}"/></g>`,
  );
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
