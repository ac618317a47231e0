/**
 * What the ladder records of a match, read from its replay (never from what a worker says about it): the winner,
 * why it ended, turns, and each seat's faults; and the replay as published, without the bots' log lines.
 */
import type { Replay } from '../summoner/replay/replay.js';
import type { MatchResult } from '../summoner/rules/model.js';

/** A match's result as the ladder stores it. */
export interface LadderResult {
  winner: 0 | 1 | null;
  reason: MatchResult['reason'];
  turns: number;
  /** Faults and forfeits per seat. */
  errors: [number, number];
  /** The first few of them per seat, in words ("turn 3, battle: timeout: ..."), for the bot's author. */
  faultNotes: [string[], string[]];
}

/** How many fault notes are kept per seat. */
const MAX_NOTES = 5;

/** The result of a replay (which must have been verified). */
export function replayResult(r: Replay): LadderResult {
  const errors: [number, number] = [0, 0];
  const faultNotes: [string[], string[]] = [[], []];
  let turn = 0;
  for (const s of r.steps)
    for (const e of s.events) {
      if (e.type === 'turnStart') turn = e.turn;
      if (e.type !== 'fault' && e.type !== 'forfeit') continue;
      errors[e.seat]++;
      const what = e.type === 'fault' ? `${e.phase}: ${e.kind}: ${e.reason}` : `forfeit: ${e.reason}`;
      if (faultNotes[e.seat].length < MAX_NOTES) faultNotes[e.seat].push(`turn ${turn}, ${what}`);
    }
  return { winner: r.result.winner, reason: r.result.reason, turns: r.turns, errors, faultNotes };
}

/**
 * How many bytes of debug marks (as JSON) each seat keeps in the public replay: enough for a few marks a turn over a
 * long match; a bot marking the most it may on every call (which once made a 25 MB replay) has the rest dropped.
 */
export const PUBLIC_MARK_BYTES = 256 * 1024;

/** The seat whose marks a step carries (the setup step carries none). */
function markSeat(s: Replay['steps'][number]): 0 | 1 | undefined {
  return s.input.type === 'setup' ? undefined : s.input.seat;
}

/**
 * The replay anyone may download: every step's input, events and marks, but no bot's log lines (its author's only),
 * and each seat's marks only up to `markBytes` (in order; marks are not play, so the replay still verifies).
 */
export function publicReplay(r: Replay, markBytes = PUBLIC_MARK_BYTES): Replay {
  const left: [number, number] = [markBytes, markBytes];
  return {
    ...r,
    steps: r.steps.map((s) => {
      const seat = markSeat(s);
      const marks =
        seat === undefined ? undefined : s.marks?.filter((m) => (left[seat] -= JSON.stringify(m).length) >= 0);
      return { input: s.input, events: s.events, ...(marks === undefined || marks.length === 0 ? {} : { marks }) };
    }),
  };
}
