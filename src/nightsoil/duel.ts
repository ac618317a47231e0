/** A duel between two mobs on the turn-rate timeline: moods pick actions and steps, swings and scrolls resolve, until one side ends it. */
import type { Rng } from '../core/rng.js';
import { fractionText } from '../core/timeline/fraction.js';
import {
  boutClocks,
  boutIdle,
  DRAW,
  ENDED,
  NOTHING,
  openSlot,
  resolveDraw,
  startBout,
  type BoutLog,
  type Clock,
  type DuelEnd,
  type DuelEvent,
} from './bout.js';
import type { MobState } from './mob.js';
import type { NightSoilParams } from './params.js';
import { orderOf, type RoundSchedule, type TurnSlot } from './schedule.js';

export type { DuelEnd, DuelEvent } from './bout.js';

/**
 * The result of a duel: the winner (0 = A, 1 = B, null = none), how it ended, and both final states.
 * @category Duels
 */
export interface DuelOutcome {
  winner: 0 | 1 | null;
  end: DuelEnd;
  rounds: number;
  /** Swings and casts resolved (each is one draw from the rng). */
  strikes: number;
  /** Cells between the two at the end. */
  distance: number;
  final: [MobState, MobState];
  log: DuelEvent[];
}

/**
 * Duel knobs: the round limit, whether to keep the log, the turn order, and how far apart the two start (default 1: adjacent).
 * @category Duels
 */
export interface DuelOptions {
  maxRounds: number;
  log: boolean;
  schedule: RoundSchedule;
  distance?: number;
}

/**
 * Default round limit: far beyond any fight that can still do damage (strength drains geometrically).
 * @category Duels
 */
export const MAX_ROUNDS = 1000;

/**
 * Farthest apart two duellists may start, in cells.
 * @category Duels
 */
export const MAX_DISTANCE = 100;

/**
 * Fights A (index 0) against B (index 1) on copies of the given fighters, `distance` cells apart on an open line. Each
 * slot of the round order (both swing clocks, both step clocks, haste clocks) is played by `openSlot`/`resolveDraw`: a
 * flight ends the duel (the other side wins), a death ends it, and a round in which nothing happened and nothing is
 * running (no effect, no preparation) ends it in a stalemate, since every later round would be the same.
 * @category Duels
 */
export function duel(a: MobState, b: MobState, params: NightSoilParams, rng: Rng, options: DuelOptions): DuelOutcome {
  const bout = startBout(a, b, options.distance ?? 1);
  const { clocks, rates } = boutClocks(a, b);
  const order = orderOf(options.schedule, rates);
  const log: DuelEvent[] = [];
  const sink: BoutLog | null = options.log ? { round: 0, time: '0', events: log } : null;
  const now = { round: 0, slot: 0 };
  let strikes = 0;
  const done = (rounds: number, end: DuelEnd): DuelOutcome => ({
    winner: bout.winner,
    end,
    rounds,
    strikes,
    distance: bout.distance,
    final: bout.f,
    log,
  });
  for (let round = 1; round <= options.maxRounds; round++) {
    let active = false;
    now.round = round - 1;
    for (let s = 0; s < order.length; s++) {
      const slot = order[s] as TurnSlot;
      now.slot = s;
      if (sink) {
        sink.round = round;
        sink.time = fractionText(slot.k, slot.rate);
      }
      let r = openSlot(bout, clocks[slot.actor] as Clock, now, params, sink);
      if (r === DRAW) {
        strikes++;
        r = resolveDraw(bout, now, params, rng.next(), sink);
      }
      if (r === ENDED) return done(round, bout.end as DuelEnd);
      if (r !== NOTHING) active = true;
    }
    if (!active && boutIdle(bout)) return done(round, 'stalemate');
  }
  return done(options.maxRounds, 'time');
}

/**
 * Counts of outcomes over many duels, plus mean length.
 * @category Duels
 */
export interface DuelOdds {
  runs: number;
  /** Wins of A and of B, by kill and by the other side fleeing. */
  aKills: number;
  aRouts: number;
  bKills: number;
  bRouts: number;
  stalemates: number;
  timeouts: number;
  meanRounds: number;
  meanStrikes: number;
  strikes: number;
}

/**
 * The options of an odds run: those of a duel (no log is kept) and how many duels to fight.
 * @category Duels
 */
export type DuelOddsOptions = Omit<DuelOptions, 'log'> & { runs: number };

/**
 * Runs `options.runs` independent duels, duel i drawing from rng.fork(i), so any single duel can be replayed.
 * @category Duels
 */
export function duelOdds(
  a: MobState,
  b: MobState,
  params: NightSoilParams,
  rng: Rng,
  options: DuelOddsOptions,
): DuelOdds {
  const { runs, ...duelOptions } = options;
  const odds: DuelOdds = {
    runs,
    aKills: 0,
    aRouts: 0,
    bKills: 0,
    bRouts: 0,
    stalemates: 0,
    timeouts: 0,
    meanRounds: 0,
    meanStrikes: 0,
    strikes: 0,
  };
  let rounds = 0;
  for (let i = 0; i < runs; i++) {
    const o = duel(a, b, params, rng.fork(i), { ...duelOptions, log: false });
    rounds += o.rounds;
    odds.strikes += o.strikes;
    if (o.end === 'kill') {
      if (o.winner === 0) odds.aKills++;
      else odds.bKills++;
    } else if (o.end === 'flee') {
      if (o.winner === 0) odds.aRouts++;
      else odds.bRouts++;
    } else if (o.end === 'stalemate') odds.stalemates++;
    else odds.timeouts++;
  }
  odds.meanRounds = runs > 0 ? rounds / runs : 0;
  odds.meanStrikes = runs > 0 ? odds.strikes / runs : 0;
  return odds;
}
