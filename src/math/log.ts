/**
 * The natural logarithm computed by fray itself, the same bits in every JavaScript engine (why:
 * docs/rules/night-soil.md, "Hit chance"). A TypeScript port of fdlibm's e_log.c, as V8 runs it for Node 20's Math.log.
 *
 * fdlibm: Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved. Developed at SunSoft, a Sun Microsystems,
 * Inc. business. Permission to use, copy, modify, and distribute this software is freely granted, provided that this
 * notice is preserved.
 */
import { highWord, lowWord, withHighWord } from './words.js';

const LN2_HI = 6.9314718036912381649e-1; // 0x3FE62E42 FEE00000: ln 2 with 32 trailing zero bits, so k·LN2_HI is exact
const LN2_LO = 1.90821492927058770002e-10; // 0x3DEA39EF 35793C76: ln 2 − LN2_HI
const TWO54 = 1.8014398509481984e16; // 2^54, to lift subnormals into the normal range
// The polynomial R in s² with log(1 + f) = 2s + s·R (s = f/(2 + f)); its Remez error is below 2^−58.45.
const LG1 = 6.66666666666673513e-1; // 0x3FE55555 55555593
const LG2 = 3.999999999940941908e-1; // 0x3FD99999 9997FA04
const LG3 = 2.857142874366239149e-1; // 0x3FD24924 94229359
const LG4 = 2.222219843214978396e-1; // 0x3FCC71C5 1D8E78AF
const LG5 = 1.818357216161805012e-1; // 0x3FC74664 96CB03DE
const LG6 = 1.531383769920937332e-1; // 0x3FC39A09 D078C69F
const LG7 = 1.479819860511658591e-1; // 0x3FC2F112 DF3E5244
const THIRD = 0.3333333333333333; // 0x3FD55555 55555555

/**
 * ln x as Node 20's `Math.log` gives it (fdlibm's algorithm, error below 1 ulp), bit for bit in every engine.
 *
 * @example
 * ```ts
 * import { fdlibmLog } from 'fray/core';
 *
 * console.log(fdlibmLog(Math.E), fdlibmLog(1), fdlibmLog(0), fdlibmLog(-1));
 * //> 1 0 -Infinity NaN
 * ```
 * @category Exact maths
 */
export function fdlibmLog(x: number): number {
  let hx = highWord(x);
  let k = 0;
  if (hx < 0x00100000) {
    // x < 2^−1022: zero, negative or subnormal.
    if (((hx & 0x7fffffff) | lowWord(x)) === 0) return -Infinity;
    if (hx < 0) return NaN;
    k -= 54;
    x *= TWO54;
    hx = highWord(x);
  }
  if (hx >= 0x7ff00000) return x + x;

  // x = 2^k·(1 + f) with 1 + f in [sqrt(2)/2, sqrt(2)).
  k += (hx >> 20) - 1023;
  hx &= 0x000fffff;
  const i = (hx + 0x95f64) & 0x100000;
  x = withHighWord(x, hx | (i ^ 0x3ff00000));
  k += i >> 20;
  const f = x - 1;

  if ((0x000fffff & (2 + hx)) < 3) {
    // |f| < 2^−20: a short series is enough.
    if (f === 0) {
      if (k === 0) return 0;
      return k * LN2_HI + k * LN2_LO;
    }
    const r = f * f * (0.5 - THIRD * f);
    if (k === 0) return f - r;
    return k * LN2_HI - (r - k * LN2_LO - f);
  }

  const s = f / (2 + f);
  const z = s * s;
  const w = z * z;
  const t1 = w * (LG2 + w * (LG4 + w * LG6));
  const t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
  const r = t2 + t1;
  // Where f is far enough from 0 (i > 0), log(1 + f) = f − (f²/2 − s·(f²/2 + R)) is the more accurate form.
  if (((hx - 0x6147a) | (0x6b851 - hx)) > 0) {
    const hfsq = 0.5 * f * f;
    if (k === 0) return f - (hfsq - s * (hfsq + r));
    return k * LN2_HI - (hfsq - (s * (hfsq + r) + k * LN2_LO) - f);
  }
  if (k === 0) return f - s * (f - r);
  return k * LN2_HI - (s * (f - r) - k * LN2_LO - f);
}
