/**
 * `fray summoner replay FILE --turn N --seat S [--phase enhance|battle] [--bot BOT]`: debug a past turn. The view
 * that seat saw is rebuilt by re-running the replay's inputs with the engine; the recorded answer is shown beside
 * what BOT (a changed bot, say) answers now, given the same setup info and then that view, loaded as a match loads
 * it (sandboxed unless --trusted), and what the rules make of each answer.
 */
import { InvalidArgumentError } from 'commander';
import { openBot, prepareBot, type RunOptions } from '../../adapters/summoner/loadBot.js';
import { splitAnswer } from '../../summoner/match/parseMarks.js';
import type { BotPort, CallResult } from '../../summoner/match/runMatch.js';
import { askAgain, type SeatAgreement } from '../../summoner/replay/askAgain.js';
import { botFile } from './botArgument.js';
import type { BattleOrder, EnhanceOrder } from '../../summoner/api.js';
import type { SummonerEvent } from '../../summoner/rules/events.js';
import type { Side } from '../../core/side.js';
import { parseBattleOrders, parseEnhanceOrders } from '../../summoner/match/parseOrders.js';
import type { Replay } from '../../summoner/replay/replay.js';
import { turnCall, type CallAt, type TurnCall } from '../../summoner/replay/turnCall.js';
import { stepsAsSeen } from '../../summoner/replay/stepsAsSeen.js';
import type { MatchStep } from '../../summoner/match/runMatch.js';
import { visibleLines } from '../../summoner/match/faultText.js';
import { CliError, unwrap } from '../CliError.js';
import { printJson, printOut } from '../io.js';

/** The options of `replay` this part reads. */
export interface TurnOptions {
  turn?: number;
  seat?: Side;
  phase?: 'enhance' | 'battle';
  bot?: string;
  warmUp?: boolean;
  json?: boolean;
}

const SEAT_NAMES = ['first', 'second'] as const;
const SIDES = ['west', 'east'] as const;

/** Parses --seat and --as: 0 or first, 1 or second. */
export function parseSeat(text: string): Side {
  const t = text.trim().toLowerCase();
  if (t === '0' || t === 'first') return 0;
  if (t === '1' || t === 'second') return 1;
  throw new InvalidArgumentError(`a seat is first or second (or 0 or 1), got '${text}'`);
}

/** Parses --phase. */
export function parsePhase(text: string): 'enhance' | 'battle' {
  if (text === 'enhance' || text === 'battle') return text;
  throw new InvalidArgumentError(`a phase is enhance or battle, got '${text}'`);
}

/** An answer: orders as sent (or why there are none), the rules' refusals, and the bot's marks and words. */
interface Answer {
  orders: (EnhanceOrder | BattleOrder)[];
  fault?: string;
  refused: { index: number; reason: string }[];
  marks?: unknown;
  stderr?: string;
  /** The bot's log lines of the call asked (console, or a process's standard error), and of its setup. */
  logs?: string[];
  setupLogs?: string[];
  /** With --warm-up: the calls of its seat it was asked first, and how they compared with the record. */
  warmUp?: SeatAgreement;
}

function refusals(events: readonly SummonerEvent[], seat: Side): Answer['refused'] {
  return events.flatMap((e) =>
    e.type === 'rejected' && e.seat === seat ? [{ index: e.index, reason: e.reason }] : [],
  );
}

/** The replay and the call to ask, for --turn. */
interface Asking {
  replay: Replay;
  call: TurnCall;
  at: CallAt;
  /** Ask every earlier call of the seat first (the warm-up of a fork), instead of its setup alone. */
  warmUp: boolean;
}

/** Brings a fresh bot to the call: its setup (a fault when it fails), or every earlier call of its seat. */
async function bringTo(port: BotPort, a: Asking): Promise<{ fault?: string; warmUp?: SeatAgreement }> {
  if (!a.warmUp) {
    const setup = await port.setup(structuredClone(a.call.info));
    return setup.ok ? {} : { fault: `setup failed: ${setup.kind}: ${setup.reason}` };
  }
  const bots: [BotPort | undefined, BotPort | undefined] = a.at.seat === 0 ? [port, undefined] : [undefined, port];
  const warmed = await askAgain(bots, a.replay, { beforeStep: a.call.index });
  // The replay has been verified: its steps play.
  return warmed.ok ? { warmUp: warmed.value[a.at.seat] } : { fault: warmed.problem.message };
}

/** What a bot answered, judged: its orders as sent and their refusals, or why there are none; its marks. */
function judged(r: CallResult, a: Asking): Pick<Answer, 'orders' | 'fault' | 'refused' | 'marks'> {
  if (!r.ok) return { orders: [], fault: `${r.kind}: ${r.reason}`, refused: [] };
  // An answer may carry debug marks beside its orders ({orders, marks}); the orders are what the rules judge.
  const split = splitAnswer(r.value);
  const parsed = a.at.phase === 'enhance' ? parseEnhanceOrders(split.orders) : parseBattleOrders(split.orders);
  const marks = split.marks === undefined ? {} : { marks: split.marks };
  if (!parsed.ok) return { orders: [], fault: `malformed: ${parsed.problem.message}`, refused: [], ...marks };
  return { orders: parsed.value, refused: refusals(a.call.tryOrders(parsed.value), a.at.seat), ...marks };
}

/** Asks the bot at `file` for its answer to the call, after its setup (or every earlier call of its seat), as in a match. */
async function askBot(file: string, a: Asking, run: RunOptions): Promise<Answer> {
  const prepared = unwrap(await prepareBot(file, { trusted: run.trusted }));
  const port = unwrap(await openBot(prepared.source, run));
  let answer: Omit<Answer, 'logs' | 'setupLogs' | 'stderr'>;
  let index = 1;
  try {
    const before = await bringTo(port, a);
    index = before.warmUp?.calls ?? 1;
    const warm = before.warmUp === undefined ? {} : { warmUp: before.warmUp };
    if (before.fault !== undefined) answer = { orders: [], fault: before.fault, refused: [], ...warm };
    else {
      const view = structuredClone(a.call.view);
      const r = await (a.at.phase === 'enhance' ? port.enhance(view) : port.battle(view));
      answer = { ...judged(r, a), ...warm };
    }
  } finally {
    await port.dispose?.();
  }
  // Read once the bot is gone, so a process's last lines are in.
  const logs = (await port.logs?.(0)) ?? [];
  const text = port.diagnostics?.() ?? '';
  const lines = (k: number) => (logs[k] ?? []).map((l) => visibleLines(l));
  return {
    ...answer,
    ...(lines(0).length === 0 ? {} : { setupLogs: lines(0) }),
    ...(lines(index).length === 0 ? {} : { logs: lines(index) }),
    ...(text === '' ? {} : { stderr: visibleLines(text.trimEnd(), '\n') }),
  };
}

/**
 * The extra data a replay may hold for the step (issue 20: the bots' log lines per seat, the seat's debug marks),
 * beside its input and events, as the seat may see it: its own log lines, its marks in its own frame.
 */
function extrasOf(raw: unknown, index: number, seat: Side, width: number): Record<string, unknown> {
  const steps = (raw as { steps?: unknown }).steps;
  const step = Array.isArray(steps) ? (steps[index] as unknown) : undefined;
  if (typeof step !== 'object' || step === null) return {};
  const { input, events: _events, ...rest } = step as { input?: { seat?: Side }; events?: unknown };
  const seen = stepsAsSeen([{ ...rest, input: input as MatchStep['input'], events: [] }], seat, width)[0] ?? {};
  const { input: _i, events: _e, ...rest2 } = seen as MatchStep & Record<string, unknown>;
  const extras: Record<string, unknown> = rest2;
  // Only the seat's own lines: the other bot's log is not its to see.
  if (Array.isArray(rest2.logs)) extras.logs = rest2.logs[seat];
  return extras;
}

/** Runs --turn: checks the options and the replay, rebuilds the call, asks the bot, prints both answers. */
export async function replayTurn(
  file: string,
  r: Replay,
  raw: unknown,
  opts: TurnOptions,
  run: RunOptions,
): Promise<void> {
  if (opts.seat === undefined) throw new CliError('--turn needs --seat first or --seat second: whose turn to rebuild');
  const at: CallAt = { turn: opts.turn as number, seat: opts.seat, phase: opts.phase ?? 'battle' };
  // The replay has been verified (every mode of `replay` refuses one that differs): its inputs are the match's.
  const call = turnCall(r, at);
  if (!call.ok) throw new CliError(`${file}: ${call.problem.message}`);
  const c = call.value;
  const recorded: Answer = {
    orders: c.orders,
    ...(c.fault === undefined ? {} : { fault: `${c.fault.kind}: ${c.fault.reason}` }),
    refused: refusals(c.events, at.seat),
  };
  const extras = extrasOf(raw, c.index, at.seat, r.rules.width);
  const asking = { replay: r, call: c, at, warmUp: opts.warmUp === true };
  const now = opts.bot === undefined ? undefined : await askBot(botFile(opts.bot), asking, run);
  const player = r.players[at.seat].name;
  if (opts.json) {
    printJson({
      file,
      turn: at.turn,
      seat: SEAT_NAMES[at.seat],
      phase: at.phase,
      player,
      step: c.index + 1,
      view: c.view,
      recorded: { ...recorded, ...extras },
      ...(now === undefined ? {} : { bot: { file: opts.bot, ...now } }),
    });
    return;
  }
  const v = c.view;
  const lines = [
    `${file}: turn ${at.turn}, ${at.phase} phase of ${player}, playing ${SEAT_NAMES[at.seat]} (${SIDES[at.seat]}); ` +
      `its view (as it saw it, from the west): ${v.mine.length} of its demons, ${plural(v.foes.length, 'foe')}, ${v.points} points in hand`,
    ...answerLines(`${player} (recorded in the replay)`, recorded),
    ...Object.entries(extras).map(([k, val]) => `  ${k}: ${JSON.stringify(val)}`),
    ...(now === undefined ? [] : answerLines(`${opts.bot} (now)`, now)),
  ];
  printOut(lines.join('\n'));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function answerLines(who: string, a: Answer): string[] {
  const out: string[] = [];
  if (a.warmUp !== undefined) {
    const w = a.warmUp;
    const diff = w.firstDifference;
    out.push(
      `${who}: warmed up with the ${plural(w.calls, 'earlier call')} of its seat: ${w.same} answered as recorded` +
        (diff === undefined
          ? ''
          : `; first difference on turn ${diff.turn}, ${diff.phase}: recorded ${diff.recorded}, answered ${diff.answered}`),
    );
  }
  out.push(
    a.fault !== undefined
      ? `${who}: no orders: ${a.fault}`
      : `${who}: ${a.orders.length} order${a.orders.length === 1 ? '' : 's'}`,
  );
  for (const [i, o] of a.orders.entries()) {
    const refused = a.refused.find((x) => x.index === i);
    out.push(`  ${i}: ${JSON.stringify(o)}${refused === undefined ? '' : `  REFUSED: ${refused.reason}`}`);
  }
  if (a.marks !== undefined) out.push(`  marks: ${JSON.stringify(a.marks)}`);
  for (const l of a.setupLogs ?? []) out.push(`  logs (setup): ${l}`);
  for (const l of a.logs ?? []) out.push(`  logs: ${l}`);
  // A process's standard error is its log: shown whole only when no line of it fell in these two calls.
  if (a.stderr !== undefined && a.logs === undefined && a.setupLogs === undefined)
    out.push(`  its standard error:\n${a.stderr.replace(/^/gm, '    ')}`);
  return out;
}
