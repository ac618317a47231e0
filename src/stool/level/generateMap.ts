/** Rooms and corridors on the game's own Rng (rot-js would draw from a global random singleton). */
import type { Rng } from '../../core/rng.js';
import { FLOOR, ROCK, type Point } from './grid.js';

/** A rectangular room: its top-left floor cell and its size in cells. */
export interface Room {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A carved level: rows of tiles (rock and floor) and its rooms in the order they were chained by corridors. */
export interface GeneratedMap {
  tiles: string[];
  rooms: Room[];
}

/** Knobs of the generator (the defaults give 6 to 9 rooms on the game's 60 × 22 levels). */
export interface MapOptions {
  readonly maxRooms: number;
  readonly attempts: number;
  /** Extra corridors between random rooms, so a level has loops (a kiting goblin can be cut off, a chaser escaped). */
  readonly loops: number;
}

const DEFAULTS: MapOptions = { maxRooms: 9, attempts: 80, loops: 2 };

/** The centre cell of a room. */
export function roomCentre(r: Room): Point {
  return { x: r.x + Math.floor(r.w / 2), y: r.y + Math.floor(r.h / 2) };
}

function overlaps(a: Room, b: Room): boolean {
  // One cell of rock between rooms keeps their walls apart.
  return a.x - 1 <= b.x + b.w && b.x - 1 <= a.x + a.w && a.y - 1 <= b.y + b.h && b.y - 1 <= a.y + a.h;
}

/**
 * Places up to `maxRooms` non-overlapping rooms (4–11 wide, 3–6 high) at random, chains each to the one placed before
 * it with an L-shaped corridor (so every floor cell is reachable), then adds `loops` corridors between random pairs.
 * The outer border is always rock. Every draw comes from `rng`, so a level is a pure function of its stream.
 */
export function generateMap(rng: Rng, width: number, height: number, options: Partial<MapOptions> = {}): GeneratedMap {
  const o = { ...DEFAULTS, ...options };
  const grid: string[][] = Array.from({ length: height }, () => new Array<string>(width).fill(ROCK));
  const rooms: Room[] = [];
  for (let i = 0; i < o.attempts && rooms.length < o.maxRooms; i++) {
    const w = 4 + rng.below(8);
    const h = 3 + rng.below(4);
    if (w > width - 2 || h > height - 2) continue;
    const r: Room = { x: 1 + rng.below(width - w - 1), y: 1 + rng.below(height - h - 1), w, h };
    if (rooms.some((q) => overlaps(q, r))) continue;
    rooms.push(r);
  }
  if (rooms.length === 0) rooms.push({ x: 1, y: 1, w: Math.max(1, width - 2), h: Math.max(1, height - 2) });
  const dig = (x: number, y: number): void => {
    if (x > 0 && y > 0 && x < width - 1 && y < height - 1) (grid[y] as string[])[x] = FLOOR;
  };
  for (const r of rooms) for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) dig(x, y);
  const corridor = (a: Room, b: Room): void => {
    const p = roomCentre(a);
    const q = roomCentre(b);
    const horizontalFirst = rng.below(2) === 0;
    const corner = horizontalFirst ? { x: q.x, y: p.y } : { x: p.x, y: q.y };
    for (const [from, to] of [
      [p, corner],
      [corner, q],
    ] as const) {
      for (let x = Math.min(from.x, to.x); x <= Math.max(from.x, to.x); x++) dig(x, from.y);
      for (let y = Math.min(from.y, to.y); y <= Math.max(from.y, to.y); y++) dig(to.x, y);
    }
  };
  for (let i = 1; i < rooms.length; i++) corridor(rooms[i - 1] as Room, rooms[i] as Room);
  for (let k = 0; k < o.loops && rooms.length > 2; k++) {
    const a = rng.below(rooms.length);
    const b = rng.below(rooms.length);
    if (a !== b) corridor(rooms[a] as Room, rooms[b] as Room);
  }
  return { tiles: grid.map((row) => row.join('')), rooms };
}
