/** The `fray luck` command group: the luck meter, step by step and against plain rolls and Dota's PRD. */
import type { Command } from 'commander';
import { registerLuckCompare } from './compare.js';
import { registerLuckTrace } from './trace.js';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';

/** Adds `fray luck trace` and `fray luck compare` to the program. */
export function registerLuck(program: Command): void {
  const luck = program.command('luck').description(COMMAND_SUMMARIES.luck);
  registerLuckTrace(luck);
  registerLuckCompare(luck);
}
