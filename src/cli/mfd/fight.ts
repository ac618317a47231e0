/** `fray mfd fight`: one battle from two CSV files, with its log and the final state of both sides. */
import { join } from 'node:path';
import type { Command } from 'commander';
import { formatProblem } from '../../core/result.js';
import { createRng } from '../../core/rng.js';
import type { OutputFile } from '../../adapters/files.js';
import { formatTeam } from '../../adapters/mfd/formatTeam.js';
import { loadTeams } from '../../adapters/mfd/loadTeams.js';
import { battleJson } from '../../mfd/battleJson.js';
import { battleLog, endLine } from '../../mfd/battleLog.js';
import { formatMfdReplay, mfdReplayOf } from '../../mfd/replay.js';
import { initialState } from '../../mfd/model.js';
import { runBattle } from '../../mfd/runBattle.js';
import { SAFETY_ROUND_CAP } from '../../mfd/constants.js';
import { unwrap } from '../CliError.js';
import { printErr, printJson, printOut } from '../io.js';
import { writeOutputs } from '../writeOutputs.js';
import { parseSeed, seedOrDraw, wholeNumber } from '../options.js';

interface FightOptions {
  heroes: string;
  villains: string;
  maxRounds?: number;
  seed?: number;
  outDir: string;
  json?: boolean;
  quiet?: boolean;
  replay?: string;
}

/** Adds `fight` to the `mfd` group. */
export function registerFight(mfd: Command): void {
  mfd
    .command('fight')
    .description('Fight one battle between two teams read from CSV files. The log goes to the terminal and to BattleLog.txt; the survivors go to Heroes-final.csv and Villains-final.csv, ready to be read back in.')
    .option('--heroes <path>', 'the heroes\' CSV file', './Heroes.csv')
    .option('--villains <path>', 'the villains\' CSV file', './Villains.csv')
    .option('-m, --max-rounds <n>', 'stop after N rounds even if both sides still stand (0: just report the starting sides)', wholeNumber(0))
    .option('--seed <n>', 'seed for the dice (0 to 4294967295); the same seed gives the same battle', parseSeed)
    .option('--out-dir <dir>', 'where to write BattleLog.txt, Heroes-final.csv and Villains-final.csv', '.')
    .option('--json', 'print one JSON document (seed, winner, rounds, both sides at start and end) instead of the log')
    .option('-q, --quiet', 'do not print the log; print only a one-line summary (the files are still written)')
    .option('--replay <file.json>', 'also write the whole battle, round by round, to this file (watch it with `fray view FILE`)')
    .addHelpText('after', '\nExamples:\n  fray mfd fight --heroes examples/mfd/Heroes.csv --villains examples/mfd/Villains.csv --seed 7 --out-dir out\n' +
      '  fray mfd fight --heroes examples/mfd/Heroes.csv --villains examples/mfd/Villains.csv --seed 7 --out-dir out --replay battle.json\n' +
      '  fray view battle.json')
    .action((opts: FightOptions) => fight(opts));
}

function fight(opts: FightOptions): void {
  // Everything is read and the battle fought before anything is written, so reading *-final.csv back is safe.
  const { teams, warnings } = unwrap(loadTeams(opts.heroes, opts.villains));
  for (const w of warnings) printErr(`fray: warning: ${formatProblem(w)}`);
  const seed = seedOrDraw(opts.seed);
  const start = initialState(teams);
  const result = runBattle(teams, createRng(seed), { maxRounds: opts.maxRounds });
  const log = battleLog(teams, seed, start, result);
  const files = {
    log: join(opts.outDir, 'BattleLog.txt'),
    heroes: join(opts.outDir, 'Heroes-final.csv'),
    villains: join(opts.outDir, 'Villains-final.csv'),
  };
  const outputs: OutputFile[] = [
    { path: files.log, content: log },
    { path: files.heroes, content: formatTeam(teams[0], result.final.hp[0], result.final.round) },
    { path: files.villains, content: formatTeam(teams[1], result.final.hp[1], result.final.round) },
  ];
  // The replay is a path of its own (not in --out-dir), like `summoner match --replay`; written with the rest or not at all.
  if (opts.replay !== undefined) outputs.push({ path: opts.replay, content: formatMfdReplay(mfdReplayOf(teams, seed, result, opts.maxRounds)) });
  writeOutputs(outputs, { quiet: opts.quiet === true });
  const wrote = opts.replay === undefined ? '' : ` and ${opts.replay}`;
  if (result.capped) printErr(`fray: warning: no --max-rounds was given and both sides still stood after ${SAFETY_ROUND_CAP} rounds; stopped there`);
  if (opts.json) printJson(battleJson(teams, seed, start, result));
  else if (opts.quiet) printErr(`seed ${seed}: ${endLine(result)} Wrote ${files.log}, ${files.heroes}, ${files.villains}${wrote}.`);
  else {
    printOut(log);
    printErr(opts.replay === undefined ? `Wrote ${files.log}, ${files.heroes} and ${files.villains}.` : `Wrote ${files.log}, ${files.heroes}, ${files.villains} and ${opts.replay}.`);
  }
}
