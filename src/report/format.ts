/** Number formatting and axis helpers shared by the SVG charts; fixed precision keeps output byte-identical. */
import { fdlibmLog10 } from '../math/log10.js';
import { fdlibmPow } from '../math/pow.js';

/** A coordinate with at most two decimals and no trailing zeros ("12.5", "-3", "0"). */
export function fmt(n: number): string {
  const s = (Math.round(n * 100) / 100).toFixed(2).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
}

/** A tick label: whole numbers as is, others with up to three significant decimals. */
export function tickLabel(n: number): string {
  if (Number.isInteger(n)) return String(n);
  const s = n.toFixed(Math.abs(n) >= 10 ? 1 : Math.abs(n) >= 1 ? 2 : 3).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
}

/** Evenly spaced "nice" ticks (steps of 1, 2, 2.5 or 5 times a power of ten) covering [lo, hi]. */
export function niceTicks(lo: number, hi: number, target = 6): number[] {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [0, 1];
  if (hi < lo) [lo, hi] = [hi, lo];
  // A span lost in rounding (or none) is padded, or a tiny step would ask for millions of ticks.
  if (hi - lo <= Math.max(Math.abs(lo), Math.abs(hi), 1e-12) * 1e-9) {
    const pad = Math.abs(lo) < 1e-12 ? 1 : Math.abs(lo) * 0.1;
    lo -= pad;
    hi += pad;
  }
  const raw = (hi - lo) / Math.max(1, target);
  const mag = fdlibmPow(10, Math.floor(fdlibmLog10(raw)));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw * 0.999) ?? 10 * mag;
  const first = Math.floor(lo / step + 1e-9);
  const last = Math.ceil(hi / step - 1e-9);
  const ticks: number[] = [];
  // Integer multiples of the step, then rounded, so 0.1 + 0.2 style drift never reaches a label.
  for (let i = first; i <= last; i++) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

/** The colour of series or bar `i`, from a fixed palette that stays readable on white. */
export function colour(i: number): string {
  const palette = [
    '#1f77b4',
    '#d62728',
    '#2ca02c',
    '#ff7f0e',
    '#9467bd',
    '#8c564b',
    '#e377c2',
    '#7f7f7f',
    '#bcbd22',
    '#17becf',
  ];
  return palette[((i % palette.length) + palette.length) % palette.length] as string;
}

/** A chart id usable as an attribute value: letters, digits, '-' and '_' only. */
export function slug(text: string): string {
  const s = text
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s || 'chart';
}

/** A number rounded to two decimals (halves up, as Math.round), always shown with two; '—' when not finite. */
export function twoDecimals(n: number): string {
  return Number.isFinite(n) ? (Math.round(n * 100) / 100).toFixed(2) : '—';
}
