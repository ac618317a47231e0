/** Names for the bots of one command, told apart when two files share a name. */
import { botName } from '../../adapters/sandbox/compileBot.js';
import { distinctNames } from '../../summoner/match/distinctNames.js';

/** Unique display names: a second bot with the same file name becomes `name#2`. */
export function uniqueNames(files: readonly string[]): string[] {
  return distinctNames(files.map(botName));
}
