/** Names for the bots of one command, told apart when two files share a name. */
import { botName } from '../../adapters/sandbox/compileBot.js';

/** Unique display names: a second bot with the same file name becomes `name#2`. */
export function uniqueNames(files: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return files.map((f) => {
    const base = botName(f);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}#${n}`;
  });
}
