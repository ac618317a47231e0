/** The fray command tree: one command group per system; each group lives in src/cli/<group>/ and loads on demand. */
import { Command, Help } from 'commander';
import { COMMAND_SUMMARIES, COMMAND_TERMS } from './commandSummaries.js';
import pkg from '../../package.json' with { type: 'json' };
import { MAX_QUOTED, oneLine, quote } from '../core/quote.js';

/** A command group (or a lone command) and how to load it: its code is imported only when the command line needs it. */
interface CommandGroup {
  name: keyof typeof COMMAND_SUMMARIES;
  load: () => Promise<(program: Command) => void>;
}

/**
 * Every group, in the order a newcomer should meet them. Each is loaded on demand (the bundle splits it into its own
 * chunk), so `fray mfd fight` never reads the code of Summoner War, and `fray --version` reads none at all.
 */
const GROUPS: readonly CommandGroup[] = [
  { name: 'mfd', load: async () => (await import('./mfd/index.js')).registerMfd },
  { name: 'luck', load: async () => (await import('./luck/index.js')).registerLuck },
  { name: 'armor', load: async () => (await import('./armor/index.js')).registerArmor },
  { name: 'timeline', load: async () => (await import('./timeline/index.js')).registerTimeline },
  { name: 'skirmish', load: async () => (await import('./skirmish/index.js')).registerSkirmish },
  { name: 'nightsoil', load: async () => (await import('./nightsoil/index.js')).registerNightsoil },
  { name: 'play', load: async () => (await import('./play/index.js')).registerPlay },
  { name: 'summoner', load: async () => (await import('./summoner/index.js')).registerSummoner },
  { name: 'view', load: async () => (await import('./view/index.js')).registerView },
  { name: 'studio', load: async () => (await import('./studio/index.js')).registerStudio },
  { name: 'worker', load: async () => (await import('./worker/index.js')).registerWorker },
  { name: 'queue', load: async () => (await import('./queue/index.js')).registerQueue },
  { name: 'ladder', load: async () => (await import('./ladder/index.js')).registerLadder },
];

/** The group a command line names (`fray help mfd` names mfd), or undefined (the root help, a misspelt command). */
function groupNamed(args: readonly string[]): CommandGroup | undefined {
  const words = args.filter((a) => !a.startsWith('-'));
  const named = words[0] === 'help' ? words[1] : words[0];
  return GROUPS.find((g) => g.name === named);
}

/** Commander's error text as one line: its lines joined, each quoted value longer than MAX_QUOTED cut, all escaped. */
export function commanderLine(text: string): string {
  const joined = text.trimEnd().replace(/[ \t]*\r?\n[ \t]*/g, ' ');
  return oneLine(
    joined.replace(/'([^']*)'/g, (all, value: string) => (value.length > MAX_QUOTED ? quote(value) : all)),
  );
}

/**
 * Builds the command tree for `args` (the command line after `node fray`; all of it when omitted), loading only the
 * groups it needs (groupsFor). Every command throws instead of exiting, so main alone sets the exit code.
 */
export async function buildProgram(args?: readonly string[]): Promise<Command> {
  const program = new Command('fray')
    .description('Game combat systems: simulate, analyse and tune battles.')
    .version(pkg.version, '-V, --version')
    .showSuggestionAfterError(true)
    // Errors stay on one line: commander puts its "did you mean" hint on a second one, and echoes an option's value
    // whole (quoted), whatever its length or the line separators in it.
    .configureOutput({ outputError: (text, write) => write(`${commanderLine(text)}\n`) })
    .exitOverride();
  // The group the command line names is loaded; every other one is a stub with its description, enough for the root
  // help and for "did you mean" (never run: a command line that names a group loads it). Without `args`, all load.
  const named = args === undefined ? undefined : groupNamed(args);
  for (const g of GROUPS) {
    if (args === undefined || g === named) (await g.load())(program);
    else program.command(g.name).description(COMMAND_SUMMARIES[g.name]);
  }
  const terms = new Map<string, string>(Object.entries(COMMAND_TERMS));
  program.configureHelp({
    subcommandTerm: (cmd) =>
      cmd.commands.length === 0 && cmd.options.length === 0 && cmd.registeredArguments.length === 0
        ? (terms.get(cmd.name()) ?? cmd.name())
        : new Help().subcommandTerm(cmd),
  });
  const applyExitOverride = (cmd: Command): void => {
    cmd.exitOverride();
    cmd.commands.forEach(applyExitOverride);
  };
  applyExitOverride(program);
  return program;
}
