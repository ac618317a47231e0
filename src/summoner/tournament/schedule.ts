/** Who plays whom in a tournament, and each match's seed. */
import { createRng } from '../../core/rng.js';

/**
 * One match of a tournament: its position in the schedule and the bot indices in each seat (seats[0] plays first).
 * @category Tournaments
 */
export interface Pairing {
  /** The match's position in the schedule, from 0. */
  index: number;
  /** The bots' input indices, seat 0 (plays first) then seat 1. */
  seats: [number, number];
}

/**
 * Every ordered pair of `n` bots once, so each pair meets twice with the seats swapped: n(n − 1) pairings, each with
 * its index in the list (the index its match seed is forked by).
 *
 * @throws RangeError `roundRobin needs a whole number of bots >= 0, got -1`
 * @example
 * ```ts
 * import { roundRobin } from 'fray/summoner';
 *
 * console.log(roundRobin(3).map((p) => p.seats.join('v')).join(' '));
 * //> 0v1 1v0 0v2 2v0 1v2 2v1
 * ```
 * @category Tournaments
 */
export function roundRobin(n: number): Pairing[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`roundRobin needs a whole number of bots >= 0, got ${n}`);
  const out: Pairing[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      out.push({ index: out.length, seats: [i, j] });
      out.push({ index: out.length, seats: [j, i] });
    }
  }
  return out;
}

/**
 * The seed of match `index` of a tournament: `createRng(masterSeed).fork(index).nextU32()`, so a tournament gives the
 * same matches however many workers play it, in whatever order.
 *
 * @throws RangeError `match index must be a whole number >= 0, got -1`, or a master seed that is not a seed
 * @example
 * ```ts
 * import { matchSeed } from 'fray/summoner';
 *
 * console.log(matchSeed(7, 0), matchSeed(7, 1), matchSeed(7, 0) === matchSeed(7, 0));
 * //> 2040357593 2623077764 true
 * ```
 * @category Tournaments
 */
export function matchSeed(masterSeed: number, index: number): number {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`match index must be a whole number >= 0, got ${index}`);
  return createRng(masterSeed).fork(index).nextU32();
}
