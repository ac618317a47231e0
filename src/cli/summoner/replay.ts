/** `fray summoner replay`: tell a replay in words, draw it, or verify it by re-running every turn. */
import type { Command } from 'commander';
import { readJson } from '../../adapters/files.js';
import type { Result } from '../../core/result.js';
import { matchLog } from '../../summoner/matchLog.js';
import { summarizeMatch } from '../../summoner/matchSummary.js';
import { parseReplay } from '../../summoner/replay.js';
import type { MatchState } from '../../summoner/model.js';
import { rerun } from '../../summoner/rerun.js';
import type { MatchStep } from '../../summoner/runMatch.js';
import { verifyReplay } from '../../summoner/verifyReplay.js';
import { CliError, unwrap } from '../CliError.js';
import { printJson, printOut } from '../io.js';
import { wholeNumber } from '../options.js';
import { matchJson } from '../../summoner/report/matchText.js';
import { watcher } from './watch.js';
import { addLimitOptions, limitsFrom, type LimitOptions } from './limitOptions.js';
import { parsePhase, parseSeat, replayTurn, type TurnOptions } from './replayTurn.js';
import { addAsOption, logAs } from './asOption.js';
import type { Seat } from '../../summoner/model.js';

/** Replays of long matches between many demons are large: read up to 1 GiB. */
const MAX_REPLAY_BYTES = 1024 * 1024 * 1024;

interface ReplayOptions extends TurnOptions, LimitOptions {
  as?: Seat;
  verify?: boolean;
  json?: boolean;
  watch?: boolean;
  delay?: number;
}

/** Adds `replay` to the `summoner` group. */
export function registerReplay(group: Command): void {
  const cmd = group
    .command('replay')
    .description(
      'Read a replay written by `fray summoner match --replay`: print the match turn by turn, draw it with --watch, ' +
        'or check it with --verify (re-runs every input through the engine and compares every event and turn hash).',
    )
    .argument('<file>', 'the replay (JSON)')
    .option('--verify', 'check the replay; prints the first turn that differs (exit code 2) or that every turn matches')
    .option('--json', 'print {seed, turns, winner, players, verified} instead of the log')
    .option('--watch', 'draw the board after every battle phase')
    .option(
      '--delay <ms>',
      'pause between boards under --watch (default: 150 on a terminal, else 0)',
      wholeNumber(0, 60_000),
    )
    .option(
      '--turn <n>',
      'debug a past turn: rebuild the view a seat saw at turn N (with --seat) and show what it answered; with --bot, ' +
        'what that bot answers now, and what the rules make of each',
      wholeNumber(1, Number.MAX_SAFE_INTEGER),
    )
    .option('--seat <seat>', 'with --turn: first or second (or 0 or 1)', parseSeat)
    .option('--phase <phase>', 'with --turn: enhance or battle (default battle)', parsePhase)
    .option(
      '--bot <file>',
      'with --turn: the bot to ask (after its setup, with the same info as in the match), loaded as a match loads it',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  fray summoner match examples/summoners/rusher.ts examples/summoners/cloner.ts --seed 3 --replay m.json\n  fray summoner replay m.json --verify\n' +
        '  fray summoner replay m.json --turn 4 --seat second --bot examples/summoners/cloner.ts\n' +
        '\n--turn re-runs the replay (which must verify) up to that call. A bot that keeps memory between calls is ' +
        'given only its setup and then that call, so it may answer differently than it did in the match.',
    );
  addAsOption(addLimitOptions(cmd)).action((file: string, opts: ReplayOptions) => replay(file, opts));
}

/** The value of a result about `file`, or a CliError naming the file. */
function unwrapAt<T>(file: string, r: Result<T>): T {
  if (!r.ok) throw new CliError(`${file}: ${r.problem.message}`);
  return r.value;
}

async function replay(file: string, opts: ReplayOptions): Promise<void> {
  const raw = unwrap(readJson(file, MAX_REPLAY_BYTES));
  const r = unwrap(parseReplay(raw, file));
  if (opts.turn !== undefined) {
    const run = { trusted: opts.trusted === true, limits: limitsFrom(opts) };
    return replayTurn(file, r, raw, opts, run);
  }
  if (opts.seat !== undefined || opts.phase !== undefined || opts.bot !== undefined)
    throw new CliError('--seat, --phase and --bot go with --turn N (the turn to rebuild)');
  const names = [r.players[0].name, r.players[1].name] as const;
  const verdict = opts.verify ? verifyReplay(r) : undefined;
  if (verdict !== undefined && !verdict.ok) throw new CliError(`${file}: turn ${verdict.turn}: ${verdict.message}`);
  if (opts.watch) {
    // Frames are drawn after the re-run, each with its pause, so a slow terminal never holds the engine.
    const frames: [MatchStep, MatchState][] = [];
    unwrapAt(
      file,
      rerun(r, (step, state) => frames.push([step, state])),
    );
    const draw = watcher(names, { json: opts.json === true, delay: opts.delay });
    for (const [step, state] of frames) await draw(step, state);
  }
  if (opts.json) {
    const final = unwrapAt(file, rerun(r));
    const summary = summarizeMatch({ seed: r.seed, rules: r.rules, steps: r.steps, hashes: r.hashes, final });
    printJson({ ...matchJson(summary, names), verified: verdict?.ok ?? null });
  } else if (verdict?.ok) {
    printOut(
      `${file}: verified: ${verdict.steps} steps over ${verdict.turns} turns; every event and every turn's state hash matches (seed ${r.seed})`,
    );
  } else if (!opts.watch) {
    const { src, note } = logAs(r, opts.as);
    printOut(`seed ${r.seed}\n${note}${matchLog(src)}`);
  }
}
