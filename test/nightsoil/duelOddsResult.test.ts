import { describe, expect, it } from 'vitest';
import { duelOddsResult } from '../../src/nightsoil/duelOddsResult.js';
import type { DuelOdds } from '../../src/nightsoil/duel.js';

const odds: DuelOdds = {
  runs: 100,
  aKills: 40,
  aRouts: 10,
  bKills: 30,
  bRouts: 5,
  stalemates: 10,
  timeouts: 5,
  meanRounds: 3,
  meanStrikes: 4,
  strikes: 400,
};

describe('duelOddsResult', () => {
  it('names the outcomes in a fixed order, with shares that add to one and intervals around them', () => {
    const r = duelOddsResult(odds, ['Rat', 'Ogre']);
    expect(r.outcomes.map((o) => o.outcome)).toEqual([
      'Rat kills Ogre',
      'Ogre flees from Rat',
      'Ogre kills Rat',
      'Rat flees from Ogre',
      'stalemate',
      'round limit',
    ]);
    expect(r.outcomes.reduce((s, o) => s + o.count, 0)).toBe(100);
    for (const o of r.outcomes) {
      expect(o.share).toBe(o.count / 100);
      expect(o.interval95[0]).toBeLessThanOrEqual(o.share);
      expect(o.interval95[1]).toBeGreaterThanOrEqual(o.share);
    }
  });

  it('counts a kill or a rout as a win', () => {
    const r = duelOddsResult(odds, ['Rat', 'Ogre']);
    expect(r.winCounts).toEqual([50, 35]);
    expect(r.wins).toEqual([0.5, 0.35]);
  });
});
