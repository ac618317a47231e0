/** Exact comparison of slot times k/r: whole-number cross products, never floating point. */

/** Sign of a/b − c/d for whole a, c >= 0 and whole b, d > 0: −1, 0 or 1. Exact at any size (BigInt past 2^53). */
export function compareFractions(a: number, b: number, c: number, d: number): number {
  const left = a * d;
  const right = c * b;
  if (Number.isSafeInteger(left) && Number.isSafeInteger(right)) return Math.sign(left - right);
  const l = BigInt(a) * BigInt(d);
  const r = BigInt(c) * BigInt(b);
  return l < r ? -1 : l > r ? 1 : 0;
}

/** k/r in lowest terms, as text ("0", "1/5", "3/10"): for display and JSON. */
export function fractionText(k: number, r: number): string {
  if (k === 0) return '0';
  const g = gcd(k, r);
  return r / g === 1 ? String(k / g) : `${k / g}/${r / g}`;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
