import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import { distanceMap, UNREACHABLE } from '../../../src/stool/level/distanceMap.js';
import { generateMap, roomCentre } from '../../../src/stool/level/generateMap.js';
import { walkable } from '../../../src/stool/level/grid.js';

describe('generateMap', () => {
  it('every floor cell is reachable from the first room; the border is rock; rooms do not touch', () => {
    fc.assert(
      fc.property(
        fc.nat(0xffffffff),
        fc.integer({ min: 20, max: 80 }),
        fc.integer({ min: 10, max: 30 }),
        (seed, w, h) => {
          const map = generateMap(createRng(seed), w, h);
          expect(map.tiles).toHaveLength(h);
          for (const row of map.tiles) expect(row).toHaveLength(w);
          expect(map.tiles[0]).toBe('#'.repeat(w));
          expect(map.tiles[h - 1]).toBe('#'.repeat(w));
          for (const row of map.tiles) expect(`${row[0]}${row[w - 1]}`).toBe('##');
          const start = roomCentre(map.rooms[0]!);
          const dist = distanceMap(w, h, (x, y) => walkable(map.tiles, x, y), [start]);
          for (let y = 0; y < h; y++)
            for (let x = 0; x < w; x++) if (walkable(map.tiles, x, y)) expect(dist[y * w + x]).not.toBe(UNREACHABLE);
          map.rooms.forEach((a, i) =>
            map.rooms.slice(i + 1).forEach((b) => {
              const apart = a.x + a.w < b.x || b.x + b.w < a.x || a.y + a.h < b.y || b.y + b.h < a.y;
              expect(apart).toBe(true);
            }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is a pure function of the stream: the same seed gives the same map, another seed another', () => {
    expect(generateMap(createRng(5), 60, 22)).toEqual(generateMap(createRng(5), 60, 22));
    expect(generateMap(createRng(5), 60, 22).tiles).not.toEqual(generateMap(createRng(6), 60, 22).tiles);
  });

  it('places several rooms on a game-sized level', () => {
    for (let seed = 0; seed < 50; seed++)
      expect(generateMap(createRng(seed), 60, 22).rooms.length).toBeGreaterThanOrEqual(5);
  });
});
