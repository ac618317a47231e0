/**
 * What a run on the queue reports, shared by the coordinator (runOnQueue), its tally (runTally) and whoever reads the
 * outcome, so none of them imports another for its types.
 */

/** Where a run stands: jobs finished, being worked on, and failed for good. */
export interface QueueProgress {
  total: number;
  done: number;
  running: number;
  failed: number;
}

/** A job that failed on every try, with the last reason. */
export interface JobFailure {
  index: number;
  reason: string;
}

/** What a run gave: results by job index (undefined where a job failed or the run was stopped), failures, and more. */
export interface QueueOutcome<R> {
  results: (R | undefined)[];
  failures: JobFailure[];
  /** True when stop() ended the wait before every job finished. */
  stopped: boolean;
  /** Jobs that were already finished on the queue when this coordinator started (a resumed run). */
  resumed: number;
}
