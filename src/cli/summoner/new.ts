/** `fray summoner new NAME`: a commented starter bot that plays legal moves, to copy and grow. */
import { existsSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Command } from 'commander';
import { writeOutputs } from '../writeOutputs.js';
import { CliError } from '../CliError.js';
import { printOut } from '../io.js';
import { starterBot } from './starterBot.js';
import { quote } from '../../core/quote.js';

/** Adds `new` to the `summoner` group. */
export function registerNew(group: Command): void {
  group
    .command('new')
    .description(
      'Write a starter bot in TypeScript: commented, legal in every phase, ready to play with `fray summoner match`.',
    )
    .argument('<name>', "the bot's name or file (NAME or NAME.ts); an existing file is never overwritten")
    .addHelpText('after', '\nExample:\n  fray summoner new mybot && fray summoner match mybot.ts demo:random --seed 1')
    .action((name: string) => create(name));
}

function create(name: string): void {
  const ext = extname(name);
  if (ext !== '' && ext !== '.ts')
    throw new CliError(`the starter bot is TypeScript: name it ${basename(name, ext)}.ts (or give no extension)`);
  const file = ext === '' ? `${name}.ts` : name;
  const bot = basename(file, '.ts');
  if (!/^[A-Za-z][\w-]*$/.test(bot))
    throw new CliError(`a bot name starts with a letter and has only letters, digits, '-' and '_', got ${quote(bot)}`);
  if (existsSync(file)) throw new CliError(`${file} already exists; choose another name or move it away first`);
  writeOutputs([{ path: file, content: starterBot(bot) }]);
  // demo:random is found in fray's own package, so the hint works from any folder.
  printOut(`Wrote ${file}. Try it: fray summoner match ${file} demo:random --seed 1`);
}
