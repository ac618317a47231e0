/** A team file's number cell in millionths, read without the allocations of a regular expression. */
import { parseMicros } from '../../core/decimal.js';

/** Whole units this parser reads by itself (below it the millionths stay far inside a double's exact integers). */
const FAST_DIGITS = 9;

const SCALE = [1_000_000, 100_000, 10_000, 1_000, 100, 10, 1];

/**
 * What `parseMicros` gives for a cell's text, a blank cell being 0 and, where `point` is ',', the first ',' read as
 * '.'; undefined where parseMicros gives undefined. Plain decimals of up to nine whole digits are read here, digit by
 * digit; anything else goes to parseMicros itself (a property test holds the two together).
 */
export function cellMicros(text: string, point: '.' | ','): number | undefined {
  const decimalComma = point === ',';
  const n = text.length;
  if (n === 0) return 0;
  const stop = decimalComma && text.indexOf('.') < 0 && text.indexOf(',') >= 0 ? 44 : 46;
  let k = 0;
  const first = text.charCodeAt(0);
  const negative = first === 45;
  if (negative || first === 43) k = 1;
  let whole = 0;
  const wholeStart = k;
  for (; k < n; k++) {
    const d = text.charCodeAt(k) - 48;
    if (d < 0 || d > 9) break;
    whole = whole * 10 + d;
  }
  const wholeDigits = k - wholeStart;
  let frac = 0,
    fracDigits = 0,
    up = 0;
  if (k < n && text.charCodeAt(k) === stop) {
    for (k++; k < n; k++) {
      const d = text.charCodeAt(k) - 48;
      if (d < 0 || d > 9) break;
      if (fracDigits < 6) frac = frac * 10 + d;
      else if (fracDigits === 6 && d >= 5) up = 1;
      fracDigits++;
    }
  }
  if (k < n || wholeDigits > FAST_DIGITS) return parseMicros(decimalComma ? text.replace(',', '.') : text);
  if (wholeDigits === 0 && fracDigits === 0) return undefined;
  const micros = whole * 1_000_000 + frac * SCALE[Math.min(fracDigits, 6)]! + up;
  return negative && micros !== 0 ? -micros : micros;
}
