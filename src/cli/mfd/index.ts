/** The `fray mfd` command group: Marked for Death mass battles. */
import type { Command } from 'commander';

/** Adds `fray mfd` and its subcommands to the program. */
export function registerMfd(program: Command): void {
  program.command('mfd').description('Marked for Death mass battles: fight two teams from CSV files');
}
