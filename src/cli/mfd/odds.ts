/** `fray mfd odds`: thousands of battles on every core, the odds of each outcome, and an optional HTML report. */
import { availableParallelism, loadavg } from 'node:os';
import type { Command } from 'commander';
import { formatProblem } from '../../core/result.js';
import { writeOutputs } from '../writeOutputs.js';
import { loadTeams } from '../../adapters/mfd/loadTeams.js';
import { runTaskPool } from '../../adapters/workers/taskPool.js';
import type { MfdOddsWorkerData } from '../../adapters/workers/mfdOddsWorkerData.js';
import { chunkPlan } from '../../mfd/odds/chunkPlan.js';
import { mergeAll, type ChunkSummary } from '../../mfd/odds/chunkSummary.js';
import { runChunk } from '../../mfd/odds/runChunk.js';
import { exactDuel, isDuel } from '../../mfd/odds/exactDuel.js';
import type { Teams } from '../../mfd/model.js';
import { oddsResult } from '../../mfd/odds/oddsResult.js';
import { mergeOddsJobs, oddsJobs, oddsRunIdentity } from '../../mfd/odds/oddsJobs.js';
import type { QueueConnection } from '../../adapters/queue/queueConnection.js';
import { FRAY_VERSION, runKey } from '../../adapters/queue/runKey.js';
import { connectQueue } from '../worker/connectQueue.js';
import { runQueued } from '../../adapters/queue/runQueued.js';
import { consoleWatch, QUEUE_BAR } from '../consoleWatch.js';
import { chunksText, reportQueued } from '../worker/reportQueued.js';
import { queueKeepOption } from '../worker/queueKeepOption.js';
import { CliError, unwrap, runFailureAsCliError } from '../CliError.js';
import { ExitCode } from '../exitCodes.js';
import { printErr, printJson, printOut } from '../io.js';
import { parseSeed, seedOrDraw, wholeNumber } from '../options.js';
import { renderOddsHtml } from '../../mfd/report/oddsHtml.js';
import { renderOddsText } from '../../mfd/report/oddsText.js';
import { onCtrlC } from '../onCtrlC.js';
import { ODDS_BUDGET, oddsWork } from '../../mfd/odds/oddsWork.js';
import { addBudgetOption, checkBudget, type BudgetOptions } from '../budgetOption.js';
import { progressBar } from '../progressBar.js';
import { quote } from '../../core/quote.js';

interface OddsOptions extends BudgetOptions {
  heroes: string;
  villains: string;
  runs: number;
  seed?: number;
  workers?: number;
  maxRounds?: number;
  json?: boolean;
  report?: string;
  exact?: boolean;
  queue?: string;
  queueKeep: number;
}

/**
 * Without --workers, chunks are fought on this thread first. After TRY_HERE_MS, the time so far projects the time the
 * rest would take here; only if that is above WORTH_THREADS_MS are worker threads started for the rest: a thread
 * costs 50 to 150 ms to start, load and warm up, so a job shorter than that is done sooner where the code is already
 * warm (docs/performance.md). The chunks and their streams are the same either way, so the answer is too.
 */
const TRY_HERE_MS = 100;

/** Cores with nothing to do: all of them, less the load of the last minute (at least one). */
function idleCores(): number {
  return Math.max(1, Math.min(availableParallelism(), Math.round(availableParallelism() - loadavg()[0]!)));
}
const WORTH_THREADS_MS = 400;

/** Most runs accepted in one call (the counts stay exact far beyond this). */
const MAX_RUNS = 100_000_000;

/** Adds `odds` to the `mfd` group. */
export function registerOdds(mfd: Command): void {
  const cmd = mfd
    .command('odds')
    .description(
      'Estimate the odds of a battle: fight it many times (same rules as `fray mfd fight`) on all cores and report how often each side wins, ' +
        'how long it lasts, and who survives. The result depends only on the seed and the runs, never on the number of workers.',
    )
    .option('--heroes <path>', "the heroes' CSV file", './Heroes.csv')
    .option('--villains <path>', "the villains' CSV file", './Villains.csv')
    .option('--runs <n>', 'how many battles to fight', wholeNumber(1, MAX_RUNS), 10_000)
    .option('--seed <n>', 'seed for the dice (0 to 4294967295); the same seed gives the same odds', parseSeed)
    .option(
      '--workers <k>',
      'worker threads (default: a small job runs on this thread, a larger one on one thread per core)',
      wholeNumber(1, 256),
    )
    .option(
      '-m, --max-rounds <n>',
      'stop each battle after N rounds; a battle still going then counts as "none"',
      wholeNumber(0),
    )
    .option('--exact', 'also compute the exact odds (1 v 1 battles only) and show them beside the sampled ones')
    .option('--json', 'print one JSON document instead of text (no progress bar)')
    .option('--report <file.html>', 'also write a self-contained HTML report with charts to this file')
    .option(
      '--queue <redis-url>',
      'put the chunks of battles on this queue for `fray worker` processes on any machine, instead of worker threads here ' +
        "(redis://[:PASSWORD@]HOST:PORT); the answer is the same as a local run's with the same seed",
    )
    .addOption(queueKeepOption())
    .addHelpText(
      'after',
      '\nExamples:\n  fray mfd odds --heroes examples/mfd/Heroes.csv --villains examples/mfd/Villains.csv --seed 7\n' +
        '  fray mfd odds --heroes examples/mfd/duel-heroes.csv --villains examples/mfd/duel-villains.csv --exact --runs 100000\n' +
        '  fray mfd odds --heroes examples/mfd/Heroes.csv --villains examples/mfd/Villains.csv --seed 7 --runs 1000000 --queue redis://:PASSWORD@10.0.0.5:6379\n' +
        '\nCtrl-C stops the workers and prints the battles finished so far, marked PARTIAL (exit code 130). On a queue, the unfinished jobs stay there:\n' +
        'the same command picks them up again, without redoing the finished ones.',
    );
  addBudgetOption(cmd, 'fighter rounds', ODDS_BUDGET).action((opts: OddsOptions) => odds(opts));
}

async function odds(opts: OddsOptions): Promise<void> {
  const { teams, warnings } = unwrap(loadTeams(opts.heroes, opts.villains));
  for (const w of warnings) printErr(`fray: warning: ${formatProblem(w)}`);
  if (opts.exact && !isDuel(teams)) {
    throw new CliError(
      `--exact works only for a 1 v 1 battle (one hero, one villain); ${opts.heroes} has ${teams[0].fighters.length} and ${opts.villains} has ${teams[1].fighters.length}`,
    );
  }
  if (opts.report !== undefined && !opts.report.toLowerCase().endsWith('.html'))
    throw new CliError(`--report writes an HTML file; give it a name ending in .html, got ${quote(opts.report)}`);
  if (opts.queue !== undefined && opts.workers !== undefined)
    throw new CliError(
      '--workers sets the threads of a local run; with --queue, the workers are `fray worker` processes',
    );
  const seed = seedOrDraw(opts.seed);
  checkBudget(oddsWork(teams, opts.runs, { seed, maxRounds: opts.maxRounds }), opts, ODDS_BUDGET);
  if (opts.queue !== undefined) {
    const conn = await connectQueue(opts.queue);
    try {
      return await oddsOnQueue(conn, opts, teams, seed);
    } finally {
      await conn.close();
    }
  }
  return oddsHere(opts, teams, seed);
}

/**
 * Fights `chunks` on this thread, first ones first, while that is worth it: once TRY_HERE_MS has passed, it stops
 * when the rest would take longer than WORTH_THREADS_MS here and `workers` threads are there to share it. The
 * chunks fought, and whether Ctrl-C stopped them.
 */
async function fightHere(
  teams: Teams,
  seed: number,
  chunks: readonly number[],
  how: { runs: number; maxRounds?: number | undefined; workers: number; onRuns: (runs: number) => void },
): Promise<{ here: ChunkSummary[]; stopped: boolean }> {
  const here: ChunkSummary[] = [];
  let stopped = false;
  let done = 0;
  const release = onCtrlC(() => (stopped = true));
  const t0 = performance.now();
  try {
    while (here.length < chunks.length && !stopped) {
      const elapsed = performance.now() - t0;
      if (how.workers > 1 && elapsed >= TRY_HERE_MS && (elapsed / done) * (how.runs - done) > WORTH_THREADS_MS) break;
      const s = runChunk(teams, seed, here.length, chunks[here.length]!, { maxRounds: how.maxRounds });
      here.push(s);
      done += s.runs;
      how.onRuns(s.runs);
      // Between chunks, let Ctrl-C be heard (and the bar drawn).
      if (elapsed >= TRY_HERE_MS) await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    release();
  }
  return { here, stopped };
}

/** The odds fought on this machine: on this thread first (without --workers), the rest on worker threads. */
async function oddsHere(opts: OddsOptions, teams: Teams, seed: number): Promise<void> {
  const exact = opts.exact ? exactDuel(teams, opts.maxRounds) : undefined;
  const chunks = chunkPlan(opts.runs);
  // Without --workers: threads only for the cores that are idle (a busy machine gains nothing from a second thread:
  // it costs more CPU than it saves), and none at all when the whole job is done sooner here.
  const workers = opts.workers ?? idleCores();

  // Loaded only when a bar is shown, so other commands do not pay for it at start-up.
  const bar = await progressBar('battles |{bar}| {value}/{total} ({percentage}%) ETA {eta_formatted}', {
    json: opts.json,
  });
  bar?.start(opts.runs, 0);
  let done = 0;
  const onRuns = (runs: number) => bar?.update((done += runs));
  const { here, stopped: stoppedHere } =
    opts.workers === undefined
      ? await fightHere(teams, seed, chunks, { runs: opts.runs, maxRounds: opts.maxRounds, workers, onRuns })
      : { here: [], stopped: false };
  const workerData: MfdOddsWorkerData = { teams, seed, maxRounds: opts.maxRounds };
  const run = runTaskPool<ChunkSummary>({
    workerUrl: new URL('./mfdOdds.worker.js', import.meta.url),
    workerData,
    tasks: chunks,
    from: stoppedHere ? chunks.length : here.length,
    workers,
    onResult: (_i, s) => onRuns(s.runs),
  });
  const release = onCtrlC(() => run.stop());
  let outcome;
  try {
    outcome = await run.done;
  } catch (e) {
    throw new CliError(`the battle workers failed: ${(e as Error).message}`, ExitCode.Failure);
  } finally {
    bar?.stop();
    release();
  }
  if (stoppedHere) outcome = { ...outcome, stopped: true };
  here.forEach((s, i) => (outcome.results[i] = s));
  const finished = outcome.results.filter((r): r is ChunkSummary => r !== undefined);
  const result = oddsResult(teams, mergeAll(teams, finished), {
    seed,
    requestedRuns: opts.runs,
    partial: outcome.stopped,
    maxRounds: opts.maxRounds,
    exact,
  });
  writeOdds(opts, result);
  if (outcome.stopped) {
    printErr(`fray: interrupted: the result covers ${result.runs} of ${opts.runs} battles (marked partial)`);
    process.exitCode = ExitCode.Interrupted;
  }
}

/** The report file, then the result on stdout. */
function writeOdds(opts: OddsOptions, result: ReturnType<typeof oddsResult>): void {
  if (opts.report !== undefined)
    writeOutputs([{ path: opts.report, content: renderOddsHtml(result, `Odds: ${opts.heroes} v ${opts.villains}`) }]);
  if (opts.json) printJson(result);
  else printOut(renderOddsText(result));
  if (opts.report !== undefined) printErr(`Wrote ${opts.report}.`);
}

/**
 * The same odds with the chunks fought by `fray worker` processes: the jobs hold consecutive chunks (oddsJobs), each
 * chunk on its own stream forked from the seed, and the results are merged in chunk order, so the output is the
 * local one. A job that failed on every try leaves the result partial and the exit code 1.
 */
async function oddsOnQueue(conn: QueueConnection, opts: OddsOptions, teams: Teams, seed: number): Promise<void> {
  const jobs = oddsJobs(teams, seed, opts.runs, opts.maxRounds);
  const spec = {
    key: runKey('odds', oddsRunIdentity(teams, seed, opts.runs, opts.maxRounds)),
    jobs: jobs.map((j) => ({ name: 'odds' as const, data: { ...j, fray: FRAY_VERSION } })),
    unit: 'job',
    keepMs: opts.queueKeep,
    ...(opts.seed === undefined ? { drawnSeed: seed } : {}),
  };
  const exact = opts.exact ? exactDuel(teams, opts.maxRounds) : undefined;
  const watch = await consoleWatch(QUEUE_BAR, opts);
  const { outcome, finish } = await runFailureAsCliError(runQueued<ChunkSummary[]>(conn, spec, watch));
  const partial = outcome.stopped || outcome.failures.length > 0;
  const result = oddsResult(teams, mergeOddsJobs(teams, outcome.results), {
    seed,
    requestedRuns: opts.runs,
    partial,
    maxRounds: opts.maxRounds,
    exact,
  });
  writeOdds(opts, result);
  await finish();
  reportQueued(outcome, 'job', (i) => chunksText(jobs[i]?.chunks.map((c) => c.index) ?? []));
}
