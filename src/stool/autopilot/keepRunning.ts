/**
 * Running: a front end repeats a step in one direction while nothing happens, so crossing a level is one key, not
 * thirty. Each step is still its own command (a run is not in the reducer), so a game's record and replays stay
 * exactly what was played.
 */
import { type Direction } from '../../core/direction.js';
import type { GameStep } from '../rules/stepGame.js';
import { levelOf } from '../rules/context.js';
import { ARRIVAL, DIR_OFFSETS, STAIRS, tileAt, walkable } from '../level/grid.js';
import type { GameState } from '../rules/state.js';
import { visibleMonsters } from '../rules/view.js';

/** The longest run, in steps (a safety stop: a level is 60 cells wide). */
export const MAX_RUN = 80;

/**
 * True when a run in direction `dir` should take another step after `step` was played from `before`: the step was
 * taken, nothing at all was told (no monster noticed or struck, nothing lying here, nothing rotted), no monster is in
 * view, the player is not on the stairs, and the next cell is open.
 */
export function keepRunning(before: GameState, step: GameStep, dir: Direction): boolean {
  const s = step.state;
  if (s === before || s.over !== null || step.events.length > 0) return false;
  const p = s.player;
  const tiles = levelOf(s).tiles;
  const tile = tileAt(tiles, p.x, p.y);
  if (tile === STAIRS || (tile === ARRIVAL && s.depth > 0)) return false;
  const [dx, dy] = DIR_OFFSETS[dir];
  if (!walkable(tiles, p.x + dx, p.y + dy)) return false;
  return visibleMonsters(s).length === 0;
}
