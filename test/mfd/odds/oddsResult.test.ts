import { describe, expect, it } from 'vitest';
import { emptySummary } from '../../../src/mfd/odds/chunkSummary.js';
import { oddsResult } from '../../../src/mfd/odds/oddsResult.js';
import { runChunk } from '../../../src/mfd/odds/runChunk.js';
import { renderOddsHtml } from '../../../src/mfd/report/oddsHtml.js';
import { renderOddsText } from '../../../src/mfd/report/oddsText.js';
import { exampleBattle } from './teams.js';

describe('oddsResult', () => {
  const teams = exampleBattle();

  it('turns totals into rates, intervals, rounds and per-fighter means', () => {
    const s = runChunk(teams, 4, 0, 300);
    const r = oddsResult(teams, s, { seed: 4, requestedRuns: 300, partial: false });
    expect(r.runs).toBe(300);
    expect(r.maxRounds).toBeNull();
    expect(r.outcomes.villains.rate).toBeCloseTo(s.outcomes[1] / 300, 15);
    expect(r.fighters[0]).toMatchObject({ side: 'heroes', name: 'Captain Ren' });
    expect(r.fighters[0]!.meanDamageDealt).toBeCloseTo(s.dealt[0][0]! / 300, 12);
    expect(r.expectedSurvivors.villains).toBeCloseTo(s.survivors[1] / 300, 12);
    expect(r.rounds.histogram.reduce((a, b) => a + b.count, 0)).toBe(300);
    expect(r.exact).toBeUndefined();
  });

  it('a partial result with no finished battles is still a valid document, marked partial everywhere', () => {
    const r = oddsResult(teams, emptySummary(teams), { seed: 1, requestedRuns: 1000, partial: true, maxRounds: 5 });
    expect(r.outcomes.heroes).toEqual({ count: 0, rate: 0, ci95: [0, 1] });
    expect(r.rounds).toEqual({ mean: 0, sd: 0, median: 0, p90: 0, histogram: [] });
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    const text = renderOddsText(r);
    expect(text.startsWith('PARTIAL RESULT: stopped after 0 of 1000 battles')).toBe(true);
    expect(text.trimEnd().endsWith('the figures below cover only those.')).toBe(true);
    expect(renderOddsHtml(r, 'Odds')).toContain('<title>Odds (partial)</title>');
  });
});
