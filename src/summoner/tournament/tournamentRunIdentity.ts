/** What decides a round robin's answer, for the run key a queued tournament's jobs are filed under. */
import type { SummonerRules } from '../rules/rules.js';

/** An entrant as the answer sees it: its name and the hash of what will run, or why it cannot play. */
export type EntrantIdentity = { name: string; sha256: string } | { name: string; error: string };

/** The inputs of a tournament that decide its result: seed, rules, bot limits, entrants, and whether replays come back. */
export interface TournamentRunInput {
  seed: number;
  rules: SummonerRules;
  /** The bot limits (time, memory, faults): a bot near a limit plays differently under another. */
  limits: Readonly<Record<string, number>>;
  replays: boolean;
  /** Whether the replays keep the bots' log lines, and the times of their calls (absent: no). */
  logs?: boolean;
  times?: boolean;
  entrants: readonly EntrantIdentity[];
}

/**
 * The identity of a tournament run: every input that decides the answer, in a fixed order (a bot by its content's
 * hash, never its path, so the same bots copied elsewhere are the same run). Two runs with equal identities are
 * the same jobs.
 */
export function tournamentRunIdentity(input: TournamentRunInput): unknown[] {
  const limits = Object.keys(input.limits)
    .sort()
    .map((k) => [k, input.limits[k]]);
  const entrants = input.entrants.map((e) => ('sha256' in e ? [e.name, e.sha256] : [e.name, null, e.error]));
  const base = [input.seed, input.rules, limits, input.replays, entrants];
  // Only when asked for, so the key of a run without them is what it always was.
  return input.logs === true || input.times === true
    ? [...base, { logs: input.logs === true, times: input.times === true }]
    : base;
}
