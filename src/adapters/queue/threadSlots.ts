/**
 * Worker threads for a queue worker's jobs, kept from job to job: each task carries its own start-up data, so any
 * idle thread of the right entry point takes it, and a job costs a message rather than a thread start. The threads
 * are the local commands' own entry points (dist/mfdOdds.worker.js, dist/summonerMatch.worker.js), so a job runs
 * exactly the code a local run does.
 */
import { spawnWorker, type Isolation, type WorkerLike } from '../workers/spawnWorker.js';

/** Thrown when a task was abandoned on purpose (its thread stopped), so the caller can hand its job back. */
export class TaskReleased extends Error {
  constructor() {
    super('released');
  }
}

/** An idle thread and its entry point. */
interface Idle {
  key: string;
  worker: WorkerLike;
}

/** Threads by entry point; at most `maxIdle` idle ones are kept, the longest idle stopped first. */
export class ThreadSlots {
  private idle: Idle[] = [];
  private readonly busy = new Set<WorkerLike>();
  private readonly stopping = new Set<Promise<number>>();

  /**
   * `isolation` tells, per entry point, whether its tasks run on threads or in child processes (the default: threads);
   * `children.ownGroup` puts each child process in a process group of its own (a terminal's Ctrl-C then reaches only
   * this process). Sandboxed bots need no child process here: they run in isolate hosts of their own, capped.
   */
  constructor(
    private readonly maxIdle: number,
    private readonly isolation: (url: URL) => Isolation = () => 'thread',
    private readonly children: { ownGroup?: boolean } = {},
  ) {}

  /**
   * Runs one task ({index, task}, the local pool's message, plus `workerData` as the task's own start-up data) on a
   * thread of `url`, and returns its value. A task's own error rejects with its message; a thread that dies rejects too (and is not
   * reused); `signal` stops the thread and rejects with TaskReleased.
   */
  run<T>(url: URL, workerData: unknown, message: { index: number; task: unknown }, signal?: AbortSignal): Promise<T> {
    const key = url.href;
    const at = this.idle.findIndex((t) => t.key === key);
    const worker =
      at >= 0
        ? this.idle.splice(at, 1)[0]!.worker
        : spawnWorker(url, {
            isolation: this.isolation(url),
            workerData: null,
            closing: true,
            ...this.children,
          });
    this.busy.add(worker);
    return new Promise<T>((resolve, reject) => {
      const done = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        signal?.removeEventListener('abort', onAbort);
        this.busy.delete(worker);
      };
      const onMessage = (m: { index: number; value?: T; error?: string }) => {
        done();
        this.park(key, worker);
        if (m.error !== undefined) reject(new Error(m.error));
        else resolve(m.value as T);
      };
      const onError = (e: Error): void => {
        done();
        this.stop(worker);
        reject(new Error(`its worker thread crashed: ${e.message}`));
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`its worker thread stopped unexpectedly (exit code ${code})`));
      };
      const onAbort = () => {
        done();
        this.stop(worker);
        reject(new TaskReleased());
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort);
      worker.postMessage({ ...message, data: workerData });
    });
  }

  /** Keeps a thread for the next task with the same start-up data, stopping the longest idle one beyond the cap. */
  private park(key: string, worker: WorkerLike): void {
    this.idle.push({ key, worker });
    while (this.idle.length > this.maxIdle) this.stop(this.idle.shift()!.worker);
  }

  private stop(worker: WorkerLike): void {
    const p = worker.terminate().catch(() => 0);
    this.stopping.add(p);
    void p.then(() => this.stopping.delete(p));
  }

  /** Stops every thread and waits until each has stopped (each closes the isolate hosts it started first). */
  async close(): Promise<void> {
    for (const t of this.idle.splice(0)) this.stop(t.worker);
    for (const w of this.busy) this.stop(w);
    this.busy.clear();
    await Promise.all([...this.stopping]);
  }
}
