/**
 * One match of a tournament, as a worker plays it: the entrants and options every worker gets, a fresh port on
 * each bot, the match, and its outcome (summary, and replay when asked). Plain types and one function, so the
 * coordinators (local pool, queue) share them without importing a worker's entry file.
 */
import { brokenBot } from '../../summoner/match/brokenBot.js';
import { summarizeMatch, type MatchSummary } from '../../summoner/match/matchSummary.js';
import { formatReplay, replayOf } from '../../summoner/replay/replay.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import { finishLogs, runMatch, type BotPort } from '../../summoner/match/runMatch.js';
import { matchSeed, type Pairing } from '../../summoner/tournament/schedule.js';
import { openBot, type PreparedBot, type RunOptions } from './loadBot.js';

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

/** A fresh port on an entrant for one match (state never crosses matches); one that cannot open forfeits. */
async function port(e: Entrant, data: SummonerMatchWorkerData): Promise<BotPort> {
  if ('error' in e) return brokenBot(e.error);
  const opened = await openBot(e.prepared.source, data.run);
  return opened.ok ? opened.value : brokenBot(opened.problem.message);
}

/** Plays the match `index` of the round robin (`pairing`'s two entrants), disposing both bots whatever happens. */
export async function playTournamentMatch(
  index: number,
  pairing: Pairing,
  data: SummonerMatchWorkerData,
): Promise<MatchOutcome> {
  const a = data.entrants[pairing.seats[0]];
  const b = data.entrants[pairing.seats[1]];
  if (a === undefined || b === undefined) throw new Error(`no entrant for seats ${pairing.seats.join(', ')}`);
  const ports = [await port(a, data), await port(b, data)] as const;
  let open = true;
  const close = async () => {
    if (open) await Promise.all(ports.map((p) => p.dispose?.()));
    open = false;
  };
  try {
    const record = await runMatch(ports, {
      rules: data.rules,
      seed: matchSeed(data.seed, index),
      maxConsecutiveFaults: data.run.limits.maxConsecutiveFaults,
    });
    const outcome: MatchOutcome = { summary: summarizeMatch(record) };
    if (data.replays && data.logs === true) {
      // The bots' last lines may come as they close: dispose first, then read their logs once more.
      await close();
      await finishLogs(record);
    }
    if (data.replays) {
      const player = (e: Entrant) => ({ name: e.name, ...('prepared' in e ? { sha256: e.prepared.sha256 } : {}) });
      outcome.replay = formatReplay(
        replayOf(record, [player(a), player(b)], { logs: data.logs === true, times: data.times === true }),
      );
    }
    return outcome;
  } finally {
    await close();
  }
}
