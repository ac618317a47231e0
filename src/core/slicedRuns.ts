/**
 * Many independent runs (duels, fights) fought a slice at a time: a command yields between slices, so Ctrl-C is heard
 * and a bar drawn, and can stop after any run with the result so far. Run i always draws from its own fork of the
 * stream, so how the runs are sliced never changes the result.
 */

/** Runs fought a slice at a time; `result()` covers the runs fought so far (at least one after the first `fight`). */
export interface SlicedRuns<T> {
  /** The runs asked for. */
  readonly total: number;
  /** How many are fought so far, from 0 to `total`. */
  done(): number;
  /**
   * Fights the next runs, one by one, until all `total` are fought or `more` (called after each run with the runs
   * fought so far and `total`) returns false; it always fights at least one run while some are left.
   */
  fight(more?: (done: number, total: number) => boolean | void): void;
  /** The result over the runs fought so far. */
  result(): T;
}

/**
 * A SlicedRuns over `total` runs, run i fought by `runOne(i)` (which adds to the caller's tally), its result made by
 * `result(done)` from that tally.
 */
export function slicedRuns<T>(total: number, runOne: (i: number) => void, result: (done: number) => T): SlicedRuns<T> {
  let done = 0;
  return {
    total,
    done: () => done,
    fight(more) {
      while (done < total) {
        runOne(done);
        done++;
        if (more !== undefined && more(done, total) === false) return;
      }
    },
    result: () => result(done),
  };
}
