/**
 * Dota 2's pseudo-random distribution, for comparison: the n-th attempt since the last success succeeds with
 * probability min(1, C·n), with C chosen so that the long-run success rate equals the nominal probability.
 */
import { finiteArg, objectArg, wholeArg } from '../args.js';
import type { Rng } from '../rng.js';

/**
 * The long-run success rate of Dota 2's pseudo-random distribution with constant `c`, where the n-th attempt since
 * the last success succeeds with probability min(1, c·n): 1 / (the expected attempts per success).
 *
 * @param c - the constant; 0 or less gives 0, 1 or more gives 1
 * @example
 * ```ts
 * import { prdRate } from 'fray/core';
 *
 * console.log(prdRate(0.3).toFixed(4));
 * //> 0.4980
 * ```
 * @category Luck
 */
export function prdRate(c: number): number {
  finiteArg('prdRate', 'c', c);
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
 * The constant C whose pseudo-random distribution succeeds at the long-run rate `p` (found by bisection on
 * `prdRate`), to hand to `rollPrd`.
 *
 * @param p - the nominal probability, from 0 to 1
 * @throws RangeError `prdConstant: p must be a finite number from 0 to 1, got <p>`
 * @example
 * ```ts
 * import { prdConstant, prdRate } from 'fray/core';
 *
 * const c = prdConstant(0.25);
 * console.log(c.toFixed(5), prdRate(c).toFixed(5));
 * //> 0.08474 0.25000
 * ```
 * @category Luck
 */
export function prdConstant(p: number): number {
  finiteArg('prdConstant', 'p', p, 0, 1);
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
  /** Attempts since the last success. */
  readonly failures: number;
}

/**
 * One attempt of a pseudo-random distribution with constant `c`: succeeds with probability min(1, c·(failures + 1)),
 * then counts failures from 0 again. `state` is not changed; the next one is returned.
 *
 * @param state - attempts since the last success (`{ failures: 0 }` at the start)
 * @param c - from `prdConstant`
 * @param rng - the stream; one `next()` per attempt
 * @example
 * ```ts
 * import { createRng, prdConstant, rollPrd } from 'fray/core';
 *
 * const c = prdConstant(0.25);
 * const rng = createRng(4);
 * let state = { failures: 0 };
 * let shots = '';
 * for (let i = 0; i < 20; i++) {
 *   const r = rollPrd(state, c, rng);
 *   shots += r.success ? 'x' : '.';
 *   state = r.state;
 * }
 * console.log(shots);
 * //> .....x.....x..x....x
 * ```
 * @category Luck
 */
export function rollPrd(
  state: PrdState,
  c: number,
  rng: Rng,
): {
  /** The state for the next attempt. */
  state: PrdState;
  /** Whether this attempt succeeded. */
  success: boolean;
} {
  wholeArg('rollPrd', 'state.failures', objectArg('rollPrd', 'state', state).failures, 0);
  return prdRoll(state, finiteArg('rollPrd', 'c', c, 0), rng);
}

/** `rollPrd` without its checks, for loops over many attempts (compareLuck). */
export function prdRoll(state: PrdState, c: number, rng: Rng): { state: PrdState; success: boolean } {
  const success = rng.next() < Math.min(1, c * (state.failures + 1));
  return { state: { failures: success ? 0 : state.failures + 1 }, success };
}
