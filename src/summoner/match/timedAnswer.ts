/**
 * How a call's time is judged, wherever the bot runs (the CLI's isolate, the studio's worker): what the time bank is
 * charged, when an answer that came too late is a timeout all the same, and how long a call may hold the clock.
 */
import type { CallResult } from './runMatch.js';
import type { TimeBank } from './timeBank.js';

/**
 * The wall-clock limit on a call allowed `allowedMs`: twice the allowance and 100 ms more, so a busy machine does not
 * cost a bot its turn (the allowance itself is judged on the time the bot's own thread or isolate ran).
 */
export function callWallLimit(allowedMs: number): number {
  return Math.ceil(2 * allowedMs + 100);
}

/**
 * Charges a call that used `usedMs` of its `allowedMs` to the bank (setup has its own time and is not charged), and
 * returns its answer, or a timeout when it used more than it had, even if it answered. `clock` names what was
 * measured in the message (default: CPU).
 */
export function timedAnswer(
  bank: TimeBank,
  call: { setup: boolean; usedMs: number; allowedMs: number; answer: CallResult; clock?: string },
): CallResult {
  const { usedMs, allowedMs, answer } = call;
  if (!call.setup) bank.charge(usedMs);
  if (usedMs > allowedMs && (answer.ok || answer.kind !== 'timeout'))
    return {
      ok: false,
      kind: 'timeout',
      reason: `used ${Math.round(usedMs)} ms of ${call.clock ?? 'CPU'}; it had ${Math.round(allowedMs)} ms`,
    };
  return answer;
}
