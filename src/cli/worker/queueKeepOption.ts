/** `--queue-keep DURATION`, shared by the commands that put runs on a queue. */
import { Option } from 'commander';
import { duration } from '../options.js';

/** The option: how long a run nobody waits for any more stays on the queue before it is removed (default 7d). */
export function queueKeepOption(): Option {
  return new Option(
    '--queue-keep <duration>',
    'with --queue: how long the run stays on the queue once no coordinator waits for it (stopped, or done with ' +
      'failed jobs) before it is removed, jobs and results (such as 90s, 30m, 12h, 7d)',
  )
    .default(7 * 86_400_000, '7d')
    .argParser(duration);
}
