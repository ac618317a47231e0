/**
 * `fray summoner check BOT`: everything that can be wrong with a bot, found before a match does: type errors (a
 * TypeScript bot, checked strictly), load errors, and the faults and refused orders of a few turns against the
 * random demo from each seat. Problems are listed in words, with file:line where there is one.
 */
import { statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Command } from 'commander';
import { formatProblem, type Problem, type Result } from '../../core/result.js';
import { packageRoot } from '../../adapters/packageRoot.js';
import { compileBot, MODULE_EXTENSIONS, type CompiledBot } from '../../adapters/sandbox/compileBot.js';
import { MANIFEST_SUFFIX } from '../../adapters/sandbox/manifest.js';
import { loadInProcessBot } from '../../adapters/summoner/inProcessBot.js';
import { openBot, prepareBot, type PreparedBot } from '../../adapters/summoner/loadBot.js';
import { typeCheckBot } from '../../adapters/summoner/typeCheckBot.js';
import type { BotLimits } from '../../adapters/sandbox/limits.js';
import type { Seat } from '../../summoner/rules/model.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import { finishLogs, runMatch } from '../../summoner/match/runMatch.js';
import { seatLogs, type CallLog } from '../../summoner/report/seatLogText.js';
import { seatProblems } from '../../summoner/report/seatProblems.js';
import { escapeUnsafe } from '../../core/quote.js';
import { CliError } from '../CliError.js';
import { ExitCode } from '../exitCodes.js';
import { printJson, printOut } from '../io.js';
import { parseSeed, wholeNumber } from '../options.js';
import { addLimitOptions, limitsFrom, type LimitOptions } from './limitOptions.js';
import { loadRules } from './loadRules.js';

/** The demo a checked bot plays against (shipped with the package). */
const OPPONENT = 'examples/summoners/random.ts';

interface CheckOptions extends LimitOptions {
  seed?: number;
  turns?: number;
  rules?: string;
  json?: boolean;
}

/** One problem found in the bot. */
interface CheckProblem {
  kind: 'type' | 'load' | 'fault' | 'refused' | 'forfeit';
  file?: string;
  line?: number;
  column?: number;
  seat?: 'first' | 'second';
  turn?: number;
  phase?: 'setup' | 'enhance' | 'battle';
  message: string;
}

/** Adds `check` to the `summoner` group. */
export function registerCheck(group: Command): void {
  const cmd = group
    .command('check')
    .description(
      'Check a bot before it plays: type errors (a TypeScript bot, checked strictly: strict, noUncheckedIndexedAccess), ' +
        'then load it as a match would (sandboxed unless --trusted) and play a few turns against the random demo ' +
        'from each seat, listing faults, refused orders and forfeits, and what the bot logged, call by call (console, or a ' +
        "process bot's standard error). A .bot.json manifest is checked the same way, " +
        'without the type check. Exit code: 0 no problem found, 1 problems found in the bot (listed), ' +
        '2 bad usage (no such file, not a bot file, a bad option).',
    )
    .argument('<bot>', 'the bot (a .js, .mjs, .ts or .mts module, or a .bot.json manifest)')
    .option('--turns <n>', 'turns to play from each seat', wholeNumber(1, 1000), 20)
    .option('--seed <n>', 'the seed of both matches', parseSeed, 1)
    .option('--rules <file.json>', 'rule options to change (see docs/rules/summoner-war.md)')
    .option(
      '--json',
      'print {file, ok, problems: [{kind, file, line, column, seat, turn, phase, message}], ' +
        'logs: [{seat, turn, phase, lines}], stderr: [{seat, text}]}',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  fray summoner new mybot && fray summoner check mybot.ts\n' +
        '  fray summoner check examples/summoners/python/python-starter.bot.json --json',
    );
  addLimitOptions(cmd).action((bot: string, opts: CheckOptions) => check(bot, opts));
}

/** A bot file that can be checked at all, or a CliError (exit 2). */
function checkArgument(file: string): void {
  let isFile = false;
  try {
    isFile = statSync(file).isFile();
  } catch {
    throw new CliError(`${file}: no such file`);
  }
  if (!isFile) throw new CliError(`${file}: is not a file`);
  if (!file.endsWith(MANIFEST_SUFFIX) && !MODULE_EXTENSIONS.includes(extname(file).toLowerCase()))
    throw new CliError(
      `${file}: a bot is a JavaScript or TypeScript module (${MODULE_EXTENSIONS.join(', ')}) or a manifest (${MANIFEST_SUFFIX})`,
    );
}

const SEATS = ['first', 'second'] as const;

async function check(file: string, opts: CheckOptions): Promise<void> {
  checkArgument(file);
  const rules = loadRules(opts.rules, opts.turns);
  if (!rules.ok) throw CliError.fromProblem(rules.problem);
  const problems: CheckProblem[] = [];
  const typed = /\.m?ts$/i.test(file);
  if (typed) {
    const t = await typeCheckBot(file);
    if (!t.ok) throw CliError.fromProblem(t.problem);
    for (const p of t.value) problems.push({ kind: 'type', ...p, message: `error TS${p.code}: ${p.message}` });
  }
  const run = { trusted: opts.trusted === true, limits: limitsFrom(opts) };
  const prepared = await prepareBot(file, { trusted: run.trusted });
  // What the bot wrote, per seat it played: not a problem in itself, but often the reason for one (a bot that catches
  // its own exception logs it and answers no orders). `logs` holds it call by call (console in an isolate or in
  // process, standard error of a process bot, fray's own notes such as a dropped mark); `stderr` a process bot's
  // standard error as one text, kept in --json for whoever reads it whole.
  const stderr: { seat: 'first' | 'second'; text: string }[] = [];
  const logs: SeatCallLog[] = [];
  if (!prepared.ok) problems.push(loadProblem(file, prepared.problem));
  else {
    for (const seat of [0, 1] as const) {
      const played = await playFrom(seat, prepared.value, { ...run, rules: rules.value, seed: opts.seed ?? 1 });
      problems.push(...played.problems.map((p) => ({ ...p, file })));
      if (played.stderr !== '') stderr.push({ seat: SEATS[seat], text: played.stderr });
      logs.push(...played.logs.map(({ turn, phase, lines }) => ({ seat: SEATS[seat], turn, phase, lines })));
      // A bot that cannot load plays no better from the other seat: say it once.
      if (played.problems.some((p) => p.kind === 'load')) break;
    }
  }
  const clean = problems.length === 0;
  if (opts.json) printJson({ file, ok: clean, typeChecked: typed, trusted: run.trusted, problems, logs, stderr });
  else
    printOut(
      `${logsText(logs)}${report(file, problems, { typed, trusted: run.trusted, turns: rules.value.maxTurns })}`,
    );
  if (!clean) process.exitCode = ExitCode.Failure;
}

function loadProblem(file: string, p: Problem): CheckProblem {
  // A compile error names its own file and line in its message (compileBot.ts); anything else is about the bot.
  const at = p.file === undefined ? /^(.+?):(\d+):(\d+): (.*)$/s.exec(p.message) : null;
  if (at !== null)
    return { kind: 'load', file: at[1], line: Number(at[2]), column: Number(at[3]), message: at[4] as string };
  return {
    kind: 'load',
    file: p.file ?? file,
    ...(p.line === undefined ? {} : { line: p.line }),
    ...(p.column === undefined ? {} : { column: p.column }),
    message: p.file === undefined && p.line === undefined ? formatProblem(p) : p.message,
  };
}

/** The log lines of one call of the checked bot, in words for the report and as they are in --json. */
interface SeatCallLog {
  seat: 'first' | 'second';
  turn: number;
  phase: string;
  lines: string[];
}

/** What the bot logged, per seat and call ("turn 2, battle: ..."), before the problems it may explain. */
function logsText(logs: readonly SeatCallLog[]): string {
  return SEATS.map((seat) => {
    const mine = logs.filter((l) => l.seat === seat);
    if (mine.length === 0) return '';
    const lines = mine.flatMap((c) => c.lines.map((l) => `  turn ${c.turn}, ${c.phase}: ${l}`));
    return `What the bot logged, playing ${seat}, call by call:\n${lines.join('\n')}\n`;
  }).join('');
}

/** The random demo, compiled once for both matches. */
let opponent: Promise<Result<CompiledBot>> | undefined;

/** Plays a short match with the bot in `seat` against the random demo; its problems. */
async function playFrom(
  seat: Seat,
  bot: PreparedBot,
  how: { trusted: boolean; limits: BotLimits; rules: SummonerRules; seed: number },
): Promise<{ problems: CheckProblem[]; stderr: string; logs: CallLog[] }> {
  const port = await openBot(bot.source, how);
  if (!port.ok) return { problems: [{ kind: 'load', message: port.problem.message }], stderr: '', logs: [] };
  // fray's own demo, so it runs in process (a fresh instance per match): only the bot under check is sandboxed.
  opponent ??= compileBot(join(packageRoot(), OPPONENT), { allowBuiltins: false });
  const random = await opponent;
  if (!random.ok) throw new Error(`internal: the random demo does not compile: ${random.problem.message}`);
  const other = await loadInProcessBot(random.value);
  if (!other.ok) throw new Error(`internal: the random demo does not load: ${other.problem.message}`);
  const ports = seat === 0 ? ([port.value, other.value] as const) : ([other.value, port.value] as const);
  let record;
  try {
    record = await runMatch(ports, {
      rules: how.rules,
      seed: how.seed,
      maxConsecutiveFaults: how.limits.maxConsecutiveFaults,
    });
  } finally {
    await Promise.all([port.value.dispose?.(), other.value.dispose?.()]);
  }
  // Once the bot is gone, what it wrote last (a process bot's final lines) is put under its last call.
  await finishLogs(record);
  const text = port.value.diagnostics?.() ?? '';
  return {
    problems: seatProblems(record.steps, seat).map((p) => ({ ...p, seat: SEATS[seat] })),
    logs: seatLogs(record.steps, seat),
    // The bot's own words, made safe for a terminal (no escape sequences), as the match log does.
    stderr: text === '' ? '' : escapeUnsafe(text.trimEnd(), '\n'),
  };
}

/** The report in words: one line per problem, then a verdict. */
function report(
  file: string,
  problems: CheckProblem[],
  how: { typed: boolean; trusted: boolean; turns: number },
): string {
  const lines = problems.map((p) => {
    const where = [p.file ?? file, p.line, p.line === undefined ? undefined : p.column]
      .filter((x) => x !== undefined)
      .join(':');
    const when = p.turn === undefined ? '' : ` turn ${p.turn}, ${p.phase}, playing ${p.seat}:`;
    return `${where}:${when} ${p.kind === 'type' || p.kind === 'load' ? '' : `${p.kind}: `}${p.message}`;
  });
  const did = [
    how.typed ? 'type-checks strictly' : undefined,
    `loads${how.trusted ? ' (trusted)' : ' (sandboxed)'}`,
    `plays ${how.turns} turns against random from each seat with no fault, no refused order and no forfeit`,
  ].filter((s) => s !== undefined);
  if (problems.length === 0) return `${file}: no problems found: it ${did.join(', ')}`;
  return `${lines.join('\n')}\n${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'} found`;
}
