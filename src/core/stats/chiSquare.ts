/** Pearson's chi-square goodness-of-fit test, for checking samplers against exact distributions. */
import { fdlibmExp } from '../../math/exp.js';
import { fdlibmLog } from '../../math/log.js';

/** The statistic, its degrees of freedom and the upper-tail p-value. */
export interface ChiSquareResult {
  statistic: number;
  df: number;
  pValue: number;
}

/**
 * Compares observed counts with expected probabilities (summing to 1) over `n = sum(observed)` samples. Cells
 * with expected count below `minExpected` are pooled with their neighbours (left to right, the remainder joins
 * the last cell), as the test's approximation needs; df = cells after pooling − 1.
 */
export function chiSquareTest(observed: readonly number[], probs: readonly number[], minExpected = 5): ChiSquareResult {
  const n = observed.reduce((s, x) => s + x, 0);
  const cells: { o: number; e: number }[] = [];
  let o = 0,
    e = 0;
  const len = Math.max(observed.length, probs.length);
  for (let i = 0; i < len; i++) {
    o += observed[i] ?? 0;
    e += (probs[i] ?? 0) * n;
    if (e >= minExpected) {
      cells.push({ o, e });
      o = 0;
      e = 0;
    }
  }
  if (cells.length === 0) return { statistic: 0, df: 0, pValue: 1 };
  const last = cells[cells.length - 1]!;
  last.o += o;
  last.e += e;
  let statistic = 0;
  for (const c of cells) {
    const d = c.o - c.e;
    statistic += (d * d) / c.e;
  }
  const df = cells.length - 1;
  return { statistic, df, pValue: df === 0 ? 1 : chiSquareSf(statistic, df) };
}

/** P(X >= x) for X chi-square with `df` degrees of freedom: the regularized upper incomplete gamma Q(df/2, x/2). */
export function chiSquareSf(x: number, df: number): number {
  if (x <= 0) return 1;
  return gammaQ(df / 2, x / 2);
}

function gammaQ(a: number, x: number): number {
  if (x < a + 1) {
    // Series for P, then Q = 1 − P.
    let sum = 1 / a,
      term = sum;
    for (let k = 1; k < 10_000; k++) {
      term *= x / (a + k);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return Math.max(0, 1 - sum * fdlibmExp(-x + a * fdlibmLog(x) - logGamma(a)));
  }
  // Lentz's continued fraction for Q.
  const tiny = 1e-300;
  let b = x + 1 - a,
    c = 1 / tiny,
    d = 1 / b,
    h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) break;
  }
  return Math.min(1, fdlibmExp(-x + a * fdlibmLog(x) - logGamma(a)) * h);
}

/** ln Γ(z) for z > 0 (Lanczos, g = 7, about 15 significant digits); NaN for z ≤ 0. */
export function logGamma(z: number): number {
  if (!(z > 0)) return NaN;
  // Γ(z) = Γ(z + 1)/z rather than the reflection formula, whose sine would be the one engine-dependent call left.
  if (z < 0.5) return logGamma(z + 1) - fdlibmLog(z);
  const g = 7;
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  z -= 1;
  let a = c[0]!;
  const t = z + g + 0.5;
  for (let i = 1; i < g + 2; i++) a += c[i]! / (z + i);
  return 0.5 * fdlibmLog(2 * Math.PI) + (z + 0.5) * fdlibmLog(t) - t + fdlibmLog(a);
}
