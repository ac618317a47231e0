/**
 * What a caller keeps of a finished match when it does not want its whole record (a tournament, a ladder): the
 * summary, and the replay as text when asked. Computed where the match was played, so only these cross to whoever
 * asked (a match played in an isolate host sends them instead of its record).
 */
import { formatReplay, replayOf, type ReplayPlayer } from '../replay/replay.js';
import { summarizeMatch, type MatchSummary } from './matchSummary.js';
import type { MatchRecord } from './runMatch.js';

/** What to keep: the players as a replay names them, whether to keep the replay, its bots' log lines and the times of their calls. */
export interface OutcomeRequest {
  players: [ReplayPlayer, ReplayPlayer];
  replay: boolean;
  logs: boolean;
  times?: boolean;
}

/** A finished match's summary and, when asked, its replay (JSON text, as a replay file holds it). */
export interface MatchOutcomeData {
  summary: MatchSummary;
  replay?: string;
}

/** The outcome of `record` as `req` asks for it. */
export function matchOutcome(record: MatchRecord, req: OutcomeRequest): MatchOutcomeData {
  const summary = summarizeMatch(record);
  if (!req.replay) return { summary };
  return {
    summary,
    replay: formatReplay(replayOf(record, req.players, { logs: req.logs, times: req.times === true })),
  };
}
