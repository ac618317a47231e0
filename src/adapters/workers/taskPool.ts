/** A small pool of worker threads that runs numbered tasks (chunks of runs, matches), each on whichever worker is free, and can be stopped. */
import { Worker } from 'node:worker_threads';

/** What to run: the worker script, the data every worker gets once, and the tasks in index order. */
export interface TaskPoolOptions<T, Task = number> {
  workerUrl: URL;
  workerData: unknown;
  /** The tasks (plain data); the worker receives { index, task } and answers { index, value } or { index, error }. */
  tasks: readonly Task[];
  workers: number;
  /** Called as each task finishes (in finishing order, which varies; results are kept by index). */
  onResult?: (index: number, value: T) => void;
}

/** Results by task index (undefined where a task did not finish) and whether the run was stopped early. */
export interface TaskPoolOutcome<T> {
  results: (T | undefined)[];
  stopped: boolean;
}

/** A running pool: `done` settles when every task is done, on stop(), or on the first worker failure. */
export interface TaskPoolRun<T> {
  done: Promise<TaskPoolOutcome<T>>;
  stop(): void;
}

/** Starts min(workers, tasks) threads and feeds them tasks in index order until all are done. */
export function runTaskPool<T, Task = number>(opts: TaskPoolOptions<T, Task>): TaskPoolRun<T> {
  const results: (T | undefined)[] = new Array(opts.tasks.length).fill(undefined);
  const threads: Worker[] = [];
  let next = 0, finished = 0, settled = false;
  let settle!: (o: TaskPoolOutcome<T>) => void;
  let reject!: (e: Error) => void;
  const done = new Promise<TaskPoolOutcome<T>>((res, rej) => {
    settle = res;
    reject = rej;
  });
  const shutdown = () => {
    settled = true;
    for (const t of threads) void t.terminate();
  };
  const feed = (w: Worker) => {
    if (next >= opts.tasks.length) return;
    const index = next++;
    w.postMessage({ index, task: opts.tasks[index] });
  };
  const count = Math.max(0, Math.min(opts.workers, opts.tasks.length));
  for (let i = 0; i < count; i++) {
    const w = new Worker(opts.workerUrl, { workerData: opts.workerData });
    threads.push(w);
    w.on('message', (m: { index: number; value?: T; error?: string }) => {
      if (settled) return;
      if (m.error !== undefined) {
        shutdown();
        reject(new Error(`worker failed on task ${m.index}: ${m.error}`));
        return;
      }
      results[m.index] = m.value;
      finished++;
      opts.onResult?.(m.index, m.value as T);
      if (finished === opts.tasks.length) {
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
  if (opts.tasks.length === 0) settle({ results, stopped: false });
  return {
    done,
    stop() {
      if (settled) return;
      shutdown();
      settle({ results, stopped: true });
    },
  };
}
