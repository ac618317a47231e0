/** Plain rolls, the luck meter and Dota's PRD side by side over the same schedule of chances. */
import type { Rng } from '../rng.js';
import { wholeChance } from './chance.js';
import { initialLuck, type LuckState } from './luckState.js';
import { prdConstant, prdRoll, type PrdState } from './prd.js';
import { luckRoll, plainRoll } from './rollWithLuck.js';
import { streakStats, type StreakStats } from './streaks.js';

/** Most rolls per method `fray luck compare` and the studio accept (keeps memory for the outcome list bounded). */
export const MAX_COMPARE_ROLLS = 20_000_000;

/** The three ways of rolling compared. */
export const METHODS = ['plain', 'luck', 'prd'] as const;
/** One way of rolling. */
export type Method = (typeof METHODS)[number];

/** Hits and attempts at one chance. */
export interface ChanceTally {
  chance: number;
  attempts: number;
  hits: number;
}

/** How one method did over the whole schedule. */
export interface MethodResult {
  method: Method;
  perChance: ChanceTally[];
  hits: number;
  streaks: StreakStats;
  /** Luck meter only: luck after the last roll, and the lowest and highest it reached. */
  luck?: { final: number; min: number; max: number };
}

/** The whole comparison. */
export interface LuckComparison {
  /** Whole-percent chances, taken in turn: roll i uses chances[i mod length]. */
  chances: number[];
  rolls: number;
  results: MethodResult[];
}

/**
 * Rolls `rolls` times with each method, cycling through `chances` (percent, rounded to whole percents).
 * Each method draws from its own fork of `rng`, so one method's draw count never shifts another's.
 * PRD keeps one counter per distinct chance, as Dota does per ability; the luck meter is one per player.
 */
export function compareLuck(chances: readonly number[], rolls: number, rng: Rng): LuckComparison {
  const xs = chances.map(wholeChance);
  if (xs.length === 0) throw new RangeError('compareLuck needs at least one chance');
  const distinct = [...new Set(xs)];
  const results = METHODS.map((method, mi): MethodResult => {
    const r = rng.fork(mi);
    const outcomes: boolean[] = new Array<boolean>(rolls);
    const tallies = new Map(distinct.map((x) => [x, { chance: x, attempts: 0, hits: 0 }]));
    let luck: LuckState = initialLuck();
    let lo = 0;
    let hi = 0;
    const prd = new Map<number, { c: number; state: PrdState }>(
      distinct.map((x) => [x, { c: prdConstant(x / 100), state: { failures: 0 } }]),
    );
    for (let i = 0; i < rolls; i++) {
      const x = xs[i % xs.length] as number;
      let success: boolean;
      if (method === 'plain') success = plainRoll(x, r).success;
      else if (method === 'luck') {
        const o = luckRoll(luck, x, r);
        luck = o.state;
        lo = Math.min(lo, luck.luck);
        hi = Math.max(hi, luck.luck);
        success = o.success;
      } else {
        const p = prd.get(x) as { c: number; state: PrdState };
        const o = prdRoll(p.state, p.c, r);
        p.state = o.state;
        success = o.success;
      }
      outcomes[i] = success;
      const t = tallies.get(x) as ChanceTally;
      t.attempts++;
      if (success) t.hits++;
    }
    const perChance = distinct.map((x) => tallies.get(x) as ChanceTally);
    const base = { method, perChance, hits: perChance.reduce((s, t) => s + t.hits, 0), streaks: streakStats(outcomes) };
    return method === 'luck' ? { ...base, luck: { final: luck.luck, min: lo, max: hi } } : base;
  });
  return { chances: xs, rolls, results };
}
