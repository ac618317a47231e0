/**
 * e^x computed by fray itself, the same bits in every JavaScript engine (why: docs/rules/night-soil.md, "Hit
 * chance"). A TypeScript port of fdlibm's e_exp.c, as V8 runs it for Node 20's Math.exp.
 *
 * fdlibm: Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved. Developed at SunSoft, a Sun Microsystems,
 * Inc. business. Permission to use, copy, modify, and distribute this software is freely granted, provided that this
 * notice is preserved.
 */
import { fromWords, highWord, lowWord } from './words.js';

const O_THRESHOLD = 7.09782712893383973096e2; // 0x40862E42 FEFA39EF: above it e^x overflows
const U_THRESHOLD = -7.4513321910194110842e2; // 0xC0874910 D52D3051: below it e^x underflows to 0
const LN2_HI = 6.9314718036912381649e-1; // 0x3FE62E42 FEE00000: ln 2 with 32 trailing zero bits, so k·LN2_HI is exact
const LN2_LO = 1.90821492927058770002e-10; // 0x3DEA39EF 35793C76: ln 2 − LN2_HI
const INV_LN2 = 1.442695040888963387; // 0x3FF71547 652B82FE
// The Remez polynomial of degree 5 in r² behind R(r²) = r·(e^r + 1)/(e^r − 1), error below 2^−59 on [0, ln2/2].
const P1 = 1.66666666666666019037e-1; // 0x3FC55555 5555553E
const P2 = -2.77777777770155933842e-3; // 0xBF66C16C 16BEBD93
const P3 = 6.61375632143793436117e-5; // 0x3F11566A AF25DE2C
const P4 = -1.6533902205465251539e-6; // 0xBEBBBD41 C5D26BF1
const P5 = 4.13813679705723846039e-8; // 0x3E663769 72BEA4D0
const TWO_1023 = 8.98846567431158e307; // 2^1023
const TWO_M1000 = 9.3326361850321887899e-302; // 2^−1000
// V8 returns the correctly rounded e for e^1, which the reduction below misses by one bit; Node's Math.exp(1) is this.
const E = 2.718281828459045; // 0x4005BF0A 8B145769

// 2^k for k in [−1021, 1023], built once by exact doublings: a table read is cheaper than assembling the bits.
const TWO_TO = new Float64Array(2045);
TWO_TO[1021] = 1;
for (let i = 1022; i < 2045; i++) TWO_TO[i] = TWO_TO[i - 1]! * 2;
for (let i = 1020; i >= 0; i--) TWO_TO[i] = TWO_TO[i + 1]! / 2;

/**
 * e^x as Node 20's `Math.exp` gives it (fdlibm's algorithm, error below 1 ulp), bit for bit in every JavaScript
 * engine: engines may round `Math.exp` differently, and a rule that compares a chance must not.
 *
 * @example
 * ```ts
 * import { fdlibmExp } from 'fray/core';
 *
 * console.log(fdlibmExp(1), fdlibmExp(0), fdlibmExp(-1000));
 * //> 2.718281828459045 1 0
 * ```
 * @category Exact maths
 */
export function fdlibmExp(x: number): number {
  const hw = highWord(x);
  const negative = hw < 0;
  const hx = hw & 0x7fffffff;

  if (hx >= 0x40862e42) {
    // |x| ≥ 709.78: infinities, NaN, overflow and underflow.
    if (hx >= 0x7ff00000) {
      if (((hx & 0xfffff) | lowWord(x)) !== 0) return x + x;
      return negative ? 0 : x;
    }
    if (x > O_THRESHOLD) return Infinity;
    if (x < U_THRESHOLD) return 0;
  }

  // Argument reduction: x = k·ln2 + r with |r| ≤ ln2/2, r kept as hi − lo for accuracy.
  let hi = 0,
    lo = 0,
    k = 0;
  if (hx > 0x3fd62e42) {
    if (hx < 0x3ff0a2b2) {
      // |x| < 1.5 ln2: k is ±1.
      if (x === 1) return E;
      if (negative) {
        hi = x + LN2_HI;
        lo = -LN2_LO;
        k = -1;
      } else {
        hi = x - LN2_HI;
        lo = LN2_LO;
        k = 1;
      }
    } else {
      // C's conversion to int truncates toward zero, as `| 0` does.
      k = (INV_LN2 * x + (negative ? -0.5 : 0.5)) | 0;
      hi = x - k * LN2_HI;
      lo = k * LN2_LO;
    }
    x = hi - lo;
  } else if (hx < 0x3e300000) {
    // |x| < 2^−28: e^x rounds to 1 + x.
    return 1 + x;
  }

  const t = x * x;
  const c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
  if (k === 0) return 1 - ((x * c) / (c - 2) - x);
  const y = 1 - (lo - (x * c) / (2 - c) - hi);
  // Scale back by 2^k; exact, as y·2^k stays normal, except below 2^−1021 where one final product rounds.
  if (k >= -1021) {
    if (k === 1024) return y * 2 * TWO_1023;
    return y * TWO_TO[k + 1021]!;
  }
  return y * fromWords(0x3ff00000 + ((k + 1000) << 20), 0) * TWO_M1000;
}
