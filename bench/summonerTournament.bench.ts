/**
 * Issue 24's target 3: a sandboxed tournament's wall time on N workers against its total match time divided by N.
 * The total match time is the same matches played one after the other in this process (sandboxed, warm: no worker
 * start, every bot compiled already), alternated with the tournament on the pool of match threads (each bot in an isolate host) as
 * `fray summoner tournament` runs it (its worker script from dist/, built by `node scripts/build.js`). Where the
 * pool falls short is split into the workers' start-up (each worker's first match, less that match's time played
 * warm), the matches themselves on the pool, and the tail: the time, at the end, when fewer than N workers had a
 * match left.
 */
import { availableParallelism } from 'node:os';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_LIMITS } from '../src/adapters/sandbox/limits.js';
import { prepareBot } from '../src/adapters/summoner/loadBot.js';
import {
  playTournamentMatch,
  type Entrant,
  type MatchOutcome,
  type SummonerMatchWorkerData,
} from '../src/adapters/summoner/tournamentMatch.js';
import { runTaskPool } from '../src/adapters/workers/taskPool.js';
import { DEFAULT_RULES } from '../src/summoner/rules/rules.js';
import { roundRobin, type Pairing } from '../src/summoner/tournament/schedule.js';
import type { BenchResult } from './types.js';
import { load, median } from './timeProcess.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DEMOS = join(ROOT, 'examples/summoners');
const WORKER = new URL('../summonerMatch.worker.js', import.meta.url);

/** Each match's time played alone, one after the other in this process (ms, by pairing index). */
async function sequential(pairings: Pairing[], data: SummonerMatchWorkerData): Promise<number[]> {
  const times: number[] = [];
  for (const p of pairings) {
    const t0 = performance.now();
    await playTournamentMatch(p.index, p, data);
    times.push(performance.now() - t0);
  }
  return times;
}

/** One tournament on `workers` match threads: its wall time and when each match started and ended (ms). */
async function onPool(pairings: Pairing[], data: SummonerMatchWorkerData, workers: number) {
  const start: number[] = [],
    end: number[] = [];
  const t0 = performance.now();
  const pool = runTaskPool<MatchOutcome, Pairing>({
    workerUrl: WORKER,
    workerData: data,
    tasks: pairings,
    workers,
    isolation: 'thread',
    onStart: (i) => (start[i] = performance.now() - t0),
    onResult: (i) => (end[i] = performance.now() - t0),
  });
  await pool.done;
  return { wall: performance.now() - t0, start, end };
}

export async function run(): Promise<BenchResult[]> {
  const files = readdirSync(DEMOS)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => join(DEMOS, f));
  const entrants: Entrant[] = [];
  for (const f of files) {
    const p = await prepareBot(f, { trusted: false });
    if (!p.ok) throw new Error(p.problem.message);
    entrants.push({ name: p.value.name, prepared: p.value });
  }
  const data: SummonerMatchWorkerData = {
    entrants,
    run: { trusted: false, limits: DEFAULT_LIMITS },
    rules: DEFAULT_RULES,
    seed: 1,
    replays: false,
  };
  const pairings = roundRobin(entrants.length);
  const n = availableParallelism();
  await sequential(pairings, data); // warm up this process's JIT, isolates and esbuild
  const rounds: { ratio: number; startup: number; tail: number; busy: number; alone: number; wall: number }[] = [];
  const l0 = load();
  for (let k = 0; k < 3; k++) {
    const alone = await sequential(pairings, data);
    const pool = await onPool(pairings, data, n);
    const total = alone.reduce((a, b) => a + b, 0);
    // A worker's first match carries its start-up; the rest of a match's time on the pool is the match.
    const firsts = pairings.map((p) => p.index).slice(0, n);
    const startup = median(firsts.map((i) => (pool.end[i] ?? 0) - (pool.start[i] ?? 0) - (alone[i] ?? 0)));
    const busy = pairings.reduce((s, p) => s + (pool.end[p.index] ?? 0) - (pool.start[p.index] ?? 0), 0);
    // The tail: from the moment the last match was handed out until the end, less that match's own share.
    const lastStart = Math.max(...pool.start);
    if (process.env.FRAY_BENCH_DEBUG)
      for (const p of pairings)
        process.stderr.write(
          `${p.index} alone ${alone[p.index]?.toFixed(0)} pool ${pool.start[p.index]?.toFixed(0)}..${pool.end[p.index]?.toFixed(0)} = ${((pool.end[p.index] ?? 0) - (pool.start[p.index] ?? 0)).toFixed(0)}\n`,
        );
    rounds.push({
      ratio: pool.wall / (total / n),
      startup,
      tail: pool.wall - lastStart,
      busy,
      alone: total,
      wall: pool.wall,
    });
  }
  const l1 = load();
  const med = (f: (r: (typeof rounds)[number]) => number) => median(rounds.map(f));
  return [
    {
      name: `summoner tournament, ${pairings.length} demo matches sandboxed, one after the other in process`,
      value: Math.round(med((r) => r.alone)),
      unit: 'ms',
    },
    {
      name: `the same on ${n} match processes, wall`,
      value: Math.round(med((r) => r.wall)),
      unit: 'ms',
    },
    {
      name: `tournament wall / (total match time / ${n}) (median of 3)`,
      value: Number(med((r) => r.ratio).toFixed(2)),
      unit: 'x',
      target: '<= 1.2x',
      load: Math.max(l0, l1),
    },
    {
      name: `  sum of match times on the pool / one after the other in process`,
      value: Number(med((r) => r.busy / r.alone).toFixed(2)),
      unit: 'x',
    },
    {
      name: '  a worker process start-up (its first match less the same match warm)',
      value: Math.round(med((r) => r.startup)),
      unit: 'ms',
    },
    { name: '  from the last match handed out to the end', value: Math.round(med((r) => r.tail)), unit: 'ms' },
  ];
}
