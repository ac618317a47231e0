/** Hand-made tournaments for the analysis and renderer tests: MatchSummary values built directly, no engine runs. */
import type { MatchSummary } from '../../../src/summoner/match/matchSummary.js';
import { roundRobin, type Pairing } from '../../../src/summoner/tournament/schedule.js';
import type { TournamentInput, TournamentMatch } from '../../../src/summoner/tournament/tournamentResult.js';

/** A summary with quiet defaults: 10 turns, ended by wipeout, no kills, errors or refused orders. */
export function summary(over: Partial<MatchSummary> & Pick<MatchSummary, 'winner'>): MatchSummary {
  return {
    seed: 0,
    turns: 10,
    reason: 'wipeout',
    kills: [0, 0],
    demonsLeft: [0, 0],
    errors: [0, 0],
    timeouts: [0, 0],
    rejectedOrders: [0, 0],
    outcome: over.winner === null ? 'draw' : 'win',
    ...over,
  };
}

/** One match of `pairing` won by the bot with index `winnerBot` (null: a draw). */
export function played(pairing: Pairing, winnerBot: number | null, over: Partial<MatchSummary> = {}): TournamentMatch {
  const winner = winnerBot === null ? null : winnerBot === pairing.seats[0] ? 0 : 1;
  return { pairing, summary: summary({ winner, ...over }) };
}

/**
 * Four bots, the full round robin (12 matches). ann wins 4, zed 3, basil and mallow 2 each with 10 kills apiece
 * (level: they share rank 3, basil listed first by name); basil and zed draw once. The winner's seat scores 3 kills
 * and the loser's 1 (1 each in the draw). Match k lasts k + 1 turns; errors are [k, 100k] and refused orders
 * [1000, 1], so a bot's sums tell which side of each pair was read. Seat 0 wins 8, loses 3, draws 1.
 */
export function fourBots(): TournamentInput {
  const names = ['ann', 'mallow', 'basil', 'zed'];
  // Winner bot of each pairing of roundRobin(4): (0,1) (1,0) (0,2) (2,0) (0,3) (3,0) (1,2) (2,1) (1,3) (3,1) (2,3) (3,2).
  const winners = [0, 0, 0, 2, 3, 0, 1, 2, 1, 3, null, 3];
  const matches = roundRobin(4).map((p, k) => {
    const w = winners[k] ?? null;
    const kills: [number, number] = w === null ? [1, 1] : w === p.seats[0] ? [3, 1] : [1, 3];
    const reason = w === null ? 'turn-limit' : k === 5 ? 'forfeit' : 'wipeout';
    return played(p, w, { turns: k + 1, kills, reason, errors: [k, 100 * k], rejectedOrders: [1000, 1] });
  });
  return { seed: 2026, names, loadErrors: [null, null, null, null], matches, bootstrapSamples: 100 };
}

/** Three bots; `broken` did not load and forfeits all four of its matches at turn 0; ok1 beats ok2 twice. */
export function withBrokenBot(): TournamentInput {
  const names = ['ok1', 'broken', 'ok2'];
  const matches = roundRobin(3).map((p) => {
    const [a, b] = p.seats;
    if (a === 1 || b === 1) {
      const other = a === 1 ? b : a;
      return played(p, other, {
        turns: 0,
        reason: 'forfeit',
        detail: 'did not load',
        errors: a === 1 ? [1, 0] : [0, 1],
      });
    }
    return played(p, 0, { turns: 40, kills: a === 0 ? [5, 2] : [2, 5] });
  });
  return {
    seed: 7,
    names,
    loadErrors: [null, 'SyntaxError: Unexpected token (broken.ts:3:7)', null],
    matches,
    bootstrapSamples: 50,
  };
}
