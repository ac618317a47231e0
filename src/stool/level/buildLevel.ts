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

/** Width and height of every level, in cells. */
export const LEVEL_WIDTH = 60;
/** See LEVEL_WIDTH. */
export const LEVEL_HEIGHT = 22;

/** A built level and its monsters. */
export interface BuiltLevel {
  level: Level;
  monsters: Monster[];
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
  const first = rooms[0] as Room;
  const arrival = roomCentre(first);
  const dist = distanceMap(LEVEL_WIDTH, LEVEL_HEIGHT, (x, y) => walkable(map.tiles, x, y), [arrival]);
  let far = first;
  for (const r of rooms) {
    const c = roomCentre(r);
    const fc = roomCentre(far);
    if ((dist[c.y * LEVEL_WIDTH + c.x] ?? -1) > (dist[fc.y * LEVEL_WIDTH + fc.x] ?? -1)) far = r;
  }
  const goal = roomCentre(far);
  const rows = map.tiles.map((r) => r.split(''));
  const set = (p: Point, ch: string): void => {
    (rows[p.y] as string[])[p.x] = ch;
  };
  if (!last) set(goal, STAIRS);
  if (index > 0) set(arrival, ARRIVAL);
  const tiles = rows.map((r) => r.join(''));
  const taken = new Set<number>([arrival.y * LEVEL_WIDTH + arrival.x, goal.y * LEVEL_WIDTH + goal.x]);
  const others = rooms.length > 1 ? rooms.slice(1) : rooms;
  const spot = (inRooms: readonly Room[]): Point => {
    for (let tries = 0; tries < 200; tries++) {
      const r = inRooms[rng.below(inRooms.length)] as Room;
      const p = { x: r.x + rng.below(r.w), y: r.y + rng.below(r.h) };
      const k = p.y * LEVEL_WIDTH + p.x;
      if (!taken.has(k) && tileAt(tiles, p.x, p.y) === FLOOR) {
        taken.add(k);
        return p;
      }
    }
    // A crowded level: the first free floor cell, scanning (never reached with the content's numbers).
    for (let y = 0; y < LEVEL_HEIGHT; y++) {
      for (let x = 0; x < LEVEL_WIDTH; x++) {
        const k = y * LEVEL_WIDTH + x;
        if (!taken.has(k) && tileAt(tiles, x, y) === FLOOR) {
          taken.add(k);
          return { x, y };
        }
      }
    }
    throw new RangeError(`level ${index}: no room left to place anything`);
  };
  const monsters: Monster[] = [];
  for (const [name, count] of plan.monsters) {
    const build = monsterNamed(name);
    for (let k = 0; k < count; k++) {
      const p = spot(others);
      monsters.push({
        id: firstId + monsters.length,
        build: name,
        level: index,
        x: p.x,
        y: p.y,
        awake: false,
        fighter: fighterOf(build.spec),
      });
    }
  }
  for (const [name, count] of plan.guards) {
    const build = monsterNamed(name);
    for (let k = 0; k < count; k++) {
      const p = spot([far]);
      monsters.push({
        id: firstId + monsters.length,
        build: name,
        level: index,
        x: p.x,
        y: p.y,
        awake: false,
        fighter: fighterOf(build.spec),
      });
    }
  }
  const items: FloorThing[] = [];
  const lay = (thing: Thing, p: Point = spot(rooms)): void => {
    items.push({ x: p.x, y: p.y, thing });
  };
  if (last) lay({ kind: 'stool' }, goal);
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
  const explored = tiles.map((r) => '0'.repeat(r.length));
  return { level: { tiles, explored, items, arrival }, monsters };
}
