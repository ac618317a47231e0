/**
 * Chunks of battles on several Web Workers, with progress and a stop. The chunks of each battle are the CLI's
 * (chunkPlan: fixed by the number of runs alone) and chunk i draws from the seed forked by i, so the merged totals
 * are the CLI's whatever the number of workers and whichever finishes first.
 */
import type { Teams } from '../../../../../src/mfd/index.js';
import type { ChunkSummary } from '../../../../../src/mfd/odds/chunkSummary.js';
import OddsWorker from './odds.worker.ts?worker&inline';

/** One battle to sample: its teams, seed and round limit, and the runs of each of its chunks. */
export interface PoolBattle {
  teams: Teams;
  seed: number;
  maxRounds?: number;
  chunks: readonly number[];
}

/** What the page sends a worker: a battle once, then chunks of it. */
export type PoolMessage =
  | { type: 'battle'; battle: number; teams: Teams; seed: number; maxRounds?: number }
  | { type: 'chunk'; battle: number; index: number; runs: number };

/** What a worker answers for a chunk. */
export type ChunkReply =
  { battle: number; index: number; summary: ChunkSummary } | { battle: number; index: number; error: string };

/** Each battle's chunk summaries by index (undefined where a chunk did not finish), and whether it was stopped. */
export interface PoolOutcome {
  results: (ChunkSummary | undefined)[][];
  stopped: boolean;
}

/** A running pool: `done` settles when every chunk is done, on stop(), or on a worker's failure (rejected). */
export interface PoolRun {
  done: Promise<PoolOutcome>;
  stop(): void;
}

/** Chunks in flight on each worker: a second one waits in its queue, so no worker idles while a reply travels. */
const IN_FLIGHT = 2;

/** Runs every chunk of `battles` on `workers` Web Workers; `onChunk` hears each finished chunk's runs. */
export function runPool(battles: readonly PoolBattle[], workers: number, onChunk: (runs: number) => void): PoolRun {
  const queue: { battle: number; index: number }[] = [];
  battles.forEach((b, battle) => b.chunks.forEach((_, index) => queue.push({ battle, index })));
  const results = battles.map((b) => new Array<ChunkSummary | undefined>(b.chunks.length).fill(undefined));
  const total = queue.length;
  let finished = 0;
  let over = false;
  const threads: Worker[] = [];
  let settle!: (o: PoolOutcome) => void;
  let reject!: (e: Error) => void;
  const done = new Promise<PoolOutcome>((res, rej) => {
    settle = res;
    reject = rej;
  });
  const end = (then: () => void) => {
    if (over) return;
    over = true;
    for (const t of threads) t.terminate();
    then();
  };
  const feed = (w: Worker, told: Set<number>) => {
    const next = queue.shift();
    if (next === undefined) return;
    const b = battles[next.battle]!;
    if (!told.has(next.battle)) {
      told.add(next.battle);
      w.postMessage({
        type: 'battle',
        battle: next.battle,
        teams: b.teams,
        seed: b.seed,
        maxRounds: b.maxRounds,
      } satisfies PoolMessage);
    }
    w.postMessage({
      type: 'chunk',
      battle: next.battle,
      index: next.index,
      runs: b.chunks[next.index]!,
    } satisfies PoolMessage);
  };
  const count = Math.max(1, Math.min(workers, total));
  for (let k = 0; k < count && total > 0; k++) {
    const w = new OddsWorker();
    const told = new Set<number>();
    threads.push(w);
    w.onmessage = (e: MessageEvent<ChunkReply>) => {
      if (over) return;
      const r = e.data;
      if ('error' in r) return end(() => reject(new Error(r.error)));
      results[r.battle]![r.index] = r.summary;
      finished++;
      onChunk(r.summary.runs);
      if (finished === total) return end(() => settle({ results, stopped: false }));
      feed(w, told);
    };
    w.onerror = (e) => {
      e.preventDefault();
      end(() => reject(new Error(e.message || 'a battle worker failed')));
    };
    for (let i = 0; i < IN_FLIGHT; i++) feed(w, told);
  }
  if (total === 0) end(() => settle({ results, stopped: false }));
  return { done, stop: () => end(() => settle({ results, stopped: true })) };
}
