/** Worker thread entry (bundled to dist/mfdOdds.worker.js): runs chunks of Marked for Death battles on request. */
import { runChunk } from '../../mfd/odds/runChunk.js';
import type { MfdOddsWorkerData } from './mfdOddsWorkerData.js';
import { workerChannel } from './spawnWorker.js';

// A task may bring its own start-up data (a queue worker reuses one thread for many runs); else the thread's.
const channel = workerChannel();
channel?.on((m: { index: number; task: number; data?: MfdOddsWorkerData }, start) => {
  const data = m.data ?? (start as MfdOddsWorkerData);
  try {
    const summary = runChunk(data.teams, data.seed, m.index, m.task, { maxRounds: data.maxRounds });
    channel.post({ index: m.index, value: summary });
  } catch (e) {
    channel.post({ index: m.index, error: (e as Error)?.message ?? String(e) });
  }
});
