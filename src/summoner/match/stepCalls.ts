/** Which call each step of a match answered, from the order of the inputs alone (no engine needed). */
import type { Side } from '../../core/side.js';
import type { MatchInput } from '../rules/stepMatch.js';

/** A call of the match: setup (both seats at once), or one seat's enhance or battle call. */
export type StepCall = { phase: 'setup' } | { phase: 'enhance' | 'battle'; seat: Side };

/** The call after `c` in a match that goes on: both enhance, then both battle, turn after turn. */
function nextCall(c: StepCall): StepCall {
  if (c.phase === 'setup') return { phase: 'enhance', seat: 0 };
  if (c.seat === 0) return { phase: c.phase, seat: 1 };
  return { phase: c.phase === 'enhance' ? 'battle' : 'enhance', seat: 0 };
}

/**
 * For each step, the call it answered: its input's own phase, or, for a forfeit (a call that failed fatally, or
 * one failure too many in a row), the call its seat was being asked; undefined for a forfeit that answers no call
 * (only a hand-made replay has one).
 */
export function stepCalls(steps: readonly { input: MatchInput }[]): (StepCall | undefined)[] {
  let next: StepCall = { phase: 'setup' };
  return steps.map(({ input }) => {
    const call: StepCall | undefined =
      input.type === 'setup'
        ? { phase: 'setup' }
        : input.type !== 'forfeit'
          ? { phase: input.type, seat: input.seat }
          : next.phase !== 'setup' && next.seat === input.seat
            ? next
            : undefined;
    if (call !== undefined) next = nextCall(call);
    return call;
  });
}
