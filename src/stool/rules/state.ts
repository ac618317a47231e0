/**
 * The Quest for the Golden Stool as plain data: levels, the player, every monster of the game, the position on the
 * turn-rate timeline and the randomness stream. JSON-safe, so a save is the state itself.
 */
import type { RngState } from '../../core/rng.js';
import type { TimelinePosition } from '../../core/timeline/position.js';
import type { Food } from '../../nightsoil/food.js';
import type { MobState, Item, Loadout, Scroll } from '../../nightsoil/mob.js';
import type { NightSoilParams } from '../../nightsoil/params.js';
import type { Point } from '../level/grid.js';

/**
 * A piece of equipment lying about or carried.
 * @category Games
 */
export interface GearThing {
  readonly kind: 'gear';
  readonly item: Item;
}

/**
 * Something to eat. `rotsAt`: the round at whose start it has rotted away (null: it keeps).
 * @category Games
 */
export interface FoodThing {
  readonly kind: 'food';
  readonly name: string;
  readonly food: Food;
  readonly rotsAt: number | null;
}

/**
 * A stack of scrolls lying about (`scroll.count` copies); picked up, they join the player's stacks.
 * @category Games
 */
export interface ScrollThing {
  readonly kind: 'scroll';
  readonly scroll: Scroll;
}

/**
 * The goal: lifting it wins the game.
 * @category Games
 */
export interface StoolThing {
  readonly kind: 'stool';
}

/**
 * Anything that can lie on a cell.
 * @category Games
 */
export type Thing = GearThing | FoodThing | ScrollThing | StoolThing;

/**
 * What the player's pack holds (scrolls go to the Fighter's stacks, the stool ends the game).
 * @category Games
 */
export type PackThing = GearThing | FoodThing;

/**
 * A thing on the floor of a level.
 * @category Games
 */
export interface FloorThing {
  readonly x: number;
  readonly y: number;
  readonly thing: Thing;
}

/**
 * One level: its tiles (rows of characters), what the player has seen of it, what lies on it, where one arrives.
 * @category Games
 */
export interface Level {
  readonly tiles: readonly string[];
  /** Rows of '1' (seen at some time) and '0'. */
  explored: string[];
  items: FloorThing[];
  readonly arrival: Point;
}

/** The level of a monster that has left the dungeon by the stairs, running from the player: it is out of the game. */
export const ESCAPED = -1;

/**
 * A monster: its build (content name), the level it lives on (ESCAPED once it has fled by the stairs), where it
 * stands, whether it has noticed the player. A guard has a post (the stool) it never strays far from; a monster that
 * turned to flee remembers the round it did (fights that end: docs/rules/stool.md, "Fights that end").
 * @category Games
 */
export interface Monster {
  readonly id: number;
  readonly build: string;
  level: number;
  x: number;
  y: number;
  awake: boolean;
  fighter: MobState;
  /** A guard's post: it never steps farther than GUARD_LEASH cells from it, and never flees. */
  readonly post?: Point;
  /** The round it began to flee (missing while it does not flee, and in older saves). */
  fleeingSince?: number;
}

/**
 * The player: where, the Night Soil fighter, what is worn and wielded, and the pack.
 * @category Games
 */
export interface Player {
  x: number;
  y: number;
  fighter: MobState;
  loadout: Loadout;
  pack: PackThing[];
  /** Each pack thing's letter, index for index (see packLetters.ts); missing in older saves: a, b, c… in order. */
  letters?: string[];
}

/**
 * The five maxima the panel shows growth of.
 * @category Games
 */
export interface Maxima {
  readonly life: number;
  readonly strength: number;
  readonly iq: number;
  readonly aim: number;
  readonly armour: number;
}

/**
 * How the game ended.
 * @category Games
 */
export interface GameOver {
  readonly result: 'won' | 'dead';
  /** What killed the player (a monster's build, or the poison of one). */
  readonly by?: string;
  readonly round: number;
}

/**
 * The version of the state's shape (and of save files). 2 carries the rule parameters (`params`) and names each mob's
 * fighter `fighter` (version 1 said `f`); 3 (round 3 of the game) adds the scroll labels and what is identified, the
 * damage taken by source, guards' posts and fleeing monsters' rounds, and monsters that escaped. Versions 1 and 2 are
 * still read (save/readState.ts migrates them, and says so).
 */
export const STATE_VERSION = 3;

/**
 * The whole game. Between commands the game always stands at one of the player's turns (`now` is a slot of one of
 * the player's clocks, its lasting effects already ticked), so every command starts from a decision point.
 * @category Games
 */
export interface GameState {
  readonly version: typeof STATE_VERSION;
  readonly seed: number;
  /**
   * The Night Soil constants this game is played by, chosen when it starts and carried, so a save goes on (and a
   * replay repeats) by its own rules whatever the library's defaults become.
   */
  readonly params: NightSoilParams;
  /** The randomness stream after the last draw (restore with rngFromState). */
  rng: RngState;
  /** Index of the level the player is on. */
  depth: number;
  levels: Level[];
  player: Player;
  /** Every monster of the game, all levels: the game is one fight on one fixed roster (docs/rules/timeline.md). */
  monsters: Monster[];
  /** The next slot of the round order to play (see clocks.ts). */
  now: TimelinePosition;
  /** The player's maxima at the start, to show growth. */
  readonly start: Maxima;
  kills: number;
  /**
   * The label each kind of scroll bears until it is identified (scroll name → label, drawn for each game), and the
   * names identified so far: a scroll is known once you read one, or see a monster read one.
   */
  readonly labels: Readonly<Record<string, string>>;
  known: readonly string[];
  /** Life the player lost to each source (a monster's build, or 'your own spell'): the end screen's "most damage". */
  harm: Readonly<Record<string, number>>;
  /**
   * Who shot from afar since their last step turn (PLAYER or monster ids): their next step turn is spent steadying,
   * not stepping (docs/rules/stool.md, "Shooting roots you"). Missing in saves made before the rule: none.
   */
  steadying: readonly number[];
  /** Commands that took time (a refused command takes none). */
  turns: number;
  over: GameOver | null;
}
