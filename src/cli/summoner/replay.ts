/** `fray summoner replay`: tell a replay in words, draw it, or verify it by re-running every turn. */
import type { Command } from 'commander';
import { parseJson, readText } from '../../adapters/files.js';
import { fail, ok, type Result } from '../../core/result.js';
import { matchLog } from '../../summoner/matchLog.js';
import { summarizeMatch } from '../../summoner/matchSummary.js';
import { parseReplay, type Replay } from '../../summoner/replay.js';
import type { MatchState } from '../../summoner/model.js';
import { rerun } from '../../summoner/rerun.js';
import type { MatchStep } from '../../summoner/runMatch.js';
import { verifyReplay } from '../../summoner/verifyReplay.js';
import { unwrap } from '../CliError.js';
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
        'or say with --verify that it checks out. Every mode first checks it (re-runs every input through the engine ' +
        'and compares every event and turn hash) and refuses a replay that differs, naming the first turn.',
    )
    .argument('<file>', 'the replay (JSON)')
    .option('--verify', 'print only that every turn matches (a replay that differs is refused in every mode)')
    .option('--json', 'print {seed, turns, winner, players, verified} instead of the log (verified: always true)')
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

/** A replay file read for any mode: its content, checked, and the final state of its match played again. */
export interface CheckedReplay {
  replay: Replay;
  final: MatchState;
  /** How many steps and turns were compared with the re-run (all of them). */
  verified: { steps: number; turns: number };
}

/**
 * The one reader of replay files, for every mode: JSON (size and depth limited), every field checked (parseReplay),
 * every event and turn hash compared with a re-run of the inputs (verifyReplay: a replay that stops before the match
 * ends, or whose events differ, is refused naming the turn), and only then played again for what the mode tells.
 * So the log, the summary and the boards are told only from a replay whose every event is the engine's own.
 */
function readReplay(file: string, onStep?: (step: MatchStep, state: MatchState) => void): Result<CheckedReplay> {
  const text = readText(file, MAX_REPLAY_BYTES);
  return text.ok ? checkReplayText(text.value, file, onStep) : text;
}

/** readReplay on a file's text (exported for the fuzz test, which feeds it hundreds of mutants in process). */
export function checkReplayText(
  text: string,
  file: string,
  onStep?: (step: MatchStep, state: MatchState) => void,
): Result<CheckedReplay> {
  const json = parseJson(text, file);
  if (!json.ok) return json;
  const replay = parseReplay(json.value, file);
  if (!replay.ok) return replay;
  const verdict = verifyReplay(replay.value);
  if (!verdict.ok) return fail(`turn ${verdict.turn}: ${verdict.message}`, { file });
  const final = rerun(replay.value, onStep);
  if (!final.ok) return fail(final.problem.message, { file });
  return ok({ replay: replay.value, final: final.value, verified: verdict });
}

async function replay(file: string, opts: ReplayOptions): Promise<void> {
  // Frames are drawn after the re-run, each with its pause, so a slow terminal never holds the engine.
  const frames: [MatchStep, MatchState][] = [];
  const onStep = opts.watch ? (step: MatchStep, state: MatchState) => void frames.push([step, state]) : undefined;
  const { replay: r, final, verified } = unwrap(readReplay(file, onStep));
  const names = [r.players[0].name, r.players[1].name] as const;
  if (opts.watch) {
    const draw = watcher(names, { json: opts.json === true, delay: opts.delay });
    for (const [step, state] of frames) await draw(step, state);
  }
  if (opts.json) {
    const summary = summarizeMatch({
      seed: r.seed,
      rules: r.rules,
      steps: r.steps,
      hashes: r.hashes,
      final,
    });
    printJson({ ...matchJson(summary, names), verified: true });
  } else if (opts.verify) {
    printOut(
      `${file}: verified: ${verified.steps} steps over ${verified.turns} turns; every event and every turn's state hash matches (seed ${r.seed})`,
    );
  } else if (!opts.watch) {
    printOut(`seed ${r.seed}\n${matchLog(r)}`);
  }
}
