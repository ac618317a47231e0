/** `fray luck trace`: the meter step by step for rolls the user gives. */
import type { Command } from 'commander';
import { wholeChance } from '../../core/luck/chance.js';
import { LUCK_MAX, LUCK_MIN } from '../../core/luck/luckState.js';
import { luckTraceText, traceLuck } from '../../core/luck/traceLuck.js';
import { printJson, printOut } from '../io.js';
import { finiteNumber, listOf, wholeNumber } from '../options.js';

/** Adds `trace` to the luck group. */
export function registerLuckTrace(luck: Command): void {
  luck
    .command('trace')
    .description(
      'Apply the luck meter to a list of rolls you choose and show each step (a roll of "-" means none was needed: chance + luck <= 0)',
    )
    .requiredOption(
      '--chance <X>',
      'chance in percent, 0 to 100 (not a whole number: rounded to the nearest whole percent, halves up)',
      finiteNumber(0, 100),
    )
    .option(
      '--luck <L>',
      `starting luck, a whole number from ${LUCK_MIN} to ${LUCK_MAX}`,
      wholeNumber(LUCK_MIN, LUCK_MAX),
      0,
    )
    .requiredOption(
      '--rolls <R1,R2,...>',
      'the rolls, whole numbers from 1 to 100, one attempt each',
      listOf(wholeNumber(1, 100)),
    )
    .option('--json', 'print {chance, rolledAs, luck, steps: [{roll, success, luckBefore, luckAfter, branch}]}')
    .action((o: { chance: number; luck: number; rolls: number[]; json?: boolean }) => {
      const steps = traceLuck(o.chance, o.luck, o.rolls);
      if (o.json) printJson({ chance: o.chance, rolledAs: wholeChance(o.chance), luck: o.luck, steps });
      else printOut(luckTraceText(o.chance, steps));
    });
}
