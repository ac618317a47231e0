/** The summary of one match for the terminal and for --json. */
import type { MatchSummary } from '../match/matchSummary.js';
import { describeResult } from './matchLog.js';
import type { MatchStep } from '../match/runMatch.js';
import { textTable } from '../../report/textTable.js';

/**
 * The JSON document of `fray summoner match --json`; winner is the index in players (0 moved first) or null.
 * @category Reports
 */
export interface MatchJson {
  /** The match seed, from 0 to 2^32 − 1. */
  seed: number;
  /** Turns begun (0 when a setup was refused). */
  turns: number;
  /** The index in `players` of the winner (0 moved first), or null for a draw. */
  winner: 0 | 1 | null;
  /** How it ended: wipeout, mutual wipeout, the turn limit or a forfeit. */
  reason: MatchSummary['reason'];
  /** What the forfeiting bot did, when `reason` is 'forfeit'. */
  detail?: string;
  /** Both players, seat 0 first: name, enemy demons killed, demons left, failed calls and refused orders. */
  players: { name: string; kills: number; demonsLeft: number; errors: number; rejectedOrders: number }[];
}

/**
 * A match's summary as the JSON document `fray summoner match --json` prints.
 *
 * @example
 * ```ts
 * import { DEFAULT_RULES, botPortOf, matchJson, runMatch, summarizeMatch, type Summoner } from 'fray/summoner';
 *
 * const walker: Summoner = {
 *   setup: () => ({ demons: [{ capacity: 'eat', attack: 3, life: 1 }, { capacity: 'eat', attack: 2, life: 2 }] }),
 *   enhance: () => [],
 *   battle: (v) => v.mine.map((d) => ({ demon: d.id, action: v.foes.some((f) => f.id === v.board[d.y]?.[d.x + 1]) ? 'attack' : 'move', dir: 'E' })),
 * };
 * const idle: Summoner = { setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }), enhance: () => [], battle: () => [] };
 * const record = await runMatch([botPortOf(walker), botPortOf(idle)], { rules: DEFAULT_RULES, seed: 11 });
 * console.log(Object.keys(matchJson(summarizeMatch(record), ['walker', 'idle'])).join(','));
 * //> seed,turns,winner,reason,players
 * ```
 * @category Reports
 */
export function matchJson(s: MatchSummary, names: readonly [string, string]): MatchJson {
  return {
    seed: s.seed,
    turns: s.turns,
    winner: s.winner,
    reason: s.reason,
    ...(s.detail === undefined ? {} : { detail: s.detail }),
    players: ([0, 1] as const).map((i) => ({
      name: names[i],
      kills: s.kills[i],
      demonsLeft: s.demonsLeft[i],
      errors: s.errors[i],
      rejectedOrders: s.rejectedOrders[i],
    })),
  };
}

/** Faults and forfeits, one line each (at most `limit`, then a count of the rest): the bot errors a user must see. */
export function faultLines(
  steps: readonly Pick<MatchStep, 'events'>[],
  names: readonly [string, string],
  limit = 8,
): string[] {
  const lines: string[] = [];
  let turn = 0;
  for (const { events } of steps) {
    for (const e of events) {
      if (e.type === 'turnStart') turn = e.turn;
      if (e.type === 'fault') lines.push(`turn ${turn}: ${names[e.seat]}: ${e.reason}`);
      if (e.type === 'forfeit') lines.push(`${names[e.seat]} forfeits: ${e.reason}`);
    }
  }
  return lines.length <= limit
    ? lines
    : [...lines.slice(0, limit), `... and ${lines.length - limit} more (see the log)`];
}

/**
 * A match's summary as text: the seed, who played which seat, the result, a table per player and the faults.
 *
 * @param steps - the match's steps (for the faults)
 * @example
 * ```ts
 * import { DEFAULT_RULES, botPortOf, matchText, runMatch, summarizeMatch, type Summoner } from 'fray/summoner';
 *
 * const walker: Summoner = {
 *   setup: () => ({ demons: [{ capacity: 'eat', attack: 3, life: 1 }, { capacity: 'eat', attack: 2, life: 2 }] }),
 *   enhance: () => [],
 *   battle: (v) => v.mine.map((d) => ({ demon: d.id, action: v.foes.some((f) => f.id === v.board[d.y]?.[d.x + 1]) ? 'attack' : 'move', dir: 'E' })),
 * };
 * const idle: Summoner = { setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }), enhance: () => [], battle: () => [] };
 * const record = await runMatch([botPortOf(walker), botPortOf(idle)], { rules: DEFAULT_RULES, seed: 11 });
 * console.log(matchText(summarizeMatch(record), ['walker', 'idle'], record.steps).split('\n').slice(0, 2).join('\n'));
 * //> seed 11
 * //> walker (first, west) v idle (second, east)
 * ```
 * @category Reports
 */
export function matchText(
  s: MatchSummary,
  names: readonly [string, string],
  steps: readonly Pick<MatchStep, 'events'>[],
): string {
  const table = textTable(
    ['player', 'seat', 'kills', 'demons left', 'errors', 'refused orders'],
    ([0, 1] as const).map((i) => [
      names[i],
      i === 0 ? 'first, west' : 'second, east',
      s.kills[i],
      s.demonsLeft[i],
      s.errors[i],
      s.rejectedOrders[i],
    ]),
  );
  const faults = faultLines(steps, names);
  return [
    `seed ${s.seed}`,
    `${names[0]} (first, west) v ${names[1]} (second, east)`,
    describeResult(
      { winner: s.winner, reason: s.reason, ...(s.detail === undefined ? {} : { detail: s.detail }) },
      names,
      s.turns,
    ),
    '',
    table.trimEnd(),
    ...(faults.length > 0 ? ['', 'Faults:', ...faults.map((f) => `  ${f}`)] : []),
    '',
  ].join('\n');
}
