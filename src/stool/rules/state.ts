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
  /** Tells the things apart. */
  readonly kind: 'gear';
  /** The equipment itself. */
  readonly item: Item;
}

/**
 * Something to eat. `rotsAt`: the round at whose start it has rotted away (null: it keeps).
 * @category Games
 */
export interface FoodThing {
  /** Tells the things apart. */
  readonly kind: 'food';
  /** The food's name, as messages show it. */
  readonly name: string;
  /** What it restores of each energy when eaten. */
  readonly food: Food;
  /** The round at whose start it has rotted away, or null when it keeps. */
  readonly rotsAt: number | null;
}

/**
 * A stack of scrolls lying about (`scroll.count` copies); picked up, they join the player's stacks.
 * @category Games
 */
export interface ScrollThing {
  /** Tells the things apart. */
  readonly kind: 'scroll';
  /** The scroll stack (`count` copies). */
  readonly scroll: Scroll;
}

/**
 * The goal: lifting it wins the game.
 * @category Games
 */
export interface StoolThing {
  /** Tells the things apart. */
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
  /** Its column, from 0 (west edge). */
  readonly x: number;
  /** Its row, from 0 (north edge). */
  readonly y: number;
  /** What lies there. */
  readonly thing: Thing;
}

/**
 * One level: its tiles (rows of characters), what the player has seen of it, what lies on it, where one arrives.
 * @category Games
 */
export interface Level {
  /** Rows of tiles, north first: '#' rock, '.' floor, '>' stairs down, '<' where one arrives. */
  readonly tiles: readonly string[];
  /** Rows of '1' (seen at some time) and '0'. */
  explored: string[];
  /** What lies on the floor. */
  items: FloorThing[];
  /** Where the player arrives on the level (the '<' cell). */
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
  /** Unique among the game's monsters, never reused. */
  readonly id: number;
  /** The build it was made from (a content name: "rat", "orc"), as messages name it. */
  readonly build: string;
  /** The index in `levels` of the level it is on, or `ESCAPED` (−1) once it has left by the stairs. */
  level: number;
  /** Its column, from 0 (west edge). */
  x: number;
  /** Its row, from 0 (north edge). */
  y: number;
  /** Whether it has noticed the player. */
  awake: boolean;
  /** Its Night Soil fighter: energies, skills, gear totals, scrolls and effects. */
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
  /** The player's column, from 0 (west edge). */
  x: number;
  /** The player's row, from 0 (north edge). */
  y: number;
  /** The player's Night Soil fighter: energies, skills, gear totals, scrolls and effects. */
  fighter: MobState;
  /** What is worn and wielded, one item per slot (its totals are folded into `fighter`). */
  loadout: Loadout;
  /** Gear and food carried (scrolls join the fighter's stacks instead). */
  pack: PackThing[];
  /** Each pack thing's letter, index for index (see packLetters.ts); missing in older saves: a, b, c… in order. */
  letters?: string[];
}

/**
 * The five maxima the panel shows growth of.
 * @category Games
 */
export interface Maxima {
  /** Max life. */
  readonly life: number;
  /** Max strength. */
  readonly strength: number;
  /** Max iq. */
  readonly iq: number;
  /** Aim skill (`maxAim`). */
  readonly aim: number;
  /** Armour skill (`maxArmour`). */
  readonly armour: number;
}

/**
 * How the game ended.
 * @category Games
 */
export interface GameOver {
  /** Won by lifting the stool, or dead. */
  readonly result: 'won' | 'dead';
  /** What killed the player (a monster's build, or the poison of one). */
  readonly by?: string;
  /** The round it ended in, from 0. */
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
  /** The state's shape version (`STATE_VERSION`, 3); older saves are migrated when read. */
  readonly version: typeof STATE_VERSION;
  /** The game's seed, from 0 to 2^32 − 1: the same seed and commands give the same game. */
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
  /** Every level, first (depth 0) to last (the stool's). */
  levels: Level[];
  /** The player. */
  player: Player;
  /** Every monster of the game, all levels: the game is one fight on one fixed roster (docs/rules/timeline.md). */
  monsters: Monster[];
  /** The next slot of the round order to play (see clocks.ts). */
  now: TimelinePosition;
  /** The player's maxima at the start, to show growth. */
  readonly start: Maxima;
  /** Monsters the player has killed. */
  kills: number;
  /**
   * The label each kind of scroll bears until it is identified (scroll name → label, drawn for each game), and the
   * names identified so far: a scroll is known once you read one, or see a monster read one.
   */
  readonly labels: Readonly<Record<string, string>>;
  /** The scroll names identified so far. */
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
  /** How the game ended, or null while it goes on. */
  over: GameOver | null;
}
