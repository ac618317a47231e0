/**
 * Arguments checked at the library's boundary: a public function called against its contract (a negative distance,
 * 2.5 runs, options that are not an object) throws at once, before any work, with a message that names the
 * function, the argument and the rule: a RangeError for a number outside its range (NaN and infinities included),
 * a TypeError for a value of the wrong type. Checked once per call, never inside a rule's loop.
 */

/** `value` as it appears in a message: strings quoted, other values as JavaScript writes them. */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value;
}

/** A bound as the rule says it (`2^32 − 1` rather than 4294967295 would be clearer, but the number is exact). */
function range(min: number, max: number): string {
  if (max === Infinity) return min === 0 ? '0 or more' : `${min} or more`;
  return `from ${min} to ${max}`;
}

/** `value` as a number of `name`, or a TypeError. */
function numberOf(fn: string, name: string, value: unknown): number {
  if (typeof value !== 'number') throw new TypeError(`${fn}: ${name} must be a number, got ${shown(value)}`);
  return value;
}

/** `value`, a whole number from `min` to `max`; else a RangeError (a TypeError when it is not a number). */
export function wholeArg(fn: string, name: string, value: unknown, min: number, max = Infinity): number {
  const n = numberOf(fn, name, value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new RangeError(`${fn}: ${name} must be a whole number ${range(min, max)}, got ${shown(n)}`);
  return n;
}

/** `value`, a finite number from `min` to `max`; else a RangeError (a TypeError when it is not a number). */
export function finiteArg(fn: string, name: string, value: unknown, min = -Infinity, max = Infinity): number {
  const n = numberOf(fn, name, value);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new RangeError(
      `${fn}: ${name} must be a finite number${min === -Infinity && max === Infinity ? '' : ` ${range(min, max)}`}, got ${shown(n)}`,
    );
  return n;
}

/** An options argument: an object (or undefined or null, which stand for no options); else a TypeError. */
export function optionsArg<T extends object>(fn: string, value: T | undefined): Partial<T> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new TypeError(`${fn}: options must be an object, got ${shown(value)}`);
  return value;
}

/** An object argument that must be there (a mob, the teams); else a TypeError naming it. */
export function objectArg<T>(fn: string, name: string, value: T): T {
  if (typeof value !== 'object' || value === null)
    throw new TypeError(`${fn}: ${name} must be an object, got ${shown(value)}`);
  return value;
}

/** An optional callback (a progress listener): a function or undefined; else a TypeError naming it. */
export function callbackArg<F extends (...args: never[]) => unknown>(
  fn: string,
  name: string,
  value: F | undefined,
): F | undefined {
  if (value !== undefined && typeof value !== 'function')
    throw new TypeError(`${fn}: ${name} must be a function, got ${shown(value)}`);
  return value;
}
