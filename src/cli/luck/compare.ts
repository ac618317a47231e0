/** `fray luck compare`: plain rolls, the luck meter and Dota's PRD over the same schedule of chances. */
import type { Command } from 'commander';
import { writeOutputs } from '../writeOutputs.js';
import { compareLuck, MAX_COMPARE_ROLLS } from '../../core/luck/compareLuck.js';
import { createRng } from '../../core/rng.js';
import { printJson, printOut } from '../io.js';
import { finiteNumber, listOf, parseSeed, seedOrDraw, wholeNumber } from '../options.js';
import { luckCompareChart, luckCompareJson, luckCompareText } from '../../core/luck/report/luckCompareReport.js';

/** Adds `compare` to the luck group. */
export function registerLuckCompare(luck: Command): void {
  luck
    .command('compare')
    .description(
      "Roll the same chances many times plainly, through the luck meter, and with Dota's pseudo-random distribution; compare hit rates and streaks",
    )
    .requiredOption(
      '--chance <X[,Y,...]>',
      'chance(s) in percent, 0 to 100; several are taken in turn (roll i uses chance i mod count)',
      listOf(finiteNumber(0, 100)),
    )
    .requiredOption('--rolls <N>', 'rolls per method', wholeNumber(1, MAX_COMPARE_ROLLS))
    .option('--seed <S>', 'random seed (whole number); the same seed gives the same output', parseSeed)
    .option('--chart <FILE.svg>', 'also write the chart (hit rates, miss-run and hit-run lengths) as an SVG file')
    .option('--json', 'print one JSON document instead of tables')
    .action((o: { chance: number[]; rolls: number; seed?: number; chart?: string; json?: boolean }) => {
      const seed = seedOrDraw(o.seed);
      const c = compareLuck(o.chance, o.rolls, createRng(seed));
      if (o.chart !== undefined) writeOutputs([{ path: o.chart, content: luckCompareChart(c, seed) }]);
      if (o.json) printJson(luckCompareJson(c, seed));
      else printOut(luckCompareText(c, seed) + (o.chart !== undefined ? `chart written to ${o.chart}\n` : ''));
    });
}
