/** The `fray mfd` command group: Marked for Death mass battles. */
import type { Command } from 'commander';
import { registerFight } from './fight.js';
import { registerOdds } from './odds.js';
import { registerMatchup } from './matchup.js';
import { registerSweep } from './sweep.js';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';

/** Adds `fray mfd` and its subcommands to the program. */
export function registerMfd(program: Command): void {
  const mfd = program.command('mfd').description(COMMAND_SUMMARIES.mfd);
  registerFight(mfd);
  registerOdds(mfd);
  registerMatchup(mfd);
  registerSweep(mfd);
}
