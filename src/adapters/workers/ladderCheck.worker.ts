/**
 * Worker thread entry (bundled to dist/ladderCheck.worker.js): checks a ladder match's outcome (its replay parsed,
 * matched to the match and, for a queue worker's result, re-run) off the server's event loop, so pages keep
 * answering while a result is checked.
 */
import { checkOutcome } from '../ladder/checkOutcome.js';
import type { CheckTask } from '../ladder/outcomeChecker.js';
import { workerChannel } from './spawnWorker.js';

const channel = workerChannel();
channel?.on((m: { index: number; task: CheckTask }) => {
  try {
    channel.post({ index: m.index, value: checkOutcome(m.task.outcome, m.task.expected, m.task.how) });
  } catch (e) {
    channel.post({ index: m.index, error: (e as Error)?.message ?? String(e) });
  }
});
