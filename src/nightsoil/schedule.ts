/** The order of turns inside one round, as Night Soil uses it; the timeline itself lives in src/core/timeline. */

/** One turn in a round: which actor (index into the rates given) acts at time k/rate of the round. */
export interface TurnSlot {
  readonly actor: number;
  readonly k: number;
  readonly rate: number;
}

/** Builds one round's turn order for actors with the given rates (turns per round); swappable for tests. */
export type RoundSchedule = (rates: readonly number[]) => readonly TurnSlot[];
