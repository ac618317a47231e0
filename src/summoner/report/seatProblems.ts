/** What one seat's bot did wrong in a match, in words: faults, refused orders and forfeits, each with its turn. */
import type { BattleOrder, EnhanceOrder } from '../api.js';
import type { MatchStep } from '../match/runMatch.js';
import { absoluteBattle, absoluteEnhance } from '../match/view.js';
import type { Side } from '../../core/side.js';

/** One problem of a seat's bot, at a turn and phase (turn 0 is setup). */
export interface SeatProblem {
  turn: number;
  phase: 'setup' | 'enhance' | 'battle';
  kind: 'fault' | 'refused' | 'forfeit';
  message: string;
}

/** An order as the bot wrote it: directions put back in its own (mirrored, for seat 1) frame. */
function asSent(order: EnhanceOrder | BattleOrder, seat: Side): string {
  // Mirroring is its own inverse: the same function turns the engine's absolute order back into the bot's.
  const back = 'type' in order ? absoluteEnhance([order], seat)[0] : absoluteBattle([order], seat)[0];
  return JSON.stringify(back);
}

/** Every fault, refused order and forfeit of `seat`, in match order. */
export function seatProblems(steps: readonly MatchStep[], seat: Side): SeatProblem[] {
  const out: SeatProblem[] = [];
  let turn = 0;
  for (const { input, events } of steps) {
    const phase = input.type === 'enhance' || input.type === 'battle' ? input.type : 'setup';
    for (const e of events) {
      if (e.type === 'turnStart') turn = e.turn;
      else if (e.type === 'fault' && e.seat === seat)
        out.push({ turn, phase: e.phase, kind: 'fault', message: `${e.kind}: ${e.reason}` });
      else if (e.type === 'forfeit' && e.seat === seat) out.push({ turn, phase, kind: 'forfeit', message: e.reason });
      else if (e.type === 'rejected' && e.seat === seat) {
        const order =
          (input.type === 'enhance' || input.type === 'battle') && input.seat === seat
            ? input.orders[e.index]
            : undefined;
        out.push({
          turn,
          phase: e.phase,
          kind: 'refused',
          message: `order ${e.index}${order === undefined ? '' : ` ${asSent(order, seat)}`} refused: ${e.reason}`,
        });
      }
    }
  }
  return out;
}
