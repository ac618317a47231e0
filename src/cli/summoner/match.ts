/** `fray summoner match`: one seeded match between two bots, with its summary, and optionally its replay, log and a live board. */
import type { Command } from 'commander';
import type { OutputFile } from '../../adapters/files.js';
import { writeOutputs } from '../writeOutputs.js';
import { prepareBot, warmBotHosts, type PreparedBot, type RunOptions } from '../../adapters/summoner/loadBot.js';
import { playMatch, type MatchRequest } from '../../adapters/summoner/playMatch.js';
import type { MatchOutcomeData, OutcomeRequest } from '../../summoner/match/matchOutcome.js';
import { fail } from '../../core/result.js';
import { visibleLines } from '../../summoner/match/faultText.js';
import { matchLog } from '../../summoner/report/matchLog.js';
import { summarizeMatch, type MatchSummary } from '../../summoner/match/matchSummary.js';
import type { MatchRecord, MatchStep } from '../../summoner/match/matchTypes.js';
import {
  formatReplay,
  replayOf,
  type Replay,
  type ReplayOptions,
  type ReplayPlayer,
} from '../../summoner/replay/replay.js';
import { MAX_TURNS_LIMIT, type SummonerRules } from '../../summoner/rules/rules.js';
import { CliError, unwrap } from '../CliError.js';
import { signReplay } from '../../summoner/replay/replaySignature.js';
import { readSigner } from '../../adapters/summoner/replayKeys.js';
import { printErr, printJson, printOut } from '../io.js';
import { parseSeed, seedOrDraw, wholeNumber } from '../options.js';
import { loadRules } from './loadRules.js';
import { uniqueNames } from './uniqueNames.js';
import { matchJson, matchText } from '../../summoner/report/matchText.js';
import { watcher } from './watch.js';
import { addLimitOptions, limitsFrom, warnIfUnconfined, type LimitOptions } from './limitOptions.js';
import { addAsOption, checkAsUsed, logAs } from './asOption.js';
import { botFile } from './botArgument.js';
import { forkPrepared, forkText, type PlayedBots, type PlayedFork } from './forkFrom.js';
import { readReplay, type CheckedReplay } from './replay.js';

interface MatchOptions extends LimitOptions {
  /** --as (issue 20): the log and the --watch boards in that seat's frame, without its foe's names and words. */
  as?: 0 | 1;
  seed?: number;
  maxTurns?: number;
  rules?: string;
  json?: boolean;
  replay?: string;
  log?: string;
  watch?: boolean;
  delay?: number;
  logs?: boolean;
  /** --no-times sets it false: the replay then leaves out the time of each call. */
  times: boolean;
  listMarks?: boolean;
  from?: string;
  turn?: number;
  sign?: string;
}

/** Adds `match` to the `summoner` group. */
export function registerMatch(group: Command): void {
  const cmd = group
    .command('match')
    .description(
      'Play one match between two bots: JavaScript or TypeScript modules (each in its own sandboxed isolate unless --trusted) ' +
        'or programs in any language named by a NAME.bot.json manifest (docs/bot-protocol.md). The first bot plays first, from the west. ' +
        'The same seed and the same (deterministic) bots give the same match.',
    )
    .argument('<botA>', 'the bot that plays first (a .js, .mjs, .ts or .mts module, or a .bot.json manifest)')
    .argument('<botB>', 'the bot that plays second')
    .option('--seed <n>', 'the match seed (0 to 4294967295); printed when not given', parseSeed)
    .option('--max-turns <n>', "turn limit (default: the rules', 1000)", wholeNumber(1, MAX_TURNS_LIMIT))
    .option(
      '--rules <file.json>',
      'rule options to change (see docs/rules/summoner-war.md), e.g. {"friendlyFire": false}',
    )
    .option('--json', 'print one JSON document {seed, turns, winner, players} instead of text')
    .option(
      '--logs',
      "with --json: add the bots' log lines, per step ({step, seat, lines}); they are always in --log, --watch and --replay",
    )
    .option(
      '--replay <file.json>',
      'write the replay (every input, event and turn hash, and the time each call used) to this file',
    )
    .option(
      '--no-times',
      'leave the time of each call out of the replay: it is the only part of a replay that differs between two runs of one seed',
    )
    .option(
      '--from <replay.json>',
      "fork a match: keep this replay's steps before --turn, ask each bot every call its seat made before that turn " +
        '(answers set aside, so a bot that keeps memory has its past), then play on with these bots (either may be new code)',
    )
    .option('--turn <n>', 'with --from: the first turn the bots given play', wholeNumber(1, MAX_TURNS_LIMIT))
    .option('--log <file.txt>', 'write the whole match, turn by turn, in words, to this file')
    .option('--sign <file.key>', 'with --replay: sign the replay with this private key (`fray summoner key new`)')
    .option(
      '--watch',
      "draw the board after every battle phase, in the two sides' colours (plain under NO_COLOR), with the bots' marks on it",
    )
    .option('--list-marks', 'with --watch: also list every debug mark in words under the board')
    .option(
      '--delay <ms>',
      'pause between boards under --watch (default: 150 on a terminal, else 0)',
      wholeNumber(0, 60_000),
    )
    .addHelpText(
      'after',
      '\nExamples:\n  fray summoner match examples/summoners/rusher.ts examples/summoners/random.ts --seed 1\n' +
        '  fray summoner match examples/summoners/healers.ts examples/summoners/exploder.ts --watch --replay match.json\n' +
        '  fray summoner match examples/summoners/python/python-starter.bot.json examples/summoners/rusher.ts --seed 2\n' +
        '  fray summoner match mybot.ts demo:cloner --from match.json --turn 20 --replay fork.json\n' +
        '\nBots: a file, or demo:NAME for a demo shipped with fray (demo:random, demo:rusher, ...).',
    );
  addAsOption(addLimitOptions(cmd)).action((a: string, b: string, opts: MatchOptions) =>
    match(botFile(a), botFile(b), opts),
  );
}

/** The replay to fork from, read and verified, or undefined; the options that cannot go with a fork are refused. */
function forkSource(opts: MatchOptions): CheckedReplay | undefined {
  if (opts.from === undefined) {
    if (opts.turn !== undefined) throw new CliError('--turn goes with --from REPLAY: the replay to fork');
    return undefined;
  }
  if (opts.turn === undefined) throw new CliError('--from needs --turn N: the first turn the bots given play');
  const fixed = ['seed', 'rules', 'maxTurns'] as const;
  const given = fixed.find((k) => opts[k] !== undefined);
  if (given !== undefined)
    throw new CliError(
      `--${given === 'maxTurns' ? 'max-turns' : given} cannot go with --from: a fork plays on with its replay's seed and rules`,
    );
  return unwrap(readReplay(opts.from));
}

/**
 * A match played afresh (playMatch); a bot that does not load is the user's input to fix: one line, nothing written.
 * With `outcome`, only that crosses from where the match was played (a long match's record is megabytes).
 */
async function playFresh(
  prepared: readonly [PreparedBot, PreparedBot],
  files: readonly [string, string],
  how: {
    seed: number;
    rules: SummonerRules;
    run: RunOptions;
    watch?: MatchRequest['onStep'];
    outcome?: OutcomeRequest;
  },
): Promise<PlayedBots | PlayedOutcome> {
  const { seed, rules, run, watch, outcome } = how;
  const played = await playMatch({
    bots: prepared,
    seed,
    rules,
    run,
    ...(watch === undefined ? {} : { onStep: watch }),
    ...(outcome === undefined ? {} : { outcome }),
  });
  played.loadProblems.forEach((problem, i) => {
    if (problem !== undefined) unwrap(fail(problem, { file: files[i] as string }));
  });
  if (played.outcome !== undefined) return { outcome: played.outcome, diagnostics: played.diagnostics };
  if (played.record === undefined) throw new Error('internal: a match without its record');
  return { record: played.record, diagnostics: played.diagnostics };
}

/** A match of which only its outcome came back: what the command prints and writes needs no more. */
interface PlayedOutcome {
  outcome: MatchOutcomeData;
  diagnostics: [string, string];
}

/**
 * What to ask for instead of the record, when the options need no more than an outcome gives (the summary, the replay's
 * text, the faults): not with --log (rendered from the replay), --logs or --watch.
 */
function outcomeFor(opts: MatchOptions, players: [ReplayPlayer, ReplayPlayer]): OutcomeRequest | undefined {
  if (opts.log !== undefined || opts.logs === true || opts.watch === true) return undefined;
  return { players, replay: opts.replay !== undefined, logs: true, times: opts.times, faults: opts.json !== true };
}

async function match(fileA: string, fileB: string, opts: MatchOptions): Promise<void> {
  checkAsUsed(opts.as, {
    used: opts.log !== undefined || opts.watch === true,
    tells: 'the --log file and the --watch boards',
    give: 'add --log FILE or --watch',
  });
  if (opts.listMarks === true && opts.watch !== true) throw new CliError('--list-marks goes with --watch');
  const from = forkSource(opts);
  const rules = from?.replay.rules ?? unwrap(loadRules(opts.rules, opts.maxTurns));
  if (opts.sign !== undefined && opts.replay === undefined)
    throw new CliError('--sign signs the replay: give --replay FILE too');
  const signer = opts.sign === undefined ? undefined : unwrap(readSigner(opts.sign));
  const run = { trusted: opts.trusted === true, limits: limitsFrom(opts) };
  // The isolate host starts while the bots compile (a fork and --watch open one host per bot instead).
  if (opts.watch !== true && from === undefined) warmBotHosts([fileA, fileB], run);
  const prepared = [unwrap(await prepareBot(fileA, run)), unwrap(await prepareBot(fileB, run))] as const;
  warnIfUnconfined(prepared);
  const [nameA, nameB] = uniqueNames([fileA, fileB]) as [string, string];
  const names = [nameA, nameB] as const;
  const seed = from?.replay.seed ?? seedOrDraw(opts.seed);
  const watch = opts.watch
    ? watcher(names, { json: opts.json === true, delay: opts.delay, as: opts.as, listMarks: opts.listMarks === true })
    : undefined;
  const botFiles = [fileA, fileB] as const;
  const players: [ReplayPlayer, ReplayPlayer] = [
    { name: names[0], sha256: prepared[0].sha256 },
    { name: names[1], sha256: prepared[1].sha256 },
  ];
  let fork: (PlayedFork & PlayedBots) | undefined;
  let played: PlayedBots | PlayedOutcome;
  if (from === undefined) {
    const outcome = outcomeFor(opts, players);
    played = await playFresh(prepared, botFiles, {
      seed,
      rules,
      run,
      ...(watch ? { watch } : {}),
      ...(outcome === undefined ? {} : { outcome }),
    });
  } else {
    const at = { file: opts.from as string, checked: from, turn: opts.turn as number };
    fork = await forkPrepared(prepared, botFiles, {
      run,
      at,
      json: opts.json === true,
      ...(watch ? { onStep: watch } : {}),
    });
    played = fork;
  }
  const seen = seenOf(played, players, {
    times: opts.times,
    ...(fork === undefined ? {} : { forkedFrom: fork.origin }),
  });
  const { record, replay, summary } = seen;
  const stderrs = played.diagnostics.flatMap((text, i) => {
    // The bot's own text: each line made safe (no escape sequences reach whoever reads the log in a terminal).
    return text === ''
      ? []
      : [
          `\nStandard error of ${names[i]} (first ${text.length} characters kept):\n${visibleLines(text.trimEnd(), '\n')}\n`,
        ];
  });
  const forked = fork === undefined ? '' : forkText(fork.json, names);

  const files: OutputFile[] = [];
  if (opts.replay !== undefined) {
    const text = seen.replayText();
    files.push({ path: opts.replay, content: signer === undefined ? text : signReplay(text, signer) });
  }
  if (opts.log !== undefined && replay !== undefined) {
    const seen = logAs(replay, opts.as);
    files.push({
      path: opts.log,
      content: `seed ${seed}\n${forked}${seen.note}${matchLog(seen.src)}${stderrs.join('')}`,
    });
  }
  writeOutputs(files);
  if (opts.json)
    printJson({
      ...matchJson(summary, names),
      ...(fork === undefined ? {} : { forkedFrom: fork.json }),
      ...(opts.logs === true && record !== undefined
        ? {
            logs: record.steps.flatMap((s, step) =>
              ([0, 1] as const).flatMap((seat) => {
                const lines = s.logs?.[seat] ?? [];
                return lines.length === 0 ? [] : [{ step, seat, lines }];
              }),
            ),
          }
        : {}),
    });
  else printOut(`${forked}${matchText(summary, names, seen.steps)}`);
  if (files.length > 0) printErr(`Wrote ${files.map((f) => f.path).join(' and ')}.`);
}

/** What the command prints and writes, read alike from a whole record and from an outcome alone. */
interface Seen {
  summary: MatchSummary;
  /** The whole record, when it came back (--log, --logs, --watch, a fork). */
  record: MatchRecord | undefined;
  /** The replay made here from the record; undefined when only an outcome came back. */
  replay: Replay | undefined;
  /** The replay's text (asked for whenever --replay is given). */
  replayText(): string;
  /** What the text's list of faults reads: the record's steps, or the outcome's faults. */
  steps: readonly Pick<MatchStep, 'events'>[];
}

function seenOf(played: PlayedBots | PlayedOutcome, players: [ReplayPlayer, ReplayPlayer], how: ReplayOptions): Seen {
  if ('record' in played) {
    const { record } = played;
    const replay = replayOf(record, players, how);
    return {
      summary: summarizeMatch(record),
      record,
      replay,
      replayText: () => formatReplay(replay),
      steps: record.steps,
    };
  }
  const { outcome } = played;
  return {
    summary: outcome.summary,
    record: undefined,
    replay: undefined,
    replayText: () => {
      if (outcome.replay === undefined) throw new Error('internal: an outcome without the replay asked for');
      return outcome.replay;
    },
    steps: outcome.faults ?? [],
  };
}
