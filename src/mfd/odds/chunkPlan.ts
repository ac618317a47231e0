/** How a number of runs is cut into chunks: fixed by the run count alone, never by the number of workers. */

/** At most this many battles per chunk, so progress and Ctrl-C have something to show. */
export const MAX_CHUNK_RUNS = 500;
/** Aim for at least this many chunks, so even a few slow battles spread over all cores. */
export const TARGET_CHUNKS = 64;

/** The size of every chunk (the last may be smaller): min(500, ceil(runs / 64)), at least 1. */
export function chunkSize(runs: number): number {
  return Math.max(1, Math.min(MAX_CHUNK_RUNS, Math.ceil(runs / TARGET_CHUNKS)));
}

/** Runs per chunk, in chunk order; chunk i draws from the master Rng forked by i. */
export function chunkPlan(runs: number): number[] {
  const size = chunkSize(runs);
  const out: number[] = [];
  for (let done = 0; done < runs; done += size) out.push(Math.min(size, runs - done));
  return out;
}
