/** The one exception the CLI uses: thrown only in src/cli, caught in main, printed as one line. */
import { formatProblem, type Problem, type Result } from '../core/result.js';
import { RunFailure } from '../adapters/runWatch.js';
import { ExitCode } from './exitCodes.js';

/** A failure to report to the user as one line on stderr, with its exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = ExitCode.BadInput,
  ) {
    super(message);
  }

  /** A CliError from a problem found in the user's input. */
  static fromProblem(p: Problem): CliError {
    return new CliError(formatProblem(p));
  }
}

/** The value of a result, or a CliError carrying its problem. */
export function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw CliError.fromProblem(r.problem);
  return r.value;
}

/** The value of `run`; a RunFailure (the workers or the queue failed as a whole) becomes a CliError with exit code 1. */
export async function runFailureAsCliError<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (e) {
    if (e instanceof RunFailure) throw new CliError(e.message, ExitCode.Failure);
    throw e;
  }
}
