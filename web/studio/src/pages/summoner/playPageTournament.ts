/**
 * A round robin in the page, as `fray summoner tournament` plays one: every bot test-opened once (one that does not
 * load is kept, with its reason, and forfeits its matches), every ordered pair once with the seed of its index
 * (matchSeed), a fresh worker per bot and match, and the library's standings. Matches run one at a time: each
 * bot's time is measured in its worker, and two matches at once would share this machine's cores with the page.
 */
import {
  DEFAULT_BOT_LIMITS,
  DEFAULT_RULES,
  matchSeed,
  roundRobin,
  runMatch,
  summarizeMatch,
  tournamentResult,
  type BotPort,
  type TournamentMatch,
  type TournamentResult,
} from '../../../../../src/summoner/index.js';
import { brokenBot } from '../../../../../src/summoner/match/brokenBot.js';
import { distinctNames } from '../../../../../src/summoner/match/distinctNames.js';
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

async function port(e: PageEntrant, error: string | null): Promise<BotPort> {
  if ('error' in e || error !== null) return brokenBot(error ?? ('error' in e ? e.error : 'cannot play'));
  const opened = await openWorkerBot(e.bot, DEFAULT_BOT_LIMITS);
  return opened.ok ? opened.port : brokenBot(opened.reason);
}

/** Plays the round robin of `entrants` with master seed `seed`; `stopped` on the result says it was cut short. */
export async function playPageTournament(
  entrants: readonly PageEntrant[],
  seed: number,
  control: TournamentControl = {},
): Promise<{ result: TournamentResult; stopped: boolean }> {
  const names = distinctNames(entrants.map((e) => e.name));
  const loadErrors: (string | null)[] = [];
  for (const e of entrants) {
    if ('error' in e) {
      loadErrors.push(e.error);
      continue;
    }
    const opened = await openWorkerBot(e.bot, DEFAULT_BOT_LIMITS);
    if (opened.ok) await opened.port.dispose?.();
    loadErrors.push(opened.ok ? null : opened.reason);
  }
  const pairings = roundRobin(entrants.length);
  const matches: TournamentMatch[] = [];
  let stopped = false;
  control.onProgress?.(0, pairings.length);
  for (const pairing of pairings) {
    if (control.signal?.aborted) {
      stopped = true;
      break;
    }
    const [a, b] = pairing.seats;
    const ports = [
      await port(entrants[a] as PageEntrant, loadErrors[a] ?? null),
      await port(entrants[b] as PageEntrant, loadErrors[b] ?? null),
    ] as const;
    const close = (): void => void Promise.all(ports.map((p) => p.dispose?.()));
    control.signal?.addEventListener('abort', close, { once: true });
    try {
      const record = await runMatch(ports, {
        rules: { ...DEFAULT_RULES },
        seed: matchSeed(seed, pairing.index),
        maxConsecutiveFaults: DEFAULT_BOT_LIMITS.maxConsecutiveFaults,
      });
      // A match cut short by the stop is not a result.
      if (control.signal?.aborted) {
        stopped = true;
        break;
      }
      matches.push({ pairing, summary: summarizeMatch(record) });
    } finally {
      control.signal?.removeEventListener('abort', close);
      await Promise.all(ports.map((p) => p.dispose?.()));
    }
    control.onProgress?.(matches.length, pairings.length);
  }
  return { result: tournamentResult({ seed, names, loadErrors, matches }), stopped };
}
