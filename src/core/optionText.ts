/**
 * Numbers typed by a person (a command line's option, a field of the studio's forms), read with one set of messages:
 * the CLI shows them after "argument … is invalid.", the studio beside the input, so both say the same thing.
 */
import { fail, ok, type Result } from './result.js';
import { MAX_SEED } from './rng.js';
import { quote } from './quote.js';

/** A seed: a whole number from 0 to 2^32 - 1 (digits only). */
export function seedText(text: string): Result<number> {
  if (!/^\d+$/.test(text) || Number(text) > MAX_SEED) return fail(`a seed is a whole number from 0 to ${MAX_SEED}`);
  return ok(Number(text));
}

/** A whole number within [min, max], compared exactly (a number past 2^53 is not read as a nearby one). */
export function wholeNumberText(text: string, min: number, max = Number.MAX_SAFE_INTEGER): Result<number> {
  const t = text.trim();
  if (!/^-?\d+$/.test(t)) return fail(`expected a whole number, got ${quote(text)}`);
  const big = BigInt(t);
  const range = `a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ` to ${Number.MAX_SAFE_INTEGER}` : ` to ${max}`}`;
  if (big < BigInt(min) || big > BigInt(max))
    return fail(`expected ${range}, got ${t.length > 24 ? `a ${t.replace('-', '').length}-digit number` : t}`);
  return ok(Number(big));
}

/** A finite number within [min, max]. */
export function finiteNumberText(text: string, min = -Infinity, max = Infinity): Result<number> {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) return fail(`expected a number, got ${quote(text)}`);
  if (n < min || n > max) return fail(`expected a number from ${min} to ${max}, got ${n}`);
  return ok(n);
}

/** A comma-separated list, each item (trimmed) read by `item`; the first bad item's problem is the list's. */
export function commaListText<T>(text: string, item: (text: string) => Result<T>): Result<T[]> {
  const out: T[] = [];
  for (const part of text.split(',')) {
    const r = item(part.trim());
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
}
