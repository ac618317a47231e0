/** Parsers for option values shared by several commands; each throws a CliError naming the option. */
import { randomInt } from 'node:crypto';
import { InvalidArgumentError } from 'commander';
import { parseDuration } from '../core/duration.js';
import { MAX_SEED } from '../core/rng.js';
import type { Result } from '../core/result.js';
import { finiteNumberText, seedText, wholeNumberText } from '../core/optionText.js';

/** Parses `--seed`: a whole number from 0 to 2^32 - 1. */
export function parseSeed(text: string): number {
  return orInvalid(seedText(text));
}

/** The seed to use: the one given, or a fresh one from the OS (the CLI prints it so the run can be repeated). */
export function seedOrDraw(seed: number | undefined): number {
  return seed ?? randomInt(0, MAX_SEED);
}

/** A commander parser for a whole number within [min, max]. */
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): (text: string) => number {
  return (text: string) => orInvalid(wholeNumberText(text, min, max));
}

/** A commander parser for a finite number within [min, max]. */
export function finiteNumber(min = -Infinity, max = Infinity): (text: string) => number {
  return (text: string) => orInvalid(finiteNumberText(text, min, max));
}

/** A commander parser for a comma-separated list, each item parsed by `item`. */
export function listOf<T>(item: (text: string) => T): (text: string) => T[] {
  return (text: string) => text.split(',').map((s) => item(s.trim()));
}

/** The value, or commander's error for a bad option value (its message after "argument … is invalid."). */
function orInvalid<T>(r: Result<T>): T {
  if (!r.ok) throw new InvalidArgumentError(r.problem.message);
  return r.value;
}

/** A commander parser for a duration (`30s`, `15m`, `12h`, `7d`), in ms. */
export function duration(text: string): number {
  const d = parseDuration(text);
  if (!d.ok) throw new InvalidArgumentError(d.problem.message);
  return d.value;
}
