/**
 * What a coordinator knows of its run's jobs, by index: results, failures, which run now, whether the run has
 * settled (every job finished, or stopped), and when a job last moved (to tell a stuck run from a slow one).
 */
import type { JobFailure, QueueOutcome, QueueProgress } from './queueOutcome.js';

/** The tally of one run of `total` jobs, telling `onProgress` whenever it changes. */
export class RunTally<R> {
  readonly results: (R | undefined)[];
  readonly finished = new Set<number>();
  readonly failures = new Map<number, string>();
  readonly running = new Set<number>();
  /** Jobs already finished on the queue when this coordinator started. */
  resumed = 0;
  stopped = false;
  settled = false;
  /** When a job last started or finished, and whether the caller was told since that no worker is there. */
  lastMove = Date.now();
  toldNoWorker = false;
  /** Settles when every job has finished or failed, or on stop(). */
  readonly over: Promise<void>;
  private settle!: () => void;

  constructor(
    readonly total: number,
    private readonly onProgress?: (p: QueueProgress) => void,
  ) {
    this.results = new Array<R | undefined>(total).fill(undefined);
    this.over = new Promise<void>((res) => (this.settle = res));
  }

  /** A job started or finished: the run is moving. */
  moved(): void {
    this.lastMove = Date.now();
    this.toldNoWorker = false;
  }

  /** Tells the progress as it stands. */
  progress(): void {
    const failed = this.failures.size;
    this.onProgress?.({ total: this.total, done: this.finished.size - failed, running: this.running.size, failed });
  }

  /** Job `index` finished with `result`, or failed for good with `failure` (a job finishes once). */
  finishWith(index: number, result: R | undefined, failure?: string): void {
    if (this.finished.has(index)) return;
    this.finished.add(index);
    this.running.delete(index);
    this.moved();
    if (failure === undefined) this.results[index] = result;
    else this.failures.set(index, failure);
    this.progress();
    if (this.finished.size === this.total && !this.settled) {
      this.settled = true;
      this.settle();
    }
  }

  /** Job `index` is being worked on. */
  started(index: number): void {
    if (this.finished.has(index)) return;
    this.running.add(index);
    this.moved();
    this.progress();
  }

  /** Ends the wait before every job has finished (the jobs stay on the queue). */
  stop(): void {
    if (this.settled) return;
    this.stopped = true;
    this.settled = true;
    this.settle();
  }

  /** The indices of the jobs not finished yet. */
  pending(): number[] {
    return this.results.map((_, i) => i).filter((i) => !this.finished.has(i));
  }

  /** What the run gave, failures in job order. */
  outcome(): QueueOutcome<R> {
    const failures: JobFailure[] = [...this.failures].map(([index, reason]) => ({ index, reason }));
    failures.sort((a, b) => a.index - b.index);
    return { results: this.results, failures, stopped: this.stopped, resumed: this.resumed };
  }
}
