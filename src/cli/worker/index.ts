/** `fray worker`: takes jobs from a queue (being built: issue 14). */
import type { Command } from 'commander';
import { CliError } from '../CliError.js';

/** Adds `fray worker` to the program. */
export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description('Take tournament matches and odds chunks from a Redis queue (not ready yet)')
    .action(() => {
      throw new CliError('fray worker is not ready yet');
    });
}
