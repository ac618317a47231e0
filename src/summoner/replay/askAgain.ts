/**
 * Asks bots again with the calls of a recorded match (their setup info, then every view their seat was given) and
 * compares each answer with what the replay recorded. A fork's warm-up brings stateful bots to the turn it forks
 * at this way (their answers set aside); `replay --verify --bots` uses the comparison to show who played.
 */
import type { Result } from '../../core/result.js';
import type { BattleOrder, EnhanceOrder } from '../api.js';
import { phaseInput, setupAnswer } from '../match/answerInput.js';
import { faultText } from '../match/faultText.js';
import { splitAnswer } from '../match/parseMarks.js';
import type { BotPort, CallResult } from '../match/runMatch.js';
import { absoluteBattle, absoluteEnhance } from '../match/view.js';
import type { Side } from '../../core/side.js';
import type { SeatSetup } from '../rules/setup.js';
import type { PhaseInput } from '../rules/stepMatch.js';
import { recordedCalls, type CallSource, type RecordedAnswer, type RecordedCall } from './recordedCalls.js';

/**
 * How an answer compares with the recorded one: the same, different, or not comparable (a timeout on either side:
 * whether a call runs out of time depends on the machine, not only on the bot).
 */
export type Agreement = 'same' | 'different' | 'unknown';

/** One call where the answer differs from the record, in words, in the bot's own frame. */
export interface CallDifference {
  turn: number;
  phase: 'setup' | 'enhance' | 'battle';
  /** The step the call led to (0-based). */
  step: number;
  recorded: string;
  answered: string;
}

/** One seat's calls asked again: how many, how they compare, and the first that differs. */
export interface SeatAgreement {
  calls: number;
  same: number;
  different: number;
  unknown: number;
  firstDifference?: CallDifference;
}

/** Both seats' agreements (a seat with no bot to ask has calls 0). */
export type AskedAgain = [SeatAgreement, SeatAgreement];

/** A call's answer as the replay would record it: a seat's setup, a phase input, or a failure. */
type Judged = { type: 'setup'; setup: SeatSetup } | { type: 'phase'; input: PhaseInput; fatal?: boolean };

const CUT = 160;
const cut = (text: string) => faultText(text.length <= CUT ? text : `${text.slice(0, CUT - 1)}…`);

/** Orders put back in the seat's own frame (mirroring is its own inverse). */
function ownFrame(input: PhaseInput): (EnhanceOrder | BattleOrder)[] {
  return input.type === 'enhance'
    ? absoluteEnhance(input.orders, input.seat)
    : absoluteBattle(input.orders, input.seat);
}

/** A setup's order, or undefined when it failed. */
const orderOf = (s: SeatSetup) => ('order' in s ? s.order : undefined);

function setupText(s: SeatSetup): string {
  return 'order' in s ? `setup ${JSON.stringify(s.order)}` : `no setup (${s.fault})`;
}

function inputText(input: PhaseInput): string {
  if (input.fault !== undefined) return `no orders (${input.fault.kind}: ${input.fault.reason})`;
  const n = input.orders.length;
  return `${n} order${n === 1 ? '' : 's'} ${JSON.stringify(ownFrame(input))}`;
}

function recordedText(r: RecordedAnswer): string {
  if (r.type === 'setup') return setupText(r.setup);
  if (r.type === 'forfeit') return `a forfeit (${r.reason})`;
  return inputText(r.input);
}

/** The answer judged as the match judges it (answerInput.ts). */
function judge(call: RecordedCall, answer: CallResult): Judged {
  if (call.phase === 'setup') return { type: 'setup', setup: setupAnswer(answer) };
  const raw = splitAnswer(answer.ok ? answer.value : undefined).orders;
  return {
    type: 'phase',
    input: phaseInput(call.phase, call.seat, answer, raw),
    fatal: !answer.ok && answer.fatal === true,
  };
}

/** How `answer` compares with what `call` recorded, and both in words. */
export function compareAnswer(
  call: RecordedCall,
  answer: CallResult,
): { agreement: Agreement; difference: CallDifference } {
  const judged = judge(call, answer);
  const r = call.recorded;
  const answered = judged.type === 'setup' ? setupText(judged.setup) : inputText(judged.input);
  const difference = {
    turn: call.turn,
    phase: call.phase,
    step: call.step,
    recorded: cut(recordedText(r)),
    answered: cut(answered),
  };
  return { agreement: agreementOf(r, judged), difference };
}

function agreementOf(r: RecordedAnswer, judged: Judged): Agreement {
  if (r.type === 'setup' && judged.type === 'setup') {
    const [a, b] = [orderOf(r.setup), orderOf(judged.setup)];
    if (a === undefined || b === undefined) return a === b ? 'same' : 'different';
    return JSON.stringify(a) === JSON.stringify(b) ? 'same' : 'different';
  }
  if (judged.type !== 'phase') return 'different';
  const now = judged.input;
  // A forfeit stands for a call that failed (the last of a streak, or one the bot could not survive).
  if (r.type === 'forfeit') return now.fault !== undefined ? 'same' : 'different';
  if (r.type !== 'phase') return 'different';
  const was = r.input;
  const timeouts = [was.fault?.kind === 'timeout', now.fault?.kind === 'timeout'];
  if (timeouts[0] && timeouts[1]) return 'same';
  if (timeouts[0] || timeouts[1]) return 'unknown';
  if (was.fault !== undefined || now.fault !== undefined)
    return was.fault?.kind === now.fault?.kind ? 'same' : 'different';
  return JSON.stringify(was.orders) === JSON.stringify(now.orders) ? 'same' : 'different';
}

/** What to ask: the seats whose bots are given, the calls to ask (default: all), and a progress callback. */
export interface AskOptions {
  /** Ask only calls that led to steps before this one (a fork's warm-up: the steps it keeps). */
  beforeStep?: number;
  /** Called after each call asked, with the calls asked so far and the most there may be. */
  onCall?: (done: number, total: number) => void;
}

/** A seat's bot's answer to one recorded call, asked with a copy of what it was given. */
function ask(bot: BotPort, call: RecordedCall): Promise<CallResult> {
  if (call.phase === 'setup') return bot.setup(structuredClone(call.info));
  return call.phase === 'enhance' ? bot.enhance(structuredClone(call.view)) : bot.battle(structuredClone(call.view));
}

/**
 * Asks each given bot (`bots[seat]`, or none) every call its seat made in `r`, in order, and compares the answers
 * with the record. Every call is asked even after a bot has failed fatally, so a port's calls stay one for one with
 * the match's (its logs are kept per call). Give a verified replay: a step that cannot be played is a problem.
 */
export async function askAgain(
  bots: readonly [BotPort | undefined, BotPort | undefined],
  r: CallSource,
  opts: AskOptions = {},
): Promise<Result<AskedAgain>> {
  const seats: AskedAgain = [
    { calls: 0, same: 0, different: 0, unknown: 0 },
    { calls: 0, same: 0, different: 0, unknown: 0 },
  ];
  const end = opts.beforeStep ?? r.steps.length;
  const total = end + 1;
  let done = 0;
  const calls = recordedCalls(r);
  let next = calls.next();
  for (; !next.done && next.value.step < end; next = calls.next()) {
    const call = next.value;
    const bot = bots[call.seat as Side];
    if (bot === undefined) continue;
    const { agreement, difference } = compareAnswer(call, await ask(bot, call));
    const s = seats[call.seat];
    s.calls++;
    s[agreement]++;
    if (agreement === 'different') s.firstDifference ??= difference;
    opts.onCall?.(++done, total);
  }
  if (next.done && !next.value.ok) return next.value;
  return { ok: true, value: seats };
}
