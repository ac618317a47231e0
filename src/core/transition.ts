/** What every reducer of fray returns, whatever the system: `(state, input, rng) → Transition`. */

/**
 * A state and the events on the way to it (the stool's GameStep and Summoner War's StepOutcome are this type).
 * @category Results
 */
export interface Transition<S, E> {
  /** The state after the step. */
  state: S;
  /** What happened on the way, in order: logs, replays and viewers are built from these. */
  events: E[];
}
