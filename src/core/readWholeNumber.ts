/** Whole numbers typed by a person (a command line's option, a field of the studio), checked with one wording. */
import { quote } from './quote.js';
import { fail, ok, type Result } from './result.js';
import { MAX_SEED } from './rng.js';

/** A whole number within [min, max] from text; the problem says what was expected and what came. */
export function readWholeNumber(text: string, min: number, max = Number.MAX_SAFE_INTEGER): Result<number> {
  const t = text.trim();
  if (!/^-?\d+$/.test(t)) return fail(`expected a whole number, got ${quote(text)}`);
  // Compared exactly: a number past 2^53 would otherwise be read as a nearby, different one.
  const big = BigInt(t);
  const range = `a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ` to ${Number.MAX_SAFE_INTEGER}` : ` to ${max}`}`;
  if (big < BigInt(min) || big > BigInt(max))
    return fail(`expected ${range}, got ${t.length > 24 ? `a ${t.replace('-', '').length}-digit number` : t}`);
  return ok(Number(big));
}

/** A seed from text: a whole number from 0 to MAX_SEED. */
export function readSeed(text: string): Result<number> {
  if (!/^\d+$/.test(text) || Number(text) > MAX_SEED) return fail(`a seed is a whole number from 0 to ${MAX_SEED}`);
  return ok(Number(text));
}
