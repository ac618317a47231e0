/** One bot's log lines, call by call: as data (for `summoner check`) and as a text file (tournament --logs). */
import type { MatchStep } from '../match/runMatch.js';
import type { Side } from '../../core/side.js';

/** The log lines one call of a bot wrote: its step (from 0), its turn (0 is setup) and its phase. */
export interface CallLog {
  step: number;
  turn: number;
  phase: MatchStep['input']['type'];
  lines: string[];
}

/** Every call of `seat` that wrote log lines, in match order. */
export function seatLogs(steps: readonly Pick<MatchStep, 'input' | 'events' | 'logs'>[], seat: Side): CallLog[] {
  const out: CallLog[] = [];
  let turn = 0;
  for (const [i, s] of steps.entries()) {
    const lines = s.logs?.[seat] ?? [];
    if (lines.length > 0) out.push({ step: i, turn, phase: s.input.type, lines });
    // A turn's start closes the step that began it: the next call is in the new turn.
    for (const e of s.events) if (e.type === 'turnStart') turn = e.turn;
  }
  return out;
}

/** The log lines of one seat, as text: a header per step with lines ("step 4, battle, turn 1"), then its lines. */
export function seatLogText(r: { steps: readonly Pick<MatchStep, 'input' | 'events' | 'logs'>[] }, seat: Side): string {
  const out = seatLogs(r.steps, seat).flatMap((c) => [
    `step ${c.step}, ${c.phase}, turn ${c.turn}`,
    ...c.lines.map((l) => `  ${l}`),
  ]);
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}
