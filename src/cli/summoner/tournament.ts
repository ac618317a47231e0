/** `fray summoner tournament`: every pair of bots twice (once in each seat) on child processes (or threads when trusted), with standings and a report. */
import { dirname, join, relative } from 'node:path';
import type { Command } from 'commander';
import type { OutputFile } from '../../adapters/files.js';
import type { RunOptions } from '../../adapters/summoner/loadBot.js';
import { matchName, playMatches, type PlayedMatches } from '../../adapters/summoner/playMatches.js';
import { prepareEntrants } from '../../adapters/summoner/prepareEntrants.js';
import type { Entrant } from '../../adapters/summoner/tournamentMatch.js';
import { escapeUnsafe, quote } from '../../core/quote.js';
import { parseReplay } from '../../summoner/replay/replay.js';
import { signReplay, type Signer } from '../../summoner/replay/replaySignature.js';
import { readSigner } from '../../adapters/summoner/replayKeys.js';
import { renderTournamentHtml } from '../../summoner/report/tournamentHtml.js';
import { renderTournamentText } from '../../summoner/report/tournamentText.js';
import { seatLogText } from '../../summoner/report/seatLogText.js';
import { MAX_TURNS_LIMIT, type SummonerRules } from '../../summoner/rules/rules.js';
import { roundRobin, type Pairing } from '../../summoner/tournament/schedule.js';
import { tournamentResult } from '../../summoner/tournament/tournamentResult.js';
import { CliError, runFailureAsCliError, unwrap } from '../CliError.js';
import { consoleWatch, QUEUE_BAR } from '../consoleWatch.js';
import { ExitCode } from '../exitCodes.js';
import { printErr, printJson, printOut } from '../io.js';
import { parseSeed, seedOrDraw, wholeNumber } from '../options.js';
import { writeOutputs } from '../writeOutputs.js';
import { connectQueue } from '../worker/connectQueue.js';
import { queueKeepOption } from '../worker/queueKeepOption.js';
import { reportQueued } from '../worker/reportQueued.js';
import { addLimitOptions, limitsFrom, warnIfUnconfined, type LimitOptions } from './limitOptions.js';
import { loadRules } from './loadRules.js';
import { botFile } from './botArgument.js';
import { TOURNAMENT_BUDGET, tournamentWork } from '../../summoner/tournament/tournamentWork.js';
import { addBudgetOption, checkBudget, type BudgetOptions } from '../budgetOption.js';
import { uniqueNames } from './uniqueNames.js';
import type { QueueConnection } from '../../adapters/queue/queueConnection.js';

interface TournamentOptions extends LimitOptions, BudgetOptions {
  seed?: number;
  workers?: number;
  maxTurns?: number;
  rules?: string;
  json?: boolean;
  report?: string;
  replays?: string;
  queue?: string;
  queueKeep: number;
  logs?: boolean;
  times?: boolean;
  sign?: string;
}

/** Adds `tournament` to the `summoner` group. */
export function registerTournament(group: Command): void {
  const cmd = group
    .command('tournament')
    .description(
      'A round robin: every pair of bots plays twice, once in each seat. Standings by wins, then total kills; ' +
        "a win matrix, ratings with intervals, the first seat's win rate and match lengths. A bot that does not load is " +
        'listed with the reason and loses its matches. Bots run sandboxed (isolates, or processes for .bot.json manifests) unless --trusted. ' +
        'The result depends only on the seed (and deterministic bots), never on the number of workers.',
    )
    .argument('<bots...>', 'two or more bot files (.js, .mjs, .ts, .mts modules or .bot.json manifests)')
    .option('--seed <n>', 'master seed (0 to 4294967295); each match gets a seed forked from it', parseSeed)
    .option(
      '--workers <k>',
      'matches played at once, each in a worker process (threads with --trusted); default: one per core',
      wholeNumber(1, 256),
    )
    .option('--max-turns <n>', "turn limit per match (default: the rules', 1000)", wholeNumber(1, MAX_TURNS_LIMIT))
    .option('--rules <file.json>', 'rule options to change (see docs/rules/summoner-war.md)')
    .option('--json', 'print one JSON document {seed, matches, standings} (no progress bar)')
    .option('--report <file.html>', 'also write a self-contained HTML report with charts')
    .option('--replays <dir>', "also write every match's replay into this folder (the report links to them)")
    .option(
      '--logs',
      "with --replays: keep the bots' log lines in the replays, and write each bot's log per match beside them (MATCH.SEAT.NAME.log.txt)",
    )
    .option(
      '--sign <file.key>',
      'with --replays: sign every replay with this private key (`fray summoner key new`), so anyone with its public key can check it is yours and unchanged',
    )
    .option(
      '--times',
      'with --replays: keep the time each call used in the replays (left out by default: they differ from run to run)',
    )
    .option(
      '--queue <redis-url>',
      'put the matches on this queue for `fray worker` processes on any machine, instead of worker threads here ' +
        "(redis://[:PASSWORD@]HOST:PORT); the bots travel with the jobs, and the result is the same as a local run's",
    )
    .addOption(queueKeepOption())
    .addHelpText(
      'after',
      '\nExample:\n  fray summoner tournament examples/summoners/*.ts --seed 1 --report tournament.html --replays replays\n' +
        '  fray summoner tournament examples/summoners/*.ts --seed 1 --queue redis://:PASSWORD@10.0.0.5:6379\n' +
        '\nCtrl-C stops the workers and prints the standings of the matches finished so far, marked PARTIAL (exit code 130). On a queue, the\n' +
        'unfinished matches stay there: the same command picks them up again, without replaying the finished ones.',
    );
  addBudgetOption(addLimitOptions(cmd), 'bot calls', TOURNAMENT_BUDGET).action(
    (bots: string[], opts: TournamentOptions) => tournament(bots.map(botFile), opts),
  );
}

async function tournament(files: string[], opts: TournamentOptions): Promise<void> {
  if (files.length < 2) throw new CliError('a tournament needs at least two bots');
  if (opts.report !== undefined && !opts.report.toLowerCase().endsWith('.html'))
    throw new CliError(`--report writes an HTML file; give it a name ending in .html, got ${quote(opts.report)}`);
  const rules = unwrap(loadRules(opts.rules, opts.maxTurns));
  checkBudget(tournamentWork(files.length, rules.maxTurns), opts, TOURNAMENT_BUDGET);
  if (opts.sign !== undefined && opts.replays === undefined)
    throw new CliError('--sign signs the replays: give --replays DIR too');
  const signer = opts.sign === undefined ? undefined : unwrap(readSigner(opts.sign));
  const run: RunOptions = { trusted: opts.trusted === true, limits: limitsFrom(opts) };
  if (opts.queue !== undefined) {
    if (opts.trusted) throw new CliError('--trusted cannot go with --queue: queue workers run every bot sandboxed');
    if (opts.workers !== undefined)
      throw new CliError(
        '--workers sets the threads of a local run; with --queue, the workers are `fray worker` processes',
      );
  }
  // Reached before the bots are prepared (a build can take a while), so an unreachable queue fails at once.
  const conn = opts.queue === undefined ? undefined : await connectQueue(opts.queue);
  try {
    await play(files, { ...opts, signer }, rules, run, conn);
  } finally {
    await conn?.close();
  }
}

/** The bar of matches played here (a queue run draws QUEUE_BAR). */
const MATCH_BAR = 'matches |{bar}| {value}/{total} ({percentage}%) ETA {eta_formatted}';

/** Plays the round robin (here, or on the queue when `conn` is given) and writes the results. */
async function play(
  files: string[],
  opts: TournamentOptions & { signer?: Signer | undefined },
  rules: SummonerRules,
  run: RunOptions,
  conn: QueueConnection | undefined,
): Promise<void> {
  const list = await prepareEntrants(files, uniqueNames(files), run);
  for (const e of list)
    if ('error' in e) printErr(`fray: warning: ${e.name} cannot play and loses its matches: ${e.error}`);
  warnIfUnconfined(list.flatMap((e) => ('prepared' in e ? [e.prepared] : [])));
  const seed = seedOrDraw(opts.seed);
  const pairings = roundRobin(list.length);
  const setup = {
    seed,
    rules,
    run,
    replays: opts.replays !== undefined,
    logs: opts.logs === true,
    times: opts.times === true,
  };
  const place =
    conn === undefined
      ? { workers: opts.workers }
      : { queue: conn, keepMs: opts.queueKeep, ...(opts.seed === undefined ? { drawnSeed: seed } : {}) };
  const watch = await consoleWatch(conn === undefined ? MATCH_BAR : QUEUE_BAR, opts);
  const outcome = unwrap(await runFailureAsCliError(playMatches(list, pairings, setup, place, watch)));
  writeTournament(list, pairings, outcome, seed, opts);
  if (outcome.queued !== undefined) {
    await outcome.queued.finish();
    reportQueued(outcome.queued.outcome, 'match', (i) => matchName(list, pairings, i));
  }
}

/** Most characters of a bot's name in a file name (two names and a seat must fit the 255 bytes of a name). */
const FILE_WORD_MAX = 48;

/**
 * A bot's name as a part of a file name: letters, digits and `_.#-` kept, any other run of characters one `_`, cut
 * to FILE_WORD_MAX characters. Not distinct by itself: the match's number and the seat make the files distinct.
 */
const fileWord = (name: string) => name.replace(/[^\w.#-]+/g, '_').slice(0, FILE_WORD_MAX);

/**
 * The file of one seat's log beside its match's replay: the seat is in the name (`.first.`, `.second.`), so two
 * bots whose names read alike as file names (`honest bot` and `honest_bot`) never share a file; the match's number
 * is in the replay's name, so no two matches do either.
 */
export function logFileName(replayName: string, seat: 0 | 1, name: string): string {
  return replayName.replace(/\.json$/, `.${seat === 0 ? 'first' : 'second'}.${fileWord(name)}.log.txt`);
}

/** Each bot's log lines of one match, from its replay, as files beside it (none for a bot that logged nothing). */
function logFiles(dir: string, replayName: string, replay: string): OutputFile[] {
  const parsed = parseReplay(JSON.parse(replay) as unknown);
  if (!parsed.ok) return [];
  return ([0, 1] as const).flatMap((seat) => {
    const text = seatLogText(parsed.value, seat);
    const path = join(dir, logFileName(replayName, seat, parsed.value.players[seat].name));
    // Lines and names were made safe when recorded; a text file is read in terminals, so once more here.
    return text === '' ? [] : [{ path, content: escapeUnsafe(text, '\n') }];
  });
}

/** Standings, report and replays from the matches played (any subset), written as a local run writes them. */
function writeTournament(
  list: Entrant[],
  pairings: Pairing[],
  outcome: PlayedMatches,
  seed: number,
  opts: TournamentOptions & { signer?: Signer | undefined },
): void {
  const played = pairings.flatMap((pairing, i) => {
    const o = outcome.results[i];
    return o === undefined || 'failed' in o ? [] : [{ pairing, summary: o.summary, replay: o.replay }];
  });
  const failed = pairings.flatMap((pairing, i) => {
    const o = outcome.results[i];
    return o !== undefined && 'failed' in o ? [{ pairing, error: o.failed }] : [];
  });
  const names = list.map((e) => e.name);
  const result = tournamentResult({
    seed,
    names,
    loadErrors: list.map((e) => ('error' in e ? e.error : null)),
    matches: played,
    failed,
  });

  const files_: OutputFile[] = [];
  const replayFile = (index: number) => {
    const p = pairings[index] as (typeof pairings)[number];
    return `match-${String(index + 1).padStart(4, '0')}-${fileWord(names[p.seats[0]] ?? '')}-v-${fileWord(names[p.seats[1]] ?? '')}.json`;
  };
  if (opts.replays !== undefined) {
    for (const m of played)
      if (m.replay !== undefined) {
        const content = opts.signer === undefined ? m.replay : signReplay(m.replay, opts.signer);
        files_.push({ path: join(opts.replays, replayFile(m.pairing.index)), content });
        if (opts.logs === true) files_.push(...logFiles(opts.replays, replayFile(m.pairing.index), m.replay));
      }
  }
  if (opts.report !== undefined) {
    const toReplays = opts.replays === undefined ? undefined : relative(dirname(opts.report), opts.replays) || '.';
    const html = renderTournamentHtml(
      result,
      `Summoner War tournament, seed ${seed}${outcome.stopped ? ' (partial)' : ''}`,
      {
        ...(toReplays === undefined
          ? {}
          : { replayHref: (i: number) => `${toReplays.split('\\').join('/')}/${replayFile(i)}` }),
        matchRows: played.map((m) => ({
          index: m.pairing.index,
          seats: [names[m.pairing.seats[0]] as string, names[m.pairing.seats[1]] as string],
          winner: m.summary.winner === null ? null : (names[m.pairing.seats[m.summary.winner]] as string),
          turns: m.summary.turns,
          reason: m.summary.reason,
        })),
      },
    );
    files_.push({ path: opts.report, content: html });
  }
  writeOutputs(files_);
  const partial = outcome.stopped ? { partial: true, requestedMatches: pairings.length } : {};
  if (opts.json) printJson({ ...result, ...partial });
  else
    printOut(
      `${outcome.stopped ? `PARTIAL: ${played.length} of ${pairings.length} matches\n` : ''}${renderTournamentText(result)}`,
    );
  if (files_.length > 0)
    printErr(
      `Wrote ${opts.report ?? ''}${opts.report !== undefined && opts.replays !== undefined ? ' and ' : ''}${opts.replays !== undefined ? `${played.length} replays in ${opts.replays}` : ''}.`,
    );
  if (outcome.stopped) {
    printErr(`fray: interrupted: the standings cover ${played.length} of ${pairings.length} matches (marked partial)`);
    process.exitCode = ExitCode.Interrupted;
  }
}
