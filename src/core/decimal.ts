/**
 * Exact decimals: user numbers such as 0.15 are held as whole millionths ("micros"), so sums of
 * bonuses compare and round exactly (0.3 + 0.6 + 0.1 is exactly 1, never 0.9999999999999999).
 */

/** Millionths in one unit. */
export const MICRO = 1_000_000;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Parses a plain decimal ("12", "-0.15", ".5", "+3.") into whole millionths, rounding half away
 * from zero past the sixth decimal place; returns undefined for anything else (exponents, text, "").
 */
export function parseMicros(text: string): number | undefined {
  const m = DECIMAL.exec(text);
  if (!m) return undefined;
  const [, sign, int = '', frac = ''] = m;
  if (int === '' && frac === '') return undefined;
  const digits = (frac + '0000000').slice(0, 7);
  let micros = Number(int || '0') * MICRO + Number(digits.slice(0, 6));
  if (Number(digits[6]) >= 5) micros += 1;
  if (!Number.isSafeInteger(micros)) return undefined;
  return sign === '-' && micros !== 0 ? -micros : micros;
}

/** The largest magnitude a decimal may have (its millionths must stay exact in a double). */
export const MAX_DECIMAL = Math.floor(Number.MAX_SAFE_INTEGER / MICRO);

/** True when `text` is written as a plain decimal (whatever its size): what parseMicros accepts when not too large. */
export function isPlainDecimal(text: string): boolean {
  const m = DECIMAL.exec(text);
  return m !== null && ((m[2] ?? '') !== '' || (m[3] ?? '') !== '');
}

/** Formats whole millionths as the shortest plain decimal: 150000 -> "0.15", -2000000 -> "-2". */
export function formatMicros(micros: number): string {
  if (micros % MICRO === 0) return String(micros / MICRO);
  const sign = micros < 0 ? '-' : '';
  const abs = Math.abs(micros);
  const int = Math.floor(abs / MICRO);
  const frac = String(abs % MICRO)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return frac ? `${sign}${int}.${frac}` : `${sign}${int}`;
}

/** Whole millionths as a float fraction (for display and JSON only, never for rule decisions). */
export function microsToNumber(micros: number): number {
  return micros / MICRO;
}
