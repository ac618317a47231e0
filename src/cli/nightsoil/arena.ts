/** `fray nightsoil arena`: a population of builds fights, eats and grows; survival, growth and risk-free loops. */
import { basename } from 'node:path';
import type { Command } from 'commander';
import { writeOutputs } from '../writeOutputs.js';
import { createRng } from '../../core/rng.js';
import { runArena } from '../../nightsoil/arena/arena.js';
import { arenaAnalysis } from '../../nightsoil/arena/arenaAnalysis.js';
import { turnOrder } from '../../nightsoil/turnOrder.js';
import { CliError, unwrap } from '../CliError.js';
import { printErr, printJson, printOut } from '../io.js';
import { parseSeed, seedOrDraw, wholeNumber } from '../options.js';
import { loadWorld } from '../../adapters/nightsoil/loadNightSoil.js';
import { arenaHtml, arenaJson, arenaText } from '../../nightsoil/report/arenaReport.js';
import { quote } from '../../core/quote.js';

interface ArenaOptions {
  days: number;
  seed?: number;
  json?: boolean;
  report?: string;
}

/** Adds `arena` to the `nightsoil` group. */
export function registerArena(group: Command): void {
  group
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
      '\nExample:\n  fray nightsoil arena examples/nightsoil/world.json --days 40 --seed 7 --report arena.html',
    )
    .action((world: string, opts: ArenaOptions) => arena(world, opts));
}

function arena(worldPath: string, opts: ArenaOptions): void {
  const world = unwrap(loadWorld(worldPath));
  if (opts.report !== undefined && !opts.report.toLowerCase().endsWith('.html'))
    throw new CliError(`--report: expected a file name ending in .html, got ${quote(opts.report)}`);
  const seed = seedOrDraw(opts.seed);
  const analysis = arenaAnalysis(runArena(world, opts.days, createRng(seed), turnOrder));
  if (opts.report !== undefined)
    writeOutputs([{ path: opts.report, content: arenaHtml(seed, basename(worldPath), analysis) }]);
  if (opts.json) printJson(arenaJson(seed, analysis));
  else printOut(arenaText(seed, analysis));
  if (opts.report !== undefined && !opts.json) printErr(`Wrote ${opts.report}.`);
}
