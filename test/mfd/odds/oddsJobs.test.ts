import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chunkPlan } from '../../../src/mfd/odds/chunkPlan.js';
import { mergeAll } from '../../../src/mfd/odds/chunkSummary.js';
import {
  chunksPerJob,
  JOB_MIN_COUNT,
  jobTeams,
  mergeOddsJobs,
  oddsJobChunks,
  oddsJobs,
  oddsRunIdentity,
} from '../../../src/mfd/odds/oddsJobs.js';
import { runChunk } from '../../../src/mfd/odds/runChunk.js';
import { exampleBattle, exampleDuel } from './teams.js';
import type { Teams } from '../../../src/mfd/model.js';

describe('oddsJobChunks', () => {
  it('cuts chunkPlan into consecutive groups, every chunk once and in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (runs) => {
        const jobs = oddsJobChunks(runs);
        const flat = jobs.flat();
        expect(flat.map((c) => c.index)).toEqual(chunkPlan(runs).map((_, i) => i));
        expect(flat.map((c) => c.runs)).toEqual(chunkPlan(runs));
        const per = chunksPerJob(runs);
        expect(jobs.slice(0, -1).every((j) => j.length === per)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('aims at 10,000 battles a job, but keeps 64 jobs while the run has that many chunks', () => {
    expect(chunksPerJob(10_000)).toBe(1); // 64 chunks of 157: one each
    expect(oddsJobChunks(10_000)).toHaveLength(64);
    expect(chunksPerJob(100_000)).toBe(3); // 200 chunks of 500: 67 jobs of 1500 (20 a job would leave 10)
    expect(chunksPerJob(1_000_000)).toBe(20); // 2000 chunks of 500: 100 jobs of 10,000
    expect(oddsJobChunks(1_000_000)).toHaveLength(100);
    expect(chunksPerJob(100_000_000)).toBe(20);
    expect(oddsJobChunks(6)).toHaveLength(6); // few long battles: one a job
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (runs) => {
        expect(oddsJobChunks(runs).length).toBeGreaterThanOrEqual(Math.min(JOB_MIN_COUNT, chunkPlan(runs).length));
      }),
      { numRuns: 200 },
    );
  });
});

describe('oddsJobs and mergeOddsJobs', () => {
  it('give the local answer: the chunks fought job by job merge to what the chunks fought one by one do', () => {
    const teams = exampleBattle();
    for (const runs of [1, 70, 3000]) {
      const jobs = oddsJobs(teams, 42, runs, 3);
      const results = jobs.map((j) =>
        j.chunks.map((c) => runChunk(j.teams, j.seed, c.index, c.runs, { maxRounds: j.maxRounds })),
      );
      const local = mergeAll(
        teams,
        chunkPlan(runs).map((n, i) => runChunk(teams, 42, i, n, { maxRounds: 3 })),
      );
      expect(mergeOddsJobs(teams, results)).toEqual(local);
    }
  });

  it('leave a job without a result out of the merge', () => {
    const teams = exampleDuel();
    const jobs = oddsJobs(teams, 1, 200);
    const results = jobs.map((j, i) =>
      i === 1 ? undefined : j.chunks.map((c) => runChunk(teams, 1, c.index, c.runs)),
    );
    expect(mergeOddsJobs(teams, results).runs).toBe(200 - (jobs[1]?.chunks.reduce((s, c) => s + c.runs, 0) ?? 0));
  });

  it('carry the fighters but not the CSV source, and no round limit when none was given', () => {
    const teams = exampleBattle();
    const carried = jobTeams(teams);
    expect(carried[0].fighters).toBe(teams[0].fighters);
    expect(carried[1].source).toEqual({ file: teams[1].source?.file, header: [], rows: [], lines: [] });
    expect(oddsJobs(teams, 1, 10)[0]).not.toHaveProperty('maxRounds');
  });
});

describe('oddsRunIdentity', () => {
  it('changes with everything that decides the answer, and not with the file names', () => {
    const teams = exampleBattle();
    const base = JSON.stringify(oddsRunIdentity(teams, 1, 1000));
    expect(JSON.stringify(oddsRunIdentity(teams, 1, 1000))).toBe(base);
    expect(JSON.stringify(oddsRunIdentity(teams, 2, 1000))).not.toBe(base);
    expect(JSON.stringify(oddsRunIdentity(teams, 1, 1001))).not.toBe(base);
    expect(JSON.stringify(oddsRunIdentity(teams, 1, 1000, 5))).not.toBe(base);
    const stronger = [
      {
        ...teams[0],
        fighters: teams[0].fighters.map((f, i) => (i === 0 ? { ...f, bonusToHit: f.bonusToHit + 1 } : f)),
      },
      teams[1],
    ] as const;
    expect(JSON.stringify(oddsRunIdentity(stronger, 1, 1000))).not.toBe(base);
    const renamed: Teams = [
      { ...teams[0], source: { header: [], rows: [], lines: [], ...teams[0].source, file: 'elsewhere.csv' } },
      teams[1],
    ];
    expect(JSON.stringify(oddsRunIdentity(renamed, 1, 1000))).toBe(base);
  });
});
