/** `--budget N` and `--no-budget`: the work a command may do before it refuses to start (src/core/workBudget.ts). */
import type { Command } from 'commander';
import { withinBudget, countText, type WorkEstimate } from '../core/workBudget.js';
import { CliError } from './CliError.js';
import { wholeNumber } from './options.js';

/** What commander gives for the two options: a number, false for --no-budget, undefined for neither. */
export interface BudgetOptions {
  budget?: number | false;
}

/** Adds `--budget <n>` (in `unit`, default `fallback`) and `--no-budget` to `cmd`. */
export function addBudgetOption<C extends Command>(cmd: C, unit: string, fallback: number): C {
  cmd
    .option(
      '--budget <n>',
      `the most ${unit} this run may take, estimated before it starts (default ${countText(fallback)}); a run over it is refused, saying its estimate`,
      wholeNumber(1),
    )
    .option('--no-budget', 'no work budget: run whatever the files ask for (progress shows; Ctrl-C stops it)');
  return cmd;
}

/** Refuses (a CliError, exit 2) a run whose `estimate` is over the budget the options give (`fallback` by default). */
export function checkBudget(estimate: WorkEstimate, opts: BudgetOptions, fallback: number): void {
  const budget = opts.budget === false ? undefined : (opts.budget ?? fallback);
  const r = withinBudget(estimate, budget);
  if (!r.ok) throw new CliError(r.problem.message);
}
