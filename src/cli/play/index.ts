/** `fray play`: The Quest for the Golden Stool (being built: issue 15). */
import type { Command } from 'commander';
import { CliError } from '../CliError.js';

/** Adds `fray play` to the program. */
export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('The Quest for the Golden Stool: a roguelike on the Night Soil rules (not ready yet)')
    .action(() => {
      throw new CliError('fray play is not ready yet');
    });
}
