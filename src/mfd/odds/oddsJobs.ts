/**
 * A run of odds as queue jobs: chunkPlan's chunks, consecutive ones grouped into a job, each still fought on its
 * own stream (the seed forked by the chunk's index). Grouping only decides who fights which chunk, so the merged
 * answer is the local one.
 */
import type { Fighter, Team, Teams } from '../model.js';
import { chunkPlan } from './chunkPlan.js';
import { mergeAll, type ChunkSummary } from './chunkSummary.js';

/** One chunk of a job: its index in the run (its Rng stream is `createRng(seed).fork(index)`) and its battles. */
export interface OddsChunk {
  index: number;
  runs: number;
}

/** What a worker needs for one job: the teams, the master seed, the round limit, and the chunks to fight. */
export interface OddsJob {
  teams: Teams;
  seed: number;
  maxRounds?: number;
  chunks: OddsChunk[];
}

/**
 * Battles a job should hold at least (twenty full chunks). The queue costs about 1.5 ms a job on one machine (a few
 * more over a network); 10,000 battles of the example, the cheapest kind worth sampling, take about 80 ms, so the
 * queue's share stays near 2% (bench/queue.bench.ts). Bigger battles only make it smaller.
 */
export const JOB_MIN_RUNS = 10_000;
/** Jobs a run keeps at least (while it has that many chunks), so every worker of a large farm gets a share. */
export const JOB_MIN_COUNT = 64;

/**
 * How many chunks go in each job: enough for JOB_MIN_RUNS battles, but never so many that the run has fewer than
 * JOB_MIN_COUNT jobs (long battles come in runs of few chunks; they must still spread over every worker).
 */
export function chunksPerJob(runs: number): number {
  const chunks = chunkPlan(runs);
  const size = chunks[0] ?? 1;
  return Math.max(1, Math.min(Math.ceil(JOB_MIN_RUNS / size), Math.floor(chunks.length / JOB_MIN_COUNT)));
}

/** The chunks of each job, in order: chunkPlan(runs) cut into groups of chunksPerJob(runs). */
export function oddsJobChunks(runs: number): OddsChunk[][] {
  const per = chunksPerJob(runs);
  const jobs: OddsChunk[][] = [];
  chunkPlan(runs).forEach((n, index) => {
    if (index % per === 0) jobs.push([]);
    jobs[jobs.length - 1]!.push({ index, runs: n });
  });
  return jobs;
}

/** The teams as a job carries them: the fighters only (the CSV source stays with the coordinator, which writes files). */
export function jobTeams(teams: Teams): Teams {
  const strip = (t: Team): Team =>
    t.source === undefined
      ? { side: t.side, fighters: t.fighters }
      : { side: t.side, fighters: t.fighters, source: { file: t.source.file, header: [], rows: [], lines: [] } };
  return [strip(teams[0]), strip(teams[1])];
}

/** Every job of a run: the same teams, seed and limit, with its own chunks. */
export function oddsJobs(teams: Teams, seed: number, runs: number, maxRounds?: number): OddsJob[] {
  const carried = jobTeams(teams);
  return oddsJobChunks(runs).map((chunks) => ({
    teams: carried,
    seed,
    ...(maxRounds === undefined ? {} : { maxRounds }),
    chunks,
  }));
}

/** Everything that decides a run's answer (and its jobs), for its run key: the fighters, seed, runs and round limit. */
export function oddsRunIdentity(
  teams: Teams,
  seed: number,
  runs: number,
  maxRounds?: number,
): {
  fighters: [readonly Fighter[], readonly Fighter[]];
  seed: number;
  runs: number;
  maxRounds: number | null;
  chunksPerJob: number;
} {
  return {
    fighters: [teams[0].fighters, teams[1].fighters],
    seed,
    runs,
    maxRounds: maxRounds ?? null,
    chunksPerJob: chunksPerJob(runs),
  };
}

/** Merges the jobs' chunk summaries in job order (undefined for a job without a result: left out). */
export function mergeOddsJobs(teams: Teams, results: readonly (readonly ChunkSummary[] | undefined)[]): ChunkSummary {
  return mergeAll(
    teams,
    results.flatMap((r) => r ?? []),
  );
}
