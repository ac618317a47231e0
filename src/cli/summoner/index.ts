/** The `fray summoner` command group: Summoner War, a king-of-the-hill arena for bots. */
import type { Command } from 'commander';
import { registerCheck } from './check.js';
import { registerMatch } from './match.js';
import { registerNew } from './new.js';
import { registerReplay } from './replay.js';
import { registerTournament } from './tournament.js';

/** Adds `fray summoner` and its subcommands to the program. */
export function registerSummoner(program: Command): void {
  const group = program
    .command('summoner')
    .description(
      'Summoner War: bots command demons on a 9 x 17 grid; matches, replays, round-robin tournaments, and checks of a bot',
    );
  registerMatch(group);
  registerReplay(group);
  registerTournament(group);
  registerNew(group);
  registerCheck(group);
}
