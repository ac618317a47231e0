/**
 * A coordinator's run on the queue, as the odds, sweep and tournament commands share it: the jobs put on the queue,
 * progress from the queue's events, a stop that ends the waiting (the jobs stay, so the same command resumes), and
 * the lines that say what happened, all through the caller's RunWatch (the CLI's bar, standard error and Ctrl-C).
 */
import { RunFailure, type RunWatch } from '../runWatch.js';
import type { QueueConnection } from './queueConnection.js';
import type { JobName } from './queueJobs.js';
import { FRAY_VERSION } from './runKey.js';
import type { WorkerInfo } from './workerPresence.js';
import type { QueueOutcome } from './queueOutcome.js';
import { runOnQueue } from './runOnQueue.js';

/** What to run: the run key, the jobs in order and what a job is (for messages). */
export interface QueuedRunSpec {
  key: string;
  jobs: readonly { name: JobName; data: unknown }[];
  /** A job in words, for the bar and messages ("match", "chunk of battles"). */
  unit: string;
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

/** Runs the jobs on the queue and waits for them, or until `watch` stops the run; a queue that fails is a RunFailure. */
export async function runQueued<R>(
  conn: QueueConnection,
  spec: QueuedRunSpec,
  watch: RunWatch,
): Promise<QueuedRunResult<R>> {
  const total = spec.jobs.length;
  watch.progress({ done: 0, total, running: 0, failed: 0 });
  const say = (line: string) => watch.say(`fray: ${line}`);
  const run = await runOnQueue<R>(conn, {
    key: spec.key,
    jobs: spec.jobs,
    onProgress: (p) => watch.progress({ done: p.done, total, running: p.running, failed: p.failed }),
    onQueued: (added) => {
      const there = total - added;
      say(
        `${total} job${total === 1 ? '' : 's'} on the queue ${conn.url.display} (run ${spec.key}${there > 0 ? `, ${there} there already` : ''}); start workers with: fray worker --queue URL`,
      );
      if (spec.drawnSeed !== undefined)
        say(
          `the seed is ${spec.drawnSeed}: if this run stops, the same command with --seed ${spec.drawnSeed} picks it up`,
        );
    },
    ...(spec.keepMs === undefined ? {} : { keepMs: spec.keepMs }),
    onError: (message) => say(`queue trouble, still trying: ${message}`),
    onReconnect: (awayMs) => say(`connected to the queue again (it was away ${(awayMs / 1000).toFixed(1)} s)`),
    onNoWorker: (others) => say(noWorkerText(others)),
    onRetryFailed: (n) => say(`trying again ${n} job${n === 1 ? '' : 's'} that had failed for good in an earlier run`),
  });
  const release = watch.onStop(() => run.stop());
  let outcome: QueueOutcome<R>;
  try {
    outcome = await run.done;
  } catch (e) {
    await run.finish();
    throw new RunFailure(`the queue failed: ${(e as Error).message}`);
  } finally {
    watch.settled();
    release();
  }
  if (outcome.resumed > 0) say(`resumed: ${outcome.resumed} of ${total} jobs were already done on the queue`);
  return { outcome, finish: () => run.finish() };
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
