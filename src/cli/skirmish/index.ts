/** The `fray skirmish` command: two sides fight slot by slot on the turn-rate timeline. */
import type { Command } from 'commander';
import { loadSkirmish } from '../../adapters/skirmish/loadSkirmish.js';
import { createRng } from '../../core/rng.js';
import type { Skirmish } from '../../skirmish/model.js';
import { skirmishOddsRuns } from '../../skirmish/odds.js';
import { fightSkirmish } from '../../skirmish/rules.js';
import { unwrap } from '../CliError.js';
import { printJson, printOut } from '../io.js';
import { parseSeed, seedOrDraw, wholeNumber } from '../options.js';
import {
  skirmishFightJson,
  skirmishOddsJson,
  skirmishFightText,
  skirmishOddsText,
} from '../../skirmish/report/skirmishReport.js';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';
import { SKIRMISH_BUDGET, skirmishWork } from '../../skirmish/skirmishWork.js';
import { addBudgetOption, checkBudget, type BudgetOptions } from '../budgetOption.js';
import { fightSliced, reportPartial } from '../fightSliced.js';

/** Adds `fray skirmish` to the program. */
export function registerSkirmish(program: Command): void {
  const cmd = program
    .command('skirmish')
    .description(COMMAND_SUMMARIES.skirmish)
    .argument(
      '<FILE>',
      'JSON file: {"sides": [{"team", "player"?, "luck"?, "combatants": [{"name", "rate", "hp", "damage", "defence", "hit"}]}, {…}], "maxRounds"?}',
    )
    .option('--seed <S>', 'random seed (whole number); the same seed gives the same output', parseSeed)
    .option('--runs <N>', "fight N times and report the odds instead of one fight's log", wholeNumber(1, 1_000_000), 1)
    .option('--json', 'print one JSON document')
    .addHelpText(
      'after',
      '\nWith --runs, a bar on a terminal shows the fights fought; Ctrl-C stops after the fight being fought and reports the fights fought, marked PARTIAL (exit code 130).',
    );
  addBudgetOption(cmd, 'turns', SKIRMISH_BUDGET).action(
    async (file: string, o: { seed?: number; runs: number; json?: boolean } & BudgetOptions) => {
      const sk = unwrap(loadSkirmish(file));
      checkBudget(skirmishWork(sk, o.runs), o, SKIRMISH_BUDGET);
      const seed = seedOrDraw(o.seed);
      const rng = createRng(seed);
      if (o.runs === 1) {
        // Run i of --runs N draws from fork(i); a single fight is run 0, so it matches the first of many.
        const fight = fightSkirmish(sk, rng.fork(0));
        if (o.json) printJson(skirmishFightJson(sk, fight, seed));
        else printOut(skirmishFightText(sk, fight, seed));
      } else {
        await skirmishOddsCli(sk, o.runs, seed, o.json === true);
      }
    },
  );
}

/** The odds over `runs` fights, with a bar on a terminal; Ctrl-C prints the fights fought, marked partial. */
async function skirmishOddsCli(sk: Skirmish, runs: number, seed: number, json: boolean): Promise<void> {
  const { result: odds, stopped } = await fightSliced(skirmishOddsRuns(sk, runs, createRng(seed)), 'fights', { json });
  if (json)
    printJson({
      ...(skirmishOddsJson(odds, seed) as object),
      ...(stopped ? { partial: true, requestedRuns: runs } : {}),
    });
  else printOut(`${stopped ? `PARTIAL: ${odds.runs} of ${runs} fights\n` : ''}${skirmishOddsText(odds, seed)}`);
  if (stopped) reportPartial(odds.runs, runs, 'fights');
}
