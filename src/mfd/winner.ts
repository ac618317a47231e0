/** How a Marked for Death battle ended in its files' words, and the shared `Ending` it stands for. */
import type { Ending } from '../core/ending.js';

/**
 * How a battle ended in the words Marked for Death's log, JSON, replays and odds write: a side won, both fell in the
 * same round ("draw"), or both still stand ("none": a round limit or a stalemate stopped it). In code, read a
 * result's `winner` (a `Side` or null) and `outcome` instead; these words are the files' format, which does not change.
 * @category Battles
 */
export type Winner = 'heroes' | 'villains' | 'draw' | 'none';

/** Every `Winner`, in the order reports list them. */
export const WINNERS: readonly Winner[] = ['heroes', 'villains', 'draw', 'none'];

/** The files' word for an ending: heroes are side 0, villains side 1; no winner is a draw or none (unfinished). */
export function winnerWord(e: Ending): Winner {
  if (e.winner !== null) return e.winner === 0 ? 'heroes' : 'villains';
  return e.outcome === 'draw' ? 'draw' : 'none';
}

/** The ending a files' word stands for (the inverse of `winnerWord`). */
export function endingOfWord(w: Winner): Ending {
  switch (w) {
    case 'heroes':
      return { winner: 0, outcome: 'win' };
    case 'villains':
      return { winner: 1, outcome: 'win' };
    case 'draw':
      return { winner: null, outcome: 'draw' };
    case 'none':
      return { winner: null, outcome: 'unfinished' };
  }
}
