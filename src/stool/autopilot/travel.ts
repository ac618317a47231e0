/**
 * Travel and auto-explore: a front end repeats single steps toward a goal over known ground, as running does, so each
 * step is its own command and the reducer and replays know nothing of it. `travelCommand` gives the next step (or
 * none: arrived, no way, nothing left to explore); `keepTravelling` says whether to take another after a step.
 */
import type { Command } from '../rules/commands.js';
import { levelOf } from '../rules/context.js';
import type { Refused } from '../rules/playerTurn.js';
import { ARRIVAL, STAIRS, type Point } from '../level/grid.js';
import { frontier, knownGround, stepToward } from './knownGround.js';
import type { GameState } from '../rules/state.js';
import type { GameStep } from '../rules/stepGame.js';
import { visibleMonsters } from '../rules/view.js';

/** Where a journey goes: exploring (the nearest unexplored edge, again and again), or one known cell. */
export type Journey = { readonly kind: 'explore' } | { readonly kind: 'to'; readonly goal: Point };

/** The longest journey, in steps (a safety stop; a level is 60 × 22). */
export const MAX_TRAVEL = 400;

/** The known stairs down (`>`) or up (`<`) of the player's level, if seen. */
export function knownStairs(s: GameState, tile: typeof STAIRS | typeof ARRIVAL): Point | undefined {
  const l = levelOf(s);
  for (let y = 0; y < l.tiles.length; y++) {
    const row = l.tiles[y] ?? '';
    for (let x = 0; x < row.length; x++) if (row[x] === tile && l.explored[y]?.[x] === '1') return { x, y };
  }
  return undefined;
}

/** The next step of `journey` from `s`, or why there is none (`refused`, a sentence for the player). */
export function travelCommand(s: GameState, journey: Journey): Command | Refused {
  if (visibleMonsters(s).length > 0) return { refused: 'Not with a monster in view.' };
  const k = knownGround(s);
  if (journey.kind === 'explore') {
    const dir = stepToward(s, k, frontier(k));
    return dir !== undefined ? { kind: 'move', dir } : { refused: 'Nothing left to explore that you can reach.' };
  }
  const p = s.player;
  if (p.x === journey.goal.x && p.y === journey.goal.y) return { refused: 'You are there.' };
  const dir = stepToward(s, k, [journey.goal]);
  return dir !== undefined ? { kind: 'move', dir } : { refused: 'You know no way there.' };
}

/**
 * True when a journey should take another step after `step` was played from `before`: the step was taken, the game
 * goes on, no monster is in view, and nothing was told (exploring stops for anything, a lying thing included; travel
 * to a cell walks over things without stopping, but stops for anything else).
 */
export function keepTravelling(before: GameState, step: GameStep, journey: Journey): boolean {
  const s = step.state;
  if (s === before || s.over !== null || s.depth !== before.depth) return false;
  if (visibleMonsters(s).length > 0) return false;
  const told = journey.kind === 'explore' ? step.events : step.events.filter((e) => e.type !== 'here');
  return told.length === 0;
}
