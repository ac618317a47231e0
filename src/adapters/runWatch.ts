/**
 * How a long run (matches on worker processes, jobs on the queue) talks to whoever started it, so the adapter that
 * runs it needs no terminal: the CLI gives standard error, a progress bar and Ctrl-C; a test can give arrays.
 */

/** Work done so far out of `total`, with the jobs running and failed when the run knows them (the queue does). */
export interface RunProgress {
  done: number;
  total: number;
  running?: number;
  failed?: number;
}

/** The run's side of the conversation: lines to say, progress, a way to be stopped early, and the end of waiting. */
export interface RunWatch {
  /** One line for the user (a warning, what the run is doing); the caller decides where it goes. */
  say(line: string): void;
  /** Progress, first with `done` 0 when the run starts. */
  progress(p: RunProgress): void;
  /** Registers what stops the run early (the CLI calls it on the first Ctrl-C); returns what unregisters it. */
  onStop(stop: () => void): () => void;
  /** The run stopped waiting (finished, stopped or failed): a progress display can go. */
  settled(): void;
}

/** The workers or the queue failed as a whole (not one match or job): the CLI reports it as a failure, exit code 1. */
export class RunFailure extends Error {}
