/** `fray worker`: takes tournament matches and odds chunks from a queue, on any machine, until stopped. */
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { startQueueWorker } from '../../adapters/queue/queueWorker.js';
import { FRAY_VERSION } from '../../adapters/queue/runKey.js';
import { ExitCode } from '../exitCodes.js';
import { printErr } from '../io.js';
import { wholeNumber } from '../options.js';
import { connectQueue } from './connectQueue.js';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';

interface WorkerOptions {
  queue: string;
  concurrency?: number;
  lockMs: number;
}

/** Adds `fray worker` to the program. */
export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description(COMMAND_SUMMARIES.worker)
    .requiredOption('--queue <redis-url>', "the queue: redis://[:PASSWORD@]HOST[:PORT] (the same as the coordinator's)")
    .option('--concurrency <n>', 'jobs at once, each on its own thread (default: one per core)', wholeNumber(1, 256))
    .option(
      '--lock-ms <n>',
      'how long a job stays claimed by a worker that stopped answering before another worker takes it (plus one check: an eighth of this, at most 5 s)',
      wholeNumber(1000, 3_600_000),
      30_000,
    )
    .addHelpText(
      'after',
      '\nExample:\n  fray worker --queue redis://:PASSWORD@10.0.0.5:6379\n' +
        '\nCtrl-C (or SIGTERM) finishes the running jobs and exits (code 0); a second Ctrl-C hands them back to the queue at once (code 130).\n' +
        'A worker that is killed loses nothing: within --lock-ms and one check (--lock-ms/8, at most 5 s) its jobs go to another worker.\n' +
        'Workers take only jobs of their own fray version; `fray queue status` lists the workers connected.',
    )
    .action((opts: WorkerOptions) => worker(opts));
}

async function worker(opts: WorkerOptions): Promise<void> {
  const conn = await connectQueue(opts.queue);
  const concurrency = opts.concurrency ?? availableParallelism();
  const log = (line: string) => printErr(`fray worker: ${line}`);
  const running = await startQueueWorker(conn, {
    concurrency,
    lockMs: opts.lockMs,
    threads: {
      odds: new URL('./mfdOdds.worker.js', import.meta.url),
      match: new URL('./summonerMatch.worker.js', import.meta.url),
    },
    log,
  });
  log(`fray ${FRAY_VERSION}, taking jobs from ${conn.url.display} (${concurrency} at once); Ctrl-C to stop`);
  let signals = 0;
  await new Promise<void>((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      signals++;
      if (signals === 1) {
        const n = running.running();
        log(
          `stopping (${signal}): ${n === 0 ? 'no job running' : `finishing ${n} running job${n === 1 ? '' : 's'}; Ctrl-C again to hand ${n === 1 ? 'it' : 'them'} back to the queue`}`,
        );
        void running.stop().then(resolve, resolve);
      } else if (signals === 2) {
        log('handing the running jobs back to the queue');
        running.release();
        process.exitCode = ExitCode.Interrupted;
      } else {
        process.exit(ExitCode.Interrupted);
      }
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
  log('stopped');
}
