/**
 * The ladder's door: one sandboxed match between two prepared bots, from bots, seed, rules and limits to the result
 * and the replay. Bots are prepared once with prepareBot(file, { trusted: false }) (a module compiled, a process bot's
 * folder copied and built) and may play any number of matches; each match gets fresh bots (new isolates, new
 * processes) in isolate hosts kept warm from match to match in this thread (closeBotHosts() stops them). Every
 * guarantee of docs/security.md holds: a bot never sees anything of another match, its memory is capped, and a
 * crash it causes is charged to it (it forfeits) while one no bot caused throws (the match is void: play it again).
 */
import type { MatchSummary } from '../../summoner/match/matchSummary.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import type { BotLimits } from '../sandbox/limits.js';
import type { PreparedBot } from './loadBot.js';
import { playMatch } from './playMatch.js';

/** A match to play: two named bots (the first plays first, from the west), the seed, the rules and the limits. */
export interface SandboxedMatchInput {
  bots: readonly [{ name: string; bot: PreparedBot }, { name: string; bot: PreparedBot }];
  seed: number;
  rules: SummonerRules;
  limits: BotLimits;
  /** Keep the bots' log lines in the replay (default: no). */
  logs?: boolean;
}

/** The match played: its summary, its replay (the text a replay file holds; parseReplay reads it), and load failures. */
export interface SandboxedMatchResult {
  summary: MatchSummary;
  replay: string;
  /** Per seat, why its bot could not load (it forfeited at setup), if it could not. */
  loadProblems: [string | undefined, string | undefined];
}

/**
 * Plays one sandboxed match. Never runs a bot trusted. Throws only on fray's own failures (no isolate host can start,
 * or one died with no bot running): then the match is void, and may be played again with the same seed.
 */
export async function playSandboxedMatch(input: SandboxedMatchInput): Promise<SandboxedMatchResult> {
  const [a, b] = input.bots;
  const { outcome, loadProblems } = await playMatch({
    bots: [a.bot, b.bot],
    seed: input.seed,
    rules: input.rules,
    run: { trusted: false, limits: input.limits },
    outcome: {
      players: [
        { name: a.name, sha256: a.bot.sha256 },
        { name: b.name, sha256: b.bot.sha256 },
      ],
      replay: true,
      logs: input.logs === true,
    },
  });
  if (outcome?.replay === undefined) throw new Error('internal: a match without its replay');
  return { summary: outcome.summary, replay: outcome.replay, loadProblems };
}
