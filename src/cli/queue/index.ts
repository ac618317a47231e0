/** The `fray queue` command group: look at a queue (`status`) and tidy it (`clean`). */
import type { Command } from 'commander';
import { registerClean } from './clean.js';
import { registerStatus } from './status.js';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';

/** Adds `fray queue` and its subcommands to the program. */
export function registerQueue(program: Command): void {
  const queue = program.command('queue').description(COMMAND_SUMMARIES.queue);
  registerStatus(queue);
  registerClean(queue);
}
