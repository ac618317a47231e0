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

/** One run of the pool: the queue of chunks, the workers, the results as they come. */
class Pool {
  readonly results: (ChunkSummary | undefined)[][];
  private readonly queue: { battle: number; index: number }[] = [];
  private readonly threads: Worker[] = [];
  private readonly total: number;
  private finished = 0;
  private over = false;
  readonly done: Promise<PoolOutcome>;
  private settle!: (o: PoolOutcome) => void;
  private reject!: (e: Error) => void;

  constructor(
    private readonly battles: readonly PoolBattle[],
    private readonly onChunk: (runs: number) => void,
  ) {
    battles.forEach((b, battle) => b.chunks.forEach((_, index) => this.queue.push({ battle, index })));
    this.results = battles.map((b) => new Array<ChunkSummary | undefined>(b.chunks.length).fill(undefined));
    this.total = this.queue.length;
    this.done = new Promise<PoolOutcome>((res, rej) => ((this.settle = res), (this.reject = rej)));
  }

  /** Starts up to `workers` workers (none when there is nothing to fight). */
  start(workers: number): void {
    if (this.total === 0) return this.end(() => this.settle({ results: this.results, stopped: false }));
    for (let k = 0; k < Math.max(1, Math.min(workers, this.total)); k++) this.startWorker();
  }

  /** Stops every worker; the chunks finished so far are the outcome, marked stopped. */
  stop(): void {
    this.end(() => this.settle({ results: this.results, stopped: true }));
  }

  private startWorker(): void {
    const w = new OddsWorker();
    const told = new Set<number>();
    this.threads.push(w);
    w.onmessage = (e: MessageEvent<ChunkReply>) => this.hear(w, told, e.data);
    w.onerror = (e) => {
      e.preventDefault();
      this.end(() => this.reject(new Error(e.message || 'a battle worker failed')));
    };
    for (let i = 0; i < IN_FLIGHT; i++) this.feed(w, told);
  }

  private hear(w: Worker, told: Set<number>, r: ChunkReply): void {
    if (this.over) return;
    if ('error' in r) return this.end(() => this.reject(new Error(r.error)));
    (this.results[r.battle] as (ChunkSummary | undefined)[])[r.index] = r.summary;
    this.finished++;
    this.onChunk(r.summary.runs);
    if (this.finished === this.total) return this.end(() => this.settle({ results: this.results, stopped: false }));
    this.feed(w, told);
  }

  /** Sends the next chunk (and its battle, the first time this worker gets one of it). */
  private feed(w: Worker, told: Set<number>): void {
    const next = this.queue.shift();
    if (next === undefined) return;
    const b = this.battles[next.battle] as PoolBattle;
    if (!told.has(next.battle)) {
      told.add(next.battle);
      const m: PoolMessage = {
        type: 'battle',
        battle: next.battle,
        teams: b.teams,
        seed: b.seed,
        maxRounds: b.maxRounds,
      };
      w.postMessage(m);
    }
    const chunk: PoolMessage = {
      type: 'chunk',
      battle: next.battle,
      index: next.index,
      runs: b.chunks[next.index] as number,
    };
    w.postMessage(chunk);
  }

  private end(then: () => void): void {
    if (this.over) return;
    this.over = true;
    for (const t of this.threads) t.terminate();
    then();
  }
}

/** Runs every chunk of `battles` on `workers` Web Workers; `onChunk` hears each finished chunk's runs. */
export function runPool(battles: readonly PoolBattle[], workers: number, onChunk: (runs: number) => void): PoolRun {
  const pool = new Pool(battles, onChunk);
  pool.start(workers);
  return { done: pool.done, stop: () => pool.stop() };
}
