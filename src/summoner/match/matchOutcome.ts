/**
 * What a caller keeps of a finished match when it does not want its whole record (a tournament, a ladder): the
 * summary, and the replay as text when asked. Computed where the match was played, so only these cross to whoever
 * asked (a match played in an isolate host sends them instead of its record).
 */
import { formatReplay, replayOf, type ReplayPlayer } from '../replay/replay.js';
import { summarizeMatch, type MatchSummary } from './matchSummary.js';
import type { MatchRecord, MatchStep } from './runMatch.js';

/** What to keep: the players as a replay names them, whether to keep the replay, its bots' log lines and the times of their calls. */
export interface OutcomeRequest {
  players: [ReplayPlayer, ReplayPlayer];
  replay: boolean;
  logs: boolean;
  times?: boolean;
  /** Keep the events a list of faults reads (turn starts, faults, forfeits): `summoner match` prints them. */
  faults?: boolean;
}

/** A finished match's summary and, when asked, its replay (JSON text, as a replay file holds it). */
export interface MatchOutcomeData {
  summary: MatchSummary;
  replay?: string;
  /** When asked: the record's turn starts, faults and forfeits, in order, as one step (what `faultLines` reads). */
  faults?: [Pick<MatchStep, 'events'>];
}

/** The outcome of `record` as `req` asks for it. */
export function matchOutcome(record: MatchRecord, req: OutcomeRequest): MatchOutcomeData {
  return {
    summary: summarizeMatch(record),
    ...(req.replay
      ? { replay: formatReplay(replayOf(record, req.players, { logs: req.logs, times: req.times === true })) }
      : {}),
    ...(req.faults === true ? { faults: faultEvents(record.steps) } : {}),
  };
}

/** The turn starts, faults and forfeits of `steps`, in order, as one step: a few kilobytes where the record is megabytes. */
export function faultEvents(steps: readonly Pick<MatchStep, 'events'>[]): [Pick<MatchStep, 'events'>] {
  const kept = new Set(['turnStart', 'fault', 'forfeit']);
  return [{ events: steps.flatMap((s) => s.events.filter((e) => kept.has(e.type))) }];
}
