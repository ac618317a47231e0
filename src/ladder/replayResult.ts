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

/** The replay anyone may download: every step's input, events and marks, but no bot's log lines (its author's only). */
export function publicReplay(r: Replay): Replay {
  return {
    ...r,
    steps: r.steps.map((s) => ({
      input: s.input,
      events: s.events,
      ...(s.marks === undefined ? {} : { marks: s.marks }),
    })),
  };
}
