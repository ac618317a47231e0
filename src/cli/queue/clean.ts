/** `fray queue clean`: removes runs nobody waits for (finished, stopped or abandoned), jobs and results. */
import type { Command } from 'commander';
import { cleanRuns } from '../../adapters/queue/queueRuns.js';
import { CliError } from '../CliError.js';
import { ExitCode } from '../exitCodes.js';
import { printJson, printOut } from '../io.js';
import { duration } from '../options.js';
import { connectQueue } from '../worker/connectQueue.js';

interface CleanOptions {
  queue: string;
  olderThan: number;
  json?: boolean;
}

/** Adds `fray queue clean`. */
export function registerClean(queue: Command): void {
  queue
    .command('clean')
    .description(
      'Remove from a queue every run that no coordinator waits for (finished with failed jobs, stopped with Ctrl-C, or ' +
        'abandoned), with its jobs and results. A run a coordinator waits for is never touched; jobs a worker is running ' +
        'stay until it is done with them (clean again later).',
    )
    .requiredOption('--queue <redis-url>', 'the queue: redis://[:PASSWORD@]HOST[:PORT]')
    .option(
      '--older-than <duration>',
      'only runs nobody has waited for in this long (such as 30m, 12h, 7d)',
      duration,
      0,
    )
    .option('--json', 'print one JSON document: {removed: [{key, kind, version, removedJobs, runningJobs}]}')
    .addHelpText(
      'after',
      '\nExamples:\n  fray queue clean --queue redis://:PASSWORD@10.0.0.5:6379\n  fray queue clean --queue redis://:PASSWORD@10.0.0.5:6379 --older-than 1d\n' +
        '\nA removed run that is started again starts from scratch. Runs nobody waits for are also removed by themselves\n' +
        'once older than their --queue-keep (7d by default), by any worker or coordinator connected to the queue.',
    )
    .action((opts: CleanOptions) => clean(opts));
}

async function clean(opts: CleanOptions): Promise<void> {
  const conn = await connectQueue(opts.queue);
  try {
    const removed = await cleanRuns(conn.redis(), { idleMs: opts.olderThan });
    if (opts.json) return printJson({ removed });
    if (removed.length === 0)
      return printOut('no run to remove: every run on the queue is waited for, or none is there');
    for (const r of removed)
      printOut(
        `${r.runningJobs === 0 ? 'removed' : 'partly removed'} ${r.kind} ${r.key} (fray ${r.version}): ${r.removedJobs} job${r.removedJobs === 1 ? '' : 's'}${r.runningJobs > 0 ? `; ${r.runningJobs} running, left for a later clean` : ''}`,
      );
  } catch (e) {
    throw new CliError(`cannot clean the queue at ${conn.url.display}: ${(e as Error).message}`, ExitCode.Failure);
  } finally {
    await conn.close();
  }
}
