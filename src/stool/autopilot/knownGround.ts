/**
 * The ground the player knows (explored cells of its level) and ways over it: the steps from the player to every known
 * cell, the first step of a shortest path to the nearest of some goals, and the frontier where exploring goes on.
 * Shared by the bot, travel and auto-explore, so all of them walk as the player could.
 */
import { DIRECTIONS, type Direction } from '../../core/direction.js';
import { levelOf, sizeOf } from '../rules/context.js';
import { distanceMap, UNREACHABLE } from '../level/distanceMap.js';
import { DIR_OFFSETS, dirTo, ROCK, type Point } from '../level/grid.js';
import type { GameState } from '../rules/state.js';

/** Known ground around the player: explored walkable cells, and the steps to each from the player (breadth-first, once per decision). */
export interface Known {
  width: number;
  height: number;
  /** 1 for explored walkable cells. */
  open: Uint8Array;
  /** 1 for explored cells. */
  seen: Uint8Array;
  dist: Int32Array;
}

/** See Known: built once per decision. */
export function knownGround(s: GameState): Known {
  const l = levelOf(s);
  const { width, height } = sizeOf(l);
  const open = new Uint8Array(width * height);
  const seen = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = l.explored[y] ?? '';
    const tiles = l.tiles[y] ?? '';
    for (let x = 0; x < width; x++) {
      if (row.charCodeAt(x) !== 49) continue;
      seen[y * width + x] = 1;
      if (tiles[x] !== ROCK) open[y * width + x] = 1;
    }
  }
  const dist = distanceMap(width, height, (x, y) => open[y * width + x] === 1, [s.player]);
  return { width, height, open, seen, dist };
}

/** The first step on a shortest known path from the player to the nearest of `goals` (monsters on the way are struck), or undefined. */
export function stepToward(s: GameState, k: Known, goals: readonly Point[]): Direction | undefined {
  let goal: Point | undefined;
  let best = Infinity;
  for (const g of goals) {
    const d = k.dist[g.y * k.width + g.x] ?? UNREACHABLE;
    if (d > 0 && d < best) {
      best = d;
      goal = g;
    }
  }
  if (goal === undefined) return undefined;
  // Walk back from the goal, one cell nearer the player each time, to the cell next to the player.
  let at = goal;
  for (let d = best; d > 1; d--) {
    let prev: Point | undefined;
    for (const dir of DIRECTIONS) {
      const [dx, dy] = DIR_OFFSETS[dir];
      const x = at.x + dx;
      const y = at.y + dy;
      if (x >= 0 && y >= 0 && x < k.width && y < k.height && k.dist[y * k.width + x] === d - 1) {
        prev = { x, y };
        break;
      }
    }
    if (prev === undefined) return undefined;
    at = prev;
  }
  return dirTo(s.player, at);
}

/** Explored floor cells next to unexplored ones: where exploring goes on. */
export function frontier(k: Known): Point[] {
  const out: Point[] = [];
  const w = k.width;
  for (let y = 1; y < k.height - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (k.open[i] !== 1) continue;
      if (
        k.seen[i - w - 1] === 0 ||
        k.seen[i - w] === 0 ||
        k.seen[i - w + 1] === 0 ||
        k.seen[i - 1] === 0 ||
        k.seen[i + 1] === 0 ||
        k.seen[i + w - 1] === 0 ||
        k.seen[i + w] === 0 ||
        k.seen[i + w + 1] === 0
      )
        out.push({ x, y });
    }
  }
  return out;
}
