/**
 * The arena's vocabulary: its constants, a mob and the food on the field, and the records a run leaves (per mob and
 * day, per pair of mobs, per mob over the run). The days themselves are played by ArenaWorld (arenaWorld.ts).
 */
import type { Food } from '../food.js';
import type { MobState } from '../mob.js';

/** Food lies this many days before it rots away (spawned food and corpses alike). */
export const FOOD_DAYS = 3;
/** A mob at or below its flee fraction runs from enemies within this many cells (or within their reach, if longer); farther off it goes to eat. */
export const FLEE_SIGHT = 2;

/** The five maxima tracked for growth, in a fixed order. */
export const GROWTH_STATS = ['maxLife', 'maxStrength', 'maxIq', 'maxAim', 'maxArmour'] as const;
/** One of the tracked maxima. */
export type GrowthStat = (typeof GROWTH_STATS)[number];

/** A mob's record for one day (day 0 is the start): alive, its maxima at day end, and how close to death it came. */
export interface MobDay {
  alive: boolean;
  maxima: [number, number, number, number, number];
  /** Lowest life / maxLife seen during the day (1 on day 0). */
  lowLife: number;
  fled: boolean;
  strikes: number;
  meals: number;
}

/** Swings and casts one mob aimed at another over the whole run, and the damage that went each way. */
export interface PairRecord {
  attacker: number;
  victim: number;
  strikes: number;
  /** Life the victim lost to the attacker: blows, bolts and poison ticks. */
  damageDealt: number;
  /** Damage the victim did back to the attacker over the run. */
  damageTaken: number;
  /** Highest chance the victim had to hit the attacker when it swung back (0 if it never did). */
  victimBestP: number;
  aimGained: number;
}

/** How one mob fought over the whole run: the design's "fights from a distance and never takes a blow", measured. */
export interface MobCombat {
  /** Swings and casts it made, and how many of them at a target more than one cell away. */
  strikes: number;
  rangedStrikes: number;
  /** Swings aimed at it, and how many landed. */
  swingsFaced: number;
  hitsTaken: number;
  /** Growth of its aim maximum (from its hits) and armour maximum (from its dodges). */
  aimGained: number;
  armourGained: number;
}

/** A whole arena run: the builds, each mob's build and daily record, pair records, and totals. */
export interface ArenaRun {
  days: number;
  buildNames: string[];
  /** Build index of each mob id. */
  mobBuild: number[];
  /** Each build's reach at the start (cells): 1 for melee, more for a bow or a ranged scroll. */
  buildReach: number[];
  /** history[mob][day], day 0..days. */
  history: MobDay[][];
  /** combat[mob], over the whole run. */
  combat: MobCombat[];
  pairs: PairRecord[];
  kills: number;
  meals: number;
  finals: MobState[];
}

/** A mob in the arena: where it stands, whether it lives, and its counters for the current day. */
export interface ArenaMob {
  id: number;
  build: number;
  f: MobState;
  x: number;
  y: number;
  alive: boolean;
  lowLife: number;
  fled: boolean;
  strikes: number;
  meals: number;
}

/** Food on the ground and the day it rots away. */
export interface LyingFood {
  x: number;
  y: number;
  food: Food;
  rotsOn: number;
}

/** Which clock of which mob a roster entry is. */
export interface ArenaClock {
  mob: number;
  kind: 'swing' | 'step' | 'haste';
}
