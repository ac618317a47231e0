/** The fray command tree: one command group per system; each group lives in src/cli/<group>/. */
import { Command } from 'commander';
import pkg from '../../package.json' with { type: 'json' };
import { MAX_QUOTED, oneLine, quote } from '../core/quote.js';
import { registerMfd } from './mfd/index.js';
import { registerLuck } from './luck/index.js';
import { registerArmor } from './armor/index.js';
import { registerTimeline } from './timeline/index.js';
import { registerSkirmish } from './skirmish/index.js';
import { registerNightsoil } from './nightsoil/index.js';
import { registerPlay } from './play/index.js';
import { registerSummoner } from './summoner/index.js';
import { registerView } from './view/index.js';
import { registerWorker } from './worker/index.js';

/** Commander's error text as one line: its lines joined, each quoted value longer than MAX_QUOTED cut, all escaped. */
export function commanderLine(text: string): string {
  const joined = text.trimEnd().replace(/[ \t]*\r?\n[ \t]*/g, ' ');
  return oneLine(
    joined.replace(/'([^']*)'/g, (all, value: string) => (value.length > MAX_QUOTED ? quote(value) : all)),
  );
}

/** Builds the whole command tree; every command throws instead of exiting, so main alone sets the exit code. */
export function buildProgram(): Command {
  const program = new Command('fray')
    .description('Game combat systems: simulate, analyse and tune battles.')
    .version(pkg.version, '-V, --version')
    .showSuggestionAfterError(true)
    // Errors stay on one line: commander puts its "did you mean" hint on a second one, and echoes an option's value
    // whole (quoted), whatever its length or the line separators in it.
    .configureOutput({ outputError: (text, write) => write(`${commanderLine(text)}\n`) })
    .exitOverride();
  // One line per command group; keep them in the order a newcomer should meet them.
  registerMfd(program);
  registerLuck(program);
  registerArmor(program);
  registerTimeline(program);
  registerSkirmish(program);
  registerNightsoil(program);
  registerPlay(program);
  registerSummoner(program);
  registerView(program);
  registerWorker(program);
  const applyExitOverride = (cmd: Command): void => {
    cmd.exitOverride();
    cmd.commands.forEach(applyExitOverride);
  };
  applyExitOverride(program);
  return program;
}
