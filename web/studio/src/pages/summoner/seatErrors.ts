/**
 * The errors a match's bots threw, placed: in the bot's own source (its line and column, through the compiler's
 * source map) and in the match (the step its failed call became, which the viewer can show).
 */
import type { MatchRecord } from '../../../../../src/summoner/index.js';
import type { Side } from '../../../../../src/core/side.js';
import { placeInSource, type PageBot } from './compileBotSource.js';
import type { Place } from './sourcePlace.js';
import type { ThrownError } from './workerBot.js';

/** An error one seat's bot threw, where in its source, and the step of the match it fell in. */
export interface SeatError {
  seat: Side;
  method: string;
  reason: string;
  place: Place | undefined;
  step: number | undefined;
}

/** The step of `seat`'s call `call`: setup is step 0, each later call the seat's next own step. */
export function stepOfCall(record: MatchRecord, seat: Side, call: number): number | undefined {
  if (call === 0) return 0;
  let seen = 0;
  for (let i = 0; i < record.steps.length; i++) {
    const input = record.steps[i]?.input;
    if (input === undefined || input.type === 'setup' || input.seat !== seat) continue;
    if (++seen === call) return i;
  }
  return undefined;
}

/** Both seats' thrown errors, placed. */
export function seatErrors(
  record: MatchRecord,
  bots: readonly [PageBot, PageBot],
  thrown: readonly [readonly ThrownError[], readonly ThrownError[]],
): SeatError[] {
  return ([0, 1] as const).flatMap((seat) =>
    thrown[seat].map((t) => ({
      seat,
      method: t.method,
      reason: t.reason,
      place: placeInSource(bots[seat], t.firstLine, t.where),
      step: stepOfCall(record, seat, t.call),
    })),
  );
}
