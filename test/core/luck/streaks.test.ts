import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { streakStats } from '../../../src/core/luck/streaks.js';

describe('streakStats', () => {
  it('counts maximal runs', () => {
    const s = streakStats([true, true, false, true, false, false, false]);
    expect(s).toEqual({ longestHit: 2, longestMiss: 3, hitRuns: [0, 1, 1], missRuns: [0, 1, 0, 1] });
  });
  it('is empty for no outcomes', () => {
    expect(streakStats([])).toEqual({ longestHit: 0, longestMiss: 0, hitRuns: [0], missRuns: [0] });
  });
  it('run lengths add up to the sequence length', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean()), (xs) => {
        const s = streakStats(xs);
        const total = (runs: number[]) => runs.reduce((a, n, k) => a + n * k, 0);
        expect(total(s.hitRuns)).toBe(xs.filter(Boolean).length);
        expect(total(s.missRuns)).toBe(xs.filter((x) => !x).length);
      }),
    );
  });
});
