/**
 * Work budgets (issue 39): a file from a stranger sets how much work a command does (a world's days, rounds and mobs,
 * a team's fighters, a skirmish's rounds), so before it starts, a command estimates the work its inputs imply and
 * refuses, saying so, when the estimate is over its budget. The estimate counts the command's unit of work (a mob's
 * turn, a fighter's round, a bot's call) in the worst case the inputs allow, or as measured by a short pilot.
 */
import { fail, ok, type Result } from './result.js';

/** The work a run implies: how many units, of what, and the product it comes from, in words. */
export interface WorkEstimate {
  units: number;
  /** The unit, plural ("mob turns", "fighter rounds"). */
  unit: string;
  /** How the number is made, as a product in words ("30 days × 10,000 rounds a day × 160 turns a round"). */
  how: string;
}

/** A count for a person: whole numbers with separators up to a million, then "1.5 million", "3.2 billion", "4e15". */
export function countText(n: number): string {
  if (!Number.isFinite(n)) return 'more than can be counted';
  if (n < 1e6) return Math.round(n).toLocaleString('en-US');
  for (const [size, name] of [
    [1e12, 'trillion'],
    [1e9, 'billion'],
    [1e6, 'million'],
  ] as const)
    if (n >= size && n < size * 1000) return `${Number((n / size).toPrecision(3))} ${name}`;
  return n.toExponential(1).replace('e+', 'e');
}

/**
 * The run may go ahead when `estimate` is within `budget` units (undefined: no budget); otherwise a problem that
 * names the estimate, how it was made, the budget, and the flags that lift it.
 */
export function withinBudget(estimate: WorkEstimate, budget: number | undefined): Result<void> {
  if (budget === undefined || estimate.units <= budget) return ok(undefined);
  const needed = Number.isFinite(estimate.units) && estimate.units <= Number.MAX_SAFE_INTEGER;
  return fail(
    `this run would take up to ${countText(estimate.units)} ${estimate.unit} (${estimate.how}), over the work budget of ` +
      `${countText(budget)}; ${needed ? `lift it with --budget ${Math.ceil(estimate.units)} or` : 'lift it with'} --no-budget if you mean it`,
  );
}
