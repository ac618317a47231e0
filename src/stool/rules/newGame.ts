/** A new game from a seed: every level built from its own fork of the seed's stream, the player at the top, play at the player's first turn. */
import { optionsArg } from '../../core/args.js';
import { createRng } from '../../core/rng.js';
import { fighterOf } from '../../nightsoil/mob.js';
import { DEFAULT_PARAMS, PARAM_NAMES, paramProblem, type NightSoilParams } from '../../nightsoil/params.js';
import { buildLevel } from '../level/buildLevel.js';
import { foodNamed } from '../content/food.js';
import { HERO, HERO_FOOD } from '../content/hero.js';
import { LEVELS, type LevelPlan } from '../content/levels.js';
import { makeCtx, refreshView } from './context.js';
import type { GameEvent } from './events.js';
import { STATE_VERSION, type GameState, type Level, type Monster, type PackThing } from './state.js';
import { lettersOf } from './packLetters.js';
import { playUntilPlayer } from './timeline.js';
import { gameLabels } from './identify.js';

/** Stream indices: fork 0 is the game's own stream (every roll in play), fork i + 1 builds level i. */
const GAME_STREAM = 0;

/**
 * What a new game may change: its levels' recipes (default LEVELS) and the Night Soil constants (default DEFAULT_PARAMS).
 * @category Games
 */
export interface NewGameOptions {
  /** The levels' recipes, first level first (`LEVELS` by default); the last holds the stool. */
  plans?: readonly LevelPlan[];
  /** The Night Soil constants the game is played by (`DEFAULT_PARAMS` by default); the state carries them. */
  params?: NightSoilParams;
}

/**
 * A new game for `seed`, standing at the player's first turn: four levels built from forks of the seed's stream (a
 * level does not change when play draws more or fewer numbers before reaching it), the hero at the top.
 *
 * @param seed - a whole number from 0 to 2^32 − 1; the same seed gives the same dungeon
 * @param options - the levels' plans (`LEVELS`) and Night Soil's constants (`DEFAULT_PARAMS`)
 * @throws RangeError `newGame: params.A must be a number > 1, got 1`, or a seed that is not one
 * @example
 * ```ts
 * import { newGame } from 'fray/stool';
 *
 * const game = newGame(3);
 * console.log(game.depth, game.over, game.player.fighter.life);
 * //> 0 null 30
 * ```
 * @category Games
 */
export function newGame(seed: number, options?: NewGameOptions): GameState {
  const { plans = LEVELS, params = DEFAULT_PARAMS } = optionsArg('newGame', options);
  for (const name of PARAM_NAMES) {
    const problem = paramProblem(name, params[name]);
    if (problem !== undefined) throw new RangeError(`newGame: params.${name} ${problem}, got ${params[name]}`);
  }
  const root = createRng(seed);
  const levels: Level[] = [];
  const monsters: Monster[] = [];
  plans.forEach((plan, i) => {
    const built = buildLevel(plan, root.fork(i + 1), {
      index: i,
      last: i === plans.length - 1,
      firstId: monsters.length,
    });
    levels.push(built.level);
    monsters.push(...built.monsters);
  });
  const first = levels[0];
  if (first === undefined) throw new RangeError('a game needs at least one level');
  const f = fighterOf(HERO);
  const pack: PackThing[] = HERO_FOOD.map((name) => {
    const k = foodNamed(name);
    return { kind: 'food', name: k.name, food: k.food, rotsAt: null };
  });
  const rng = root.fork(GAME_STREAM);
  const s: GameState = {
    version: STATE_VERSION,
    seed,
    params: { ...params },
    rng: rng.getState(),
    depth: 0,
    levels,
    player: {
      x: first.arrival.x,
      y: first.arrival.y,
      fighter: f,
      loadout: HERO.equipment,
      pack,
      letters: lettersOf({ pack }),
    },
    monsters,
    now: { round: 0, slot: 0 },
    start: { life: f.maxLife, strength: f.maxStrength, iq: f.maxIq, aim: f.maxAim, armour: f.maxArmour },
    kills: 0,
    labels: gameLabels(seed),
    known: HERO.scrolls.map((sc) => sc.name),
    harm: {},
    steadying: [],
    turns: 0,
    over: null,
  };
  const events: GameEvent[] = [];
  const ctx = makeCtx(s, rng, events);
  refreshView(ctx);
  playUntilPlayer(ctx, null);
  s.rng = rng.getState();
  return s;
}
