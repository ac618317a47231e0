/**
 * One match in the page, as `fray summoner match A B --seed S` plays it: both bots opened first (one that does not
 * load stops the match, with its reason), the library's runMatch with the default rules and fault limit, the bots'
 * late log lines read after they are disposed, and the replay the CLI would write (with the calls' times, for the
 * viewer's chart). A match can also be forked from a turn of one shown, as `--from REPLAY --turn N` does.
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
import type { AskedAgain } from '../../../../../src/summoner/replay/askAgain.js';
import { forkMatch } from '../../../../../src/summoner/replay/forkMatch.js';
import { forkOrigin, type ForkOrigin } from '../../../../../src/summoner/replay/replay.js';
import type { PageBot } from './compileBotSource.js';
import { seatErrors, type SeatError } from './seatErrors.js';
import { openWorkerBot, type OpenedBot, type ThrownError } from './workerBot.js';

/** A finished match: its record, summary and replay, with the names the bots played under. */
export interface PageMatch {
  names: [string, string];
  record: MatchRecord;
  summary: MatchSummary;
  replay: Replay;
  /** The errors the bots' code threw, placed in their sources and in the match. */
  errors: SeatError[];
}

/** A forked match: the match, and how each bot's warm-up answers compared with the original's. */
export interface PageFork extends PageMatch {
  warmUp: AskedAgain;
}

/** What playing gives: the match, or the seat whose bot failed and why (its load, or the fork's refusal: no seat). */
export type PagePlay<T> = { ok: true; match: T } | { ok: false; seat?: 0 | 1; reason: string };

/** What a match played with two opened bots gave, and the errors each bot's code threw. */
type Played<T> = PagePlay<T> & { thrown?: [readonly ThrownError[], readonly ThrownError[]] };

/**
 * Opens both bots in workers, runs `play` with them (aborting `signal` closes both workers: every call after that
 * fails for good, and the match ends at once with a forfeit), closes them, and reads their late log lines.
 */
async function withPorts<T extends { record: MatchRecord }>(
  bots: readonly [PageBot, PageBot],
  signal: AbortSignal | undefined,
  play: (pair: [BotPort, BotPort]) => Promise<PagePlay<T>>,
): Promise<Played<T>> {
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
  const close = (): void => void Promise.all(pair.map((p) => p.dispose?.()));
  signal?.addEventListener('abort', close, { once: true });
  let played: PagePlay<T>;
  try {
    played = await play(pair);
  } finally {
    signal?.removeEventListener('abort', close);
    await Promise.all(pair.map((p) => p.dispose?.()));
  }
  if (!played.ok) return played;
  await finishLogs(played.match.record);
  return { ...played, thrown: [opened[0]?.thrown() ?? [], opened[1]?.thrown() ?? []] };
}

/**
 * The match of `record` as the page shows it: its replay naming `bots` (and the original, for a fork), and the
 * errors their code threw (`thrown`) placed in their sources and steps.
 */
function pageMatch(
  record: MatchRecord,
  bots: readonly [PageBot, PageBot],
  thrown: [readonly ThrownError[], readonly ThrownError[]] = [[], []],
  forkedFrom?: ForkOrigin,
): PageMatch {
  const names = distinctNames([bots[0].name, bots[1].name]) as [string, string];
  const replay = replayOf(record, [{ name: names[0] }, { name: names[1] }], {
    times: true,
    ...(forkedFrom === undefined ? {} : { forkedFrom }),
  });
  const errors = seatErrors(record, bots, thrown);
  return { names, record, summary: summarizeMatch(record), replay, errors };
}

/** Plays `bots[0]` (first seat, west) against `bots[1]` with `seed`; a bot that does not load is the failure, by seat. */
export async function playPageMatch(
  bots: readonly [PageBot, PageBot],
  seed: number,
  signal?: AbortSignal,
): Promise<PagePlay<PageMatch>> {
  const played = await withPorts(bots, signal, async (pair) => {
    const record = await runMatch(pair, {
      rules: { ...DEFAULT_RULES },
      seed,
      maxConsecutiveFaults: DEFAULT_BOT_LIMITS.maxConsecutiveFaults,
    });
    return { ok: true, match: { record } };
  });
  return played.ok ? { ok: true, match: pageMatch(played.match.record, bots, played.thrown) } : played;
}

/**
 * Forks `from` at `turn` with `bots` (the page's current code), as `fray summoner match A B --from REPLAY --turn N`:
 * the steps before the turn kept, each bot warmed up with its seat's earlier calls, then played on.
 */
export async function forkPageMatch(
  bots: readonly [PageBot, PageBot],
  from: Replay,
  turn: number,
  signal?: AbortSignal,
): Promise<PagePlay<PageFork>> {
  const played = await withPorts(bots, signal, async (pair) => {
    const fork = await forkMatch(pair, from, {
      turn,
      maxConsecutiveFaults: DEFAULT_BOT_LIMITS.maxConsecutiveFaults,
    });
    if (!fork.ok) return { ok: false, reason: fork.problem.message };
    return { ok: true, match: { record: fork.value.record, warmUp: fork.value.warmUp } };
  });
  if (!played.ok) return played;
  const match = pageMatch(played.match.record, bots, played.thrown, forkOrigin(from, turn));
  return { ok: true, match: { ...match, warmUp: played.match.warmUp } };
}
