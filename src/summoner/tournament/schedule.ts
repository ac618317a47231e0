/** Who plays whom in a tournament, and each match's seed. */
import { createRng } from '../../core/rng.js';

/**
 * One match of a tournament: its position in the schedule and the bot indices in each seat (seats[0] plays first).
 * @category Tournaments
 */
export interface Pairing {
  index: number;
  seats: [number, number];
}

/**
 * Every ordered pair of `n` bots once, so each pair meets twice with the seats swapped: for i < j in lexicographic
 * order, (i, j) then (j, i); `index` is the position in the list. n(n - 1) pairings; none for n < 2.
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
 * The seed of match `index`: `createRng(masterSeed).fork(index).nextU32()`. It depends only on the master seed and
 * the index, so a tournament gives the same matches however many workers play it and in whatever order.
 * @category Tournaments
 */
export function matchSeed(masterSeed: number, index: number): number {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`match index must be a whole number >= 0, got ${index}`);
  return createRng(masterSeed).fork(index).nextU32();
}
