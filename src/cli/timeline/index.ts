/** The `fray timeline` command: the slots of one round for a list of turn rates. */
import type { Command } from 'commander';
import { previewTurns, startTimeline } from '../../core/timeline/position.js';
import { MAX_TIMELINE_RATE, roundSlots, rosterOfRates } from '../../core/timeline/timeline.js';
import { CliError } from '../CliError.js';
import { printJson, printOut } from '../io.js';
import { listOf, wholeNumber } from '../options.js';
import { MAX_SLOTS, timelineText, timelineJson } from '../../core/timeline/timelineReport.js';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';

/** Adds `fray timeline` to the program. */
export function registerTimeline(program: Command): void {
  program
    .command('timeline')
    .description(COMMAND_SUMMARIES.timeline)
    .requiredOption(
      '--rates <r1,r2,...>',
      'turn rates, positive whole numbers, one combatant each, in roster order (they are named c1, c2, …)',
      listOf(wholeNumber(1, MAX_TIMELINE_RATE)),
    )
    .option('--seconds <n>', 'seconds in a round, for grouping the text output into lines', wholeNumber(1, 3600), 5)
    .option(
      '--turns <n>',
      'also preview the next n turns from the start of the fight, across rounds',
      wholeNumber(1, 100_000),
    )
    .option('--json', 'print {slotsPerRound, slots: [{rate, combatant, k, time, second, index}], turns?}')
    .action((o: { rates: number[]; seconds: number; turns?: number; json?: boolean }) => {
      const total = o.rates.reduce((a, b) => a + b, 0);
      if (total > MAX_SLOTS)
        throw new CliError(`--rates: a round of ${total} slots is more than the ${MAX_SLOTS} this command lists`);
      const roster = rosterOfRates(o.rates);
      const slots = roundSlots(roster);
      const turns = o.turns === undefined ? undefined : previewTurns(startTimeline(roster), o.turns, slots);
      if (o.json) printJson(timelineJson(slots, o.seconds, turns));
      else printOut(timelineText(slots, o.seconds, turns));
    });
}
