/**
 * `fray summoner check BOT`: everything that can be wrong with a bot, found before a match does: type errors (a
 * TypeScript bot, checked strictly), load errors, and what a few turns against the random demo from each seat show:
 * faults, refused orders, forfeits, error lines in its log, output that answered nothing, calls answered with no
 * orders when orders were possible, and calls close to their time. Problems are listed in words, with file:line
 * where there is one, each with the log lines of the call it was found in.
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
import type { Side } from '../../core/side.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import { finishLogs, runMatch } from '../../summoner/match/runMatch.js';
import { seatLogs, type CallLog } from '../../summoner/report/seatLogText.js';
import { seatProblems, type SeatProblem } from '../../summoner/report/seatProblems.js';
import { seatWarnings } from '../../summoner/report/seatWarnings.js';
import type { MatchRecord } from '../../summoner/match/runMatch.js';
import { botFile } from './botArgument.js';
import { visibleLines } from '../../summoner/match/faultText.js';
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
  allowWarnings?: boolean;
}

/** Most log lines shown beside one problem (the whole log is listed above the problems). */
const LINES_BESIDE = 12;

/**
 * One problem found in the bot: an error (type, load, fault, refused order, forfeit, error lines in its log) or a
 * warning (output that answered nothing, calls with no orders, calls close to their time); with the log lines of
 * the call it was found in, when it was found in a call that logged.
 */
interface CheckProblem {
  kind: 'type' | 'load' | SeatProblem['kind'];
  severity: 'error' | 'warning';
  file?: string;
  line?: number;
  column?: number;
  seat?: 'first' | 'second';
  turn?: number;
  phase?: 'setup' | 'enhance' | 'battle';
  message: string;
  lines?: string[];
}

/** Adds `check` to the `summoner` group. */
export function registerCheck(group: Command): void {
  const cmd = group
    .command('check')
    .description(
      'Check a bot before it plays: type errors (a TypeScript bot, checked strictly: strict, noUncheckedIndexedAccess), ' +
        'then load it as a match would (sandboxed unless --trusted) and play a few turns against the random demo ' +
        'from each seat. Errors: faults, refused orders, forfeits, error lines in its log (a traceback, an exception). ' +
        'Warnings: lines on standard output that answered no request, calls answered with no orders when orders were ' +
        'possible, calls that used more than half their time. Each problem is shown with the log lines of its call, ' +
        "after the whole log, call by call (console, or a process bot's standard error). A .bot.json manifest is " +
        'checked the same way, without the type check. Exit code: 0 no problem found (or only warnings, with ' +
        '--allow-warnings), 1 problems found in the bot (listed), 2 bad usage (no such file, not a bot file, a bad option).',
    )
    .argument('<bot>', 'the bot (a .js, .mjs, .ts or .mts module, or a .bot.json manifest)')
    .option('--turns <n>', 'turns to play from each seat', wholeNumber(1, 1000), 20)
    .option('--seed <n>', 'the seed of both matches', parseSeed, 1)
    .option('--rules <file.json>', 'rule options to change (see docs/rules/summoner-war.md)')
    .option('--allow-warnings', 'list warnings but exit 0 when they are all there is')
    .option(
      '--json',
      'print {file, ok, errors, warnings, problems: [{kind, severity, file, line, column, seat, turn, phase, message, lines}], ' +
        'logs: [{seat, turn, phase, lines}], stderr: [{seat, text}]}',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  fray summoner new mybot && fray summoner check mybot.ts\n' +
        '  fray summoner check demo:rusher --allow-warnings\n' +
        '  fray summoner check examples/summoners/python/python-starter.bot.json --json',
    );
  addLimitOptions(cmd).action((bot: string, opts: CheckOptions) => check(botFile(bot), opts));
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
    for (const p of t.value)
      problems.push({ kind: 'type', severity: 'error', ...p, message: `error TS${p.code}: ${p.message}` });
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
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const clean = errors === 0 && (warnings === 0 || opts.allowWarnings === true);
  const how = { typed, trusted: run.trusted, turns: rules.value.maxTurns, allowWarnings: opts.allowWarnings === true };
  if (opts.json)
    printJson({ file, ok: clean, errors, warnings, typeChecked: typed, trusted: run.trusted, problems, logs, stderr });
  else printOut(`${logsText(logs)}${report(file, problems, how)}`);
  if (!clean) process.exitCode = ExitCode.Failure;
}

function loadProblem(file: string, p: Problem): CheckProblem {
  // A compile error names its own file and line in its message (compileBot.ts); anything else is about the bot.
  const at = p.file === undefined ? /^(.+?):(\d+):(\d+): (.*)$/s.exec(p.message) : null;
  if (at !== null)
    return {
      kind: 'load',
      severity: 'error',
      file: at[1],
      line: Number(at[2]),
      column: Number(at[3]),
      message: at[4] as string,
    };
  return {
    kind: 'load',
    severity: 'error',
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
  seat: Side,
  bot: PreparedBot,
  how: { trusted: boolean; limits: BotLimits; rules: SummonerRules; seed: number },
): Promise<{ problems: CheckProblem[]; stderr: string; logs: CallLog[] }> {
  const port = await openBot(bot.source, how);
  if (!port.ok)
    return { problems: [{ kind: 'load', severity: 'error', message: port.problem.message }], stderr: '', logs: [] };
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
    problems: problemsOf(record, seat),
    logs: seatLogs(record.steps, seat),
    // The bot's own words, made safe for a terminal (no escape sequences), as the match log does.
    stderr: text === '' ? '' : visibleLines(text.trimEnd(), '\n'),
  };
}

/** The problems of `seat` in a match, in match order, the first of each call with the log lines of that call. */
function problemsOf(record: MatchRecord, seat: Side): CheckProblem[] {
  const found = [...seatProblems(record.steps, seat), ...seatWarnings(record, seat)];
  const shown = new Set<number>();
  return found
    .sort((a, b) => a.step - b.step)
    .map(({ step, ...p }) => {
      const lines = shown.has(step) ? [] : (record.steps[step]?.logs?.[seat] ?? []);
      shown.add(step);
      return { ...p, seat: SEATS[seat], ...(lines.length === 0 ? {} : { lines }) };
    });
}

/** A problem's place: file:line:column, then the call (turn, phase, seat) when it was found in one. */
function problemLine(file: string, p: CheckProblem): string {
  const where = [p.file ?? file, p.line, p.line === undefined ? undefined : p.column]
    .filter((x) => x !== undefined)
    .join(':');
  const when = p.turn === undefined ? '' : ` turn ${p.turn}, ${p.phase}, playing ${p.seat}:`;
  const kind =
    p.kind === 'type' || p.kind === 'load' ? '' : `${p.severity === 'warning' ? 'warning: ' : ''}${p.kind}: `;
  const beside = (p.lines ?? []).slice(0, LINES_BESIDE).map((l) => `\n    | ${l}`);
  const more =
    (p.lines?.length ?? 0) > LINES_BESIDE ? [`\n    | ... ${(p.lines?.length ?? 0) - LINES_BESIDE} more lines`] : [];
  return `${where}:${when} ${kind}${p.message}${beside.join('')}${more.join('')}`;
}

/** The report in words: one line per problem (its call's log lines under it), then a verdict. */
function report(
  file: string,
  problems: CheckProblem[],
  how: { typed: boolean; trusted: boolean; turns: number; allowWarnings: boolean },
): string {
  const did = [
    how.typed ? 'type-checks strictly' : undefined,
    `loads${how.trusted ? ' (trusted)' : ' (sandboxed)'}`,
    `plays ${how.turns} turns against random from each seat with no fault, no refused order, no forfeit, ` +
      'no error in its log, no skipped output, no call without orders that could have had some, and no call above half its time',
  ].filter((s) => s !== undefined);
  if (problems.length === 0) return `${file}: no problems found: it ${did.join(', ')}`;
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const count = [
    errors > 0 ? `${errors} error${errors === 1 ? '' : 's'}` : undefined,
    warnings > 0 ? `${warnings} warning${warnings === 1 ? '' : 's'}` : undefined,
  ].filter((s) => s !== undefined);
  const verdict =
    errors === 0 && how.allowWarnings
      ? `${file}: ${count.join(', ')} found (allowed: --allow-warnings)`
      : `${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'} found (${count.join(', ')})`;
  return `${problems.map((p) => problemLine(file, p)).join('\n')}\n${verdict}`;
}
