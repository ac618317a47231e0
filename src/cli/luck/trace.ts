/** `fray luck trace`: the meter step by step for rolls the user gives. */
import type { Command } from 'commander';
import { wholeChance } from '../../core/luck/chance.js';
import { LUCK_MAX, LUCK_MIN } from '../../core/luck/luckState.js';
import { needsRoll, stepLuck, type LuckBranch } from '../../core/luck/luckStep.js';
import { textTable } from '../../report/textTable.js';
import { printJson, printOut } from '../io.js';
import { finiteNumber, listOf, wholeNumber } from '../options.js';

/** One traced step. */
export interface TraceStep {
  roll: number | null;
  success: boolean;
  luckBefore: number;
  luckAfter: number;
  branch: LuckBranch;
}

/** Runs the meter over the given rolls; each listed roll is one attempt, unused (null) when no draw is needed. */
export function traceLuck(chance: number, luck: number, rolls: readonly number[]): TraceStep[] {
  const x = wholeChance(chance);
  let l = luck;
  return rolls.map((r) => {
    const roll = needsRoll(l, x) ? r : null;
    const s = stepLuck(l, x, r);
    const step = { roll, success: s.success, luckBefore: l, luckAfter: s.luckAfter, branch: s.branch };
    l = s.luckAfter;
    return step;
  });
}

/** The trace as a table, with the threshold X + Luck each roll was compared with. */
export function renderTrace(chance: number, steps: readonly TraceStep[]): string {
  const x = wholeChance(chance);
  const head = `luck trace: ${chance}% chance${x !== chance ? ` (rolled as ${x}%)` : ''}; success when ${x} + luck >= roll`;
  const rows = steps.map((s, i) => [i + 1, s.roll ?? '-', x + s.luckBefore, s.success ? 'hit' : 'miss', s.luckBefore, s.luckAfter, s.branch]);
  return `${head}\n\n${textTable(['step', 'roll', 'needs <=', 'result', 'luck before', 'luck after', 'rule'], rows, ['r', 'r', 'r', 'l', 'r', 'r', 'l'])}`;
}

/** Adds `trace` to the luck group. */
export function registerLuckTrace(luck: Command): void {
  luck
    .command('trace')
    .description('Apply the luck meter to a list of rolls you choose and show each step (a roll of "-" means none was needed: chance + luck <= 0)')
    .requiredOption('--chance <X>', 'chance in percent, 0 to 100 (not a whole number: rounded to the nearest whole percent, halves up)', finiteNumber(0, 100))
    .option('--luck <L>', `starting luck, a whole number from ${LUCK_MIN} to ${LUCK_MAX}`, wholeNumber(LUCK_MIN, LUCK_MAX), 0)
    .requiredOption('--rolls <R1,R2,...>', 'the rolls, whole numbers from 1 to 100, one attempt each', listOf(wholeNumber(1, 100)))
    .option('--json', 'print {chance, rolledAs, luck, steps: [{roll, success, luckBefore, luckAfter, branch}]}')
    .action((o: { chance: number; luck: number; rolls: number[]; json?: boolean }) => {
      const steps = traceLuck(o.chance, o.luck, o.rolls);
      if (o.json) printJson({ chance: o.chance, rolledAs: wholeChance(o.chance), luck: o.luck, steps });
      else printOut(renderTrace(o.chance, steps));
    });
}
