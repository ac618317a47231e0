/** The fixed numbers of Marked for Death, in millionths so sums of decimals stay exact. */
import { MICRO } from '../core/decimal.js';

/** Everyone's ToHit before bonuses: 30%. */
export const BASE_TO_HIT = 300_000;
/** Everyone's ToDefend before bonuses: 30%. */
export const BASE_TO_DEFEND = 300_000;
/** ToHit is clipped to [5%, 99%] after buffs: this is the floor, in millionths. */
export const MIN_TO_HIT = 50_000;
/** The ceiling of ToHit after buffs, in millionths (99%). */
export const MAX_TO_HIT = 990_000;
/** ToDefend is clipped to [0%, 90%] after buffs and exhaustion: this is the floor, in millionths. */
export const MIN_TO_DEFEND = 0;
/** The ceiling of ToDefend after buffs and exhaustion, in millionths (90%). */
export const MAX_TO_DEFEND = 900_000;
/** Raw ToDefend lost after every round. */
export const EXHAUSTION_PENALTY = 100_000;
/** HP before BonusHP. */
export const BASE_HP = 2;
/** XP per base die. */
export const XP_PER_DIE_MICROS = 1000 * MICRO;
/** A battle with no round limit still stops here, with a warning. */
export const SAFETY_ROUND_CAP = 10_000;
