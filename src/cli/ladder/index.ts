/** `fray ladder`: a contest that runs itself (serve), its authors, its operations, and the author's commands. */
import type { Command } from 'commander';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';
import { registerAuthor } from './author.js';
import { registerClient } from './client.js';
import { registerControl } from './control.js';
import { registerOperations } from './operations.js';
import { registerServe } from './serve.js';

/** Adds the `ladder` group to the program. */
export function registerLadder(program: Command): void {
  const group = program.command('ladder').description(COMMAND_SUMMARIES.ladder);
  registerServe(group);
  registerAuthor(group);
  registerClient(group);
  registerControl(group);
  registerOperations(group);
}
