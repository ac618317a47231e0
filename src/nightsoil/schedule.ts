/** The order of turns inside one round, as Night Soil uses it (the timeline itself lives in src/core/timeline), and its cache. */

/**
 * One turn in a round: which actor (index into the rates given) acts at time k/rate of the round.
 * @category Duels
 */
export interface TurnSlot {
  /** Which actor acts: an index into the rates the schedule was given. */
  readonly actor: number;
  /** Its turn number in the round, from 0 to `rate` − 1: it acts at time k/rate of the round. */
  readonly k: number;
  /** The actor's turns per round, a whole number from 1. */
  readonly rate: number;
}

/**
 * Builds one round's turn order for actors with the given rates (turns per round); swappable for tests.
 * @category Duels
 */
export type RoundSchedule = (rates: readonly number[]) => readonly TurnSlot[];

/** Cached orders per schedule function and rates; a duel is a few rounds, so sorting its roster anew each time would dominate. */
const cache = new WeakMap<RoundSchedule, Map<string, readonly TurnSlot[]>>();
/** Most distinct rosters remembered per schedule before the memory is cleared. */
const CACHE_SIZE = 1024;

// The last order asked for: duelOdds asks for the same one duel after duel, and comparing the rates costs less than
// joining them into the map's key.
let lastSchedule: RoundSchedule | undefined,
  lastRates: readonly number[] = [],
  lastOrder: readonly TurnSlot[] = [];

/** `schedule(rates)`, remembered: a schedule is a pure function of the rates, so the same rates give the same order. */
export function orderOf(schedule: RoundSchedule, rates: readonly number[]): readonly TurnSlot[] {
  if (schedule === lastSchedule && sameRates(rates, lastRates)) return lastOrder;
  const order = cachedOrder(schedule, rates);
  lastSchedule = schedule;
  lastRates = rates.slice();
  lastOrder = order;
  return order;
}

function sameRates(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function cachedOrder(schedule: RoundSchedule, rates: readonly number[]): readonly TurnSlot[] {
  let byRates = cache.get(schedule);
  if (byRates === undefined) {
    byRates = new Map();
    cache.set(schedule, byRates);
  }
  const key = rates.join(',');
  let order = byRates.get(key);
  if (order === undefined) {
    if (byRates.size >= CACHE_SIZE) byRates.clear();
    order = schedule(rates);
    byRates.set(key, order);
  }
  return order;
}
