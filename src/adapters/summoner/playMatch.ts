/**
 * One match between two prepared bots, played where it is cheapest while every guarantee of the sandbox holds: two
 * sandboxed JavaScript bots inside one isolate host (sandboxedMatch.ts: no call crosses a process, each bot's memory
 * accounted on its own, a host's death charged to the bot that caused it); otherwise here, each bot behind its own
 * port (an isolate host of its own, a confined process, or this process with --trusted). The one door through which
 * `summoner match`, tournaments, queue workers and the ladder play.
 */
import { brokenBot } from '../../summoner/match/brokenBot.js';
import {
  finishLogs,
  runMatch,
  type BotPort,
  type MatchOptions,
  type MatchRecord,
} from '../../summoner/match/runMatch.js';
import { matchOutcome, type MatchOutcomeData, type OutcomeRequest } from '../../summoner/match/matchOutcome.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import { playInHost } from '../sandbox/sandboxedMatch.js';
import { openBot, type PreparedBot, type RunOptions } from './loadBot.js';

/** A seat's bot: prepared, or the reason it cannot play (it forfeits at setup). */
export type SeatBot = PreparedBot | { error: string };

/** A match to play: the two bots (the first plays first), the seed, the rules, how bots run, and an observer. */
export interface MatchRequest {
  bots: readonly [SeatBot, SeatBot];
  seed: number;
  rules: SummonerRules;
  run: RunOptions;
  /** Called after every step while the bots still run (--watch); a match with one is played here. */
  onStep?: MatchOptions['onStep'];
  /** Keep only the outcome (summary, and the replay when asked), not the whole record (megabytes for a long match). */
  outcome?: OutcomeRequest;
}

/**
 * A match played: its record (or its outcome, when only that was asked for), what each bot wrote for humans (a
 * process's standard error), and why a bot could not load.
 */
export interface PlayedMatch {
  record?: MatchRecord;
  outcome?: MatchOutcomeData;
  diagnostics: [string, string];
  /** Per seat, the reason its bot could not load (it forfeited at setup), if it could not. */
  loadProblems: [string | undefined, string | undefined];
}

/** Whether both bots are JavaScript modules to run sandboxed, with nothing to watch: then one host plays it. */
function inOneHost(req: MatchRequest): boolean {
  return (
    !req.run.trusted && req.onStep === undefined && req.bots.every((b) => 'source' in b && b.source.kind === 'module')
  );
}

/** A port on a seat's bot, or a stand-in that forfeits with the reason it cannot play. */
async function seatPort(bot: SeatBot, run: RunOptions): Promise<{ port: BotPort; problem?: string }> {
  if ('error' in bot) return { port: brokenBot(bot.error), problem: bot.error };
  const opened = await openBot(bot.source, run);
  return opened.ok
    ? { port: opened.value }
    : { port: brokenBot(opened.problem.message), problem: opened.problem.message };
}

/** Plays the match here, each bot behind its own port, disposing both whatever happens. */
async function playHere(req: MatchRequest): Promise<PlayedMatch> {
  const a = await seatPort(req.bots[0], req.run);
  let b;
  try {
    b = await seatPort(req.bots[1], req.run);
  } catch (e) {
    await a.port.dispose?.();
    throw e;
  }
  const ports = [a.port, b.port] as const;
  let record: MatchRecord;
  try {
    record = await runMatch(ports, {
      rules: req.rules,
      seed: req.seed,
      maxConsecutiveFaults: req.run.limits.maxConsecutiveFaults,
      // Nothing is shown of a match whose bot cannot load: the caller reports that instead.
      ...(req.onStep === undefined || a.problem !== undefined || b.problem !== undefined ? {} : { onStep: req.onStep }),
    });
  } finally {
    await Promise.all(ports.map((p) => p.dispose?.()));
  }
  // The bots' last lines may come as they close (a process's standard error): read once more.
  await finishLogs(record);
  return {
    ...(req.outcome === undefined ? { record } : { outcome: matchOutcome(record, req.outcome) }),
    diagnostics: [ports[0].diagnostics?.() ?? '', ports[1].diagnostics?.() ?? ''],
    loadProblems: [a.problem, b.problem],
  };
}

/**
 * Plays one match and gives its record. The same seed and the same (deterministic) bots give the same record
 * wherever it is played. Throws only on fray's own failures (no isolate host can start, or one died with no bot
 * running): a bot's failure of any kind is a fault or a forfeit in the record.
 */
export async function playMatch(req: MatchRequest): Promise<PlayedMatch> {
  if (!inOneHost(req)) return playHere(req);
  const bot = (b: SeatBot) => (b as PreparedBot & { source: { kind: 'module' } }).source.bot;
  const played = await playInHost({
    bots: [bot(req.bots[0]), bot(req.bots[1])],
    rules: req.rules,
    seed: req.seed,
    limits: req.run.limits,
    ...(req.outcome === undefined ? {} : { outcome: req.outcome }),
  });
  return { ...played, diagnostics: ['', ''] };
}
