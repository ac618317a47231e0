import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellIndex,
  DIRS,
  isDir,
  isqrt,
  mirrorDir,
  mirrorX,
  onBoard,
  step,
  type Cell,
  type Dir,
} from '../../../src/summoner/rules/grid.js';
import { chebyshev } from '../../../src/core/chebyshev.js';

const dirArb = fc.constantFrom(...DIRS);
const cellArb = fc.record({ x: fc.integer({ min: -40, max: 40 }), y: fc.integer({ min: -40, max: 40 }) });

describe('the board', () => {
  it('is 17 columns (x 0..16, west to east) by 9 rows (y 0..8, north to south)', () => {
    expect(onBoard({ x: 0, y: 0 }, 17, 9)).toBe(true);
    expect(onBoard({ x: 16, y: 8 }, 17, 9)).toBe(true);
    expect(onBoard({ x: 17, y: 0 }, 17, 9)).toBe(false);
    expect(onBoard({ x: 0, y: 9 }, 17, 9)).toBe(false);
    expect(onBoard({ x: -1, y: 4 }, 17, 9)).toBe(false);
    expect(onBoard({ x: 8, y: -1 }, 17, 9)).toBe(false);
  });

  it('numbers cells row by row (row 0 first)', () => {
    expect(cellIndex({ x: 0, y: 0 }, 17)).toBe(0);
    expect(cellIndex({ x: 16, y: 0 }, 17)).toBe(16);
    expect(cellIndex({ x: 0, y: 1 }, 17)).toBe(17);
    expect(cellIndex({ x: 16, y: 8 }, 17)).toBe(17 * 9 - 1);
  });
});

describe('directions', () => {
  it('are the eight compass points, clockwise from north', () => {
    expect(DIRS).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
  });

  it('step as the compass says with row 0 north: N is y − 1, E is x + 1', () => {
    const from = { x: 5, y: 5 };
    const expected: Record<Dir, Cell> = {
      N: { x: 5, y: 4 },
      NE: { x: 6, y: 4 },
      E: { x: 6, y: 5 },
      SE: { x: 6, y: 6 },
      S: { x: 5, y: 6 },
      SW: { x: 4, y: 6 },
      W: { x: 4, y: 5 },
      NW: { x: 4, y: 4 },
    };
    for (const d of DIRS) expect(step(from, d)).toEqual(expected[d]);
    expect(step(from, 'SE', 3)).toEqual({ x: 8, y: 8 });
  });

  it('recognises exactly the eight names (not SELF, not lower case, not inherited keys)', () => {
    for (const d of DIRS) expect(isDir(d)).toBe(true);
    for (const s of ['SELF', 'n', 'north', '', 'toString', '__proto__', 'constructor', 1, null, undefined, {}])
      expect(isDir(s)).toBe(false);
  });
});

describe('distance', () => {
  it('is the king-move (Chebyshev) distance: all eight neighbours are adjacent', () => {
    const c = { x: 4, y: 4 };
    for (const d of DIRS) expect(chebyshev(c, step(c, d))).toBe(1);
    expect(chebyshev(c, c)).toBe(0);
    expect(chebyshev({ x: 0, y: 0 }, { x: 3, y: 1 })).toBe(3);
    expect(chebyshev({ x: 0, y: 0 }, { x: 2, y: 2 })).toBe(2);
  });

  it('makes a square of radius r hold (2r + 1)² cells', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), (r) => {
        let n = 0;
        for (let x = -10; x <= 10; x++)
          for (let y = -10; y <= 10; y++) if (chebyshev({ x: 0, y: 0 }, { x, y }) <= r) n++;
        expect(n).toBe((2 * r + 1) ** 2);
      }),
    );
  });

  it('is symmetric, zero only on the same cell, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(cellArb, cellArb, cellArb, (a, b, c) => {
        expect(chebyshev(a, b)).toBe(chebyshev(b, a));
        expect(chebyshev(a, b) === 0).toBe(a.x === b.x && a.y === b.y);
        expect(chebyshev(a, c)).toBeLessThanOrEqual(chebyshev(a, b) + chebyshev(b, c));
      }),
    );
  });
});

describe('the east–west mirror', () => {
  it('swaps E and W, NE and NW, SE and SW, and keeps N and S', () => {
    expect(DIRS.map(mirrorDir)).toEqual(['N', 'NW', 'W', 'SW', 'S', 'SE', 'E', 'NE']);
  });

  it('maps column x to 16 − x on the 17-wide board', () => {
    expect(mirrorX(0, 17)).toBe(16);
    expect(mirrorX(4, 17)).toBe(12);
    expect(mirrorX(1, 17)).toBe(15);
    expect(mirrorX(8, 17)).toBe(8);
  });

  it('is its own inverse, for directions and columns', () => {
    fc.assert(
      fc.property(dirArb, fc.integer({ min: 1, max: 64 }), fc.nat(63), (d, w, x) => {
        expect(mirrorDir(mirrorDir(d))).toBe(d);
        expect(mirrorX(mirrorX(x, w), w)).toBe(x);
      }),
    );
  });

  it('commutes with stepping: the mirror of a step is the mirrored step from the mirrored cell', () => {
    fc.assert(
      fc.property(cellArb, dirArb, fc.integer({ min: 1, max: 5 }), (c, d, n) => {
        const m = (p: Cell): Cell => ({ x: mirrorX(p.x, 17), y: p.y });
        expect(step(m(c), mirrorDir(d), n)).toEqual(m(step(c, d, n)));
      }),
    );
  });

  it('keeps a cell on the board', () => {
    fc.assert(
      fc.property(fc.nat(16), fc.nat(8), (x, y) => {
        expect(onBoard({ x: mirrorX(x, 17), y }, 17, 9)).toBe(true);
      }),
    );
  });
});

describe('whole square roots', () => {
  it('are exact at and around perfect squares', () => {
    for (const [n, r] of [
      [0, 0],
      [1, 1],
      [3, 1],
      [4, 2],
      [8, 2],
      [9, 3],
      [15, 3],
      [16, 4],
      [99, 9],
      [100, 10],
    ] as const)
      expect(isqrt(n)).toBe(r);
  });

  it('satisfy r² ≤ n < (r + 1)² for any whole n, including squares of large numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: -1, max: 1 }), (k, delta) => {
        const n = Math.max(0, k * k + delta);
        const r = isqrt(n);
        expect(r * r).toBeLessThanOrEqual(n);
        expect((r + 1) * (r + 1)).toBeGreaterThan(n);
      }),
    );
  });
});
