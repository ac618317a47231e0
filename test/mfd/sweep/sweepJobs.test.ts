import { describe, expect, it } from 'vitest';
import { chunkPlan } from '../../../src/mfd/odds/chunkPlan.js';
import { mergeAll } from '../../../src/mfd/odds/chunkSummary.js';
import { runChunk } from '../../../src/mfd/odds/runChunk.js';
import { sweepJobs, sweepRunIdentity, sweepSummaries } from '../../../src/mfd/sweep/sweepJobs.js';
import type { Teams } from '../../../src/mfd/model.js';
import { exampleDuel } from '../odds/teams.js';

const duel = exampleDuel();
const stronger: Teams = [
  { ...duel[0], fighters: duel[0].fighters.map((f) => ({ ...f, bonusToHit: f.bonusToHit + 200_000 })) },
  duel[1],
];

describe('sweepJobs and sweepSummaries', () => {
  it('run each point as its own odds run with the same seed, and gather the results back per point', () => {
    const points = [duel, stronger];
    const plan = sweepJobs(points, 9, 150);
    expect(plan.jobs).toHaveLength(2 * chunkPlan(150).length);
    expect(plan.pointOf.filter((p) => p === 1)).toHaveLength(chunkPlan(150).length);
    const results = plan.jobs.map((j) => j.chunks.map((c) => runChunk(j.teams, j.seed, c.index, c.runs)));
    const [a, b] = sweepSummaries(points, plan, results);
    expect(a).toEqual(
      mergeAll(
        duel,
        chunkPlan(150).map((n, i) => runChunk(duel, 9, i, n)),
      ),
    );
    expect(b).toEqual(
      mergeAll(
        stronger,
        chunkPlan(150).map((n, i) => runChunk(stronger, 9, i, n)),
      ),
    );
    expect(b!.outcomes[0]).toBeGreaterThan(a!.outcomes[0]);
  });

  it('have an identity that changes with any point', () => {
    expect(JSON.stringify(sweepRunIdentity([duel, stronger], 1, 10))).toBe(
      JSON.stringify(sweepRunIdentity([duel, stronger], 1, 10)),
    );
    expect(JSON.stringify(sweepRunIdentity([duel, stronger], 1, 10))).not.toBe(
      JSON.stringify(sweepRunIdentity([duel, duel], 1, 10)),
    );
  });
});
