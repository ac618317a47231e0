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
import { seatErrors, type SeatError } from './seatErrors.js';
import { openWorkerBot, type OpenedBot } from './workerBot.js';

/** A finished match: its record, summary and replay, with the names the bots played under. */
export interface PageMatch {
  names: [string, string];
  record: MatchRecord;
  summary: MatchSummary;
  replay: Replay;
  /** The errors the bots' code threw, placed in their sources and in the match. */
  errors: SeatError[];
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
  const opened: OpenedBot[] = [];
  for (const seat of [0, 1] as const) {
    const o = await openWorkerBot(bots[seat], DEFAULT_BOT_LIMITS);
    if (!o.ok) {
      await Promise.all(opened.map((p) => p.port.dispose?.()));
      return { ok: false, seat, reason: o.reason };
    }
    opened.push(o);
  }
  const pair = opened.map((o) => o.port) as [BotPort, BotPort];
  const record = await played(pair, seed, signal);
  await finishLogs(record);
  const names = distinctNames([bots[0].name, bots[1].name]) as [string, string];
  const replay = replayOf(record, [{ name: names[0] }, { name: names[1] }]);
  const errors = seatErrors(record, bots, [opened[0]?.thrown() ?? [], opened[1]?.thrown() ?? []]);
  return { ok: true, match: { names, record, summary: summarizeMatch(record), replay, errors } };
}

/** Plays the match between two opened ports; aborting `signal` closes both (the match ends with a forfeit). */
async function played(pair: [BotPort, BotPort], seed: number, signal?: AbortSignal): Promise<MatchRecord> {
  const close = (): void => void Promise.all(pair.map((p) => p.dispose?.()));
  signal?.addEventListener('abort', close, { once: true });
  try {
    return await runMatch(pair, {
      rules: { ...DEFAULT_RULES },
      seed,
      maxConsecutiveFaults: DEFAULT_BOT_LIMITS.maxConsecutiveFaults,
    });
  } finally {
    signal?.removeEventListener('abort', close);
    await Promise.all(pair.map((p) => p.dispose?.()));
  }
}
