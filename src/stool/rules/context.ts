/**
 * The working side of one command: a copy of the state that the command's slots change in place, the stream, the
 * events so far, and what is derived from the state (clocks, round order, the monsters on the player's level, what
 * the player sees, the way to the player). Nothing here outlives the command.
 */
import type { Rng } from '../../core/rng.js';
import type { TurnSlot } from '../../nightsoil/schedule.js';
import type { NightSoilParams } from '../../nightsoil/params.js';
import { clocksOf, type GameClock } from './clocks.js';
import { distanceMap } from '../level/distanceMap.js';
import type { GameEvent } from './events.js';
import { fieldOfView } from '../level/fieldOfView.js';
import { ARRIVAL, ROCK, STAIRS, tileAt, walkable } from '../level/grid.js';
import type { GameState, Level, Monster } from './state.js';

/** How far the player (and, by symmetry, a monster) sees, in cells. */
export const SIGHT = 8;

/** See the file comment. */
export interface Ctx {
  readonly state: GameState;
  readonly rng: Rng;
  readonly events: GameEvent[];
  readonly params: NightSoilParams;
  readonly clocks: readonly GameClock[];
  readonly order: readonly TurnSlot[];
  /** Living monsters on the player's level (recomputed on the stairs; the dead are filtered where used). */
  onLevel: Monster[];
  /** The player's field of view on the current level. */
  view: Uint8Array;
  /** Steps to the player over walkable ground, computed when a monster first needs it after the player moved. */
  scent: Int32Array | null;
  /** Steps to the stairs of the player's level (down or up), computed when a fleeing monster first needs them. */
  exits: Int32Array | null;
}

/** The level the player is on. */
export function levelOf(s: GameState): Level {
  const l = s.levels[s.depth];
  if (l === undefined) throw new RangeError(`no level ${s.depth}`);
  return l;
}

/** Width and height of a level. */
export function sizeOf(l: Level): { width: number; height: number } {
  return { width: l.tiles[0]?.length ?? 0, height: l.tiles.length };
}

/** The player's field of view on its level (symmetric: the monsters it shows can see the player). */
export function playerView(s: GameState): Uint8Array {
  const l = levelOf(s);
  const { width, height } = sizeOf(l);
  return fieldOfView({ width, height, blocks: (x, y) => tileAt(l.tiles, x, y) === ROCK }, s.player, SIGHT);
}

/** A context for playing one command on `s` (which it changes in place). */
export function makeCtx(s: GameState, rng: Rng, events: GameEvent[]): Ctx {
  const { clocks, order } = clocksOf(s);
  return {
    state: s,
    rng,
    events,
    params: s.params,
    clocks,
    order,
    onLevel: s.monsters.filter((m) => m.level === s.depth && m.fighter.life > 0),
    view: playerView(s),
    scent: null,
    exits: null,
  };
}

/** True when the player sees cell (x, y) of its level right now. */
export function inView(ctx: Ctx, x: number, y: number): boolean {
  const { width } = sizeOf(levelOf(ctx.state));
  return ctx.view[y * width + x] === 1;
}

/** The living monster at (x, y) of the player's level, if any. */
export function monsterAt(ctx: Ctx, x: number, y: number): Monster | undefined {
  return ctx.onLevel.find((m) => m.x === x && m.y === y && m.fighter.life > 0);
}

/** True when nothing stands at (x, y) and a mob could step there. */
export function freeCell(ctx: Ctx, x: number, y: number): boolean {
  const s = ctx.state;
  return (
    walkable(levelOf(s).tiles, x, y) && !(s.player.x === x && s.player.y === y) && monsterAt(ctx, x, y) === undefined
  );
}

/** Steps from every cell to the player (monsters that have noticed the player follow it). */
export function scentOf(ctx: Ctx): Int32Array {
  if (ctx.scent === null) {
    const l = levelOf(ctx.state);
    const { width, height } = sizeOf(l);
    ctx.scent = distanceMap(width, height, (x, y) => walkable(l.tiles, x, y), [ctx.state.player]);
  }
  return ctx.scent;
}

/** Steps from every cell of the player's level to its nearest stairs, down or up (where fleeing monsters run to). */
export function exitsOf(ctx: Ctx): Int32Array {
  if (ctx.exits === null) {
    const l = levelOf(ctx.state);
    const { width, height } = sizeOf(l);
    const stairs: { x: number; y: number }[] = [];
    l.tiles.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) if (row[x] === STAIRS || row[x] === ARRIVAL) stairs.push({ x, y });
    });
    ctx.exits = distanceMap(width, height, (x, y) => walkable(l.tiles, x, y), stairs);
  }
  return ctx.exits;
}

/**
 * After the player moved or arrived: what it sees now, marked as explored; any sleeping monster in view notices the
 * player (sight is symmetric, so it sees the player too) and an event says so.
 */
export function refreshView(ctx: Ctx): void {
  const s = ctx.state;
  const l = levelOf(s);
  const { width, height } = sizeOf(l);
  ctx.view = playerView(s);
  ctx.scent = null;
  const rows = l.explored;
  for (let y = 0; y < height; y++) {
    const row = rows[y] ?? '';
    let changed = false;
    const cells = row.split('');
    for (let x = 0; x < width; x++) {
      if (ctx.view[y * width + x] === 1 && cells[x] !== '1') {
        cells[x] = '1';
        changed = true;
      }
    }
    if (changed) rows[y] = cells.join('');
  }
  for (const m of ctx.onLevel) {
    if (m.awake || m.fighter.life <= 0 || !inView(ctx, m.x, m.y)) continue;
    m.awake = true;
    ctx.events.push({ kind: 'noticed', who: m.id });
  }
}
