/** `fray summoner replay`: tell a replay in words, draw it, or verify it by re-running every turn. */
import { createHash } from 'node:crypto';
import type { Command } from 'commander';
import { parseJson, readText } from '../../adapters/files.js';
import { fail, ok, type Result } from '../../core/result.js';
import { jsonPlace } from '../../core/json/jsonPlace.js';
import { matchLog } from '../../summoner/report/matchLog.js';
import { summarizeMatch } from '../../summoner/match/matchSummary.js';
import { parseReplay, type Replay } from '../../summoner/replay/replay.js';
import type { MatchState } from '../../summoner/rules/model.js';
import { rerun } from '../../summoner/replay/rerun.js';
import type { MatchStep } from '../../summoner/match/runMatch.js';
import { verifyReplay } from '../../summoner/replay/verifyReplay.js';
import { CliError, unwrap } from '../CliError.js';
import { printJson, printOut } from '../io.js';
import { wholeNumber } from '../options.js';
import { matchJson } from '../../summoner/report/matchText.js';
import { proofJson, proofText } from '../../summoner/report/proofText.js';
import { checkSignature, type SignatureVerdict } from '../../summoner/replay/replaySignature.js';
import { readVerifier } from '../../adapters/summoner/replayKeys.js';
import { watcher } from './watch.js';
import { addLimitOptions, limitsFrom, type LimitOptions } from './limitOptions.js';
import { parsePhase, parseSeat, replayTurn, type TurnOptions } from './replayTurn.js';
import { addAsOption, checkAsUsed, logAs } from './asOption.js';
import { askBots, botsText, provenBy } from './askBots.js';
import { ExitCode } from '../exitCodes.js';
import type { Side } from '../../core/side.js';

/** Replays of long matches between many demons are large: read up to 1 GiB. */
const MAX_REPLAY_BYTES = 1024 * 1024 * 1024;

interface ReplayOptions extends TurnOptions, LimitOptions {
  as?: Side;
  verify?: boolean;
  bots?: string[];
  json?: boolean;
  watch?: boolean;
  delay?: number;
  listMarks?: boolean;
  key?: string;
}

/** Adds `replay` to the `summoner` group. */
export function registerReplay(group: Command): void {
  const cmd = group
    .command('replay')
    .description(
      'Read a replay written by `fray summoner match --replay`: print the match turn by turn, draw it with --watch, ' +
        'or say with --verify that it checks out. Every mode first checks it (re-runs every input through the engine ' +
        'and compares every event and turn hash) and refuses a replay that differs, naming the first turn.',
    )
    .argument('<file>', 'the replay (JSON)')
    .option(
      '--verify',
      'print what checking proves: the play (every turn matches; a replay that differs is refused in every mode), ' +
        "and that the players' names and code hashes are only claims (unless signed and checked with --key, or " +
        'proven by asking the bots again with --bots)',
    )
    .option(
      '--bots <files...>',
      'with --verify: two bots, first and second seat, to ask again with every view the replay recorded; their answers ' +
        'are compared with its inputs, to show which bots played (exit 1 when an answer differs)',
    )
    .option(
      '--json',
      'print {seed, turns, winner, players, verified, verifiedPlay, verifiedPlayers, claims, signature} instead of the log ' +
        '(and bots, with --bots)',
    )
    .option(
      '--key <file.pub>',
      "check the replay's signature with this public key (`fray summoner key new`): refused unless it is signed by it, unchanged",
    )
    .option('--watch', "draw the board after every battle phase, with the bots' marks on it")
    .option('--list-marks', 'with --watch: also list every debug mark in words under the board')
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
    .option(
      '--warm-up',
      'with --turn and --bot: ask the bot every earlier call of its seat first (answers set aside), so a bot that ' +
        'keeps memory between calls has its past',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  fray summoner match examples/summoners/rusher.ts examples/summoners/cloner.ts --seed 3 --replay m.json\n  fray summoner replay m.json --verify\n' +
        '  fray summoner replay m.json --turn 4 --seat second --bot examples/summoners/cloner.ts\n' +
        '  fray summoner replay m.json --verify --bots examples/summoners/rusher.ts examples/summoners/cloner.ts\n' +
        '\n--turn re-runs the replay (which must verify) up to that call. A bot that keeps memory between calls is ' +
        'given only its setup and then that call, so it may answer differently than it did in the match, unless ' +
        '--warm-up gives it every earlier call of its seat first.',
    );
  addAsOption(addLimitOptions(cmd)).action((file: string, opts: ReplayOptions) => replay(file, opts));
}

/** A replay file read for any mode: its content, checked, and the final state of its match played again. */
export interface CheckedReplay {
  replay: Replay;
  final: MatchState;
  /** How many steps and turns were compared with the re-run (all of them). */
  verified: { steps: number; turns: number };
  /** The file's JSON as read, for what the replay format keeps unchecked (a step's log lines and marks, --turn). */
  json: unknown;
  /** SHA-256 of the file's text, as read (a fork names its original by it). */
  sha256: string;
  /** The file's text, for its signature. */
  text: string;
}

/**
 * The one reader of replay files, for every mode: JSON (size and depth limited), every field checked (parseReplay),
 * every event and turn hash compared with a re-run of the inputs (verifyReplay: a replay that stops before the match
 * ends, or whose events differ, is refused naming the turn), and only then played again for what the mode tells.
 * So the log, the summary and the boards are told only from a replay whose every event is the engine's own.
 */
export function readReplay(file: string, onStep?: (step: MatchStep, state: MatchState) => void): Result<CheckedReplay> {
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
  const replay = parseReplay(json.value, file, (path) => jsonPlace(text, path, file));
  if (!replay.ok) return replay;
  const verdict = verifyReplay(replay.value);
  if (!verdict.ok) return fail(`turn ${verdict.turn}: ${verdict.message}`, { file });
  const final = rerun(replay.value, onStep);
  if (!final.ok) return fail(final.problem.message, { file });
  const sha256 = createHash('sha256').update(text).digest('hex');
  return ok({ replay: replay.value, final: final.value, verified: verdict, json: json.value, sha256, text });
}

async function replay(file: string, opts: ReplayOptions): Promise<void> {
  if (
    opts.turn === undefined &&
    (opts.seat !== undefined || opts.phase !== undefined || opts.bot !== undefined || opts.warmUp === true)
  )
    throw new CliError('--seat, --phase, --bot and --warm-up go with --turn N (the turn to rebuild)');
  if (opts.warmUp === true && opts.bot === undefined)
    throw new CliError('--warm-up goes with --bot BOT: the bot to warm up');
  if (opts.listMarks === true && opts.watch !== true) throw new CliError('--list-marks goes with --watch');
  if (opts.bots !== undefined && (opts.verify !== true || opts.turn !== undefined))
    throw new CliError(
      '--bots goes with --verify (and not with --turn): the bots to ask again with every recorded call',
    );
  if (opts.bots !== undefined && opts.bots.length !== 2)
    throw new CliError(`--bots takes two bots, the first seat's and the second's; got ${opts.bots.length}`);
  // --as tells the log (the default output) and the --watch boards; --turn has its own --seat.
  const tellsLog = opts.json !== true && opts.verify !== true;
  checkAsUsed(opts.as, {
    used: opts.turn === undefined && (opts.watch === true || tellsLog),
    tells: 'the log (printed when neither --verify nor --json is given) and the --watch boards',
    give: 'drop --verify and --json, or add --watch',
  });
  // Frames are drawn after the re-run, each with its pause, so a slow terminal never holds the engine.
  const frames: [MatchStep, MatchState][] = [];
  const onStep = opts.watch ? (step: MatchStep, state: MatchState) => void frames.push([step, state]) : undefined;
  const { replay: r, final, verified, json, text } = unwrap(readReplay(file, onStep));
  const signature = checkedSignature(file, text, opts.key);
  const run = { trusted: opts.trusted === true, limits: limitsFrom(opts) };
  if (opts.turn !== undefined) return replayTurn(file, r, json, opts, run);
  const asked = opts.bots === undefined ? undefined : await askBots(r, opts.bots, run, opts);
  const proof = { ...verified, players: provenBy(asked), signature };
  const names = [r.players[0].name, r.players[1].name] as const;
  if (opts.watch) {
    const draw = watcher(names, {
      json: opts.json === true,
      delay: opts.delay,
      as: opts.as,
      listMarks: opts.listMarks === true,
    });
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
    printJson({ ...matchJson(summary, names), ...proofJson(proof), ...(asked === undefined ? {} : { bots: asked }) });
  } else if (opts.verify) {
    printOut(
      proofText(file, r, { ...proof, ...(opts.key ? { keyFile: opts.key } : {}) }) +
        (asked === undefined ? '' : `\n${botsText(file, asked)}`),
    );
  } else if (!opts.watch) {
    const { src, note } = logAs(r, opts.as);
    printOut(`seed ${r.seed}\n${note}${matchLog(src)}`);
  }
  if (asked !== undefined && !asked.answersAsRecorded) process.exitCode = ExitCode.Failure;
}

/** The replay's signature, checked with the public key in `keyFile` when one is given: a CliError unless it holds. */
function checkedSignature(file: string, text: string, keyFile: string | undefined): SignatureVerdict {
  const verifier = keyFile === undefined ? undefined : unwrap(readVerifier(keyFile));
  const verdict = checkSignature(text, verifier);
  if (verifier === undefined || verdict.kind === 'valid') return verdict;
  if (verdict.kind === 'unsigned')
    throw new CliError(
      `${file}: is not signed, so ${keyFile} cannot vouch for it (its names and code hashes stay claims)`,
    );
  if (verdict.kind === 'other-key')
    throw new CliError(`${file}: is signed by key ${verdict.key}, not by ${keyFile} (key ${verifier.key})`);
  throw new CliError(
    `${file}: its signature by key ${verdict.key} does not match its content: it was changed after it was signed, or the signature is forged`,
  );
}
