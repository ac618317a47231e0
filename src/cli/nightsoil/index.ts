/** The `fray nightsoil` command group: the Night Soil combat system. */
import type { Command } from 'commander';
import { registerArena } from './arena.js';
import { registerDuel } from './duel.js';
import { registerHit } from './hit.js';

/** Adds `fray nightsoil` and its subcommands to the program. */
export function registerNightsoil(program: Command): void {
  const group = program
    .command('nightsoil')
    .description('Night Soil: sigmoid hit chance, strength as energy, advancement by food; duels and an arena');
  registerHit(group);
  registerDuel(group);
  registerArena(group);
}
