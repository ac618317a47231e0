/** Many runs of a command (`--runs N`) with a bar on a terminal and Ctrl-C giving the runs fought so far, marked partial. */
import type { SlicedRuns } from '../core/slicedRuns.js';
import { ExitCode } from './exitCodes.js';
import { printErr } from './io.js';
import { onCtrlC } from './onCtrlC.js';
import { progressBar } from './progressBar.js';

/** How long a slice runs before the command yields to hear Ctrl-C and draw the bar: short for a person, long for the work. */
const SLICE_MS = 50;

/**
 * Fights every run of `runs`, `what` naming them ("duels"): a bar on stderr when it is a terminal and the output is
 * not JSON; the first Ctrl-C stops after the run being fought (a second leaves at once). Gives the result and whether
 * it stopped early; a run is always finished, so the result covers at least one.
 */
export async function fightSliced<T>(
  runs: SlicedRuns<T>,
  what: string,
  output: { json?: boolean },
): Promise<{ result: T; stopped: boolean }> {
  const bar = await progressBar(`${what} |{bar}| {value}/{total} ({percentage}%) ETA {eta_formatted}`, output);
  let stopped = false;
  const release = onCtrlC(() => (stopped = true));
  try {
    bar?.start(runs.total, 0);
    do {
      const until = performance.now() + SLICE_MS;
      runs.fight((done) => {
        bar?.update(done);
        return performance.now() < until;
      });
      // Between slices, let Ctrl-C be heard and the bar drawn.
      await new Promise((next) => setImmediate(next));
    } while (!stopped && runs.done() < runs.total);
  } finally {
    bar?.stop();
    release();
  }
  return { result: runs.result(), stopped: runs.done() < runs.total };
}

/** After a partial result is printed: says so on stderr and sets exit code 130. */
export function reportPartial(done: number, total: number, what: string): void {
  printErr(`fray: interrupted: the result covers ${done} of ${total} ${what} (marked partial)`);
  process.exitCode = ExitCode.Interrupted;
}
