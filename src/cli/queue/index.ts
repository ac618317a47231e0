/** The `fray queue` command group: look at a queue (`status`) and tidy it (`clean`). */
import type { Command } from 'commander';
import { registerClean } from './clean.js';
import { registerStatus } from './status.js';

/** Adds `fray queue` and its subcommands to the program. */
export function registerQueue(program: Command): void {
  const queue = program
    .command('queue')
    .description(
      'Look after a queue of `fray worker` processes: its runs, workers and failed jobs, and removing old runs',
    );
  registerStatus(queue);
  registerClean(queue);
}
