/**
 * Dota 2's pseudo-random distribution, for comparison: the n-th attempt since the last success succeeds with
 * probability min(1, C·n), with C chosen so that the long-run success rate equals the nominal probability.
 */
import type { Rng } from '../rng.js';

/**
 * Long-run success rate of PRD with constant c: 1 / (expected attempts per success).
 * @category Luck
 */
export function prdRate(c: number): number {
  if (!(c > 0)) return 0;
  if (c >= 1) return 1;
  // E[attempts] = sum over n >= 1 of P(the first n - 1 attempts all failed).
  let expected = 0;
  let allFailed = 1;
  for (let n = 1; allFailed > 0; n++) {
    expected += allFailed;
    allFailed *= 1 - Math.min(1, c * n);
  }
  return 1 / expected;
}

/**
 * The constant C whose long-run rate is `p` (a probability in [0, 1]), found by bisection on prdRate.
 * @category Luck
 */
export function prdConstant(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`a probability is from 0 to 1, got ${p}`);
  if (p === 0 || p === 1) return p;
  // prdRate is increasing in c, with prdRate(0) = 0 and prdRate(p) >= p.
  let lo = 0;
  let hi = p;
  for (let i = 0; i < 100 && hi - lo > 1e-15; i++) {
    const mid = (lo + hi) / 2;
    if (prdRate(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * PRD state for one event: attempts since its last success (0 at the start).
 * @category Luck
 */
export interface PrdState {
  readonly failures: number;
}

/**
 * One PRD attempt with constant `c`: succeeds with probability min(1, c·(failures + 1)).
 * @category Luck
 */
export function rollPrd(state: PrdState, c: number, rng: Rng): { state: PrdState; success: boolean } {
  const success = rng.next() < Math.min(1, c * (state.failures + 1));
  return { state: { failures: success ? 0 : state.failures + 1 }, success };
}
