/**
 * x^y computed by fray itself, the same bits in every JavaScript engine (why: docs/rules/night-soil.md, "Hit
 * chance"). A TypeScript port of fdlibm's e_pow.c, as V8 runs it for Node 20's Math.pow and the ** operator.
 *
 * fdlibm: Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved. Developed at SunSoft, a Sun Microsystems,
 * Inc. business. Permission to use, copy, modify, and distribute this software is freely granted, provided that this
 * notice is preserved.
 */
import { fromWords, highWord, lowWord, withHighWord, withLowWord } from './words.js';

const DP_H1 = 5.84962487220764160156e-1; // 0x3FE2B803 40000000: high part of log2(1.5)
const DP_L1 = 1.35003920212974897128e-8; // 0x3E4CFDEB 43CFD006: log2(1.5) − DP_H1
const TWO53 = 9007199254740992; // 2^53, to lift subnormals into the normal range
const HUGE = 1e300;
const TINY = 1e-300;
// The polynomial for (3/2)·(log(x) − 2s − (2/3)s³), s = (x − 1)/(x + 1), in s².
const L1 = 5.99999999999994648725e-1; // 0x3FE33333 33333303
const L2 = 4.28571428578550184252e-1; // 0x3FDB6DB6 DB6FABFF
const L3 = 3.33333329818377432918e-1; // 0x3FD55555 518F264D
const L4 = 2.72728123808534006489e-1; // 0x3FD17460 A91D4101
const L5 = 2.30660745775561754067e-1; // 0x3FCD864A 93C9DB65
const L6 = 2.06975017800338417784e-1; // 0x3FCA7E28 4A454EEF
// exp's polynomial (see exp.ts), for 2^(fraction) at the end.
const P1 = 1.66666666666666019037e-1; // 0x3FC55555 5555553E
const P2 = -2.77777777770155933842e-3; // 0xBF66C16C 16BEBD93
const P3 = 6.61375632143793436117e-5; // 0x3F11566A AF25DE2C
const P4 = -1.6533902205465251539e-6; // 0xBEBBBD41 C5D26BF1
const P5 = 4.13813679705723846039e-8; // 0x3E663769 72BEA4D0
const LG2 = 6.93147180559945286227e-1; // 0x3FE62E42 FEFA39EF: ln 2
const LG2_H = 6.93147182464599609375e-1; // 0x3FE62E43 00000000
const LG2_L = -1.90465429995776804525e-9; // 0xBE205C61 0CA86C39
const OVT = 8.008566259537294e-17; // −(1024 − log2(largest double + ½ ulp))
const CP = 9.61796693925975554329e-1; // 0x3FEEC709 DC3A03FD: 2/(3 ln 2)
const CP_H = 9.61796700954437255859e-1; // 0x3FEEC709 E0000000: CP to float precision
const CP_L = -7.02846165095275826516e-9; // 0xBE3E2FE0 145B01F5: CP − CP_H
const IVLN2 = 1.442695040888963387; // 0x3FF71547 652B82FE: 1/ln 2
const IVLN2_H = 1.44269502162933349609; // 0x3FF71547 60000000: 1/ln 2 to 24 bits
const IVLN2_L = 1.92596299112661746887e-8; // 0x3E54AE0B F85DDF44: 1/ln 2 − IVLN2_H
const TWOM54 = 5.55111512312578270212e-17; // 2^−54

// log2|x| (t1 + t2 below) for the last base seen: the Night Soil sigmoid raises one constant A to ever new powers,
// and this half of the work depends on the base alone, so it is done once per base (the same bits either way).
let cachedBase = NaN,
  cachedT1 = 0,
  cachedT2 = 0;

/**
 * x^y as Node 20's `Math.pow` (and `**`) gives it, bit for bit in every engine, special cases included (NaN for 1^±∞,
 * as ECMAScript asks). Integer powers of integers are exact whenever the result is representable.
 *
 * @example
 * ```ts
 * import { fdlibmPow } from 'fray/core';
 *
 * console.log(fdlibmPow(2, 10), fdlibmPow(100, 0.5), fdlibmPow(1, Infinity));
 * //> 1024 10 NaN
 * ```
 * @category Exact maths
 */
export function fdlibmPow(x: number, y: number): number {
  const hx = highWord(x);
  const lx = lowWord(x);
  const hy = highWord(y);
  const ly = lowWord(y);
  let ix = hx & 0x7fffffff;
  const iy = hy & 0x7fffffff;

  // y = ±0: 1, even for NaN.
  if ((iy | ly) === 0) return 1;
  // A NaN anywhere else gives NaN.
  if (ix > 0x7ff00000 || (ix === 0x7ff00000 && lx !== 0) || iy > 0x7ff00000 || (iy === 0x7ff00000 && ly !== 0)) {
    return x + y;
  }

  // For x < 0, whether y is an odd integer (1), an even one (2), or not an integer (0).
  let yisint = 0;
  if (hx < 0) {
    if (iy >= 0x43400000) yisint = 2;
    else if (iy >= 0x3ff00000) {
      const e = (iy >> 20) - 0x3ff;
      if (e > 20) {
        const j = ly >>> (52 - e);
        if ((j << (52 - e)) >>> 0 === ly) yisint = 2 - (j & 1);
      } else if (ly === 0) {
        const j = iy >> (20 - e);
        if (j << (20 - e) === iy) yisint = 2 - (j & 1);
      }
    }
  }

  // Special values of y: ±∞, ±1, 2 and 1/2.
  if (ly === 0) {
    if (iy === 0x7ff00000) {
      if (((ix - 0x3ff00000) | lx) === 0) return y - y; // (±1)^±∞ is NaN in ECMAScript
      if (ix >= 0x3ff00000) return hy >= 0 ? y : 0; // (|x| > 1)^±∞ = ∞, 0
      return hy < 0 ? -y : 0; // (|x| < 1)^∓∞ = ∞, 0
    }
    if (iy === 0x3ff00000) return hy < 0 ? 1 / x : x;
    if (hy === 0x40000000) return x * x;
    if (hy === 0x3fe00000 && hx >= 0) return Math.sqrt(x); // correctly rounded in every engine (IEEE 754)
  }

  let ax = Math.abs(x);
  // Special values of x: ±0, ±∞, ±1.
  if (lx === 0 && (ix === 0x7ff00000 || ix === 0 || ix === 0x3ff00000)) {
    let z = ax;
    if (hy < 0) z = 1 / z;
    if (hx < 0) {
      if (((ix - 0x3ff00000) | yisint) === 0) return NaN; // (−1)^non-integer
      if (yisint === 1) z = -z; // (x < 0)^odd = −(|x|^odd)
    }
    return z;
  }

  // (x < 0)^non-integer is NaN.
  if (hx < 0 && yisint === 0) return NaN;
  // The sign of the result: −1 for (x < 0)^odd.
  const s = hx < 0 && yisint === 1 ? -1 : 1;

  // log2(|x|) as t1 + t2, t1 with its low word zero.
  let t1: number, t2: number;
  if (iy > 0x41e00000) {
    // |y| > 2^31: the result over- or underflows unless x is within 2^−20 of 1.
    if (iy > 0x43f00000) {
      // |y| > 2^64: it must.
      if (ix <= 0x3fefffff) return hy < 0 ? HUGE * HUGE : TINY * TINY;
      if (ix >= 0x3ff00000) return hy > 0 ? HUGE * HUGE : TINY * TINY;
    }
    if (ix < 0x3fefffff) return hy < 0 ? s * HUGE * HUGE : s * TINY * TINY;
    if (ix > 0x3ff00000) return hy > 0 ? s * HUGE * HUGE : s * TINY * TINY;
    // |1 − x| ≤ 2^−20: log(x) by x − x²/2 + x³/3 − x⁴/4.
    const t = ax - 1;
    const w = t * t * (0.5 - t * (0.3333333333333333 - t * 0.25));
    const u = IVLN2_H * t;
    const v = t * IVLN2_L - w * IVLN2;
    t1 = withLowWord(u + v, 0);
    t2 = v - (t1 - u);
  } else if (ax === cachedBase) {
    t1 = cachedT1;
    t2 = cachedT2;
  } else {
    cachedBase = ax;
    let n = 0;
    if (ix < 0x00100000) {
      // Subnormal x.
      ax *= TWO53;
      n -= 53;
      ix = highWord(ax);
    }
    n += (ix >> 20) - 0x3ff;
    const j = ix & 0x000fffff;
    // Normalise |x| to [1, 2) and pick the interval: k = 0 near 1, k = 1 near 1.5.
    ix = j | 0x3ff00000;
    let k = 0;
    if (j <= 0x3988e) k = 0;
    else if (j < 0xbb67a) k = 1;
    else {
      k = 0;
      n += 1;
      ix -= 0x00100000;
    }
    ax = withHighWord(ax, ix);
    const bp = k === 0 ? 1 : 1.5;
    const dpH = k === 0 ? 0 : DP_H1;
    const dpL = k === 0 ? 0 : DP_L1;

    // ss = s_h + s_l = (x − bp)/(x + bp).
    let u = ax - bp;
    let v = 1 / (ax + bp);
    const ss = u * v;
    const sH = withLowWord(ss, 0);
    // t_h = ax + bp, rounded to its high word.
    let tH = fromWords(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18), 0);
    let tL = ax - (tH - bp);
    const sL = v * (u - sH * tH - sH * tL);
    // log(ax) in extra precision.
    let s2 = ss * ss;
    let r = s2 * s2 * (L1 + s2 * (L2 + s2 * (L3 + s2 * (L4 + s2 * (L5 + s2 * L6)))));
    r += sL * (sH + ss);
    s2 = sH * sH;
    tH = withLowWord(3 + s2 + r, 0);
    tL = r - (tH - 3 - s2);
    // u + v = ss·(1 + ...).
    u = sH * tH;
    v = sL * tH + tL * ss;
    // 2/(3 log 2)·(ss + ...).
    const pH = withLowWord(u + v, 0);
    const pL = v - (pH - u);
    const zH = CP_H * pH;
    const zL = CP_L * pH + pL * CP + dpL;
    // log2(ax) = (ss + ...)·2/(3 log 2) = n + dp_h + z_h + z_l.
    const t = n;
    t1 = withLowWord(zL + zH + dpH + t, 0);
    t2 = zL - (t1 - t - dpH - zH);
    cachedT1 = t1;
    cachedT2 = t2;
  }

  // y·log2|x| as p_h + p_l, splitting y as y1 + (y − y1).
  const y1 = withLowWord(y, 0);
  const pL = (y - y1) * t1 + y * t2;
  let pH = y1 * t1;
  let z = pL + pH;
  let j = highWord(z);
  const lz = lowWord(z);
  if (j >= 0x40900000) {
    // z ≥ 1024: overflow, or just under it.
    if (((j - 0x40900000) | lz) !== 0) return s * HUGE * HUGE;
    if (pL + OVT > z - pH) return s * HUGE * HUGE;
  } else if ((j & 0x7fffffff) >= 0x4090cc00) {
    // z ≤ −1075: underflow, or just above it.
    if (j !== (0xc090cc00 | 0) || lz !== 0) return s * TINY * TINY;
    if (pL <= z - pH) return s * TINY * TINY;
  }

  // 2^(p_h + p_l) = 2^n · 2^(fraction), n the nearest integer when |z| > 1/2.
  const i = j & 0x7fffffff;
  let k = (i >> 20) - 0x3ff;
  let n = 0;
  if (i > 0x3fe00000) {
    n = j + (0x00100000 >> (k + 1));
    k = ((n & 0x7fffffff) >> 20) - 0x3ff; // new k for n
    const t = fromWords(n & ~(0x000fffff >> k), 0);
    n = ((n & 0x000fffff) | 0x00100000) >> (20 - k);
    if (j < 0) n = -n;
    pH -= t;
  }
  let t = withLowWord(pL + pH, 0);
  const u = t * LG2_H;
  const v = (pL - (t - pH)) * LG2 + t * LG2_L;
  z = u + v;
  const w = v - (z - u);
  t = z * z;
  const r1 = z - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
  // fdlibm's source subtracts (w + z·w) after the division; V8 divides by the whole difference, and Node's Math.pow
  // is V8's, so this follows V8 (the other way differs from Node in the last bit on about 4% of inputs).
  const r = (z * r1) / (r1 - 2 - (w + z * w));
  z = 1 - (r - z);
  j = (highWord(z) + (n << 20)) | 0;
  if (j >> 20 <= 0) return s * scalbn(z, n); // subnormal result
  return s * withHighWord(z, j);
}

/** z·2^n rounded once, for a normal z whose scaled value is subnormal (fdlibm's s_scalbn.c, for this one use). */
function scalbn(z: number, n: number): number {
  const hz = highWord(z);
  let k = ((hz & 0x7ff00000) >> 20) + n;
  if (k > 0) return withHighWord(z, (hz & 0x800fffff) | (k << 20));
  if (k <= -54) return TINY * (z < 0 ? -TINY : TINY);
  // Build z·2^(n+54) exactly, then one multiplication by 2^−54 rounds into the subnormals.
  k += 54;
  return withHighWord(z, (hz & 0x800fffff) | (k << 20)) * TWOM54;
}
