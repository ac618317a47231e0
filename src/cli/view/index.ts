/** `fray view`: the replay viewer (being built: issue 13). */
import type { Command } from 'commander';
import { CliError } from '../CliError.js';

/** Adds `fray view` to the program. */
export function registerView(program: Command): void {
  program
    .command('view')
    .description('Watch a Summoner War replay or a Marked for Death battle in the browser (not ready yet)')
    .argument('<file>')
    .action(() => {
      throw new CliError('fray view is not ready yet');
    });
}
