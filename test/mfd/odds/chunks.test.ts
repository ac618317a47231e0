import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chunkPlan, chunkSize } from '../../../src/mfd/odds/chunkPlan.js';
import { emptySummary, mergeAll, mergeSummary } from '../../../src/mfd/odds/chunkSummary.js';
import { runChunk } from '../../../src/mfd/odds/runChunk.js';
import { runBattle } from '../../../src/mfd/runBattle.js';
import { createRng } from '../../../src/core/rng.js';
import { exampleBattle } from './teams.js';

describe('chunkPlan', () => {
  it('covers the runs exactly, with fixed sizes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (runs) => {
        const plan = chunkPlan(runs);
        return plan.reduce((a, b) => a + b, 0) === runs && plan.slice(0, -1).every((c) => c === chunkSize(runs));
      }),
    );
    expect(chunkPlan(10_000).length).toBe(64);
    expect(chunkSize(1_000_000)).toBe(500);
    expect(chunkPlan(100)).toEqual(new Array(50).fill(2));
  });
});

describe('runChunk', () => {
  const teams = exampleBattle();

  it('is a pure function of (teams, seed, chunk index, runs)', () => {
    expect(runChunk(teams, 42, 3, 50)).toEqual(runChunk(teams, 42, 3, 50));
    expect(runChunk(teams, 42, 3, 50)).not.toEqual(runChunk(teams, 42, 4, 50));
  });

  it('fights the same battles as runBattle on the forked stream', () => {
    const rng = createRng(7).fork(2);
    const outcomes = [0, 0, 0, 0];
    const order = ['heroes', 'villains', 'draw', 'none'];
    for (let i = 0; i < 20; i++) outcomes[order.indexOf(runBattle(teams, rng, { record: false }).winnerName)]!++;
    expect(runChunk(teams, 7, 2, 20).outcomes).toEqual(outcomes);
  });

  it('counts consistently: outcomes and rounds add to runs, damage dealt equals damage taken', () => {
    const s = runChunk(teams, 1, 0, 200, { maxRounds: 3 });
    expect(s.outcomes.reduce((a, b) => a + b, 0)).toBe(200);
    expect(s.rounds.reduce((a, b) => a + b, 0)).toBe(200);
    expect(s.rounds.length).toBeLessThanOrEqual(4);
    const sum = (x: number[]) => x.reduce((a, b) => a + b, 0);
    expect(sum(s.dealt[0])).toBe(sum(s.taken[1]));
    expect(sum(s.dealt[1])).toBe(sum(s.taken[0]));
    expect(s.survivors[0]).toBe(sum(s.survived[0]));
  });

  it('merging is order-free addition, so any worker count gives the same totals', () => {
    const parts = [0, 1, 2, 3].map((i) => runChunk(teams, 9, i, 25));
    const forward = mergeAll(teams, parts);
    const backward = mergeAll(teams, [...parts].reverse());
    expect(backward).toEqual(forward);
    expect(forward.runs).toBe(100);
    expect(mergeSummary(emptySummary(teams), forward)).toEqual(forward);
  });

  it('golden seed: a chunk of the example battle', () => {
    expect(runChunk(teams, 2026, 0, 100)).toMatchSnapshot();
  });
});
