/** Exact outcome odds of one exchange (one round of the timeline), found by following every hit/miss branch. */
import { emptySwing, swingInPlace } from './attack.js';
import { CAST_BASE, chooseAction, FLEE, GUARD, SWING } from './mood.js';
import { aimOf, armourOf, cloneFighter, type Fighter, isDead } from './mob.js';
import type { NightSoilParams } from './params.js';
import type { RoundSchedule, TurnSlot } from './schedule.js';
import { castChance, castInPlace } from './scroll.js';
import { hitChance } from './sigmoid.js';

/** One possible life value after the exchange and its probability. */
export interface LifeOutcome {
  life: number;
  probability: number;
}

/** Both sides' exact life distributions after one exchange, the chance each dies, and how many branches were followed. */
export interface ExchangePrediction {
  /** Distributions for A (index 0) and B (index 1), highest life first; probabilities sum to 1. */
  life: [LifeOutcome[], LifeOutcome[]];
  deathChance: [number, number];
  fleeChance: [number, number];
  branches: number;
}

/** Most branches followed before giving up: 2^16 covers sixteen strikes in the round, e.g. two mobs of rate 8. */
export const MAX_BRANCHES = 1 << 16;

/** Life values closer than this are the same outcome (floating-point paths to one value differ in the last bits). */
const MERGE = 1e-9;

/**
 * The exact distribution after one round in which A and B act in `schedule` order under the same mood and swing rules
 * as `duel`. Each swing or cast branches into success (probability p) and failure (1 − p); the exchange stops early on
 * a death or a flight. Returns undefined when the tree has more than MAX_BRANCHES leaves.
 */
export function predictExchange(a: Fighter, b: Fighter, params: NightSoilParams, schedule: RoundSchedule): ExchangePrediction | undefined {
  const order = schedule([a.swingRate, b.swingRate]);
  const leaves: { f: [Fighter, Fighter]; pr: number; fled: -1 | 0 | 1 }[] = [];
  const sw = emptySwing();
  let tooMany = false;

  const walk = (f: [Fighter, Fighter], s: number, pr: number): void => {
    if (tooMany) return;
    for (; s < order.length; s++) {
      if (isDead(f[0]) || isDead(f[1])) break;
      const slot = order[s] as TurnSlot;
      const i = slot.actor as 0 | 1;
      const action = chooseAction(f[i], f[(1 - i) as 0 | 1], params);
      if (action === FLEE) {
        leaves.push({ f, pr, fled: i });
        return;
      }
      if (action === GUARD) continue;
      // Branch: the draw u = 0 always succeeds (p > 0) and u = 1 always fails (p ≤ 1).
      const p = chancesOf(f, i, action, params);
      if (p > 0) {
        const hit: [Fighter, Fighter] = [cloneFighter(f[0]), cloneFighter(f[1])];
        resolve(hit, i, action, params, 0, sw);
        walk(hit, s + 1, pr * p);
      }
      if (p >= 1) return;
      resolve(f, i, action, params, 1, sw);
      pr *= 1 - p;
    }
    if (leaves.length >= MAX_BRANCHES) {
      tooMany = true;
      return;
    }
    leaves.push({ f, pr, fled: -1 });
  };
  walk([cloneFighter(a), cloneFighter(b)], 0, 1);
  if (tooMany) return undefined;

  const dist = (side: 0 | 1): LifeOutcome[] => {
    const sorted = leaves.map((l) => ({ life: l.f[side].life, probability: l.pr })).sort((x, y) => y.life - x.life);
    const out: LifeOutcome[] = [];
    for (const o of sorted) {
      const last = out[out.length - 1];
      if (last !== undefined && Math.abs(last.life - o.life) <= MERGE) last.probability += o.probability;
      else out.push({ ...o });
    }
    return out;
  };
  const sum = (pred: (l: (typeof leaves)[number]) => boolean): number => leaves.reduce((t, l) => (pred(l) ? t + l.pr : t), 0);
  return {
    life: [dist(0), dist(1)],
    deathChance: [sum((l) => isDead(l.f[0])), sum((l) => isDead(l.f[1]))],
    fleeChance: [sum((l) => l.fled === 0), sum((l) => l.fled === 1)],
    branches: leaves.length,
  };
}

/** The success chance of `action` by actor i, without changing anything. */
function chancesOf(f: [Fighter, Fighter], i: 0 | 1, action: number, params: NightSoilParams): number {
  const self = f[i];
  const foe = f[(1 - i) as 0 | 1];
  if (action === SWING) return hitChance(aimOf(self), armourOf(foe), params).p;
  const scroll = self.scrolls[action - CAST_BASE];
  if (scroll === undefined) throw new Error(`mood chose a missing scroll ${action - CAST_BASE}`);
  return castChance(self, scroll, params).p;
}

/** Applies `action` by actor i with the uniform draw u, as the duel does. */
function resolve(f: [Fighter, Fighter], i: 0 | 1, action: number, params: NightSoilParams, u: number, sw: ReturnType<typeof emptySwing>): void {
  const self = f[i];
  const foe = f[(1 - i) as 0 | 1];
  if (action === SWING) {
    swingInPlace(self, foe, params, u, sw);
  } else {
    const scroll = self.scrolls[action - CAST_BASE];
    if (scroll === undefined) throw new Error(`mood chose a missing scroll ${action - CAST_BASE}`);
    castInPlace(self, foe, scroll, params, u);
  }
}
