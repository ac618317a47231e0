/**
 * A coordinator's run on the queue, as the odds, sweep and tournament commands share it: the jobs put on the queue,
 * a progress bar from the queue's events (on a terminal, without --json), Ctrl-C to stop waiting (the jobs stay, so
 * the same command resumes), and the lines that say what happened on stderr.
 */
import type { QueueConnection } from '../../adapters/queue/queueConnection.js';
import type { JobName } from '../../adapters/queue/queueJobs.js';
import { FRAY_VERSION } from '../../adapters/queue/runKey.js';
import type { WorkerInfo } from '../../adapters/queue/workerPresence.js';
import { runOnQueue, type QueueOutcome, type QueueProgress } from '../../adapters/queue/runOnQueue.js';
import { CliError } from '../CliError.js';
import { ExitCode } from '../exitCodes.js';
import { printErr } from '../io.js';
import { onCtrlC } from '../onCtrlC.js';
import { progressBar } from '../progressBar.js';

/** What to run: the run key, the jobs in order, what a job is (for messages), and whether output is JSON. */
export interface QueuedRunSpec {
  key: string;
  jobs: readonly { name: JobName; data: unknown }[];
  /** A job in words, for the bar and messages ("match", "chunk of battles"). */
  unit: string;
  json?: boolean;
  /** The seed, when it was drawn rather than given: a restart must repeat it to find the same jobs. */
  drawnSeed?: number;
  /** How long the run stays on the queue once nobody waits for it (ms). */
  keepMs?: number;
}

/** The outcome, and `finish`, to call once the output is written: it tidies the queue and closes the run. */
export interface QueuedRunResult<R> {
  outcome: QueueOutcome<R>;
  finish(): Promise<void>;
}

/** Runs the jobs on the queue and waits for them (or for Ctrl-C: a second one leaves at once). */
export async function runQueued<R>(conn: QueueConnection, spec: QueuedRunSpec): Promise<QueuedRunResult<R>> {
  const bar = await progressBar('jobs |{bar}| {value}/{total} done, {running} running, {failed} failed', {
    json: spec.json,
  });
  bar?.start(spec.jobs.length, 0, { running: 0, failed: 0 });
  const onProgress = (p: QueueProgress) => bar?.update(p.done, { running: p.running, failed: p.failed });
  const run = await runOnQueue<R>(conn, {
    key: spec.key,
    jobs: spec.jobs,
    onProgress,
    onQueued: (added) => {
      const n = spec.jobs.length;
      const there = n - added;
      printErr(
        `fray: ${n} job${n === 1 ? '' : 's'} on the queue ${conn.url.display} (run ${spec.key}${there > 0 ? `, ${there} there already` : ''}); start workers with: fray worker --queue URL`,
      );
      if (spec.drawnSeed !== undefined)
        printErr(
          `fray: the seed is ${spec.drawnSeed}: if this run stops, the same command with --seed ${spec.drawnSeed} picks it up`,
        );
    },
    ...(spec.keepMs === undefined ? {} : { keepMs: spec.keepMs }),
    onError: (message) => printErr(`fray: queue trouble, still trying: ${message}`),
    onReconnect: (awayMs) =>
      printErr(`fray: connected to the queue again (it was away ${(awayMs / 1000).toFixed(1)} s)`),
    onNoWorker: (others) => printErr(`fray: ${noWorkerText(others)}`),
    onRetryFailed: (n) =>
      printErr(`fray: trying again ${n} job${n === 1 ? '' : 's'} that had failed for good in an earlier run`),
  });
  const release = onCtrlC(() => run.stop());
  let outcome: QueueOutcome<R>;
  try {
    outcome = await run.done;
  } catch (e) {
    await run.finish();
    throw new CliError(`the queue failed: ${(e as Error).message}`, ExitCode.Failure);
  } finally {
    bar?.stop();
    release();
  }
  if (outcome.resumed > 0)
    printErr(`fray: resumed: ${outcome.resumed} of ${spec.jobs.length} jobs were already done on the queue`);
  return { outcome, finish: () => run.finish() };
}

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

/** Why nothing moves: no worker of this version, and which versions are there, with hosts. */
export function noWorkerText(others: readonly WorkerInfo[]): string {
  const byVersion = new Map<string, Set<string>>();
  for (const w of others) byVersion.set(w.version, (byVersion.get(w.version) ?? new Set()).add(w.host));
  const there =
    others.length === 0
      ? 'no worker is connected'
      : `connected: ${[...byVersion]
          .map(([v, hosts]) => {
            const n = others.filter((w) => w.version === v).length;
            return `${n} worker${n === 1 ? '' : 's'} of fray ${v} (${[...hosts].join(', ')})`;
          })
          .join('; ')}`;
  return `no progress, and no worker of fray ${FRAY_VERSION} is connected to the queue (${there}); start one with: fray worker --queue URL (workers of another version never take this run's jobs)`;
}

/** Chunks of battles in words: "chunk 4", "chunks 4-7". */
export function chunksText(indices: readonly number[]): string {
  const first = indices[0],
    last = indices[indices.length - 1];
  return first === undefined ? 'no chunk' : first === last ? `chunk ${first}` : `chunks ${first}-${last}`;
}
