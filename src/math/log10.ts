/**
 * The base-10 logarithm computed by fray itself, the same bits in every JavaScript engine (why:
 * docs/rules/night-soil.md, "Hit chance"). A TypeScript port of fdlibm's e_log10.c, as V8 runs it for Node 20's
 * Math.log10.
 *
 * fdlibm: Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved. Developed at SunSoft, a Sun Microsystems,
 * Inc. business. Permission to use, copy, modify, and distribute this software is freely granted, provided that this
 * notice is preserved.
 */
import { fdlibmLog } from './log.js';
import { highWord, withHighWord } from './words.js';

const TWO54 = 1.8014398509481984e16; // 2^54, to lift subnormals into the normal range
const MIN_NORMAL = 2.2250738585072014e-308; // 2^−1022
const IVLN10 = 4.34294481903251816668e-1; // 0x3FDBCB7B 1526E50E: 1/ln 10
const LOG10_2HI = 3.01029995663611771306e-1; // 0x3FD34413 509F6000: log10(2) cut short, so n·LOG10_2HI is exact
const LOG10_2LO = 3.69423907715893078616e-13; // 0x3D59FEF3 11F12B36: log10(2) − LOG10_2HI

/**
 * log10 x as Node 20's `Math.log10` gives it, bit for bit in every engine; exact for the powers of ten that doubles
 * hold exactly.
 *
 * @example
 * ```ts
 * import { fdlibmLog10 } from 'fray/core';
 *
 * console.log(fdlibmLog10(1000), fdlibmLog10(2));
 * //> 3 0.3010299956639812
 * ```
 * @category Exact maths
 */
export function fdlibmLog10(x: number): number {
  // Zeros, negatives, NaN and +∞ have the same answers as for ln.
  if (!(x > 0 && x < Infinity)) return fdlibmLog(x);
  if (x === 1) return 0;
  let k = 0;
  if (x < MIN_NORMAL) {
    // A subnormal, lifted exactly into the normal range.
    k = -54;
    x *= TWO54;
  }
  const hx = highWord(x);
  k += (hx >> 20) - 1023;
  // For x < 1 the mantissa is taken in [1/2, 1) and n one larger, so both terms have the same sign.
  const i = k < 0 ? 1 : 0;
  x = withHighWord(x, (hx & 0x000fffff) | ((0x3ff - i) << 20));
  const y = k + i;
  const z = y * LOG10_2LO + IVLN10 * fdlibmLog(x);
  return z + y * LOG10_2HI;
}
