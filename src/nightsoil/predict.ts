/** Exact outcome odds of one exchange (one round of the timeline), found by following every success/failure branch. */
import {
  boutClocks,
  cloneBout,
  DRAW,
  ENDED,
  openSlot,
  pendingChance,
  resolveDraw,
  startBout,
  type Bout,
  type Clock,
} from './bout.js';
import { objectArg, wholeArg } from '../core/args.js';
import { MAX_DISTANCE } from './duel.js';
import { isDead, type MobState } from './mob.js';
import { paramsArg } from './paramsArg.js';
import type { NightSoilParams } from './params.js';
import { orderOf, type RoundSchedule, type TurnSlot } from './schedule.js';

/**
 * One possible life value after the exchange and its probability.
 * @category Duels
 */
export interface LifeOutcome {
  /** A life value the side may have after the exchange, from 0 to its max life. */
  life: number;
  /** The chance of ending the exchange with that life, from 0 to 1. */
  probability: number;
}

/**
 * Both sides' exact life distributions after one exchange, the chance each dies or flees, and how many branches were followed.
 * @category Duels
 */
export interface ExchangePrediction {
  /** Distributions for A (index 0) and B (index 1), highest life first; probabilities sum to 1. */
  life: [LifeOutcome[], LifeOutcome[]];
  /** The chance that A (index 0) and B (index 1) die in the exchange, each from 0 to 1. */
  deathChance: [number, number];
  /** The chance that A (index 0) and B (index 1) flee in the exchange (the other then wins by rout), each from 0 to 1. */
  fleeChance: [number, number];
  /** How many hit/miss branches were followed, from 1 to `MAX_BRANCHES`. */
  branches: number;
}

/** Most branches followed before giving up: 2^16 covers sixteen strikes in the round, e.g. two mobs of rate 8. */
export const MAX_BRANCHES = 1 << 16;

/** Life values closer than this are the same outcome (floating-point paths to one value differ in the last bits). */
const MERGE = 1e-9;

/**
 * The exact outcome of one exchange (round 0 of the timeline), with no dice: every draw branches into a hit
 * (probability p) and a miss, by the very functions `duel` uses. Gives each side's life distribution and its chances
 * to die or flee; undefined when the tree has more than `MAX_BRANCHES` leaves.
 *
 * @param schedule - the turn order (`turnOrder`)
 * @param distance - cells apart at the start, a whole number from 1 to `MAX_DISTANCE` (1 by default)
 * @throws RangeError `predictExchange: distance must be a whole number from 1 to 100, got 0`, or a constant that is
 * unusable
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, fighterOf, parseMob, predictExchange, turnOrder } from 'fray/nightsoil';
 *
 * const mob = (doc: unknown) => { const r = parseMob(doc); if (!r.ok) throw new Error(r.problem.message); return fighterOf(r.value); };
 * const orc = mob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10, equipment: [{ name: 'axe', slot: 'weapon', aim: 14, offence: 2 }] });
 * const rat = mob({ name: 'rat', maxLife: 6, maxStrength: 20, maxAim: 8, maxArmour: 2 });
 * const pr = predictExchange(orc, rat, DEFAULT_PARAMS, turnOrder);
 * console.log(pr?.deathChance.map((p) => p.toFixed(4)).join(' '), pr?.branches);
 * //> 0.0000 0.9999 7
 * ```
 * @category Duels
 */
export function predictExchange(
  a: MobState,
  b: MobState,
  params: NightSoilParams,
  schedule: RoundSchedule,
  distance = 1,
): ExchangePrediction | undefined {
  const fn = 'predictExchange';
  objectArg(fn, 'a', a);
  objectArg(fn, 'b', b);
  paramsArg(fn, params);
  if (typeof schedule !== 'function') throw new TypeError(`${fn}: schedule must be a function, got ${typeof schedule}`);
  wholeArg(fn, 'distance', distance, 1, MAX_DISTANCE);
  const { clocks, rates } = boutClocks(a, b);
  const order = orderOf(schedule, rates);
  const leaves: { bout: Bout; pr: number }[] = [];
  let tooMany = false;

  const walk = (bout: Bout, s: number, pr: number): void => {
    for (; s < order.length && !tooMany; s++) {
      const slot = order[s] as TurnSlot;
      const now = { round: 0, slot: s };
      const clock = clocks[slot.actor] as Clock;
      const r = openSlot(bout, clock, now, params, null);
      if (r === ENDED) break;
      if (r !== DRAW) continue;
      // Branch: the draw u = 0 always succeeds (p > 0) and u = 1 always fails (p ≤ 1).
      const p = pendingChance(bout, params);
      if (p > 0) {
        const hit = cloneBout(bout);
        if (resolveDraw(hit, now, params, 0, null) === ENDED) leaf(hit, pr * p);
        else walk(hit, s + 1, pr * p);
      }
      if (p >= 1) return;
      pr *= 1 - p;
      if (resolveDraw(bout, now, params, 1, null) === ENDED) break;
    }
    leaf(bout, pr);
  };
  const leaf = (bout: Bout, pr: number): void => {
    if (tooMany) return;
    if (leaves.length >= MAX_BRANCHES) {
      tooMany = true;
      return;
    }
    leaves.push({ bout, pr });
  };
  walk(startBout(a, b, distance), 0, 1);
  if (tooMany) return undefined;

  const dist = (side: 0 | 1): LifeOutcome[] => {
    const sorted = leaves
      .map((l) => ({ life: l.bout.f[side].life, probability: l.pr }))
      .sort((x, y) => y.life - x.life);
    const out: LifeOutcome[] = [];
    for (const o of sorted) {
      const last = out[out.length - 1];
      if (last !== undefined && Math.abs(last.life - o.life) <= MERGE) last.probability += o.probability;
      else out.push({ ...o });
    }
    return out;
  };
  const sum = (pred: (l: (typeof leaves)[number]) => boolean): number =>
    leaves.reduce((t, l) => (pred(l) ? t + l.pr : t), 0);
  const fled = (l: (typeof leaves)[number], side: 0 | 1): boolean =>
    l.bout.end === 'flee' && l.bout.winner === 1 - side;
  return {
    life: [dist(0), dist(1)],
    deathChance: [sum((l) => isDead(l.bout.f[0])), sum((l) => isDead(l.bout.f[1]))],
    fleeChance: [sum((l) => fled(l, 0)), sum((l) => fled(l, 1))],
    branches: leaves.length,
  };
}
