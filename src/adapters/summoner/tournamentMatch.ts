/**
 * One match of a tournament, as a worker plays it: the entrants and options every worker gets, the match (played
 * through playMatch, with fresh bots), and its outcome (summary, and replay when asked). Plain types and one function,
 * so the coordinators (local pool, queue) share them without importing a worker's entry file.
 */
import type { MatchSummary } from '../../summoner/match/matchSummary.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import { matchSeed, type Pairing } from '../../summoner/tournament/schedule.js';
import type { PreparedBot, RunOptions } from './loadBot.js';
import { playMatch, type SeatBot } from './playMatch.js';

/** A tournament entrant as the workers get it: a prepared bot, or the reason it cannot play. */
export type Entrant = { name: string; prepared: PreparedBot } | { name: string; error: string };

/** What every worker gets once: the entrants, how to run them, the rules, the master seed, and whether to send replays back. */
export interface SummonerMatchWorkerData {
  entrants: Entrant[];
  run: RunOptions;
  rules: SummonerRules;
  seed: number;
  replays: boolean;
  /** Keep the bots' log lines in the replays (tournament --logs); left out by default. */
  logs?: boolean;
  /** Keep the time of each call in the replays (tournament --times); left out by default. */
  times?: boolean;
}

/** A worker's answer for one match: its summary and, when asked for, its replay (JSON text); or why it could not be played. */
export type MatchOutcome = { summary: MatchSummary; replay?: string } | { failed: string };

/** Plays the match `index` of the round robin (`pairing`'s two entrants) and gives its outcome. */
export async function playTournamentMatch(
  index: number,
  pairing: Pairing,
  data: SummonerMatchWorkerData,
): Promise<MatchOutcome> {
  const a = data.entrants[pairing.seats[0]];
  const b = data.entrants[pairing.seats[1]];
  if (a === undefined || b === undefined) throw new Error(`no entrant for seats ${pairing.seats.join(', ')}`);
  const seat = (e: Entrant): SeatBot => ('error' in e ? { error: e.error } : e.prepared);
  const player = (e: Entrant) => ({ name: e.name, ...('prepared' in e ? { sha256: e.prepared.sha256 } : {}) });
  const played = await playMatch({
    bots: [seat(a), seat(b)],
    seed: matchSeed(data.seed, index),
    rules: data.rules,
    run: data.run,
    outcome: {
      players: [player(a), player(b)],
      replay: data.replays,
      logs: data.logs === true,
      times: data.times === true,
    },
  });
  if (played.outcome === undefined) throw new Error('internal: a match without its outcome');
  return played.outcome;
}
