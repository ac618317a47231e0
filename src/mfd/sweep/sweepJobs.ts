/** A sweep as queue jobs: each point's odds jobs one after another, and the results gathered back per point. */
import type { Teams } from '../model.js';
import type { ChunkSummary } from '../odds/chunkSummary.js';
import { mergeOddsJobs, oddsJobs, oddsRunIdentity, type OddsJob } from '../odds/oddsJobs.js';

/** The jobs of every point in point order, and the point each job belongs to. */
export interface SweepJobs {
  jobs: OddsJob[];
  pointOf: number[];
}

/** Every point's jobs: the point's teams with the same seed and runs (the same dice at every point). */
export function sweepJobs(pointTeams: readonly Teams[], seed: number, runs: number, maxRounds?: number): SweepJobs {
  const jobs: OddsJob[] = [];
  const pointOf: number[] = [];
  pointTeams.forEach((teams, p) => {
    for (const j of oddsJobs(teams, seed, runs, maxRounds)) {
      jobs.push(j);
      pointOf.push(p);
    }
  });
  return { jobs, pointOf };
}

/** Each point's merged totals from the jobs' results (in job order; a missing result is left out). */
export function sweepSummaries(
  pointTeams: readonly Teams[],
  plan: SweepJobs,
  results: readonly (readonly ChunkSummary[] | undefined)[],
): ChunkSummary[] {
  return pointTeams.map((teams, p) =>
    mergeOddsJobs(
      teams,
      plan.jobs.map((_, j) => (plan.pointOf[j] === p ? results[j] : undefined)),
    ),
  );
}

/** Everything that decides a sweep's answer, for its run key: each point's odds identity. */
export function sweepRunIdentity(
  pointTeams: readonly Teams[],
  seed: number,
  runs: number,
  maxRounds?: number,
): unknown[] {
  return pointTeams.map((t) => oddsRunIdentity(t, seed, runs, maxRounds));
}
