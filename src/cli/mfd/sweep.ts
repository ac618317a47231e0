/** `fray mfd sweep`: the odds of a battle for each value of one or two numbers of a team, as a table and a chart. */
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { formatMicros } from '../../core/decimal.js';
import { formatProblem } from '../../core/result.js';
import { writeOutputs } from '../writeOutputs.js';
import { loadTeams } from '../../adapters/mfd/loadTeams.js';
import type { QueueConnection } from '../../adapters/queue/queueConnection.js';
import { FRAY_VERSION, runKey } from '../../adapters/queue/runKey.js';
import { runTaskPool } from '../../adapters/workers/taskPool.js';
import type { MfdOddsWorkerData } from '../../adapters/workers/mfdOddsWorkerData.js';
import type { Teams } from '../../mfd/model.js';
import { chunkPlan } from '../../mfd/odds/chunkPlan.js';
import { emptySummary, mergeAll, type ChunkSummary } from '../../mfd/odds/chunkSummary.js';
import { parseVary, type Vary } from '../../mfd/sweep/parseVary.js';
import { sweepCell } from '../../mfd/sweep/sweepCell.js';
import { gridSize, MAX_POINTS, sweepGrid } from '../../mfd/sweep/sweepGrid.js';
import { sweepJobs, sweepRunIdentity, sweepSummaries } from '../../mfd/sweep/sweepJobs.js';
import { sweepResult } from '../../mfd/sweep/sweepResult.js';
import { CliError, unwrap, runFailureAsCliError } from '../CliError.js';
import { ExitCode } from '../exitCodes.js';
import { printErr, printJson, printOut } from '../io.js';
import { parseSeed, seedOrDraw, wholeNumber } from '../options.js';
import { connectQueue } from '../worker/connectQueue.js';
import { runQueued } from '../../adapters/queue/runQueued.js';
import { consoleWatch, QUEUE_BAR } from '../consoleWatch.js';
import { chunksText, reportQueued } from '../worker/reportQueued.js';
import { queueKeepOption } from '../worker/queueKeepOption.js';
import { renderSweepHtml } from '../../mfd/report/sweepHtml.js';
import { renderSweepText } from '../../mfd/report/sweepText.js';
import { sweepTeams } from '../../mfd/sweep/sweepTeams.js';
import { onCtrlC } from '../onCtrlC.js';
import { ODDS_BUDGET, sweepWork } from '../../mfd/odds/oddsWork.js';
import { addBudgetOption, checkBudget, type BudgetOptions } from '../budgetOption.js';
import { progressBar } from '../progressBar.js';
import { quote } from '../../core/quote.js';

interface SweepOptions extends BudgetOptions {
  heroes: string;
  villains: string;
  vary: string[];
  runs: number;
  seed?: number;
  workers?: number;
  maxRounds?: number;
  json?: boolean;
  report?: string;
  queue?: string;
  queueKeep: number;
}

/** Most battles a whole sweep may ask for (points times runs). */
const MAX_TOTAL_RUNS = 100_000_000;

/** Adds `sweep` to the `mfd` group. */
export function registerSweep(mfd: Command): void {
  const cmd = mfd
    .command('sweep')
    .description(
      "Tune a number: fight the battle many times for each value of one or two numbers of a team (a fighter's column) and report " +
        'the win rates per value with 95% intervals, as a table and an optional chart. Every value fights with the same dice (same seed), ' +
        'so differences come from the number, not from luck; the result is the same locally and on a queue.',
    )
    .requiredOption(
      '--vary <spec>',
      'what to vary, once or twice: SIDE:FIGHTER:COLUMN=FROM..TO:STEP or SIDE:FIGHTER:COLUMN=V1,V2,... ' +
        '(COLUMN: XP, BonusXP, BonusHP, BonusToHit, BonusToDefend, AOE, or BuffOffense/BuffDefense, with @BUFF when the fighter has several)',
      (v: string, prev: string[] | undefined) => [...(prev ?? []), v],
    )
    .option('--heroes <path>', "the heroes' CSV file", './Heroes.csv')
    .option('--villains <path>', "the villains' CSV file", './Villains.csv')
    .option('--runs <n>', 'battles for each value', wholeNumber(1, MAX_TOTAL_RUNS), 2000)
    .option('--seed <n>', 'seed for the dice (0 to 4294967295); the same seed gives the same table', parseSeed)
    .option('--workers <k>', 'worker threads (default: one per core)', wholeNumber(1, 256))
    .option(
      '-m, --max-rounds <n>',
      'stop each battle after N rounds; a battle still going then counts as "none"',
      wholeNumber(0),
    )
    .option('--json', 'print one JSON document instead of text (no progress bar)')
    .option('--report <file.html>', 'also write a self-contained HTML page with the chart and the table')
    .option(
      '--queue <redis-url>',
      'fight the battles on `fray worker` processes through this queue (redis://[:PASSWORD@]HOST:PORT)',
    )
    .addOption(queueKeepOption())
    .addHelpText(
      'after',
      '\nExamples:\n' +
        '  fray mfd sweep --heroes examples/mfd/duel-heroes.csv --villains examples/mfd/duel-villains.csv --vary heroes:Kaito:BonusToHit=0..0.5:0.1 --seed 1\n' +
        '  fray mfd sweep --heroes examples/mfd/Heroes.csv --villains examples/mfd/Villains.csv --vary "heroes:Captain Ren:BuffOffense@Rally=0,0.1,0.2" \\\n' +
        '    --vary "villains:The Hollow King:BonusHP=0..3:1" --runs 1000 --report sweep.html\n' +
        '\nCtrl-C prints the points finished so far, marked PARTIAL (exit code 130).',
    );
  addBudgetOption(cmd, 'fighter rounds', ODDS_BUDGET).action((opts: SweepOptions) => sweep(opts));
}

async function sweep(opts: SweepOptions): Promise<void> {
  if (opts.vary.length > 2) throw new CliError(`--vary: a sweep varies one or two numbers, got ${opts.vary.length}`);
  const vars: Vary[] = opts.vary.map((v) => unwrap(parseVary(v)));
  if (opts.report !== undefined && !opts.report.toLowerCase().endsWith('.html'))
    throw new CliError(`--report writes an HTML file; give it a name ending in .html, got ${quote(opts.report)}`);
  if (opts.queue !== undefined && opts.workers !== undefined)
    throw new CliError(
      '--workers sets the threads of a local run; with --queue, the workers are `fray worker` processes',
    );
  const { teams, warnings } = unwrap(loadTeams(opts.heroes, opts.villains));
  for (const w of warnings) printErr(`fray: warning: ${formatProblem(w)}`);
  const cells = vars.map((v) => unwrap(sweepCell(teams, v)));
  if (
    vars.length === 2 &&
    cells[0]!.side === cells[1]!.side &&
    cells[0]!.row === cells[1]!.row &&
    cells[0]!.column === cells[1]!.column
  ) {
    throw new CliError('--vary: both options vary the same number');
  }
  const size = gridSize(vars);
  if (size > MAX_POINTS)
    throw new CliError(`--vary: ${size} points; a sweep has at most ${MAX_POINTS} (take larger steps)`);
  if (size * opts.runs > MAX_TOTAL_RUNS)
    throw new CliError(`--runs: ${size} points of ${opts.runs} battles is more than ${MAX_TOTAL_RUNS} battles in all`);
  const points = sweepGrid(vars);
  // Every point is read before any battle: a value the parser refuses stops the sweep before it starts.
  const pointTeams = unwrap(sweepTeams(teams, vars, cells, points));
  const seed = seedOrDraw(opts.seed);
  checkBudget(sweepWork(pointTeams, opts.runs, { seed, maxRounds: opts.maxRounds }), opts, ODDS_BUDGET);

  let summaries: ChunkSummary[];
  let stopped = false;
  let queued: Awaited<ReturnType<typeof onQueue>> | undefined;
  if (opts.queue !== undefined) {
    const conn = await connectQueue(opts.queue);
    try {
      queued = await onQueue(conn, opts, pointTeams, seed);
      summaries = queued.summaries;
      write(opts, { vars, points, pointTeams, summaries }, seed);
      await queued.finish();
    } finally {
      await conn.close();
    }
    const plan = queued.plan;
    reportQueued(queued.outcome, 'job', (i) => {
      const values = points[plan.pointOf[i] ?? 0] ?? [];
      return `${chunksText(plan.jobs[i]?.chunks.map((c) => c.index) ?? [])} at ${vars.map((v, k) => `${v.label} = ${formatMicros(values[k] ?? 0)}`).join(', ')}`;
    });
    return;
  }
  ({ summaries, stopped } = await here(opts, pointTeams, seed));
  write(opts, { vars, points, pointTeams, summaries }, seed);
  if (stopped) {
    printErr('fray: interrupted: the points not finished are marked partial');
    process.exitCode = ExitCode.Interrupted;
  }
}

/** What a sweep produced: the varied columns, each point's values and teams, and each point's battle summary. */
interface SweepDone {
  vars: Vary[];
  points: number[][];
  pointTeams: Teams[];
  summaries: ChunkSummary[];
}

/** The result document, the report file, then the output. */
function write(opts: SweepOptions, done: SweepDone, seed: number): void {
  const { vars, points, pointTeams, summaries } = done;
  const result = sweepResult(
    { seed, runsPerPoint: opts.runs, maxRounds: opts.maxRounds },
    vars,
    points.map((values, i) => ({ values, teams: pointTeams[i]!, summary: summaries[i]! })),
  );
  if (opts.report !== undefined)
    writeOutputs([{ path: opts.report, content: renderSweepHtml(result, `Sweep: ${opts.heroes} v ${opts.villains}`) }]);
  if (opts.json) printJson(result);
  else printOut(renderSweepText(result));
  if (opts.report !== undefined) printErr(`Wrote ${opts.report}.`);
}

/** Every point on worker threads here, one point after another, each point's chunks on all threads. */
async function here(
  opts: SweepOptions,
  pointTeams: Teams[],
  seed: number,
): Promise<{ summaries: ChunkSummary[]; stopped: boolean }> {
  const chunks = chunkPlan(opts.runs);
  const bar = await progressBar('battles |{bar}| {value}/{total} ({percentage}%) ETA {eta_formatted}', {
    json: opts.json,
  });
  bar?.start(opts.runs * pointTeams.length, 0);
  let done = 0;
  let stop: (() => void) | undefined;
  let interrupted = false;
  const release = onCtrlC(() => {
    interrupted = true;
    stop?.();
  });
  const summaries: ChunkSummary[] = [];
  try {
    for (const teams of pointTeams) {
      if (interrupted) {
        summaries.push(emptySummary(teams));
        continue;
      }
      const workerData: MfdOddsWorkerData = { teams, seed, maxRounds: opts.maxRounds };
      const run = runTaskPool<ChunkSummary>({
        workerUrl: new URL('./mfdOdds.worker.js', import.meta.url),
        workerData,
        tasks: chunks,
        workers: opts.workers ?? availableParallelism(),
        onResult: (_i, s) => bar?.update((done += s.runs)),
      });
      stop = () => run.stop();
      const outcome = await run.done.catch((e: unknown) => {
        throw new CliError(`the battle workers failed: ${(e as Error).message}`, ExitCode.Failure);
      });
      summaries.push(
        mergeAll(
          teams,
          outcome.results.filter((r): r is ChunkSummary => r !== undefined),
        ),
      );
    }
  } finally {
    bar?.stop();
    release();
  }
  return { summaries, stopped: interrupted };
}

/** Every point's chunks as jobs on the queue at once (so all workers stay busy), gathered back per point. */
async function onQueue(conn: QueueConnection, opts: SweepOptions, pointTeams: Teams[], seed: number) {
  const plan = sweepJobs(pointTeams, seed, opts.runs, opts.maxRounds);
  const key = runKey('sweep', sweepRunIdentity(pointTeams, seed, opts.runs, opts.maxRounds));
  const spec = {
    key,
    jobs: plan.jobs.map((j) => ({ name: 'odds' as const, data: { ...j, fray: FRAY_VERSION } })),
    unit: 'job',
    keepMs: opts.queueKeep,
    ...(opts.seed === undefined ? { drawnSeed: seed } : {}),
  };
  const watch = await consoleWatch(QUEUE_BAR, opts);
  const { outcome, finish } = await runFailureAsCliError(runQueued<ChunkSummary[]>(conn, spec, watch));
  return { outcome, finish, plan, summaries: sweepSummaries(pointTeams, plan, outcome.results) };
}
