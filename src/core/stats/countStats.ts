/** Summary statistics of whole-number samples held as counts per value (a histogram), so merging is exact addition. */

/** How many samples took each whole value: `counts[v]` samples equal v (missing entries are 0). */
export type Counts = readonly number[];

/** Mean, standard deviation (population, divisor n), median, 90th percentile, and the number of samples. */
export interface CountSummary {
  n: number;
  mean: number;
  sd: number;
  median: number;
  p90: number;
}

/** Adds `b`'s counts into `a` in place, growing it as needed; returns `a`. */
export function addCounts(a: number[], b: Counts): number[] {
  for (let v = 0; v < b.length; v++) a[v] = (a[v] ?? 0) + (b[v] ?? 0);
  return a;
}

/**
 * The q-quantile (0 <= q <= 1) of the samples: the smallest value v with at least ceil(q·n) samples <= v
 * (the "inverted CDF" definition, always an observed value); NaN with no samples.
 */
export function quantileOfCounts(counts: Counts, q: number): number {
  const n = counts.reduce((s, c) => s + (c ?? 0), 0);
  if (n === 0) return NaN;
  const rank = Math.max(1, Math.ceil(q * n - 1e-9));
  let seen = 0;
  for (let v = 0; v < counts.length; v++) {
    seen += counts[v] ?? 0;
    if (seen >= rank) return v;
  }
  return counts.length - 1;
}

/** Mean, sd, median and p90 of the samples in `counts`; NaN for each with no samples. */
export function summarizeCounts(counts: Counts): CountSummary {
  let n = 0,
    sum = 0;
  for (let v = 0; v < counts.length; v++) {
    n += counts[v] ?? 0;
    sum += v * (counts[v] ?? 0);
  }
  if (n === 0) return { n, mean: NaN, sd: NaN, median: NaN, p90: NaN };
  const mean = sum / n;
  // Two passes (deviations from the mean) keep the variance accurate for large values.
  let ss = 0;
  for (let v = 0; v < counts.length; v++) {
    const d = v - mean;
    ss += (counts[v] ?? 0) * (d * d);
  }
  return { n, mean, sd: Math.sqrt(ss / n), median: quantileOfCounts(counts, 0.5), p90: quantileOfCounts(counts, 0.9) };
}
