/** The `fray nightsoil` command group: the Night Soil combat system. */
import type { Command } from 'commander';
import { registerArena } from './arena.js';
import { registerDuel } from './duel.js';
import { registerHit } from './hit.js';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';

/** Adds `fray nightsoil` and its subcommands to the program. */
export function registerNightsoil(program: Command): void {
  const group = program.command('nightsoil').description(COMMAND_SUMMARIES.nightsoil);
  registerHit(group);
  registerDuel(group);
  registerArena(group);
}
