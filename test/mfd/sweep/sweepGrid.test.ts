import { describe, expect, it } from 'vitest';
import { gridSize, sweepGrid } from '../../../src/mfd/sweep/sweepGrid.js';

describe('sweepGrid', () => {
  it('lists one point per value of a single variable', () => {
    expect(sweepGrid([{ values: [1, 2, 3] }])).toEqual([[1], [2], [3]]);
  });

  it('crosses two variables, the first changing slowest', () => {
    expect(sweepGrid([{ values: [1, 2] }, { values: [10, 20, 30] }])).toEqual([
      [1, 10],
      [1, 20],
      [1, 30],
      [2, 10],
      [2, 20],
      [2, 30],
    ]);
    expect(gridSize([{ values: [1, 2] }, { values: [10, 20, 30] }])).toBe(6);
  });

  it('has no points without variables', () => {
    expect(sweepGrid([])).toEqual([]);
    expect(gridSize([])).toBe(0);
  });
});
