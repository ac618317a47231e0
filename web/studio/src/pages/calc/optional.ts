/** An input that may be left empty (an option not given on the command line). */
import { ok, type Result } from '../../../../../src/core/index.js';

/** The value of an empty optional input. */
export const Ok = { none: 'none' } as const;

/** Empty text is `Ok.none`; anything else is read by `parse`. */
export function optional<T>(text: string, parse: (text: string) => Result<T>): Result<T | typeof Ok.none> {
  return text.trim() === '' ? ok(Ok.none) : parse(text);
}
