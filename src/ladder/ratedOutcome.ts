/** How one finished match counts for the ratings: a fault or forfeit is a loss for the bot that made it. */

/** What the ratings read of a finished match: the game's winner (a seat, or null for a draw) and each seat's faults. */
export interface PlayedGame {
  winner: 0 | 1 | null;
  /** Calls whose answer was lost (threw, timed out, malformed), plus a forfeit, per seat. */
  errors: readonly [number, number];
}

/** The rated result: the seat that wins (null: a draw), and which seats faulted. */
export interface RatedOutcome {
  winner: 0 | 1 | null;
  faulted: [boolean, boolean];
}

/**
 * The rated result of `game`. A seat that faulted while the other did not loses, whatever the board said: a bot
 * that breaks the rules must not gain rating from the damage its opponent's lost turns did not prevent. When both
 * faulted, or neither, the game's own result stands.
 */
export function ratedOutcome(game: PlayedGame): RatedOutcome {
  const faulted: [boolean, boolean] = [game.errors[0] > 0, game.errors[1] > 0];
  if (faulted[0] && !faulted[1]) return { winner: 1, faulted };
  if (faulted[1] && !faulted[0]) return { winner: 0, faulted };
  return { winner: game.winner, faulted };
}
