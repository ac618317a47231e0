/** The Wilson score interval for a binomial proportion. */
import { finiteArg, wholeArg } from '../args.js';

/**
 * z for a two-sided 95% interval.
 * @category Statistics
 */
export const Z95 = 1.959963984540054;

/**
 * The Wilson score interval [lo, hi] for `successes` out of `trials`: where the true rate lies with 95% confidence
 * (at the default `z`). It stays inside [0, 1] and is sensible at 0 and at `trials` successes; no trials gives [0, 1].
 *
 * @param z - the normal quantile (`Z95` by default)
 * @example
 * ```ts
 * import { wilson } from 'fray/core';
 *
 * const [lo, hi] = wilson(55, 100);
 * console.log(lo.toFixed(3), hi.toFixed(3), wilson(0, 0));
 * //> 0.452 0.644 [ 0, 1 ]
 * ```
 * @category Statistics
 */
export function wilson(successes: number, trials: number, z = Z95): [number, number] {
  wholeArg('wilson', 'trials', trials, 0);
  wholeArg('wilson', 'successes', successes, 0, trials);
  finiteArg('wilson', 'z', z, Number.MIN_VALUE);
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 or all successes the formula's end is exactly 0 or 1; keep it there despite rounding.
  const lo = successes <= 0 ? 0 : Math.max(0, centre - half);
  const hi = successes >= trials ? 1 : Math.min(1, centre + half);
  return [lo, hi];
}
