/** What a coordinator says after a queue run's output: failures and a stop, as lines on stderr and an exit code. */
import type { QueueOutcome } from '../../adapters/queue/queueOutcome.js';
import { ExitCode } from '../exitCodes.js';
import { printErr } from '../io.js';

/**
 * After the output: one line for jobs that failed on every try (exit code 1), or for a stopped run (130, the jobs
 * left on the queue for the same command to pick up).
 */
export function reportQueued(outcome: QueueOutcome<unknown>, unit: string, describe: (index: number) => string): void {
  const { failures } = outcome;
  if (failures.length > 0) {
    const first = failures[0]!;
    printErr(
      `fray: ${failures.length} ${unit}${failures.length === 1 ? '' : 's'} failed on every try, first ${describe(first.index)}: ${first.reason}; run the same command again to retry only those`,
    );
    process.exitCode = ExitCode.Failure;
  }
  if (outcome.stopped) {
    const left = outcome.results.length - outcome.results.filter((r) => r !== undefined).length - failures.length;
    printErr(
      `fray: interrupted: ${left} job${left === 1 ? '' : 's'} left on the queue; the same command picks up where this one stopped`,
    );
    process.exitCode = ExitCode.Interrupted;
  }
}

/** Chunks of battles in words: "chunk 4", "chunks 4-7". */
export function chunksText(indices: readonly number[]): string {
  const first = indices[0],
    last = indices[indices.length - 1];
  return first === undefined ? 'no chunk' : first === last ? `chunk ${first}` : `chunks ${first}-${last}`;
}
