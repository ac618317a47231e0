/** The luck meter applied step by step to rolls the caller chooses, and that trace as a table. */
import { wholeChance } from './chance.js';
import { needsRoll, stepLuck, type LuckBranch } from './luckStep.js';
import { textTable } from '../../report/textTable.js';

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
export function luckTraceText(chance: number, steps: readonly TraceStep[]): string {
  const x = wholeChance(chance);
  const head = `luck trace: ${chance}% chance${x !== chance ? ` (rolled as ${x}%)` : ''}; success when ${x} + luck >= roll`;
  return `${head}\n\n${textTable([...LUCK_TRACE_HEAD], luckTraceRows(chance, steps), ['r', 'r', 'r', 'l', 'r', 'r', 'l'])}`;
}

/** The columns of a trace's table. */
export const LUCK_TRACE_HEAD = ['step', 'roll', 'needs <=', 'result', 'luck before', 'luck after', 'rule'] as const;

/** A trace's table rows (see LUCK_TRACE_HEAD): the terminal's table and the studio's show the same cells. */
export function luckTraceRows(chance: number, steps: readonly TraceStep[]): (string | number)[][] {
  const x = wholeChance(chance);
  return steps.map((s, i) => [
    i + 1,
    s.roll ?? '-',
    x + s.luckBefore,
    s.success ? 'hit' : 'miss',
    s.luckBefore,
    s.luckAfter,
    s.branch,
  ]);
}
