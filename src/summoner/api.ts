/**
 * The bot API: what a summoner is given and what it returns. Everything here is plain data (JSON), so the same
 * shapes cross an isolate or a pipe unchanged. Every bot sees itself as the left (west) player: for the second
 * seat the board is mirrored east–west, and so are the directions in its orders.
 */
import type { Dir } from './rules/grid.js';
import type { Capacity, Stat } from './rules/model.js';
import type { SummonerRules } from './rules/rules.js';
import type { Direction } from '../core/direction.js';

export type { Capacity, Dir, Direction, Stat, SummonerRules };

/**
 * The version of these shapes; sent in every setup info and view.
 * @category Bot API
 */
export const API_VERSION = 1;

/**
 * Where a Cross strikes: 'N', 'E', 'S', 'W' or 'SELF' strike the four lines; a diagonal direction the four diagonals.
 * @category Bot API
 */
export type CrossDir = Direction | 'SELF';

/**
 * Given once, before the match: the board, the rules, your starting cells and a seed for any randomness you need.
 * @category Bot API
 */
export interface SetupInfo {
  /** The bot API's version (`API_VERSION`, 1): a bot can refuse a version it does not know. */
  apiVersion: number;
  /** Columns of the board, from 0 (west) to width − 1 (17 by default, `rules.width`). */
  width: number;
  /** Rows of the board, from 0 (north) to height − 1 (9 by default, `rules.height`). */
  height: number;
  /** The rules of this match: budgets, costs and limits (`DEFAULT_RULES` unless the organiser changed them). */
  rules: SummonerRules;
  /** Your starting cells, slot 1 first, as you see them (on the west side). */
  slots: { slot: number; x: number; y: number }[];
  /** A seed for your own random choices: the same match seed always gives you the same one. */
  seed: number;
}

/**
 * One demon to summon: stats not given are 0; `slot` (1..6) picks its starting cell, by default the next free one.
 * @category Bot API
 */
export interface DemonSpec {
  /** The demon's one capacity besides moving, attacking and exploding. */
  capacity: Capacity;
  /** Life points, a whole number 0 or more (0 by default): the demon's maximum HP is `rules.baseHp` + life. */
  life?: number;
  /** Attack points, a whole number 0 or more (0 by default): an attack strikes for attack + 1, a cross or an eat for attack, an explosion for ⌊attack / 2⌋, a heal gives ⌈attack / 2⌉. */
  attack?: number;
  /** Defense points, a whole number 0 or more (0 by default): each blow taken is reduced by ⌈defense / 2⌉ (to 1 at least). */
  defense?: number;
  /** Range points, a whole number 0 or more (0 by default): widens heal and cross (range + 1 cells), the explosion's square and what an eat steals. */
  range?: number;
  /** A private name, at most 32 printable characters ('' by default); only its owner sees it. */
  name?: string;
  /** The starting cell, a slot from 1 to 6 not asked for twice (by default the lowest free one). */
  slot?: number;
}

/**
 * The answer to setup: 1 to maxDemons demons costing at most setupPoints (summonCost each, plus 1 per stat point).
 * @category Bot API
 */
export interface SetupOrder {
  /** The demons to summon, 1 to `rules.maxDemons`, costing at most `rules.setupPoints` together; a setup that breaks a rule forfeits. */
  demons: DemonSpec[];
}

/**
 * One of the opponent's demons: position, stats and capacity (its name is private to its owner).
 * @category Bot API
 */
export interface FoeDemon {
  /** The demon's id: unique in the match, never reused; orders name demons by it. */
  id: number;
  /** Its column, from 0 (your own west edge: views of the second seat are mirrored). */
  x: number;
  /** Its row, from 0 (north). */
  y: number;
  /** Life points (its maximum HP is `rules.baseHp` + life). */
  life: number;
  /** Attack points. */
  attack: number;
  /** Defense points. */
  defense: number;
  /** Range points. */
  range: number;
  /** HP now, from 1 to `maxHp` (a demon at 0 or less is dead and gone from the view). */
  hp: number;
  /** The HP it can be healed up to: `rules.baseHp` + life. */
  maxHp: number;
  /** Its capacity besides moving, attacking and exploding. */
  capacity: Capacity;
}

/**
 * One of your own demons: what the opponent sees of it, and its name and whether it can still be cloned.
 * @category Bot API
 */
export interface MyDemon extends FoeDemon {
  /** Your private name for it ('' when it has none). */
  name: string;
  /** False once it has merged: a merged demon cannot be cloned. */
  canClone: boolean;
}

/**
 * What a summoner sees when asked to enhance or to battle: a fresh copy, yours to change.
 * @category Bot API
 */
export interface View {
  /** The bot API's version (`API_VERSION`, 1). */
  apiVersion: number;
  /** Which call this is: enhance (spend points, clone, rename) or battle (one action per demon). */
  phase: 'enhance' | 'battle';
  /** The turn, from 1 to `maxTurns`. */
  turn: number;
  /** The last turn: a match still going after it ends on the turn limit. */
  maxTurns: number;
  /** Columns of the board, from 0 (your own west edge) to width − 1. */
  width: number;
  /** Rows of the board, from 0 (north) to height − 1. */
  height: number;
  /** Enhance points in hand (in the enhance phase, this turn's gain is already included). */
  points: number;
  /** Enemy demons you have killed, and yours the opponent has killed. */
  kills: number;
  /** Your demons the opponent has killed. */
  foeKills: number;
  /** board[y][x]: the id of the demon on that cell, or 0. Row 0 is north. */
  board: number[][];
  /** The id the next demon made will get: clones made in this enhance phase get nextId, nextId + 1, ... in order. */
  nextId: number;
  /** Your living demons, in id order. */
  mine: MyDemon[];
  /** The opponent's living demons, in id order. */
  foes: FoeDemon[];
  /** What happened since your last enhance or battle call (absent on your first call): see {@link LastView}. */
  last?: LastView;
  /** The time you have for this call (filled in by the sandbox, not the engine; absent when nothing measures it). */
  time?: CallTime;
}

/**
 * The time a call may use: spending more than `allowanceMs` is a timeout, and what you save goes to the bank.
 * @category Bot API
 */
export interface CallTime {
  /** The most this call may use, in ms: the per-call time plus what is in the bank. */
  allowanceMs: number;
  /** The part of the allowance that comes from the bank (time saved by earlier calls), in ms. */
  bankMs: number;
}

/**
 * One of your orders from your last call that was refused, and why (`index` counts from 0 in that answer).
 * @category Bot API
 */
export interface RefusedOrder {
  /** The phase of the call whose answer held the order. */
  phase: 'enhance' | 'battle';
  /** The order's position in that answer's list, from 0. */
  index: number;
  /** Why it was refused, in words (one line). */
  reason: string;
}

/**
 * Something an enemy demon did in its battle phase, as you see the board (cells mirrored like the view).
 * @category Bot API
 */
export type FoeAction =
  | { type: 'move'; demon: number; from: [number, number]; to: [number, number] }
  | { type: 'blocked'; demon: number; from: [number, number]; to: [number, number] }
  | {
      type: 'attack' | 'eat' | 'explode' | 'cross';
      demon: number;
      at: [number, number];
      /** Damage done to your demons by this action. */
      damage: number;
    }
  | { type: 'heal' | 'merge'; demon: number };

/**
 * What happened since your last call, built from the match's events: your refused orders (or the fault that cost
 * you the call), the damage your demons dealt and took, kills and losses, your clones, the points you received,
 * and the enemy's visible actions. Damage counts every hit a demon takes, friendly fire included.
 * @category Bot API
 */
export interface LastView {
  /** Orders of your last call that were refused. */
  refused: RefusedOrder[];
  /** Why your last call gave no orders at all (it threw, timed out or answered garbage), if it did not. */
  fault?: string;
  /** Damage your demons did to enemy demons. */
  dealt: number;
  /** Damage your demons took (from anyone). */
  taken: number;
  /** Enemy demons killed and credited to you. */
  kills: number;
  /** Ids of your demons that died. */
  lost: number[];
  /** Your clones made in your last enhance phase: [original id, clone id]. */
  clones: [number, number][];
  /** Enhance points received at the start of a turn since your last call. */
  points: number;
  /** The enemy's battle actions since your last call, in order. */
  foe: FoeAction[];
}

/**
 * Colours a mark may use: one of these names, or '#rrggbb'.
 * @category Bot API
 */
export const MARK_COLOURS = ['red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'purple', 'white', 'grey'] as const;

/**
 * A debug mark (as Battlecode's indicators): drawn by `--watch` and the viewer for the step it was made in, never
 * seen by the engine or the opponent. Coordinates are in your own frame (you are always west); they are mirrored
 * back for the record. A bot sends marks by answering `{ orders, marks }` instead of a bare list of orders.
 * @category Bot API
 */
export type Mark =
  | { type: 'dot'; x: number; y: number; color?: string }
  | { type: 'line'; from: [number, number]; to: [number, number]; color?: string }
  | { type: 'text'; demon: number; text: string; color?: string };

/**
 * Most marks kept from one call (the rest are dropped with a note in the bot's log).
 * @category Bot API
 */
export const MAX_MARKS = 64;
/**
 * Longest text of a text mark, in characters.
 * @category Bot API
 */
export const MAX_MARK_TEXT = 40;

/**
 * An enhance or battle answer with debug marks: what a bot returns instead of a bare list when it wants marks drawn.
 * @category Bot API
 */
export interface Answer<O> {
  /** The orders, carried out as a bare list would be. */
  orders: O[];
  /** Debug marks to draw on the board in replays and the viewer, at most `MAX_MARKS` (the rest dropped); not play. */
  marks?: Mark[];
}

/**
 * Spend `amount` points (default 1) on one stat of one of your demons. Life also raises its HP by as much.
 * @category Bot API
 */
export interface RaiseOrder {
  /** Names the order. */
  type: 'raise';
  /** The id of one of your demons. */
  demon: number;
  /** The stat to raise. */
  stat: Stat;
  /** Points to spend, a whole number from 1 (1 by default), at most the points in hand. */
  amount?: number;
}

/**
 * Clone a demon onto the empty cell next to it in direction `dir`; costs cloneBaseCost + its four stats.
 * @category Bot API
 */
export interface CloneOrder {
  /** Names the order. */
  type: 'clone';
  /** The id of one of your demons that has never merged. */
  demon: number;
  /** Where the clone goes: the adjacent cell that way, which must be on the board and empty. */
  dir: Direction;
  /** The clone's private name, at most 32 printable characters ('' by default). */
  name?: string;
}

/**
 * Give one of your demons a new private name (free).
 * @category Bot API
 */
export interface RenameOrder {
  /** Names the order. */
  type: 'rename';
  /** The id of one of your demons. */
  demon: number;
  /** The new name, at most 32 printable characters ('' clears it). */
  name: string;
}

/**
 * One step of the enhance phase; they are carried out in the order given.
 * @category Bot API
 */
export type EnhanceOrder = RaiseOrder | CloneOrder | RenameOrder;

/**
 * The battle actions; 'heal', 'cross', 'eat' and 'merge' need that capacity.
 * @category Bot API
 */
export type Action = 'move' | 'attack' | 'explode' | 'heal' | 'cross' | 'eat' | 'merge';

/**
 * Every battle action.
 * @category Bot API
 */
export const ACTIONS: readonly Action[] = ['move', 'attack', 'explode', 'heal', 'cross', 'eat', 'merge'];

/**
 * One demon's action this battle phase (at most one order per demon; a demon with none stays put).
 * `dir` is needed by move, attack, eat, merge (a direction) and cross (a direction or 'SELF');
 * `keep` chooses, for merge, whether the result keeps 'merge' (the default) or takes the absorbed demon's capacity.
 * @category Bot API
 */
export interface BattleOrder {
  /** The id of one of your demons; at most one order per demon a phase. */
  demon: number;
  /** What it does; heal, cross, eat and merge need that capacity. */
  action: Action;
  /** The direction, for every action but explode and heal; 'SELF' only for a cross. */
  dir?: CrossDir;
  /** For merge: the capacity the merged demon keeps, 'merge' (the default) or the absorbed demon's ('other'). */
  keep?: 'merge' | 'other';
}

/**
 * A summoner: an ES module's default export. Each method may return its answer or a Promise of it. Its
 * `console.log` (and info, warn, error, debug) lines are kept per call for the match log and the replay. In a
 * sandbox, `performance.now` returns the CPU time used so far in the call, in ms from 0 (in process it is Node's own
 * clock); `Date` stays frozen. A bot that reads a clock is no longer deterministic, though its replays still verify,
 * since they record its answers.
 * @category Bot API
 */
export interface Summoner {
  /** Called once, before the match: the demons to summon. */
  setup(info: SetupInfo): SetupOrder | Promise<SetupOrder>;
  /** Called at the start of each of your turns: how to spend your points (raises, clones, renames), in order. */
  enhance(view: View): EnhanceOrder[] | Answer<EnhanceOrder> | Promise<EnhanceOrder[] | Answer<EnhanceOrder>>;
  /** Called for each of your battle phases: at most one order per demon. */
  battle(view: View): BattleOrder[] | Answer<BattleOrder> | Promise<BattleOrder[] | Answer<BattleOrder>>;
}
