/** Rates in words for charts and summaries: 0.4612 → "46.1%", an interval → "45.4–47.4%". */

/** A rate (0 to 1) as a percentage with `digits` decimals. */
export function percent(rate: number, digits = 1): string {
  return `${(100 * rate).toFixed(digits)}%`;
}

/** An interval of rates as "lo–hi%". */
export function percentRange(lo: number, hi: number, digits = 1): string {
  return `${(100 * lo).toFixed(digits)}\u2013${(100 * hi).toFixed(digits)}%`;
}
