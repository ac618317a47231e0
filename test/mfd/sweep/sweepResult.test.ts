import { describe, expect, it } from 'vitest';
import { emptySummary } from '../../../src/mfd/odds/chunkSummary.js';
import { oddsResult } from '../../../src/mfd/odds/oddsResult.js';
import { runChunk } from '../../../src/mfd/odds/runChunk.js';
import { parseVary } from '../../../src/mfd/sweep/parseVary.js';
import { sweepResult } from '../../../src/mfd/sweep/sweepResult.js';
import { exampleDuel } from '../odds/teams.js';

const duel = exampleDuel();
const vary = (() => {
  const v = parseVary('heroes:Kaito:BonusToHit=0.1,0.3');
  if (!v.ok) throw new Error(v.problem.message);
  return v.value;
})();

describe('sweepResult', () => {
  it('gives each point the rates and intervals `fray mfd odds` would, and the values as plain numbers', () => {
    const summary = runChunk(duel, 3, 0, 400);
    const r = sweepResult(
      { seed: 3, runsPerPoint: 400 },
      [vary],
      [
        { values: [100_000], teams: duel, summary },
        { values: [300_000], teams: duel, summary },
      ],
    );
    const odds = oddsResult(duel, summary, { seed: 3, requestedRuns: 400, partial: false });
    expect(r.points[0]).toEqual({ values: [0.1], runs: 400, outcomes: odds.outcomes, meanRounds: odds.rounds.mean });
    expect(r.points[1]?.values).toEqual([0.3]);
    expect(r.variables).toEqual([
      { label: 'Kaito BonusToHit', side: 'heroes', fighter: 'Kaito', column: 'BonusToHit', values: [0.1, 0.3] },
    ]);
    expect(r).toMatchObject({ seed: 3, runsPerPoint: 400, partial: false, maxRounds: null });
  });

  it('is partial when a point has fewer battles than asked (a point never reached has none, rates 0, intervals [0, 1])', () => {
    const r = sweepResult(
      { seed: 3, runsPerPoint: 400, maxRounds: 4 },
      [vary],
      [
        { values: [100_000], teams: duel, summary: runChunk(duel, 3, 0, 400) },
        { values: [300_000], teams: duel, summary: emptySummary(duel) },
      ],
    );
    expect(r.partial).toBe(true);
    expect(r.maxRounds).toBe(4);
    expect(r.points[1]).toMatchObject({ runs: 0, meanRounds: 0 });
    expect(r.points[1]?.outcomes.heroes).toEqual({ count: 0, rate: 0, ci95: [0, 1] });
  });
});
