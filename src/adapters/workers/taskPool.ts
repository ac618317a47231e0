/** A small pool of worker threads (or child processes) that runs numbered tasks (chunks of runs, matches), each on whichever worker is free, and can be stopped. */
import { spawnWorker, type Isolation, type WorkerLike } from './spawnWorker.js';

/** What to run: the worker script, the data every worker gets once, and the tasks in index order. */
export interface TaskPoolOptions<T, Task = number> {
  workerUrl: URL;
  workerData: unknown;
  /** The tasks (plain data); the worker receives { index, task } and answers { index, value } or { index, error }. */
  tasks: readonly Task[];
  workers: number;
  /** Called as each task finishes (in finishing order, which varies; results are kept by index). */
  onResult?: (index: number, value: T) => void;
  /** Called as each task is handed to a worker (for timing: the bench measures how busy the workers were). */
  onStart?: (index: number) => void;
  /** Called when a task whose worker died is tried again on a fresh worker (with onFailure only). */
  onRetry?: (index: number, error: string) => void;
  /** The result to record for a task that failed for good (see runTaskPool); without it a failure ends the run. */
  onFailure?: (index: number, error: string) => T;
  /** Tasks before this index are already done elsewhere (their results stay undefined here); default 0. */
  from?: number;
  /** Threads (the default) or child processes, whose crash cannot take the pool's process with it. */
  isolation?: Isolation;
  /** Whether each worker is asked to close (CLOSE_MESSAGE) before it is terminated (see spawnWorker). */
  closing?: boolean;
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

/**
 * Starts min(workers, tasks) threads and feeds them tasks in index order until all are done. Without `onFailure`,
 * the first failure (a task's error or a worker that dies) ends the run with that error. With it, a task whose
 * worker dies is retried once on a fresh worker, and a task that fails again (or reports an error) gets
 * `onFailure`'s value, so one bad task never stops the rest. Long on purpose: one state machine (the queue of tasks,
 * which worker runs which, whether the run has settled) whose handlers, each a few named lines, share that state.
 */
export function runTaskPool<T, Task = number>(opts: TaskPoolOptions<T, Task>): TaskPoolRun<T> {
  const results: (T | undefined)[] = new Array(opts.tasks.length).fill(undefined);
  const threads = new Set<WorkerLike>();
  const running = new Map<WorkerLike, number>();
  const retried = new Set<number>();
  const from = Math.min(opts.from ?? 0, opts.tasks.length);
  const queue: number[] = opts.tasks.map((_, i) => i).slice(from);
  const total = queue.length;
  let finished = 0,
    settled = false;
  let settle!: (o: TaskPoolOutcome<T>) => void;
  let reject!: (e: Error) => void;
  const done = new Promise<TaskPoolOutcome<T>>((res, rej) => {
    settle = res;
    reject = rej;
  });
  // The run is over only once every thread has stopped: a process that exits while threads are still being torn
  // down can abort inside a native addon (isolated-vm asserts on it).
  const shutdown = (then: () => void) => {
    settled = true;
    void Promise.allSettled([...threads].map((t) => t.terminate())).then(then);
  };
  const complete = (index: number, value: T) => {
    results[index] = value;
    finished++;
    opts.onResult?.(index, value);
    if (finished === total) {
      shutdown(() => settle({ results, stopped: false }));
    }
  };
  const feed = (w: WorkerLike) => {
    const index = queue.shift();
    if (index === undefined) return;
    running.set(w, index);
    opts.onStart?.(index);
    w.postMessage({ index, task: opts.tasks[index] });
  };
  /** A task went wrong: give up on the run, retry the task, or record its failure. */
  const failed = (index: number, error: string, workerDied: boolean) => {
    if (opts.onFailure === undefined) {
      shutdown(() => reject(new Error(error)));
    } else if (workerDied && !retried.has(index)) {
      retried.add(index);
      queue.unshift(index);
      opts.onRetry?.(index, error);
    } else {
      complete(index, opts.onFailure(index, error));
    }
  };
  const start = () => {
    const w = spawnWorker(opts.workerUrl, {
      isolation: opts.isolation ?? 'thread',
      workerData: opts.workerData,
      ...(opts.closing === true ? { closing: true } : {}),
    });
    threads.add(w);
    w.on('message', (m: { index: number; value?: T; error?: string }) => {
      if (settled) return;
      running.delete(w);
      if (m.error !== undefined) failed(m.index, `worker failed on task ${m.index}: ${m.error}`, false);
      else complete(m.index, m.value as T);
      if (!settled) feed(w);
    });
    // A worker that dies takes only its own task with it; a fresh one takes its place while work remains.
    const died = (why: string) => {
      if (settled || !threads.delete(w)) return;
      const index = running.get(w);
      running.delete(w);
      if (index === undefined) {
        if (opts.onFailure === undefined) failed(-1, why, true);
      } else failed(index, `task ${index}: ${why}`, true);
      if (!settled && queue.length > 0) start();
    };
    w.on('error', (e: Error) => died(`a worker crashed: ${e.message}`));
    w.on('exit', (code: number) => died(`a worker stopped unexpectedly (exit code ${code})`));
    feed(w);
  };
  const count = Math.max(0, Math.min(opts.workers, total));
  for (let i = 0; i < count; i++) start();
  if (total === 0) settle({ results, stopped: false });
  return {
    done,
    stop() {
      if (settled) return;
      shutdown(() => settle({ results, stopped: true }));
    },
  };
}
