/** A small pool of worker threads that runs numbered chunks, each on whichever worker is free, and can be stopped. */
import { Worker } from 'node:worker_threads';

/** What to run: the worker script, the data every worker gets once, and the runs of each chunk in chunk order. */
export interface ChunkPoolOptions<T> {
  workerUrl: URL;
  workerData: unknown;
  /** Runs per chunk; the worker receives { index, runs } and answers { index, value } or { index, error }. */
  chunks: readonly number[];
  workers: number;
  /** Called as each chunk finishes (in finishing order, which varies; results are kept by index). */
  onChunk?: (index: number, value: T) => void;
}

/** Results by chunk index (undefined where a chunk did not finish) and whether the run was stopped early. */
export interface ChunkPoolOutcome<T> {
  results: (T | undefined)[];
  stopped: boolean;
}

/** A running pool: `done` settles when every chunk is in, on stop(), or on the first worker failure. */
export interface ChunkPoolRun<T> {
  done: Promise<ChunkPoolOutcome<T>>;
  stop(): void;
}

/** Starts min(workers, chunks) threads and feeds them chunks in index order until all are done. */
export function runChunkPool<T>(opts: ChunkPoolOptions<T>): ChunkPoolRun<T> {
  const results: (T | undefined)[] = new Array(opts.chunks.length).fill(undefined);
  const threads: Worker[] = [];
  let next = 0, finished = 0, settled = false;
  let settle!: (o: ChunkPoolOutcome<T>) => void;
  let reject!: (e: Error) => void;
  const done = new Promise<ChunkPoolOutcome<T>>((res, rej) => {
    settle = res;
    reject = rej;
  });
  const shutdown = () => {
    settled = true;
    for (const t of threads) void t.terminate();
  };
  const feed = (w: Worker) => {
    if (next >= opts.chunks.length) return;
    const index = next++;
    w.postMessage({ index, runs: opts.chunks[index] });
  };
  const count = Math.max(0, Math.min(opts.workers, opts.chunks.length));
  for (let i = 0; i < count; i++) {
    const w = new Worker(opts.workerUrl, { workerData: opts.workerData });
    threads.push(w);
    w.on('message', (m: { index: number; value?: T; error?: string }) => {
      if (settled) return;
      if (m.error !== undefined) {
        shutdown();
        reject(new Error(`worker failed on chunk ${m.index}: ${m.error}`));
        return;
      }
      results[m.index] = m.value;
      finished++;
      opts.onChunk?.(m.index, m.value as T);
      if (finished === opts.chunks.length) {
        shutdown();
        settle({ results, stopped: false });
      } else feed(w);
    });
    w.on('error', (e) => {
      if (settled) return;
      shutdown();
      reject(e);
    });
    w.on('exit', (code) => {
      if (settled) return;
      shutdown();
      reject(new Error(`a worker stopped unexpectedly (exit code ${code})`));
    });
    feed(w);
  }
  if (opts.chunks.length === 0) settle({ results, stopped: false });
  return {
    done,
    stop() {
      if (settled) return;
      shutdown();
      settle({ results, stopped: true });
    },
  };
}
