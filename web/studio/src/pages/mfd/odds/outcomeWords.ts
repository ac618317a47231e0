/** What each way a battle can end means, in words a game master uses (the rows of the odds explain themselves). */
import type { OddsResult } from '../../../../../../src/mfd/index.js';

type Winner = keyof OddsResult['outcomes'];

/** Each outcome's name in the page. */
export const OUTCOME_NAMES: Readonly<Record<Winner, string>> = {
  heroes: 'Heroes win',
  villains: 'Villains win',
  draw: 'Draw',
  none: 'Undecided',
};

/** A line under each outcome: what it means, with the battle's round limit. */
export function outcomeNote(o: Winner, maxRounds: number | null): string {
  const limit = maxRounds === null ? 'the 10,000-round safety stop' : `the round limit (${maxRounds})`;
  switch (o) {
    case 'heroes':
      return 'the last villain falls while a hero still stands';
    case 'villains':
      return 'the last hero falls while a villain still stands';
    case 'draw':
      return 'the last hero and the last villain fall in the same round';
    case 'none':
      return `both sides still stand when ${limit} comes (the CLI's "none")`;
  }
}
