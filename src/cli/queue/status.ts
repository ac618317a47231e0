/** `fray queue status`: the runs on a queue, the connected workers and the failed jobs. */
import type { Command } from 'commander';
import { queueStatus } from '../../adapters/queue/queueRuns.js';
import { queueStatusText } from '../../adapters/queue/queueStatusText.js';
import { CliError } from '../CliError.js';
import { ExitCode } from '../exitCodes.js';
import { printJson, printOut } from '../io.js';
import { connectQueue } from '../worker/connectQueue.js';

interface StatusOptions {
  queue: string;
  json?: boolean;
}

/** Adds `fray queue status`. */
export function registerStatus(queue: Command): void {
  queue
    .command('status')
    .description(
      'Show what is on a queue: each run (kind, jobs done, running, queued and failed, age, and which coordinator waits for it), ' +
        'each connected worker (host, version, jobs done, what it runs now), and the jobs that failed for good with their reasons.',
    )
    .requiredOption('--queue <redis-url>', 'the queue: redis://[:PASSWORD@]HOST[:PORT]')
    .option('--json', 'print one JSON document: {now, runs, workers, failed}')
    .addHelpText('after', '\nExample:\n  fray queue status --queue redis://:PASSWORD@10.0.0.5:6379')
    .action((opts: StatusOptions) => status(opts));
}

async function status(opts: StatusOptions): Promise<void> {
  const conn = await connectQueue(opts.queue);
  try {
    const report = await queueStatus(conn.redis());
    if (opts.json) printJson(report);
    else printOut(queueStatusText(report));
  } catch (e) {
    throw new CliError(`cannot read the queue at ${conn.url.display}: ${(e as Error).message}`, ExitCode.Failure);
  } finally {
    await conn.close();
  }
}
