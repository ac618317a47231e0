import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import { fieldOfView } from '../../../src/stool/level/fieldOfView.js';
import { generateMap } from '../../../src/stool/level/generateMap.js';
import { ROCK, tileAt, walkable } from '../../../src/stool/level/grid.js';

/** A map from rows of text: '#' blocks sight. */
function view(rows: string[], x: number, y: number, radius = 8): (cx: number, cy: number) => boolean {
  const w = rows[0]!.length;
  const seen = fieldOfView(
    { width: w, height: rows.length, blocks: (cx, cy) => rows[cy]![cx] === '#' },
    { x, y },
    radius,
  );
  return (cx, cy) => seen[cy * w + cx] === 1;
}

describe('fieldOfView (symmetric shadowcasting)', () => {
  it('sees all of an open room within the radius, walls included, and nothing beyond the radius', () => {
    const rows = ['#########', '#.......#', '#.......#', '#.......#', '#########'];
    const sees = view(rows, 4, 2);
    for (let y = 0; y < 5; y++) for (let x = 0; x < 9; x++) expect(sees(x, y)).toBe(true);
    const wide = ['.'.repeat(30)];
    const near = view(wide, 0, 0, 5);
    expect(near(5, 0)).toBe(true);
    expect(near(6, 0)).toBe(false);
  });

  it('a pillar hides what is straight behind it', () => {
    const rows = ['.........', '....#....', '.........', '.........'];
    const sees = view(rows, 4, 3);
    expect(sees(4, 1)).toBe(true);
    expect(sees(4, 0)).toBe(false);
    expect(sees(0, 0)).toBe(true);
  });

  it('is symmetric on generated levels: a floor cell is seen from another exactly when that one is seen from it', () => {
    fc.assert(
      fc.property(fc.nat(0xffffffff), (seed) => {
        const map = generateMap(createRng(seed), 40, 18);
        const floor: [number, number][] = [];
        map.tiles.forEach((r, y) => [...r].forEach((ch, x) => ch !== '#' && floor.push([x, y])));
        const rng = createRng((seed ^ 0x5555) >>> 0);
        const blocks = (x: number, y: number): boolean => tileAt(map.tiles, x, y) === ROCK;
        for (let k = 0; k < 20; k++) {
          const [ax, ay] = floor[rng.below(floor.length)]!;
          const [bx, by] = floor[rng.below(floor.length)]!;
          const fromA = fieldOfView({ width: 40, height: 18, blocks }, { x: ax, y: ay }, 8);
          const fromB = fieldOfView({ width: 40, height: 18, blocks }, { x: bx, y: by }, 8);
          expect(fromA[by * 40 + bx]).toBe(fromB[ay * 40 + ax]);
          expect(walkable(map.tiles, ax, ay)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});
