/** Results as data: rule and parsing code return these; only the CLI edge turns a failure into a message and an exit code. */

/**
 * Where in the user's input a problem is; every part is optional.
 * @category Results
 */
export interface Place {
  /** The file's name as the user gave it. */
  file?: string;
  /** The line, from 1. */
  line?: number;
  /** The column, from 1 (counted in UTF-16 code units). */
  column?: number;
}

/**
 * A reason something the user gave us cannot be used, with where it is.
 * @category Results
 */
export interface Problem extends Place {
  /** What is wrong, as one line a user can act on. */
  message: string;
}

/**
 * Success with a value, or failure with a problem.
 * @category Results
 */
export type Result<T> =
  | {
      /** True: the value is there. */
      ok: true;
      /** What was read or computed. */
      value: T;
    }
  | {
      /** False: there is a problem instead. */
      ok: false;
      /** Why the input cannot be used, and where. */
      problem: Problem;
    };

/**
 * A successful result holding `value`.
 *
 * @example
 * ```ts
 * import { ok, formatProblem, type Result } from 'fray/core';
 *
 * const r: Result<number> = ok(42);
 * console.log(r.ok ? r.value : formatProblem(r.problem));
 * //> 42
 * ```
 * @category Results
 */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/**
 * A failed result: a problem with `message`, at `place` in the user's input when known.
 *
 * @param message - what is wrong, as one line a user can act on
 * @param place - the file, line and column, any of them optional
 * @example
 * ```ts
 * import { fail, formatProblem } from 'fray/core';
 *
 * const r = fail('hp must be a whole number, got 1.5', { file: 'team.csv', line: 4, column: 9 });
 * if (!r.ok) console.log(formatProblem(r.problem));
 * //> team.csv:4:9: hp must be a whole number, got 1.5
 * ```
 * @category Results
 */
export function fail<T = never>(message: string, place: Place = {}): Result<T> {
  return { ok: false, problem: { ...place, message } };
}

/**
 * A problem as one line, `file:line:column: message`, with whatever parts of the place are known (a column without a
 * line is left out).
 *
 * @example
 * ```ts
 * import { formatProblem } from 'fray/core';
 *
 * console.log(formatProblem({ message: 'no seed', file: 'game.json' }));
 * //> game.json: no seed
 * ```
 * @category Results
 */
export function formatProblem(p: Problem): string {
  const where = [p.file, p.line, p.line !== undefined ? p.column : undefined].filter((x) => x !== undefined).join(':');
  return where ? `${where}: ${p.message}` : p.message;
}
