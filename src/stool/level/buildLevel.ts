/** One level from its recipe and its own stream: the map, the stairs (or the stool), monsters, food, gear and scrolls. */
import type { Rng } from '../../core/rng.js';
import { fighterOf } from '../../nightsoil/mob.js';
import { foodNamed } from '../content/food.js';
import { gearNamed } from '../content/gear.js';
import type { LevelPlan } from '../content/levels.js';
import { monsterNamed } from '../content/monsters.js';
import { scrollNamed } from '../content/scrolls.js';
import { distanceMap } from './distanceMap.js';
import { generateMap, roomCentre, type Room } from './generateMap.js';
import { ARRIVAL, FLOOR, STAIRS, tileAt, walkable, type Point } from './grid.js';
import type { FloorThing, Level, Monster, Thing } from '../rules/state.js';

/**
 * Width and height of every level, in cells.
 * @category Grid
 */
export const LEVEL_WIDTH = 60;
/**
 * See LEVEL_WIDTH.
 * @category Grid
 */
export const LEVEL_HEIGHT = 22;

/** A built level and its monsters. */
export interface BuiltLevel {
  level: Level;
  monsters: Monster[];
}

/** The room whose centre is farthest on foot from `first`'s (by the distance map `dist`; the first such room). */
function farthestRoom(rooms: readonly Room[], dist: Int32Array): Room {
  let far = rooms[0] as Room;
  for (const r of rooms) {
    const c = roomCentre(r);
    const fc = roomCentre(far);
    if ((dist[c.y * LEVEL_WIDTH + c.x] ?? -1) > (dist[fc.y * LEVEL_WIDTH + fc.x] ?? -1)) far = r;
  }
  return far;
}

/**
 * Free floor cells of level `index`, drawn from `rng` in some rooms, each given once (`taken` holds the cells already
 * given or kept free). A crowded level falls back to the first free floor cell, scanning (never reached with the
 * content's numbers); a full one is a RangeError.
 */
function spotFinder(
  rng: Rng,
  tiles: readonly string[],
  taken: Set<number>,
  index: number,
): (inRooms: readonly Room[]) => Point {
  const free = (x: number, y: number): boolean => !taken.has(y * LEVEL_WIDTH + x) && tileAt(tiles, x, y) === FLOOR;
  const take = (p: Point): Point => {
    taken.add(p.y * LEVEL_WIDTH + p.x);
    return p;
  };
  return (inRooms) => {
    for (let tries = 0; tries < 200; tries++) {
      const r = inRooms[rng.below(inRooms.length)] as Room;
      const p = { x: r.x + rng.below(r.w), y: r.y + rng.below(r.h) };
      if (free(p.x, p.y)) return take(p);
    }
    for (let y = 0; y < LEVEL_HEIGHT; y++) for (let x = 0; x < LEVEL_WIDTH; x++) if (free(x, y)) return take({ x, y });
    throw new RangeError(`level ${index}: no room left to place anything`);
  };
}

/** Adds the sleeping monsters of `counts` (by build) to `monsters` of level `index`, each on a spot in `rooms`. */
function placeMonsters(
  monsters: Monster[],
  counts: LevelPlan['monsters'],
  place: {
    index: number;
    firstId: number;
    rooms: readonly Room[];
    spot: (inRooms: readonly Room[]) => Point;
    post?: Point;
  },
): void {
  for (const [name, count] of counts) {
    const build = monsterNamed(name);
    for (let k = 0; k < count; k++) {
      const p = place.spot(place.rooms);
      const fighter = fighterOf(build.spec);
      // A guard holds its post and never flees (docs/rules/stool.md, "The stool's guards").
      if (place.post !== undefined) fighter.fleeBelow = 0;
      monsters.push({
        id: place.firstId + monsters.length,
        build: name,
        level: place.index,
        x: p.x,
        y: p.y,
        awake: false,
        fighter,
        ...(place.post !== undefined ? { post: place.post } : {}),
      });
    }
  }
}

/** The things of `plan` on the floor, each on a spot of any room; on the last level the stool on `goal` first. */
function layThings(plan: LevelPlan, rng: Rng, where: { last: boolean; goal: Point; spot: () => Point }): FloorThing[] {
  const items: FloorThing[] = [];
  const lay = (thing: Thing, p: Point = where.spot()): void => {
    items.push({ x: p.x, y: p.y, thing });
  };
  if (where.last) lay({ kind: 'stool' }, where.goal);
  for (const name of plan.food) {
    const f = foodNamed(name);
    lay({ kind: 'food', name: f.name, food: f.food, rotsAt: null });
  }
  const pool = plan.gearPool.slice();
  for (let k = 0; k < plan.gearCount && pool.length > 0; k++) {
    const [name] = pool.splice(rng.below(pool.length), 1);
    if (name !== undefined) lay({ kind: 'gear', item: gearNamed(name) });
  }
  for (let k = 0; k < plan.scrollCount && plan.scrollPool.length > 0; k++) {
    const name = plan.scrollPool[rng.below(plan.scrollPool.length)] as string;
    lay({ kind: 'scroll', scroll: scrollNamed(name, 1 + rng.below(2)) });
  }
  return items;
}

/**
 * Builds level `index` (0 is the top) from `plan` with `rng`. The player arrives at the centre of the first room; the
 * stairs down (or, on the last level, the golden stool) are in the room farthest from it on foot. Monsters start
 * asleep, outside the arrival room; things lie anywhere on the floor but the stairs. Monster ids start at `firstId`.
 */
export function buildLevel(
  plan: LevelPlan,
  rng: Rng,
  at: { index: number; last: boolean; firstId: number },
): BuiltLevel {
  const { index, last, firstId } = at;
  const map = generateMap(rng, LEVEL_WIDTH, LEVEL_HEIGHT);
  const rooms = map.rooms;
  const arrival = roomCentre(rooms[0] as Room);
  const dist = distanceMap(LEVEL_WIDTH, LEVEL_HEIGHT, (x, y) => walkable(map.tiles, x, y), [arrival]);
  const far = farthestRoom(rooms, dist);
  const goal = roomCentre(far);
  const rows = map.tiles.map((r) => r.split(''));
  const set = (p: Point, ch: string): void => {
    (rows[p.y] as string[])[p.x] = ch;
  };
  if (!last) set(goal, STAIRS);
  if (index > 0) set(arrival, ARRIVAL);
  const tiles = rows.map((r) => r.join(''));
  const taken = new Set<number>([arrival.y * LEVEL_WIDTH + arrival.x, goal.y * LEVEL_WIDTH + goal.x]);
  const spot = spotFinder(rng, tiles, taken, index);
  const monsters: Monster[] = [];
  // Monsters outside the arrival room (unless it is the only one); guards in the goal's room.
  placeMonsters(monsters, plan.monsters, { index, firstId, rooms: rooms.length > 1 ? rooms.slice(1) : rooms, spot });
  placeMonsters(monsters, plan.guards, { index, firstId, rooms: [far], spot, post: goal });
  const items = layThings(plan, rng, { last, goal, spot: () => spot(rooms) });
  const explored = tiles.map((r) => '0'.repeat(r.length));
  return { level: { tiles, explored, items, arrival }, monsters };
}
