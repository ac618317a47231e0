/** What the page's panels (fight, odds, sweep) ask of the page: the teams as read, the dice, and a place to say why not. */
import type { Teams } from '../../../../../src/mfd/index.js';

/** The dice every panel uses: the seed, and the round limit (-m) when one is set. */
export interface Dice {
  seed: number;
  maxRounds: number | undefined;
}

/** The page as a panel sees it. */
export interface PageEnv {
  /** Both teams when the tables read without a problem; else undefined (and the problem is shown at its cell). */
  teams(): Teams | undefined;
  /** The first problem of the tables, in words, for a panel that cannot start. */
  teamsProblem(): string;
  /** The dice when the seed and round limit are valid; else undefined (and their fields show why). */
  dice(): Dice | undefined;
  /** The two files' names, for the command lines the panels show. */
  files(): [string, string];
  /** Called when a panel's own settings change, so the setup is saved. */
  changed(): void;
}

/** The command line that gives the same result in a terminal (quoted for a POSIX shell). */
export function commandLine(words: readonly string[]): string {
  return words.map((w) => (/^[\w./:=@,+-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`)).join(' ');
}

/** The `--seed` and `-m` words of a command line. */
export function diceWords(d: Dice): string[] {
  return ['--seed', String(d.seed), ...(d.maxRounds === undefined ? [] : ['-m', String(d.maxRounds)])];
}
