/** The numbers of a finished match that standings and reports need, derived from its record. */
import type { MatchResult } from '../rules/model.js';
import type { Side } from '../../core/side.js';
import { endingOf, type Ending, type Outcome } from '../../core/ending.js';
import type { MatchRecord } from './runMatch.js';

/**
 * A finished match in figures; index 0 of every pair is the seat that played first.
 * @category Matches
 */
export interface MatchSummary extends Ending {
  /** The match seed, from 0 to 2^32 − 1: the same seed and bots give the same match. */
  seed: number;
  /** Turns begun (0 when a setup was refused). */
  turns: number;
  /** The seat that won (0 played first), or null for a draw. */
  winner: Side | null;
  /**
   * `'win'` or `'draw'` (equal kills at the turn limit or after both sides were wiped out, or both setups refused); a
   * summary is of a finished match, so never `'unfinished'`. Not in the replay, whose `result` keeps its bytes.
   */
  outcome: Outcome;
  /** How it ended: wipeout, mutual wipeout, the turn limit or a forfeit. */
  reason: MatchResult['reason'];
  /** What the forfeiting bot did, when reason is 'forfeit'. */
  detail?: string;
  /** Enemy demons each seat killed. */
  kills: [number, number];
  /** Demons each seat had alive at the end. */
  demonsLeft: [number, number];
  /** Calls whose answer was lost (threw, timed out, malformed), plus a forfeit. */
  errors: [number, number];
  /** The calls among those errors that ran out of time. */
  timeouts: [number, number];
  /** Single orders refused by the rules (not your demon, too few points, ...). */
  rejectedOrders: [number, number];
}

/**
 * The figures of a finished match: its result, and per seat the demons summoned and lost, kills, damage, faults.
 *
 * @example
 * ```ts
 * import { DEFAULT_RULES, botPortOf, runMatch, summarizeMatch, type Summoner } from 'fray/summoner';
 *
 * const walker: Summoner = {
 *   setup: () => ({ demons: [{ capacity: 'eat', attack: 3, life: 1 }, { capacity: 'eat', attack: 2, life: 2 }] }),
 *   enhance: () => [],
 *   battle: (v) => v.mine.map((d) => ({ demon: d.id, action: v.foes.some((f) => f.id === v.board[d.y]?.[d.x + 1]) ? 'attack' : 'move', dir: 'E' })),
 * };
 * const idle: Summoner = { setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }), enhance: () => [], battle: () => [] };
 * const record = await runMatch([botPortOf(walker), botPortOf(idle)], { rules: DEFAULT_RULES, seed: 11 });
 * console.log(Object.keys(summarizeMatch(record)).join(','));
 * //> seed,turns,winner,outcome,reason,kills,demonsLeft,errors,timeouts,rejectedOrders
 * ```
 * @category Matches
 */
export function summarizeMatch(record: MatchRecord): MatchSummary {
  const { final } = record;
  if (final.result === null) throw new Error('summarizeMatch: the match is not over');
  const demonsLeft: [number, number] = [0, 0];
  for (const d of final.demons) demonsLeft[d.owner]++;
  const errors: [number, number] = [0, 0];
  const timeouts: [number, number] = [0, 0];
  const rejectedOrders: [number, number] = [0, 0];
  for (const s of record.steps) {
    for (const e of s.events) {
      if (e.type === 'fault' && e.kind === 'timeout') timeouts[e.seat]++;
      if (e.type === 'fault' || e.type === 'forfeit') errors[e.seat]++;
      else if (e.type === 'rejected') rejectedOrders[e.seat]++;
    }
  }
  const r = final.result;
  return {
    seed: record.seed,
    turns: final.turn,
    ...endingOf(r.winner, 'draw'),
    reason: r.reason,
    ...(r.detail === undefined ? {} : { detail: r.detail }),
    kills: [...final.kills],
    demonsLeft,
    errors,
    timeouts,
    rejectedOrders,
  };
}
