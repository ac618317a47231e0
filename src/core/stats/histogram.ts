/** Histograms of whole-number samples, as rows for reports and JSON. */
import type { Counts } from './countStats.js';

/** One bar of a histogram: samples equal to `value`, or in [from, to] when binned. */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/**
 * The bins from the smallest to the largest observed value, each `width` values wide (width 1: one bin per value,
 * zeros inside the range kept so the shape reads right). Empty when there are no samples.
 */
export function histogramOfCounts(counts: Counts, width = 1): HistogramBin[] {
  if (!(Number.isInteger(width) && width >= 1))
    throw new RangeError(`histogram width must be a whole number >= 1, got ${width}`);
  let lo = -1,
    hi = -1;
  for (let v = 0; v < counts.length; v++) {
    if ((counts[v] ?? 0) > 0) {
      if (lo < 0) lo = v;
      hi = v;
    }
  }
  if (lo < 0) return [];
  const bins: HistogramBin[] = [];
  for (let from = lo; from <= hi; from += width) {
    const to = Math.min(hi, from + width - 1);
    let count = 0;
    for (let v = from; v <= to; v++) count += counts[v] ?? 0;
    bins.push({ from, to, count });
  }
  return bins;
}

/** A bin width giving at most `maxBins` bins over the observed range of `counts`. */
export function binWidthFor(counts: Counts, maxBins: number): number {
  let lo = -1,
    hi = -1;
  for (let v = 0; v < counts.length; v++)
    if ((counts[v] ?? 0) > 0) {
      if (lo < 0) lo = v;
      hi = v;
    }
  if (lo < 0) return 1;
  return Math.max(1, Math.ceil((hi - lo + 1) / Math.max(1, maxBins)));
}
