/**
 * Out-of-contract values for the library's public functions, and what a clean refusal is: a RangeError or a
 * TypeError (never another error, a crash deep inside, or a result), thrown at once with a one-line message.
 */
import fc from 'fast-check';
import { expect } from 'vitest';

/** Asserts that `call` refuses cleanly: a RangeError or TypeError whose message is one non-empty line. */
export function refuses(call: () => unknown): void {
  let thrown: unknown;
  try {
    call();
  } catch (e) {
    thrown = e;
  }
  expect(thrown, 'no refusal').toBeInstanceOf(Error);
  expect(thrown instanceof RangeError || thrown instanceof TypeError, String(thrown)).toBe(true);
  expect((thrown as Error).message).toMatch(/^[^\n]+$/);
}

/** The same for a function that returns a promise: it must reject with such an error. */
export async function rejects(call: () => Promise<unknown>): Promise<void> {
  let thrown: unknown;
  try {
    await call();
  } catch (e) {
    thrown = e;
  }
  expect(thrown, 'no refusal').toBeInstanceOf(Error);
  expect(thrown instanceof RangeError || thrown instanceof TypeError, String(thrown)).toBe(true);
  expect((thrown as Error).message).toMatch(/^[^\n]+$/);
}

/** Values that are not numbers at all. */
export const notNumber = (): fc.Arbitrary<unknown> =>
  fc.oneof(fc.string(), fc.constant(null), fc.boolean(), fc.array(fc.integer()), fc.object(), fc.bigInt());

/** Numbers no finite rule accepts: NaN and the infinities. */
export const nonFinite = (): fc.Arbitrary<number> => fc.constantFrom(NaN, Infinity, -Infinity);

/** Anything but a whole number from `min` to `max`: below, above, a fraction between, not finite, not a number. */
export function notWhole(min: number, max = Number.MAX_SAFE_INTEGER): fc.Arbitrary<unknown> {
  const parts: fc.Arbitrary<unknown>[] = [nonFinite(), notNumber()];
  if (min > -Number.MAX_SAFE_INTEGER) parts.push(fc.maxSafeInteger().filter((n) => n < min));
  if (max < Number.MAX_SAFE_INTEGER)
    parts.push(fc.double({ min: max + 1, max: Math.max(2 * max + 1, 1e15), noNaN: true }));
  parts.push(
    fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true }).filter((x) => !Number.isInteger(x)),
  );
  return fc.oneof(...parts);
}

/** Anything but a finite number from `min` to `max`. */
export function notFinite(min = -Infinity, max = Infinity): fc.Arbitrary<unknown> {
  const parts: fc.Arbitrary<unknown>[] = [nonFinite(), notNumber()];
  if (min > -Infinity) parts.push(fc.double({ min: -1e12, max: min, noNaN: true }).filter((x) => x < min));
  if (max < Infinity) parts.push(fc.double({ min: max, max: Math.max(max, 1e12), noNaN: true }).filter((x) => x > max));
  return fc.oneof(...parts);
}

/** Values that are not an options object: numbers, strings, booleans, lists, functions. */
export const notOptions = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.integer(),
    fc.string(),
    fc.boolean(),
    fc.array(fc.integer()),
    fc.constant(() => 1),
  );

/** Runs a property a moderate number of times (the refusals are cheap, but some valid arguments are not). */
export const RUNS = { numRuns: 60 };
