/** The `fray summoner` command group: Summoner War, a king-of-the-hill arena for bots. */
import type { Command } from 'commander';
import { registerCheck } from './check.js';
import { registerKey } from './key.js';
import { registerMatch } from './match.js';
import { registerNew } from './new.js';
import { registerReplay } from './replay.js';
import { registerTournament } from './tournament.js';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';

/** Adds `fray summoner` and its subcommands to the program. */
export function registerSummoner(program: Command): void {
  const group = program.command('summoner').description(COMMAND_SUMMARIES.summoner);
  registerMatch(group);
  registerReplay(group);
  registerTournament(group);
  registerNew(group);
  registerCheck(group);
  registerKey(group);
}
