/** Parsers for option values shared by several commands; each throws a CliError naming the option. */
import { randomInt } from 'node:crypto';
import { InvalidArgumentError } from 'commander';
import { MAX_SEED } from '../core/rng.js';
import { quote } from '../core/quote.js';

/** Parses `--seed`: a whole number from 0 to 2^32 - 1. */
export function parseSeed(text: string): number {
  if (!/^\d+$/.test(text) || Number(text) > MAX_SEED)
    throw new InvalidArgumentError(`a seed is a whole number from 0 to ${MAX_SEED}`);
  return Number(text);
}

/** The seed to use: the one given, or a fresh one from the OS (the CLI prints it so the run can be repeated). */
export function seedOrDraw(seed: number | undefined): number {
  return seed ?? randomInt(0, MAX_SEED);
}

/** A commander parser for a whole number within [min, max]. */
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): (text: string) => number {
  return (text: string) => {
    const t = text.trim();
    if (!/^-?\d+$/.test(t)) throw new InvalidArgumentError(`expected a whole number, got ${quote(text)}`);
    // Compared exactly: a number past 2^53 would otherwise be read as a nearby, different one.
    const big = BigInt(t);
    const range = `a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ` to ${Number.MAX_SAFE_INTEGER}` : ` to ${max}`}`;
    if (big < BigInt(min) || big > BigInt(max))
      throw new InvalidArgumentError(
        `expected ${range}, got ${t.length > 24 ? `a ${t.replace('-', '').length}-digit number` : t}`,
      );
    return Number(big);
  };
}

/** A commander parser for a finite number within [min, max]. */
export function finiteNumber(min = -Infinity, max = Infinity): (text: string) => number {
  return (text: string) => {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n))
      throw new InvalidArgumentError(`expected a number, got ${quote(text)}`);
    if (n < min || n > max) throw new InvalidArgumentError(`expected a number from ${min} to ${max}, got ${n}`);
    return n;
  };
}

/** A commander parser for a comma-separated list, each item parsed by `item`. */
export function listOf<T>(item: (text: string) => T): (text: string) => T[] {
  return (text: string) => text.split(',').map((s) => item(s.trim()));
}
