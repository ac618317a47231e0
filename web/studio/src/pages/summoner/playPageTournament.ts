/**
 * A round robin in the page, as `fray summoner tournament` plays one: every bot test-opened once (one that does not
 * load is kept, with its reason, and forfeits its matches), every ordered pair once with the seed of its index
 * (matchSeed), a fresh worker per bot and match, and the library's standings. Matches run one at a time: each
 * bot's time is measured in its worker, and two matches at once would share this machine's cores with the page. Each
 * match's replay is kept, so it can be watched.
 */
import {
  DEFAULT_BOT_LIMITS,
  DEFAULT_RULES,
  matchSeed,
  replayOf,
  roundRobin,
  runMatch,
  summarizeMatch,
  tournamentResult,
  type BotPort,
  type Pairing,
  type Replay,
  type TournamentMatch,
  type TournamentResult,
} from '../../../../../src/summoner/index.js';
import { brokenBot } from '../../../../../src/summoner/match/brokenBot.js';
import { distinctNames } from '../../../../../src/summoner/match/distinctNames.js';
import { finishLogs } from '../../../../../src/summoner/match/runMatch.js';
import type { PageBot } from './compileBotSource.js';
import { openWorkerBot } from './workerBot.js';

/** An entrant: a compiled bot, or why it cannot play (it does not compile). */
export type PageEntrant = { name: string; bot: PageBot } | { name: string; error: string };

/** What the tournament reports as it goes, and how it can be stopped. */
export interface TournamentControl {
  onProgress?(done: number, total: number): void;
  /** Stops the tournament: the match being played ends at once, and the result covers the matches finished before it. */
  signal?: AbortSignal;
}

/** A match of the tournament as played: the library's record of it, and its replay. */
export interface PlayedMatch extends TournamentMatch {
  replay: Replay;
}

async function port(e: PageEntrant, error: string | null): Promise<BotPort> {
  if ('error' in e || error !== null) return brokenBot(error ?? ('error' in e ? e.error : 'cannot play'));
  const opened = await openWorkerBot(e.bot, DEFAULT_BOT_LIMITS);
  return opened.ok ? opened.port : brokenBot(opened.reason);
}

/** Each entrant opened once: null when it loads, else why not. */
async function loadErrors(entrants: readonly PageEntrant[]): Promise<(string | null)[]> {
  const out: (string | null)[] = [];
  for (const e of entrants) {
    if ('error' in e) {
      out.push(e.error);
      continue;
    }
    const opened = await openWorkerBot(e.bot, DEFAULT_BOT_LIMITS);
    if (opened.ok) await opened.port.dispose?.();
    out.push(opened.ok ? null : opened.reason);
  }
  return out;
}

/** One pairing played; undefined when the tournament was stopped during it (a match cut short is not a result). */
async function playPairing(
  entrants: readonly PageEntrant[],
  errors: readonly (string | null)[],
  pairing: Pairing,
  seed: number,
  control: TournamentControl,
): Promise<PlayedMatch | undefined> {
  const [a, b] = pairing.seats;
  const ports = [
    await port(entrants[a] as PageEntrant, errors[a] ?? null),
    await port(entrants[b] as PageEntrant, errors[b] ?? null),
  ] as const;
  const close = (): void => void Promise.all(ports.map((p) => p.dispose?.()));
  control.signal?.addEventListener('abort', close, { once: true });
  try {
    const record = await runMatch(ports, {
      rules: { ...DEFAULT_RULES },
      seed: matchSeed(seed, pairing.index),
      maxConsecutiveFaults: DEFAULT_BOT_LIMITS.maxConsecutiveFaults,
    });
    if (control.signal?.aborted) return undefined;
    await finishLogs(record);
    const names = distinctNames([entrants[a]?.name ?? '', entrants[b]?.name ?? '']);
    return {
      pairing,
      summary: summarizeMatch(record),
      replay: replayOf(record, [{ name: names[0] ?? '' }, { name: names[1] ?? '' }]),
    };
  } finally {
    control.signal?.removeEventListener('abort', close);
    await Promise.all(ports.map((p) => p.dispose?.()));
  }
}

/** Plays the round robin of `entrants` with master seed `seed`; `stopped` on the result says it was cut short. */
export async function playPageTournament(
  entrants: readonly PageEntrant[],
  seed: number,
  control: TournamentControl = {},
): Promise<{ result: TournamentResult; matches: PlayedMatch[]; stopped: boolean }> {
  const names = distinctNames(entrants.map((e) => e.name));
  const errors = await loadErrors(entrants);
  const pairings = roundRobin(entrants.length);
  const matches: PlayedMatch[] = [];
  control.onProgress?.(0, pairings.length);
  for (const pairing of pairings) {
    const m = control.signal?.aborted ? undefined : await playPairing(entrants, errors, pairing, seed, control);
    if (m === undefined) break;
    matches.push(m);
    control.onProgress?.(matches.length, pairings.length);
  }
  const result = tournamentResult({
    seed,
    names,
    loadErrors: errors,
    matches: matches.map(({ pairing, summary }) => ({ pairing, summary })),
  });
  return { result, matches, stopped: matches.length < pairings.length };
}
