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

/** Replays of long matches between many demons are large: read up to 1 GiB. */
const MAX_REPLAY_BYTES = 1024 * 1024 * 1024;

interface ReplayOptions {
  verify?: boolean;
  json?: boolean;
  watch?: boolean;
  delay?: number;
}

/** Adds `replay` to the `summoner` group. */
export function registerReplay(group: Command): void {
  group
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
    .addHelpText(
      'after',
      '\nExample:\n  fray summoner match examples/summoners/rusher.ts examples/summoners/cloner.ts --seed 3 --replay m.json\n  fray summoner replay m.json --verify',
    )
    .action((file: string, opts: ReplayOptions) => replay(file, opts));
}

/** The value of a result about `file`, or a CliError naming the file. */
function unwrapAt<T>(file: string, r: Result<T>): T {
  if (!r.ok) throw new CliError(`${file}: ${r.problem.message}`);
  return r.value;
}

async function replay(file: string, opts: ReplayOptions): Promise<void> {
  const r = unwrap(parseReplay(unwrap(readJson(file, MAX_REPLAY_BYTES)), file));
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
    printOut(`seed ${r.seed}\n${matchLog(r)}`);
  }
}
