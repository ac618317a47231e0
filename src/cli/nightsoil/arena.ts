/** `fray nightsoil arena`: a population of builds fights, eats and grows; survival, growth and risk-free loops. */
import { basename } from 'node:path';
import type { Command } from 'commander';
import { writeOutputs } from '../writeOutputs.js';
import { createRng } from '../../core/rng.js';
import { arenaRunner, type ArenaRunner } from '../../nightsoil/arena/arenaWorld.js';
import type { ArenaRun } from '../../nightsoil/arena/arena.js';
import { ARENA_BUDGET, arenaWork } from '../../nightsoil/arena/arenaWork.js';
import { addBudgetOption, checkBudget, type BudgetOptions } from '../budgetOption.js';
import { ExitCode } from '../exitCodes.js';
import { onCtrlC } from '../onCtrlC.js';
import { progressBar } from '../progressBar.js';
import { arenaAnalysis } from '../../nightsoil/arena/arenaAnalysis.js';
import { turnOrder } from '../../nightsoil/turnOrder.js';
import { CliError, unwrap } from '../CliError.js';
import { printErr, printJson, printOut } from '../io.js';
import { parseSeed, seedOrDraw, wholeNumber } from '../options.js';
import { loadWorld } from '../../adapters/nightsoil/loadNightSoil.js';
import { arenaHtml, arenaJson, arenaText } from '../../nightsoil/report/arenaReport.js';
import { quote } from '../../core/quote.js';

interface ArenaOptions extends BudgetOptions {
  days: number;
  seed?: number;
  json?: boolean;
  report?: string;
}

/** Adds `arena` to the `nightsoil` group. */
export function registerArena(group: Command): void {
  const cmd = group
    .command('arena')
    .description(
      "Let the builds in a world file (JSON) fight, eat corpses and food, and grow for N days; report each build's survival, how its maxima grew, how much it fought from a distance, and whether any risk-free loop of guaranteed profit appeared.",
    )
    .argument('<world.json>', 'the world: field size, rounds per day, daily food, and the builds with their counts')
    .option('--days <n>', 'days to run', wholeNumber(1, 100_000), 30)
    .option(
      '--seed <n>',
      'seed for placement, food and every roll (0 to 4294967295); the same seed gives the same output',
      parseSeed,
    )
    .option('--json', 'print one JSON document instead of text')
    .option('--report <file.html>', 'also write a self-contained HTML report with charts')
    .addHelpText(
      'after',
      '\nExample:\n  fray nightsoil arena examples/nightsoil/world.json --days 40 --seed 7 --report arena.html\n' +
        "\nBefore it starts, the run is estimated in steps (a mob's turn looking over the field, as if no mob died);\n" +
        'over --budget it is refused. Ctrl-C stops after the day being played and reports the days played, marked PARTIAL (exit code 130).',
    );
  addBudgetOption(cmd, 'steps', ARENA_BUDGET).action((world: string, opts: ArenaOptions) => arena(world, opts));
}

async function arena(worldPath: string, opts: ArenaOptions): Promise<void> {
  const world = unwrap(loadWorld(worldPath));
  if (opts.report !== undefined && !opts.report.toLowerCase().endsWith('.html'))
    throw new CliError(`--report: expected a file name ending in .html, got ${quote(opts.report)}`);
  checkBudget(arenaWork(world, opts.days), opts, ARENA_BUDGET);
  const seed = seedOrDraw(opts.seed);
  const { run, played } = await playDays(arenaRunner(world, createRng(seed), turnOrder), world.roundsPerDay, opts);
  const analysis = arenaAnalysis(run);
  const partial = played < opts.days;
  const name = `${basename(worldPath)}${partial ? ` (partial: ${played} of ${opts.days} days)` : ''}`;
  if (opts.report !== undefined) writeOutputs([{ path: opts.report, content: arenaHtml(seed, name, analysis) }]);
  if (opts.json)
    printJson({
      ...(arenaJson(seed, analysis) as object),
      ...(partial ? { partial: true, requestedDays: opts.days } : {}),
    });
  else printOut(`${partial ? `PARTIAL: ${played} of ${opts.days} days\n` : ''}${arenaText(seed, analysis)}`);
  if (opts.report !== undefined && !opts.json) printErr(`Wrote ${opts.report}.`);
  if (partial) {
    printErr(`fray: interrupted: the result covers ${played} of ${opts.days} days (marked partial)`);
    process.exitCode = ExitCode.Interrupted;
  }
}

/**
 * Plays the days one by one, with a bar on a terminal counting rounds (a day of a huge world may take minutes, so the
 * bar moves within it); Ctrl-C stops after the day being played.
 */
async function playDays(
  runner: ArenaRunner,
  roundsPerDay: number,
  opts: ArenaOptions,
): Promise<{ run: ArenaRun; played: number }> {
  const bar = await progressBar('rounds |{bar}| {percentage}% day {day} of {days} ETA {eta_formatted}', opts);
  let stopped = false;
  const release = onCtrlC(() => (stopped = true));
  let played = 0;
  try {
    bar?.start(opts.days * roundsPerDay, 0, { day: 1, days: opts.days });
    const onRound = bar && ((r: number) => bar.update(played * roundsPerDay + r, { day: played + 1 }));
    while (played < opts.days && !stopped) {
      runner.playDay(onRound);
      played++;
      // Between days, let Ctrl-C be heard and the bar drawn.
      await new Promise((done) => setImmediate(done));
    }
  } finally {
    bar?.stop();
    release();
  }
  return { run: runner.run(), played };
}
