/** What every chart shares: its size, its id and title, and the opening of its SVG. */
import { fmt, slug } from './format.js';
import { escapeHtml } from './escapeHtml.js';

/**
 * What every chart has: a title and a size in pixels (640 × 400 by default).
 * @category Charts
 */
export interface ChartBase {
  /** The chart's heading, as text. */
  title: string;
  /** Width in pixels (640 by default). */
  width?: number;
  /** Height in pixels (400 by default). */
  height?: number;
  /** Goes into `data-chart`; derived from the title when absent. */
  id?: string;
}

/** `spec` when its title is text and its size, if given, whole pixels from 1 to 100,000; else a RangeError or TypeError. */
export function chartSpecArg(fn: string, spec: ChartBase): ChartBase {
  if (typeof spec !== 'object' || spec === null)
    throw new TypeError(`${fn}: spec must be an object, got ${spec === null ? 'null' : typeof spec}`);
  if (typeof spec.title !== 'string')
    throw new TypeError(`${fn}: spec.title must be a string, got ${typeof spec.title}`);
  for (const k of ['width', 'height'] as const) {
    const v = spec[k];
    if (v === undefined) continue;
    if (typeof v !== 'number') throw new TypeError(`${fn}: spec.${k} must be a number, got ${typeof v}`);
    if (!Number.isInteger(v) || v < 1 || v > 100_000)
      throw new RangeError(`${fn}: spec.${k} must be a whole number from 1 to 100000, got ${v}`);
  }
  return spec;
}

/** The chart's size and its opening SVG lines: root element, title, white background and heading. */
export function chartFrame(spec: ChartBase): { width: number; height: number; lines: string[] } {
  const width = spec.width ?? 640;
  const height = spec.height ?? 400;
  const id = slug(spec.id ?? spec.title);
  const title = escapeHtml(spec.title);
  return {
    width,
    height,
    lines: [
      `<svg class="chart" data-chart="${escapeHtml(id)}" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}" font-family="sans-serif" font-size="12">`,
      `<title>${title}</title>`,
      `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
      `<text x="${fmt(width / 2)}" y="22" text-anchor="middle" font-size="15" font-weight="bold">${title}</text>`,
    ],
  };
}

/** The rotated label of the value axis, centred on a plot area starting at `top` with height `ph`. */
export function yAxisLabel(text: string, top: number, ph: number): string {
  return `<text class="y-label" x="16" y="${fmt(top + ph / 2)}" text-anchor="middle" transform="rotate(-90 16 ${fmt(top + ph / 2)})">${escapeHtml(text)}</text>`;
}
