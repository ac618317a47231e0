/** `fray nightsoil duel`: one fight with its log, the odds over many fights, or the exact one-exchange prediction. */
import type { Command } from 'commander';
import { createRng } from '../../core/rng.js';
import { duel, duelOddsRuns, MAX_DISTANCE, MAX_ROUNDS } from '../../nightsoil/duel.js';
import { fighterOf, type MobState } from '../../nightsoil/mob.js';
import { DEFAULT_PARAMS, type NightSoilParams } from '../../nightsoil/params.js';
import { predictExchange, MAX_BRANCHES } from '../../nightsoil/predict.js';
import { turnOrder } from '../../nightsoil/turnOrder.js';
import { CliError, unwrap } from '../CliError.js';
import { printJson, printOut } from '../io.js';
import { parseSeed, seedOrDraw, wholeNumber } from '../options.js';
import { loadMob } from '../../adapters/nightsoil/loadNightSoil.js';
import { PARAMS_HELP, paramsOption } from './paramsOption.js';
import { DUEL_BUDGET, duelWork } from '../../nightsoil/duelWork.js';
import { addBudgetOption, checkBudget, type BudgetOptions } from '../budgetOption.js';
import { fightSliced, reportPartial } from '../fightSliced.js';
import {
  duelJson,
  duelText,
  duelOddsJson,
  duelOddsText,
  predictJson,
  predictText,
} from '../../nightsoil/report/duelReport.js';

interface DuelCliOptions extends BudgetOptions {
  seed?: number;
  runs?: number;
  predict?: boolean;
  maxRounds: number;
  distance: number;
  params?: NightSoilParams;
  json?: boolean;
}

/** Adds `duel` to the `nightsoil` group. */
export function registerDuel(group: Command): void {
  const cmd = group
    .command('duel')
    .description(
      'Fight mob A against mob B (JSON files). Without --runs: one fight with a turn-by-turn log. With --runs N: the odds of each outcome over N fights. With --predict: the exact life distribution after one exchange (one round), no dice. The two start --distance cells apart: a bow reaches across, a melee mob must close in first.',
    )
    .argument('<a.json>', 'mob A (the attacker)')
    .argument('<b.json>', 'mob B (the defender)')
    .option('--seed <n>', 'seed for the dice (0 to 4294967295); the same seed gives the same output', parseSeed)
    .option('--runs <n>', 'fight N times and report the odds instead of one log', wholeNumber(1, 10_000_000))
    .option('--predict', "exact distribution of both sides' life after one exchange (every hit/miss branch)")
    .option(
      '--distance <n>',
      'cells between the two at the start (1: adjacent); both step on their move clocks',
      wholeNumber(1, MAX_DISTANCE),
      1,
    )
    .option('--max-rounds <n>', 'end a fight as undecided after N rounds', wholeNumber(1, 1_000_000), MAX_ROUNDS)
    .option('--params <list>', PARAMS_HELP, paramsOption)
    .option('--json', 'print one JSON document instead of text')
    .addHelpText(
      'after',
      '\nWith --runs, a bar on a terminal shows the duels fought; Ctrl-C stops after the duel being fought and reports the duels fought, marked PARTIAL (exit code 130).\n' +
        '\nExamples:\n  fray nightsoil duel examples/nightsoil/orc.json examples/nightsoil/elf.json --seed 7\n  fray nightsoil duel examples/nightsoil/orc.json examples/nightsoil/elf.json --runs 10000 --seed 7\n  fray nightsoil duel examples/nightsoil/orc.json examples/nightsoil/elf.json --predict\n  fray nightsoil duel examples/nightsoil/orc.json examples/nightsoil/elf.json --distance 4 --seed 7   # the elf shoots first',
    );
  addBudgetOption(cmd, 'turns', DUEL_BUDGET).action((a: string, b: string, opts: DuelCliOptions) =>
    runDuel(a, b, opts),
  );
}

async function runDuel(aPath: string, bPath: string, opts: DuelCliOptions): Promise<void> {
  if (opts.predict && (opts.runs !== undefined || opts.seed !== undefined))
    throw new CliError('--predict is exact and rolls no dice: it takes neither --runs nor --seed');
  const start: [MobState, MobState] = [fighterOf(unwrap(loadMob(aPath))), fighterOf(unwrap(loadMob(bPath)))];
  const params = opts.params ?? DEFAULT_PARAMS;
  if (opts.predict) {
    const pr = predictExchange(start[0], start[1], params, turnOrder, opts.distance);
    if (!pr)
      throw new CliError(
        `--predict: more than ${MAX_BRANCHES} branches in one exchange (swing rates ${start[0].swingRate} and ${start[1].swingRate} are too high); use --runs instead`,
      );
    if (opts.json) printJson(predictJson(params, start, pr, opts.distance));
    else printOut(predictText(start, pr, opts.distance));
    return;
  }
  checkBudget(duelWork(start[0], start[1], opts.runs ?? 1, opts.maxRounds), opts, DUEL_BUDGET);
  const seed = seedOrDraw(opts.seed);
  const rng = createRng(seed);
  if (opts.runs !== undefined) {
    await duelOddsCli(start, params, seed, { ...opts, runs: opts.runs });
    return;
  }
  const o = duel(start[0], start[1], params, rng, {
    maxRounds: opts.maxRounds,
    log: true,
    schedule: turnOrder,
    distance: opts.distance,
  });
  if (opts.json) printJson(duelJson(seed, params, start, o, opts.distance));
  else printOut(duelText(seed, start, o, opts.distance));
}

/** The odds over `opts.runs` duels, with a bar on a terminal; Ctrl-C prints the duels fought, marked partial. */
async function duelOddsCli(
  start: [MobState, MobState],
  params: NightSoilParams,
  seed: number,
  opts: DuelCliOptions & { runs: number },
): Promise<void> {
  const { runs, maxRounds, distance } = opts;
  const sliced = duelOddsRuns(start[0], start[1], params, createRng(seed), {
    runs,
    maxRounds,
    schedule: turnOrder,
    distance,
  });
  const { result: odds, stopped } = await fightSliced(sliced, 'duels', opts);
  if (opts.json)
    printJson({
      ...(duelOddsJson(seed, params, start, odds, distance) as object),
      ...(stopped ? { partial: true, requestedRuns: runs } : {}),
    });
  else
    printOut(
      `${stopped ? `PARTIAL: ${odds.runs} of ${runs} duels\n` : ''}${duelOddsText(seed, start, odds, distance)}`,
    );
  if (stopped) reportPartial(odds.runs, runs, 'duels');
}
