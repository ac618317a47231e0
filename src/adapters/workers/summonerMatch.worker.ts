/** Worker thread entry (bundled to dist/summonerMatch.worker.js): plays tournament matches on request. */
import { parentPort, workerData } from 'node:worker_threads';
import { brokenBot } from '../../summoner/brokenBot.js';
import { summarizeMatch, type MatchSummary } from '../../summoner/matchSummary.js';
import { formatReplay, replayOf } from '../../summoner/replay.js';
import type { SummonerRules } from '../../summoner/rules.js';
import { runMatch, type BotPort } from '../../summoner/runMatch.js';
import { matchSeed, type Pairing } from '../../summoner/tournament/schedule.js';
import type { CompiledBot } from '../summoner/compileBot.js';
import { loadInProcessBot } from '../summoner/inProcessBot.js';

/** A tournament entrant as the workers get it: compiled code, or the reason it cannot play. */
export type Entrant = { name: string; bot: CompiledBot } | { name: string; error: string };

/** What every worker gets once: the entrants, the rules, the master seed and whether to send replays back. */
export interface SummonerMatchWorkerData {
  entrants: Entrant[];
  rules: SummonerRules;
  seed: number;
  replays: boolean;
}

/** A worker's answer for one match: its summary, and its replay (JSON text) when asked for. */
export interface MatchOutcome {
  summary: MatchSummary;
  replay?: string;
}

const data = workerData as SummonerMatchWorkerData;

/** A fresh instance of an entrant for one match (module state never crosses matches). */
async function port(e: Entrant): Promise<BotPort> {
  if ('error' in e) return brokenBot(e.error);
  const loaded = await loadInProcessBot(e.bot);
  return loaded.ok ? loaded.value : brokenBot(loaded.problem.message);
}

parentPort?.on('message', (m: { index: number; task: Pairing }) => {
  void (async () => {
    try {
      const a = data.entrants[m.task.seats[0]];
      const b = data.entrants[m.task.seats[1]];
      if (a === undefined || b === undefined) throw new Error(`no entrant for seats ${m.task.seats.join(', ')}`);
      const record = await runMatch([await port(a), await port(b)], { rules: data.rules, seed: matchSeed(data.seed, m.index) });
      const value: MatchOutcome = { summary: summarizeMatch(record) };
      if (data.replays) {
        const player = (e: Entrant) => ({ name: e.name, ...('bot' in e ? { sha256: e.bot.sha256 } : {}) });
        value.replay = formatReplay(replayOf(record, [player(a), player(b)]));
      }
      parentPort?.postMessage({ index: m.index, value });
    } catch (e) {
      parentPort?.postMessage({ index: m.index, error: (e as Error)?.message ?? String(e) });
    }
  })();
});
