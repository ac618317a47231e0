/** A long run's RunWatch on the terminal: lines on stderr, a progress bar (on a terminal, never with --json), Ctrl-C. */
import type { RunProgress, RunWatch } from '../adapters/runWatch.js';
import { printErr } from './io.js';
import { onCtrlC } from './onCtrlC.js';
import { progressBar } from './progressBar.js';

/** The bar of a queue run: jobs done, running and failed, as the queue reports them. */
export const QUEUE_BAR = 'jobs |{bar}| {value}/{total} done, {running} running, {failed} failed';

/** A watch drawing `format` (cli-progress tokens; `running` and `failed` are the progress's own) for the output `output`. */
export async function consoleWatch(format: string, output: { json?: boolean }): Promise<RunWatch> {
  const bar = await progressBar(format, output);
  let started = false;
  return {
    say: printErr,
    progress: (p: RunProgress) => {
      const payload = p.running === undefined ? undefined : { running: p.running, failed: p.failed ?? 0 };
      if (started) bar?.update(p.done, payload);
      else bar?.start(p.total, p.done, payload);
      started = true;
    },
    onStop: onCtrlC,
    settled: () => bar?.stop(),
  };
}
