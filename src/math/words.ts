/**
 * The two 32-bit words of a double, read and written through one shared buffer. fdlibm's algorithms split, test and
 * rebuild doubles by these words; doing it through typed arrays keeps every step an exact bit operation.
 */
const f64 = new Float64Array(1);
const i32 = new Int32Array(f64.buffer);
// Typed arrays follow the platform's byte order, so which word holds the sign and exponent is found, not assumed.
f64[0] = 1;
const HI = i32[1] === 0x3ff00000 ? 1 : 0;
const LO = 1 - HI;

/** The high word of `x` (sign, exponent, top 20 bits of the fraction) as a signed 32-bit integer: fdlibm's `__HI`. */
export function highWord(x: number): number {
  f64[0] = x;
  return i32[HI]!;
}

/** The low word of `x` (the last 32 bits of the fraction) as an unsigned 32-bit integer, as fdlibm's `__LO`. */
export function lowWord(x: number): number {
  f64[0] = x;
  return i32[LO]! >>> 0;
}

/** The double whose high and low words are `hi` and `lo` (each taken modulo 2^32), as fdlibm's `INSERT_WORDS`. */
export function fromWords(hi: number, lo: number): number {
  i32[HI] = hi;
  i32[LO] = lo;
  return f64[0]!;
}

/** `x` with its low word replaced by `lo`, as fdlibm's `SET_LOW_WORD` (0 keeps the top 21 bits of the fraction). */
export function withLowWord(x: number, lo: number): number {
  f64[0] = x;
  i32[LO] = lo;
  return f64[0]!;
}

/** `x` with its high word replaced by `hi`, as fdlibm's `SET_HIGH_WORD`. */
export function withHighWord(x: number, hi: number): number {
  f64[0] = x;
  i32[HI] = hi;
  return f64[0]!;
}
