/** The state of a Summoner War match: plain data, copied on every step, hashed after every turn. */
import type { SummonerRules } from './rules.js';
import type { Side } from '../../core/side.js';

/**
 * A player's seat: 0 plays first and starts on the west (left) side, 1 plays second on the east.
 * @deprecated Use `Side` (fray/core), the same 0 | 1 in every system; `Side` goes in 0.2.0.
 * @category Rules
 */
export type Seat = Side;

/**
 * The four stats a demon has; each point costs one enhance point.
 * @category Bot API
 */
export type Stat = 'life' | 'attack' | 'defense' | 'range';

/**
 * The stats, in the order used everywhere (views, events, random steals).
 * @category Bot API
 */
export const STATS: readonly Stat[] = ['life', 'attack', 'defense', 'range'];

/**
 * The one capacity each demon has, besides moving, attacking and exploding.
 * @category Bot API
 */
export type Capacity = 'merge' | 'heal' | 'cross' | 'eat';

/**
 * Every capacity.
 * @category Bot API
 */
export const CAPACITIES: readonly Capacity[] = ['merge', 'heal', 'cross', 'eat'];

/**
 * A demon on the board. Its maximum HP is derived (rules.baseHp + life), never stored.
 * @category Rules
 */
export interface Demon {
  /** Unique in the match, never reused; bots name their demons by it. */
  id: number;
  /** The seat the demon belongs to. */
  owner: Side;
  /** Private to the owner; '' when none was given. */
  name: string;
  /** Its column, from 0 (west edge), in absolute cells. */
  x: number;
  /** Its row, from 0 (north edge). */
  y: number;
  /** Life points, a whole number 0 or more: its maximum HP is `rules.baseHp` + life. */
  life: number;
  /** Attack points, a whole number 0 or more: an attack strikes for attack + 1, a cross or an eat for attack, an explosion for ⌊attack / 2⌋, a heal gives ⌈attack / 2⌉. */
  attack: number;
  /** Defense points, a whole number 0 or more: each blow taken is reduced by ⌈defense / 2⌉ (to 1 at least). */
  defense: number;
  /** Range points, a whole number 0 or more: widens heal and cross, the explosion's square and what an eat steals. */
  range: number;
  /** HP now, from 1 to its maximum (`maxHp`); at 0 or less it dies and leaves the board. */
  hp: number;
  /** Its one capacity besides moving, attacking and exploding. */
  capacity: Capacity;
  /** True once this demon has absorbed another: it may never be cloned again. */
  merged: boolean;
}

/**
 * Which call the match waits for next.
 * @category Rules
 */
export type Phase = 'setup' | 'enhance' | 'battle' | 'over';

/**
 * Why a bot's call gave no usable answer: it threw, ran out of time, answered garbage, ran out of memory, or its process exited.
 * @category Rules
 */
export type FaultKind = 'error' | 'timeout' | 'malformed' | 'memory' | 'exited';

/** Every fault kind. */
export const FAULT_KINDS: readonly FaultKind[] = ['error', 'timeout', 'malformed', 'memory', 'exited'];

/**
 * A call that gave no usable answer, and why.
 * @category Rules
 */
export interface Fault {
  /** What went wrong. */
  kind: FaultKind;
  /** What went wrong, in words (one line). */
  reason: string;
}

/**
 * Why and how a match ended.
 * @category Rules
 */
export interface MatchResult {
  /** The seat that won, or null for a draw. */
  winner: Side | null;
  /** How it ended: one side wiped out, both at once (a draw), the turn limit (more kills win) or a forfeit. */
  reason: 'wipeout' | 'mutual-wipeout' | 'turn-limit' | 'forfeit';
  /** Set when reason is 'forfeit': what the forfeiting bot did. */
  detail?: string;
}

/**
 * Everything the rules need to go on; nothing here can be computed from the rest.
 * @category Rules
 */
export interface MatchState {
  /** The rules of the match. */
  rules: SummonerRules;
  /** The current turn, from 1; 0 during setup. */
  turn: number;
  /** Which call the match waits for next ('over' once `result` is set). */
  phase: Phase;
  /** Whose call is next within the phase (setup takes both seats at once). */
  seat: Side;
  /** Living demons, in id order. */
  demons: Demon[];
  /** The id the next demon made will get (ids are never reused). */
  nextId: number;
  /** Enhance points in hand, per seat. */
  points: [number, number];
  /** Enemy demons each seat has killed (the tie-break). */
  kills: [number, number];
  /** How the match ended, or null while it goes on. */
  result: MatchResult | null;
}

/**
 * A demon's maximum HP, the cap for healing: the rules' base HP plus its life.
 *
 * @example
 * ```ts
 * import { DEFAULT_RULES, maxHp } from 'fray/summoner';
 *
 * console.log(maxHp({ life: 3 }, DEFAULT_RULES));
 * //> 5
 * ```
 * @category Rules
 */
export function maxHp(d: Pick<Demon, 'life'>, rules: Pick<SummonerRules, 'baseHp'>): number {
  return rules.baseHp + d.life;
}

/** The sum of a demon's four stats (what a clone costs beyond its base, and what an Eat can steal at most). */
export function statTotal(d: Pick<Demon, Stat>): number {
  return d.life + d.attack + d.defense + d.range;
}

/** The other seat. */
export function other(seat: Side): Side {
  return seat === 0 ? 1 : 0;
}
