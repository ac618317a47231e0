/**
 * The bot API: what a summoner is given and what it returns. Everything here is plain data (JSON), so the same
 * shapes cross an isolate or a pipe unchanged. Every bot sees itself as the left (west) player: for the second
 * seat the board is mirrored east–west, and so are the directions in its orders.
 */
import type { Dir } from './grid.js';
import type { Capacity, Stat } from './model.js';
import type { SummonerRules } from './rules.js';

export type { Capacity, Dir, Stat, SummonerRules };

/** The version of these shapes; sent in every setup info and view. */
export const API_VERSION = 1;

/** Where a Cross strikes: 'N', 'E', 'S', 'W' or 'SELF' strike the four lines; a diagonal direction the four diagonals. */
export type CrossDir = Dir | 'SELF';

/** Given once, before the match: the board, the rules, your starting cells and a seed for any randomness you need. */
export interface SetupInfo {
  apiVersion: number;
  width: number;
  height: number;
  rules: SummonerRules;
  /** Your starting cells, slot 1 first, as you see them (on the west side). */
  slots: { slot: number; x: number; y: number }[];
  /** A seed for your own random choices: the same match seed always gives you the same one. */
  seed: number;
}

/** One demon to summon: stats not given are 0; `slot` (1..6) picks its starting cell, by default the next free one. */
export interface DemonSpec {
  capacity: Capacity;
  life?: number;
  attack?: number;
  defense?: number;
  range?: number;
  name?: string;
  slot?: number;
}

/** The answer to setup: 1 to maxDemons demons costing at most setupPoints (summonCost each, plus 1 per stat point). */
export interface SetupOrder {
  demons: DemonSpec[];
}

/** One of the opponent's demons: position, stats and capacity (its name is private to its owner). */
export interface FoeDemon {
  id: number;
  x: number;
  y: number;
  life: number;
  attack: number;
  defense: number;
  range: number;
  hp: number;
  maxHp: number;
  capacity: Capacity;
}

/** One of your own demons: what the opponent sees of it, and its name and whether it can still be cloned. */
export interface MyDemon extends FoeDemon {
  name: string;
  /** False once it has merged: a merged demon cannot be cloned. */
  canClone: boolean;
}

/** What a summoner sees when asked to enhance or to battle: a fresh copy, yours to change. */
export interface View {
  apiVersion: number;
  phase: 'enhance' | 'battle';
  turn: number;
  maxTurns: number;
  width: number;
  height: number;
  /** Enhance points in hand (in the enhance phase, this turn's gain is already included). */
  points: number;
  /** Enemy demons you have killed, and yours the opponent has killed. */
  kills: number;
  foeKills: number;
  /** board[y][x]: the id of the demon on that cell, or 0. Row 0 is north. */
  board: number[][];
  /** The id the next demon made will get: clones made in this enhance phase get nextId, nextId + 1, ... in order. */
  nextId: number;
  mine: MyDemon[];
  foes: FoeDemon[];
}

/** Spend `amount` points (default 1) on one stat of one of your demons. Life also raises its HP by as much. */
export interface RaiseOrder {
  type: 'raise';
  demon: number;
  stat: Stat;
  amount?: number;
}

/** Clone a demon onto the empty cell next to it in direction `dir`; costs cloneBaseCost + its four stats. */
export interface CloneOrder {
  type: 'clone';
  demon: number;
  dir: Dir;
  name?: string;
}

/** Give one of your demons a new private name (free). */
export interface RenameOrder {
  type: 'rename';
  demon: number;
  name: string;
}

/** One step of the enhance phase; they are carried out in the order given. */
export type EnhanceOrder = RaiseOrder | CloneOrder | RenameOrder;

/** The battle actions; 'heal', 'cross', 'eat' and 'merge' need that capacity. */
export type Action = 'move' | 'attack' | 'explode' | 'heal' | 'cross' | 'eat' | 'merge';

/** Every battle action. */
export const ACTIONS: readonly Action[] = ['move', 'attack', 'explode', 'heal', 'cross', 'eat', 'merge'];

/**
 * One demon's action this battle phase (at most one order per demon; a demon with none stays put).
 * `dir` is needed by move, attack, eat, merge (a direction) and cross (a direction or 'SELF');
 * `keep` chooses, for merge, whether the result keeps 'merge' (the default) or takes the absorbed demon's capacity.
 */
export interface BattleOrder {
  demon: number;
  action: Action;
  dir?: CrossDir;
  keep?: 'merge' | 'other';
}

/** A summoner: an ES module's default export. Each method may return its answer or a Promise of it. */
export interface Summoner {
  /** Called once, before the match: the demons to summon. */
  setup(info: SetupInfo): SetupOrder | Promise<SetupOrder>;
  /** Called at the start of each of your turns: how to spend your points (raises, clones, renames), in order. */
  enhance(view: View): EnhanceOrder[] | Promise<EnhanceOrder[]>;
  /** Called for each of your battle phases: at most one order per demon. */
  battle(view: View): BattleOrder[] | Promise<BattleOrder[]>;
}
