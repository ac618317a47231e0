/** `fray mfd fight`: one battle from two CSV files, with its log and the final state of both sides. */
import { join } from 'node:path';
import type { Command } from 'commander';
import { formatProblem } from '../../core/result.js';
import { createRng } from '../../core/rng.js';
import type { OutputFile } from '../../adapters/files.js';
import { formatTeam } from '../../mfd/teamCsv/formatTeam.js';
import { loadTeams } from '../../adapters/mfd/loadTeams.js';
import { readTextPieces } from '../../adapters/readTextPieces.js';
import { tierUpLater } from '../../adapters/tierUpLater.js';
import { battleJson } from '../../mfd/battleJson.js';
import { battleLogBytes, endLine } from '../../mfd/battleLog.js';
import { EventRecorder } from '../../mfd/eventRecorder.js';
import { LogBytes } from '../../mfd/LogBytes.js';
import { formatMfdReplay, mfdReplayOf } from '../../mfd/replay.js';
import { initialState } from '../../mfd/model.js';
import { roundsTold, type BattleResult } from '../../mfd/runBattle.js';
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
    .description(
      'Fight one battle between two teams read from CSV files. The log goes to the terminal and to BattleLog.txt; the survivors go to Heroes-final.csv and Villains-final.csv, ready to be read back in.',
    )
    .option('--heroes <path>', "the heroes' CSV file", './Heroes.csv')
    .option('--villains <path>', "the villains' CSV file", './Villains.csv')
    .option(
      '-m, --max-rounds <n>',
      'stop after N rounds even if both sides still stand (0: just report the starting sides)',
      wholeNumber(0),
    )
    .option('--seed <n>', 'seed for the dice (0 to 4294967295); the same seed gives the same battle', parseSeed)
    .option('--out-dir <dir>', 'where to write BattleLog.txt, Heroes-final.csv and Villains-final.csv', '.')
    .option('--json', 'print one JSON document (seed, winner, rounds, both sides at start and end) instead of the log')
    .option('-q, --quiet', 'do not print the log; print only a one-line summary (the files are still written)')
    .option(
      '--replay <file.json>',
      'also write the whole battle, round by round, to this file (watch it with `fray view FILE`)',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  fray mfd fight --heroes examples/mfd/Heroes.csv --villains examples/mfd/Villains.csv --seed 7 --out-dir out\n' +
        '  fray mfd fight --heroes examples/mfd/Heroes.csv --villains examples/mfd/Villains.csv --seed 7 --out-dir out --replay battle.json\n' +
        '  fray view battle.json',
    )
    .action((opts: FightOptions) => fight(opts));
}

function fight(opts: FightOptions): void {
  tierUpLater();
  // Everything is read before anything is written, so reading *-final.csv back is safe. The battle is fought as its
  // log is written (to a temporary file, renamed into place with the others only when all are written), so a battle
  // of any length holds one round at a time; the final CSVs and the replay are made after it, from its outcome.
  const { teams, warnings } = unwrap(loadTeams(opts.heroes, opts.villains));
  for (const w of warnings) printErr(`fray: warning: ${formatProblem(w)}`);
  const seed = seedOrDraw(opts.seed);
  const start = initialState(teams);
  // The log is rendered straight from the battle's events as they happen (LogBytes is told of them); a replay
  // records them as well.
  const log = new LogBytes(teams);
  const recorder = opts.replay === undefined ? undefined : new EventRecorder(log);
  const rounds = roundsTold(teams, createRng(seed), { maxRounds: opts.maxRounds }, recorder ?? log);
  let fought: BattleResult | undefined;
  function* logText(): Generator<Uint8Array, void, void> {
    // Chunks reused: writeOutputs writes each chunk before it asks for the next.
    fought = yield* battleLogBytes(log, seed, start, rounds, { reuse: true });
  }
  const outcome = (): BattleResult => {
    if (fought === undefined) throw new Error('the battle log is written before the files made from its outcome');
    return fought;
  };
  const files = {
    log: join(opts.outDir, 'BattleLog.txt'),
    heroes: join(opts.outDir, 'Heroes-final.csv'),
    villains: join(opts.outDir, 'Villains-final.csv'),
  };
  const outputs: OutputFile[] = [
    { path: files.log, content: logText() },
    { path: files.heroes, content: later(() => formatTeam(teams[0], outcome().final.hp[0], outcome().final.round)) },
    { path: files.villains, content: later(() => formatTeam(teams[1], outcome().final.hp[1], outcome().final.round)) },
  ];
  // The replay is a path of its own (not in --out-dir), like `summoner match --replay`; written with the rest or not at all.
  if (opts.replay !== undefined)
    outputs.push({
      path: opts.replay,
      content: later(() =>
        formatMfdReplay(mfdReplayOf(teams, seed, { ...outcome(), events: recorder?.events ?? [] }, opts.maxRounds)),
      ),
    });
  writeOutputs(outputs, { quiet: opts.quiet === true });
  const result = outcome();
  const wrote = opts.replay === undefined ? '' : ` and ${opts.replay}`;
  if (result.capped)
    printErr(
      `fray: warning: no --max-rounds was given and both sides still stood after ${SAFETY_ROUND_CAP} rounds; stopped there`,
    );
  if (opts.json) printJson(battleJson(teams, seed, start, result));
  else if (opts.quiet)
    printErr(`seed ${seed}: ${endLine(result)} Wrote ${files.log}, ${files.heroes}, ${files.villains}${wrote}.`);
  else {
    // The log is printed from the file just written, a piece at a time, rather than held whole.
    for (const piece of readTextPieces(files.log)) printOut(piece);
    printErr(
      opts.replay === undefined
        ? `Wrote ${files.log}, ${files.heroes} and ${files.villains}.`
        : `Wrote ${files.log}, ${files.heroes}, ${files.villains} and ${opts.replay}.`,
    );
  }
}

/** A file's content made only when it is written (after the files before it). */
function* later(make: () => string): Generator<string, void, void> {
  yield make();
}
