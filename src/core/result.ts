/** Results as data: rule and parsing code return these; only the CLI edge turns a failure into a message and an exit code. */

/**
 * Where in the user's input a problem is; every part is optional.
 * @category Results
 */
export interface Place {
  file?: string;
  line?: number;
  column?: number;
}

/**
 * A reason something the user gave us cannot be used, with where it is.
 * @category Results
 */
export interface Problem extends Place {
  message: string;
}

/**
 * Success with a value, or failure with a problem.
 * @category Results
 */
export type Result<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/**
 * A successful result.
 * @category Results
 */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/**
 * A failed result with a problem at an optional place.
 * @category Results
 */
export function fail<T = never>(message: string, place: Place = {}): Result<T> {
  return { ok: false, problem: { ...place, message } };
}

/**
 * One line: `file:line:column: message`, with whatever parts of the place are known.
 * @category Results
 */
export function formatProblem(p: Problem): string {
  const where = [p.file, p.line, p.line !== undefined ? p.column : undefined].filter((x) => x !== undefined).join(':');
  return where ? `${where}: ${p.message}` : p.message;
}
