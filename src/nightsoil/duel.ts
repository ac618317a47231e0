/** A duel between two mobs on the turn-rate timeline: moods pick actions and steps, swings and scrolls resolve, until one side ends it. */
import { callbackArg, objectArg, optionsArg, wholeArg } from '../core/args.js';
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
import { paramsArg } from './paramsArg.js';
import { orderOf, type RoundSchedule, type TurnSlot } from './schedule.js';
import { turnOrder } from './turnOrder.js';
import type { Side } from '../core/side.js';
import { outcomeOf, type Ending, type Outcome } from '../core/ending.js';
import { slicedRuns, type SlicedRuns } from '../core/slicedRuns.js';

export type { DuelEnd, DuelEvent } from './bout.js';

/**
 * The result of a duel: the winner (0 = A, 1 = B, null = none), how it ended, and both final states.
 * @category Duels
 */
export interface DuelOutcome extends Ending {
  /** The side that won by a kill or by the other fleeing (0 = A, 1 = B), or null after a stalemate or the round limit. */
  winner: Side | null;
  /**
   * `'win'` after a kill or a flight, `'unfinished'` after a stalemate or the round limit (a duel is never a draw: it
   * ends at the first fall). Night Soil's own word for how, `end`, says which.
   */
  outcome: Outcome;
  /** How it ended: `kill`, `flee`, `stalemate` (nothing could change any more) or `time` (the round limit). */
  end: DuelEnd;
  /** Rounds played, from 1 to the round limit (the round it ended in). */
  rounds: number;
  /** Swings and casts resolved (each is one draw from the rng). */
  strikes: number;
  /** Cells between the two at the end. */
  distance: number;
  /** Both mobs as they ended, A then B (copies: the mobs given are not changed). */
  final: [MobState, MobState];
  /** The turn-by-turn events, in order; empty when `log` is false. */
  log: DuelEvent[];
}

/**
 * How a duel is fought; each has the default `fray nightsoil duel` uses.
 * @category Duels
 */
export interface DuelOptions {
  /** The round limit: a whole number from 1 to 1,000,000 (`MAX_ROUNDS`, 1000, by default); a duel still going ends as `time`. */
  maxRounds?: number;
  /** Keep the turn-by-turn log in the outcome (true by default). */
  log?: boolean;
  /** The order of each round's slots (`turnOrder` by default). */
  schedule?: RoundSchedule;
  /** Cells between the two at the start: a whole number from 1 (adjacent, the default) to `MAX_DISTANCE`. */
  distance?: number;
}

/** Duel options with every default filled in. */
type DuelSettings = Required<DuelOptions>;

/** The largest round limit a duel accepts (the CLI's `--max-rounds` too). */
const ROUND_LIMIT = 1_000_000;

/** `options` checked against their contract (a RangeError or TypeError naming `fn` otherwise), defaults filled in. */
function duelSettings(fn: string, options: DuelOptions | undefined): DuelSettings {
  const o = optionsArg(fn, options);
  if (o.schedule !== undefined && typeof o.schedule !== 'function')
    throw new TypeError(`${fn}: options.schedule must be a function, got ${typeof o.schedule}`);
  if (o.log !== undefined && typeof o.log !== 'boolean')
    throw new TypeError(`${fn}: options.log must be true or false, got ${typeof o.log}`);
  return {
    maxRounds: wholeArg(fn, 'options.maxRounds', o.maxRounds === undefined ? MAX_ROUNDS : o.maxRounds, 1, ROUND_LIMIT),
    log: o.log === undefined ? true : o.log,
    schedule: o.schedule === undefined ? turnOrder : o.schedule,
    distance: wholeArg(fn, 'options.distance', o.distance === undefined ? 1 : o.distance, 1, MAX_DISTANCE),
  };
}

/** The two mobs, the constants and the stream of a duel, checked. */
function duelArgs(fn: string, a: MobState, b: MobState, params: NightSoilParams, rng: Rng): void {
  objectArg(fn, 'a', a);
  objectArg(fn, 'b', b);
  paramsArg(fn, params);
  if (typeof rng !== 'object' || rng === null || typeof rng.next !== 'function')
    throw new TypeError(`${fn}: rng must be an Rng (createRng), got ${rng === null ? 'null' : typeof rng}`);
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
 * Fights mob A (index 0) against mob B (index 1), on copies, `distance` cells apart on an open line, slot by slot on
 * the turn-rate timeline: moods choose swings, steps and scrolls, until a death, a flight, a stalemate (a round in
 * which nothing can change any more) or the round limit. Options default as `fray nightsoil duel` does.
 *
 * @param a - mob A (`fighterOf`)
 * @param b - mob B
 * @param params - Night Soil's constants (`DEFAULT_PARAMS`)
 * @param rng - the stream of the duel's draws
 * @param options - the round limit (1000), the log (kept), the turn order (`turnOrder`), the distance (1)
 * @returns the winner (0, 1 or null), how it ended, rounds, strikes, the final mobs and the log
 * @throws RangeError `duel: options.distance must be a whole number from 1 to 100, got -3` (and the like for
 * `maxRounds`, or a constant that is unusable); TypeError for options, a schedule or a log flag of the wrong type
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, duel, fighterOf, parseMob } from 'fray/nightsoil';
 * import { createRng } from 'fray/core';
 *
 * const mob = (doc: unknown) => { const r = parseMob(doc); if (!r.ok) throw new Error(r.problem.message); return fighterOf(r.value); };
 * const orc = mob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10, swingRate: 2, moveRate: 2, equipment: [{ name: 'axe', slot: 'weapon', aim: 14, offence: 2 }] });
 * const elf = mob({ name: 'elf', maxLife: 18, maxStrength: 45, maxAim: 14, maxArmour: 10, swingRate: 3, moveRate: 4, equipment: [{ name: 'bow', slot: 'weapon', aim: 14, range: 4 }] });
 * const o = duel(orc, elf, DEFAULT_PARAMS, createRng(7), { distance: 4 });
 * console.log(o.winner === 0 ? 'orc' : o.winner === 1 ? 'elf' : 'nobody', o.end, o.rounds, o.log.length > 0);
 * //> elf flee 4 true
 * ```
 * @category Duels
 */
export function duel(a: MobState, b: MobState, params: NightSoilParams, rng: Rng, options?: DuelOptions): DuelOutcome {
  duelArgs('duel', a, b, params, rng);
  return fightDuel(a, b, params, rng, duelSettings('duel', options));
}

/** `duel` with its arguments already checked and its options filled in (duelOdds calls it in its loop). */
function fightDuel(a: MobState, b: MobState, params: NightSoilParams, rng: Rng, options: DuelSettings): DuelOutcome {
  const bout = startBout(a, b, options.distance);
  const { clocks, rates } = boutClocks(a, b);
  const order = orderOf(options.schedule, rates);
  const log: DuelEvent[] = [];
  const sink: BoutLog | null = options.log ? { round: 0, time: '0', events: log } : null;
  const now = { round: 0, slot: 0 };
  let strikes = 0;
  const done = (rounds: number, end: DuelEnd): DuelOutcome => ({
    winner: bout.winner,
    outcome: outcomeOf(bout.winner, 'unfinished'),
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
  /** Duels fought, 1 or more; the six counts below add up to it. */
  runs: number;
  /** Duels A won by killing B. */
  aKills: number;
  /** Duels A won because B fled. */
  aRouts: number;
  /** Duels B won by killing A. */
  bKills: number;
  /** Duels B won because A fled. */
  bRouts: number;
  /** Duels that ended with nothing left to change (neither side could hurt or reach the other). */
  stalemates: number;
  /** Duels still going at the round limit. */
  timeouts: number;
  /** Mean rounds a duel lasted, over all `runs`. */
  meanRounds: number;
  /** Mean swings and casts resolved per duel (`strikes` / `runs`). */
  meanStrikes: number;
  /** Swings and casts resolved over all duels (each one draw from a duel's stream). */
  strikes: number;
}

/**
 * The options of an odds run: those of a duel (no log is kept) and how many duels to fight.
 * @category Duels
 */
export interface DuelOddsOptions extends Omit<DuelOptions, 'log'> {
  /** Duels to fight: a whole number from 1 to 10,000,000 (10,000 by default). */
  runs?: number;
  /**
   * Hears each duel as it ends, with the duels fought so far (1 to `runs`) and `runs`: for a progress bar. It cannot
   * change the result (each duel draws from its own fork of the stream); what it returns is ignored.
   */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Fights `runs` duels between the same two mobs, duel i drawing from `rng.fork(i)` (so any one can be replayed with
 * `duel`), and counts how they ended. The arguments are checked once, not in every duel.
 *
 * @param options - those of `duel` (no log is kept), the runs (10,000 by default) and a progress listener
 * @returns counts of each ending, and the mean length
 * @throws RangeError `duelOdds: options.runs must be a whole number from 1 to 10000000, got 2.5` (and those of `duel`);
 * TypeError `duelOdds: options.onProgress must be a function, got 1`
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, duelOdds, fighterOf, parseMob } from 'fray/nightsoil';
 * import { createRng } from 'fray/core';
 *
 * const mob = (doc: unknown) => { const r = parseMob(doc); if (!r.ok) throw new Error(r.problem.message); return fighterOf(r.value); };
 * const orc = mob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10, equipment: [{ name: 'axe', slot: 'weapon', aim: 14, offence: 2 }] });
 * const rat = mob({ name: 'rat', maxLife: 6, maxStrength: 20, maxAim: 8, maxArmour: 2, swingRate: 3 });
 * const odds = duelOdds(orc, rat, DEFAULT_PARAMS, createRng(1), { runs: 1000 });
 * console.log(odds.aKills, odds.aRouts, odds.bKills, odds.bRouts, odds.meanRounds.toFixed(2));
 * //> 1000 0 0 0 1.00
 * ```
 * @category Duels
 */
export function duelOdds(
  a: MobState,
  b: MobState,
  params: NightSoilParams,
  rng: Rng,
  options?: DuelOddsOptions,
): DuelOdds {
  const onProgress = callbackArg('duelOdds', 'options.onProgress', optionsArg('duelOdds', options).onProgress);
  const runs = oddsRuns('duelOdds', [a, b], params, rng, options);
  runs.fight(onProgress && ((done, total) => void onProgress(done, total)));
  return runs.result();
}

/**
 * The duels of `duelOdds` (its arguments checked the same way, in the name of `fn`; `options.onProgress` is not
 * used), fought a slice at a time: the CLI yields between slices to hear Ctrl-C. However they are sliced, the odds
 * over all the runs are those of `duelOdds`; stopped early, they cover the duels fought (`runs` says how many).
 */
export function duelOddsRuns(
  a: MobState,
  b: MobState,
  params: NightSoilParams,
  rng: Rng,
  options?: DuelOddsOptions,
): SlicedRuns<DuelOdds> {
  return oddsRuns('duelOddsRuns', [a, b], params, rng, options);
}

function oddsRuns(
  fn: string,
  [a, b]: [MobState, MobState],
  params: NightSoilParams,
  rng: Rng,
  options: DuelOddsOptions | undefined,
): SlicedRuns<DuelOdds> {
  duelArgs(fn, a, b, params, rng);
  const { runs: asked, onProgress: _listener, ...rest } = optionsArg(fn, options);
  const runs = wholeArg(fn, 'options.runs', asked === undefined ? 10_000 : asked, 1, 10_000_000);
  const settings = { ...duelSettings(fn, rest), log: false };
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
  const tally = (i: number): void => {
    const o = fightDuel(a, b, params, rng.fork(i), settings);
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
  };
  return slicedRuns(runs, tally, (done) => ({
    ...odds,
    runs: done,
    meanRounds: done > 0 ? rounds / done : 0,
    meanStrikes: done > 0 ? odds.strikes / done : 0,
  }));
}
