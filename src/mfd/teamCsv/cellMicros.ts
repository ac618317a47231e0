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
  const v = plainMicros(text, 0, text.length, point === ',');
  return v === SLOW ? parseMicros(point === ',' ? text.replace(',', '.') : text) : v;
}

/**
 * cellMicros of the cell `text.slice(start, end).trim()`, read in place: a plain decimal makes no string (a team
 * file's numbers are most of its cells); anything else is sliced, trimmed and read by cellMicros.
 */
export function cellMicrosAt(text: string, start: number, end: number, point: '.' | ','): number | undefined {
  const v = plainMicros(text, start, end, point === ',');
  return v === SLOW ? cellMicros(text.slice(start, end).trim(), point) : v;
}

/** What plainMicros gives for text it does not read by itself. */
const SLOW = -0.5;

/**
 * The millionths of `text` from `start` to `end` when it is empty or a plain decimal of up to FAST_DIGITS whole
 * digits (undefined for a lone sign or point), else SLOW. Long: one pass over the digits, kept in locals.
 */
function plainMicros(text: string, start: number, end: number, decimalComma: boolean): number | undefined {
  if (start === end) return 0;
  const stop = decimalComma && !has(text, start, end, 46) && has(text, start, end, 44) ? 44 : 46;
  let k = start;
  const first = text.charCodeAt(k);
  const negative = first === 45;
  if (negative || first === 43) k++;
  let whole = 0;
  const wholeStart = k;
  for (; k < end; k++) {
    const d = text.charCodeAt(k) - 48;
    if (d < 0 || d > 9) break;
    whole = whole * 10 + d;
  }
  const wholeDigits = k - wholeStart;
  let frac = 0,
    fracDigits = 0,
    up = 0;
  if (k < end && text.charCodeAt(k) === stop) {
    for (k++; k < end; k++) {
      const d = text.charCodeAt(k) - 48;
      if (d < 0 || d > 9) break;
      if (fracDigits < 6) frac = frac * 10 + d;
      else if (fracDigits === 6 && d >= 5) up = 1;
      fracDigits++;
    }
  }
  if (k < end || wholeDigits > FAST_DIGITS) return SLOW;
  if (wholeDigits === 0 && fracDigits === 0) return undefined;
  const micros = whole * 1_000_000 + frac * SCALE[Math.min(fracDigits, 6)]! + up;
  return negative && micros !== 0 ? -micros : micros;
}

/** Whether character `code` is in `text` from `start` to `end`. */
function has(text: string, start: number, end: number, code: number): boolean {
  for (let k = start; k < end; k++) if (text.charCodeAt(k) === code) return true;
  return false;
}
