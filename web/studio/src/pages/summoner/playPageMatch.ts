/**
 * One match in the page, as `fray summoner match A B --seed S` plays it: both bots opened first (one that does not
 * load stops the match, with its reason), the library's runMatch with the default rules and fault limit, the bots'
 * late log lines read after they are disposed, and the replay the CLI would write.
 */
import {
  DEFAULT_BOT_LIMITS,
  DEFAULT_RULES,
  replayOf,
  runMatch,
  summarizeMatch,
  type BotPort,
  type MatchRecord,
  type MatchSummary,
  type Replay,
} from '../../../../../src/summoner/index.js';
import { distinctNames } from '../../../../../src/summoner/match/distinctNames.js';
import { finishLogs } from '../../../../../src/summoner/match/runMatch.js';
import type { PageBot } from './compileBotSource.js';
import { openWorkerBot } from './workerBot.js';

/** A finished match: its record, summary and replay, with the names the bots played under. */
export interface PageMatch {
  names: [string, string];
  record: MatchRecord;
  summary: MatchSummary;
  replay: Replay;
}

/**
 * Plays `bots[0]` (first seat, west) against `bots[1]` with `seed`; a bot that does not load is the failure, by seat.
 * Aborting `signal` closes both workers (the match then ends with a forfeit).
 */
export async function playPageMatch(
  bots: readonly [PageBot, PageBot],
  seed: number,
  signal?: AbortSignal,
): Promise<{ ok: true; match: PageMatch } | { ok: false; seat: 0 | 1; reason: string }> {
  const ports: BotPort[] = [];
  for (const seat of [0, 1] as const) {
    const opened = await openWorkerBot(bots[seat], DEFAULT_BOT_LIMITS);
    if (!opened.ok) {
      await Promise.all(ports.map((p) => p.dispose?.()));
      return { ok: false, seat, reason: opened.reason };
    }
    ports.push(opened.port);
  }
  const pair = ports as [BotPort, BotPort];
  // Stopping closes both workers: every call after that fails for good, and the match ends at once.
  const close = (): void => void Promise.all(pair.map((p) => p.dispose?.()));
  signal?.addEventListener('abort', close, { once: true });
  let record: MatchRecord;
  try {
    record = await runMatch(pair, {
      rules: { ...DEFAULT_RULES },
      seed,
      maxConsecutiveFaults: DEFAULT_BOT_LIMITS.maxConsecutiveFaults,
    });
  } finally {
    signal?.removeEventListener('abort', close);
    await Promise.all(pair.map((p) => p.dispose?.()));
  }
  await finishLogs(record);
  const names = distinctNames([bots[0].name, bots[1].name]) as [string, string];
  const replay = replayOf(record, [{ name: names[0] }, { name: names[1] }]);
  return { ok: true, match: { names, record, summary: summarizeMatch(record), replay } };
}
