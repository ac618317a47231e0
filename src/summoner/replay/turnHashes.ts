/** When a turn is complete, so that its state hash is recorded (by a match) or checked (by a replay). */
import type { MatchState } from '../rules/model.js';

/**
 * The turn completed by the step from `prev` to `next`, or undefined: 0 after setup, t after the second battle
 * phase of turn t, and the current turn when the match ends in the middle of one.
 */
export function completedTurn(prev: MatchState, next: MatchState): number | undefined {
  if (prev.phase === 'setup') return 0;
  if (next.phase === 'over' || next.turn > prev.turn) return prev.turn;
  return undefined;
}
