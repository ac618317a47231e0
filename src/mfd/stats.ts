/** Derived numbers of each fighter for one round: computed from the CSV values, living allies' buffs and exhaustion. */
import { MICRO } from '../core/decimal.js';
import {
  BASE_TO_DEFEND,
  BASE_TO_HIT,
  EXHAUSTION_PENALTY,
  MAX_TO_DEFEND,
  MAX_TO_HIT,
  MIN_TO_DEFEND,
  MIN_TO_HIT,
  XP_PER_DIE_MICROS,
} from './constants.js';
import type { Team } from './model.js';

/**
 * A fighter's dice and chances in a round, derived from its numbers, its teammates' buffs and its exhaustion.
 * @category Fighters and teams
 */
export interface FighterStats {
  /** Dice from experience: ceiling(total XP / 1000). */
  baseDice: number;
  /** Unclipped ToHit: 0.3 + BonusToHit + buffs; above 1 it gives bonus offense dice. */
  rawToHit: number;
  /** Unclipped ToDefend: 0.3 + BonusToDefend + buffs − exhaustion; above 1 it gives bonus defense dice. */
  rawToDefend: number;
  /** ToHit clipped to [0.05, 0.99]: each offense die's chance. */
  toHit: number;
  /** ToDefend clipped to [0, 0.90]: each defense die's chance. */
  toDefend: number;
  /** Dice rolled to hit: the base dice, or ceiling(base × raw ToHit) when that is above 1. */
  offenseDice: number;
  /** Dice rolled to block: the base dice, or ceiling(base × raw ToDefend) when that is above 1. */
  defenseDice: number;
}

/** ceiling(TotalXP / 1000), never below 0 (a fighter with no XP rolls no dice). */
export function baseDice(totalXpMicros: number): number {
  return Math.max(0, Math.ceil(totalXpMicros / XP_PER_DIE_MICROS));
}

/** Dice for a raw chance: base dice, or ceiling(base × raw) when raw is above 100% (exact: integers only). */
export function dicePool(base: number, rawMicros: number): number {
  return rawMicros > MICRO ? Math.ceil((base * rawMicros) / MICRO) : base;
}

function clip(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/**
 * Every fighter's numbers at the start of round `round + 1`, given each fighter's HP (buffs come only from
 * fighters with HP > 0) and `round` rounds of exhaustion already taken.
 */
export function teamStats(team: Team, hp: readonly number[], round: number): FighterStats[] {
  const n = team.fighters.length;
  const buffOff = new Array<number>(n).fill(0);
  const buffDef = new Array<number>(n).fill(0);
  team.fighters.forEach((provider, j) => {
    if ((hp[j] ?? 0) <= 0 || provider.buffs.length === 0) return;
    for (const b of provider.buffs) {
      for (const t of b.targets) {
        buffOff[t]! += b.offense;
        buffDef[t]! += b.defense;
      }
    }
  });
  const exhaustion = round * EXHAUSTION_PENALTY;
  const out: FighterStats[] = [];
  for (let i = 0; i < n; i++) {
    const f = team.fighters[i]!;
    const base = baseDice(f.totalXpMicros);
    const rawToHit = BASE_TO_HIT + f.bonusToHit + buffOff[i]!;
    const rawToDefend = BASE_TO_DEFEND + f.bonusToDefend + buffDef[i]! - exhaustion;
    out.push({
      baseDice: base,
      rawToHit,
      rawToDefend,
      toHit: clip(rawToHit, MIN_TO_HIT, MAX_TO_HIT),
      toDefend: clip(rawToDefend, MIN_TO_DEFEND, MAX_TO_DEFEND),
      offenseDice: dicePool(base, rawToHit),
      defenseDice: dicePool(base, rawToDefend),
    });
  }
  return out;
}
