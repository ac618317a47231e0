import type { Side } from './side.js';

/**
 * How a fight ended, in every system: `'win'` when a side won (the winner is that `Side`), `'draw'` when the fight is
 * over by its rules and nobody won (both fell together, a tie-break tied), `'unfinished'` when it stopped before its
 * rules decided it (a limit on rounds passed, or nobody left standing can ever win).
 * @category Vocabulary
 */
export type Outcome = 'win' | 'draw' | 'unfinished';

/**
 * Who won a fight and how it ended: every system's result carries these two fields (Marked for Death's battles,
 * Night Soil's duels, skirmishes, Summoner War's match summaries). `winner` is a `Side` exactly when `outcome` is
 * `'win'`, and `null` otherwise.
 * @category Vocabulary
 */
export interface Ending {
  /** The side that won (0 the first side, 1 the second), or null for a draw or an unfinished fight. */
  readonly winner: Side | null;
  /** Whether a side won, the fight was drawn, or it stopped before it was decided. */
  readonly outcome: Outcome;
}

/** The `Ending` of a fight from its winner, and what a fight with no winner is in its system (`noWinner`). */
export function endingOf(winner: Side | null, noWinner: 'draw' | 'unfinished'): Ending {
  return { winner, outcome: outcomeOf(winner, noWinner) };
}

/**
 * The `outcome` of `endingOf` alone. Results made in a loop (a duel, a skirmish, a sampled battle) write `winner` and
 * `outcome` as two fields of their own literal rather than spreading `endingOf`: on Node 20 (V8 11.3) a literal that
 * spreads an object and then adds properties of its own costs microseconds, a whole Night Soil round (see
 * docs/performance.md, "the odds loop and Night Soil").
 */
export function outcomeOf(winner: Side | null, noWinner: 'draw' | 'unfinished'): Outcome {
  return winner !== null ? 'win' : noWinner;
}
