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
import type { GameState, Monster, Thing } from '../rules/state.js';
import type { GameStep } from '../rules/stepGame.js';
import type { GameEvent } from '../rules/events.js';
import { visibleMonsters } from '../rules/view.js';
import { isFleeing } from '../rules/flight.js';
import { PACK_SIZE, thingsHere } from '../rules/playerTurn.js';

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

/**
 * The monsters in view that stop a journey: every one but those running from the player (fleeing, or lying low while
 * they flee). One that turns at bay is a threat again.
 */
export function threatsInView(s: GameState): Monster[] {
  return visibleMonsters(s).filter((m) => !isFleeing(m));
}

/** True for what exploring picks up as it passes: scrolls, and found food (not corpses) while the pack has room. */
export function picksUp(s: GameState, t: Thing): boolean {
  if (t.kind === 'scroll') return true;
  return t.kind === 'food' && t.rotsAt === null && s.player.pack.length < PACK_SIZE;
}

/** The next step of `journey` from `s`, or why there is none (`refused`, a sentence for the player). */
export function travelCommand(s: GameState, journey: Journey): Command | Refused {
  if (threatsInView(s).length > 0) return { refused: 'Not with a monster in view.' };
  const k = knownGround(s);
  if (journey.kind === 'explore') {
    // Scrolls and food are picked up on the way, and walked to when they lie on known ground.
    if (thingsHere(s).some((t) => picksUp(s, t.thing))) return { kind: 'pickUp' };
    const l = levelOf(s);
    const things = l.items.filter((t) => l.explored[t.y]?.[t.x] === '1' && picksUp(s, t.thing));
    const dir = stepToward(s, k, [...things, ...frontier(k)]);
    return dir !== undefined ? { kind: 'move', dir } : { refused: 'Nothing left to explore that you can reach.' };
  }
  const p = s.player;
  if (p.x === journey.goal.x && p.y === journey.goal.y) return { refused: 'You are there.' };
  const dir = stepToward(s, k, [journey.goal]);
  return dir !== undefined ? { kind: 'move', dir } : { refused: 'You know no way there.' };
}

/** Events a journey goes on after: a fleeing monster leaving, and (exploring) what it picks up and will pick up. */
function quiet(s: GameState, e: GameEvent, journey: Journey): boolean {
  if (e.kind === 'escaped') return true;
  if (journey.kind === 'to') return e.kind === 'here';
  return e.kind === 'pickedUp' || (e.kind === 'here' && e.things.every((t) => picksUp(s, t)));
}

/**
 * True when a journey should take another step after `step` was played from `before`: the step was taken, the game
 * goes on, no monster in view is a threat (fleeing ones are not, until one turns), and nothing was told but what is
 * quiet (exploring stops for anything but the scrolls and food it picks up; travel to a cell walks over things).
 */
export function keepTravelling(before: GameState, step: GameStep, journey: Journey): boolean {
  const s = step.state;
  if (s === before || s.over !== null || s.depth !== before.depth) return false;
  if (threatsInView(s).length > 0) return false;
  return step.events.every((e) => quiet(before, e, journey));
}
