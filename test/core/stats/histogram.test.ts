import { describe, expect, it } from 'vitest';
import { binWidthFor, histogramOfCounts } from '../../../src/core/stats/histogram.js';

describe('histogramOfCounts', () => {
  it('covers the observed range, zeros inside kept', () => {
    expect(histogramOfCounts([0, 0, 3, 0, 1])).toEqual([
      { from: 2, to: 2, count: 3 },
      { from: 3, to: 3, count: 0 },
      { from: 4, to: 4, count: 1 },
    ]);
  });

  it('bins by width, the last bin ending at the largest value', () => {
    expect(histogramOfCounts([1, 1, 1, 1, 1], 2)).toEqual([
      { from: 0, to: 1, count: 2 },
      { from: 2, to: 3, count: 2 },
      { from: 4, to: 4, count: 1 },
    ]);
  });

  it('is empty with no samples and refuses a bad width', () => {
    expect(histogramOfCounts([0, 0])).toEqual([]);
    expect(() => histogramOfCounts([1], 0)).toThrow(RangeError);
  });

  it('picks a width for at most maxBins bins', () => {
    const counts = new Array<number>(101).fill(1);
    expect(binWidthFor(counts, 20)).toBe(6);
    expect(histogramOfCounts(counts, binWidthFor(counts, 20)).length).toBeLessThanOrEqual(20);
    expect(binWidthFor([], 20)).toBe(1);
  });
});
