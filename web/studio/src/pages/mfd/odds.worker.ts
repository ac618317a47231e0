/**
 * A Web Worker that fights chunks of battles with the library's runChunk, as the CLI's worker threads do: chunk i of
 * a battle always draws from the seed's stream forked by i, so the totals do not depend on which worker fought it.
 */
import { type Teams } from '../../../../../src/mfd/index.js';
import { runChunk } from '../../../../../src/mfd/odds/runChunk.js';
import type { ChunkReply, PoolMessage } from './chunkPool.js';

const battles = new Map<number, { teams: Teams; seed: number; maxRounds?: number }>();

self.onmessage = (e: MessageEvent<PoolMessage>) => {
  const m = e.data;
  if (m.type === 'battle') {
    battles.set(m.battle, { teams: m.teams, seed: m.seed, maxRounds: m.maxRounds });
    return;
  }
  const b = battles.get(m.battle);
  let reply: ChunkReply;
  try {
    if (b === undefined) throw new Error(`battle ${m.battle} was never sent to this worker`);
    reply = { battle: m.battle, index: m.index, summary: runChunk(b.teams, b.seed, m.index, m.runs, b) };
  } catch (err) {
    reply = { battle: m.battle, index: m.index, error: (err as Error).message };
  }
  self.postMessage(reply);
};
