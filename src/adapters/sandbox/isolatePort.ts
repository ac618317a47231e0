/**
 * A JavaScript bot in an isolate as the match sees it (a BotPort), over whatever runs the isolate: a session in this
 * process (a match host plays both bots of a match in its own process, matchHost.ts) or one in an isolate host of its
 * own, reached over its pipes (isolateBot.ts). Here are the parts that do not depend on where the isolate is: each
 * call's view packed (packView.ts), the time bank charged with the isolate's CPU time, the logs kept, the answer
 * decoded and what the bot threw mapped back to its author's files (botStack.ts).
 */
import type { BotPort, CallResult } from '../../summoner/match/runMatch.js';
import { timedAnswer } from '../../summoner/match/timedAnswer.js';
import { stretchedWallLimit } from './loadStretch.js';
import { failure, type StackPlace } from './botStack.js';
import { TimeBank, type BotLimits } from './limits.js';
import { LogBook } from './logBook.js';
import { viewPacker } from './packView.js';
import { BOT_SCRIPT_NAME } from './isolatePrelude.js';

/** A call's arguments: setup's information as JSON, or a packed view (packView.ts). */
export type SessionArgs =
  { method: string; json: string } | { method: string; head: string; strings: string; ints: Uint8Array };

/** One call's outcome: the bot's log text, and its answer (the dispatcher's text) or what isolated-vm threw. */
export interface Served {
  logs: string;
  answer: string;
  /** The answer is what isolated-vm threw (a limit hit), not the dispatcher's text. */
  thrown: boolean;
  usedMs: number;
  /** The isolate is gone (out of memory, or its memory outside its heap over its allowance). */
  disposed: boolean;
  /** Why the bot's memory outside its heap ended it, when it did. */
  overdrawn?: string;
}

/** What runs one bot's isolate, for the port. */
export interface IsolateRunner {
  /** Runs one call; undefined when what runs the isolate is gone (its host died): then ask gone(). */
  run(args: SessionArgs, wallMs: number): Served | undefined;
  /** Why it is gone, as the fault of its bot (fatal: the bot cannot play on). */
  gone(): Promise<CallResult>;
  /** Frees the isolate once the match is over (the host may serve another match). */
  release(): Promise<void>;
}

/** Turns the dispatcher's answer into a call result. */
function decode(text: string, place: StackPlace): CallResult {
  if (text === 'U') return { ok: true, value: undefined };
  if (text.startsWith('J')) return { ok: true, value: JSON.parse(text.slice(1)) as unknown };
  if (text.startsWith('E')) return { ok: false, kind: 'error', ...failure(text.slice(1), place) };
  return { ok: false, kind: 'error', reason: 'the sandbox answered garbage' };
}

/** A call that failed inside isolated-vm itself (a limit hit), as a fault. */
function limitFault(message: string, disposed: boolean, allowedMs: number): CallResult {
  if (disposed || /memory limit/i.test(message))
    return { ok: false, kind: 'memory', reason: 'ran out of memory (its isolate was disposed)', fatal: true };
  if (/timed out/i.test(message)) return { ok: false, kind: 'timeout', reason: `no answer within ${allowedMs} ms` };
  return { ok: false, kind: 'error', reason: message.split('\n')[0] ?? 'failed' };
}

/** The methods of a port. */
type Method = 'setup' | 'enhance' | 'battle';

/** A loaded bot behind the port: each call's view packed in, its answer and logs read out, its CPU time charged. */
class IsolatePort {
  private readonly bank: TimeBank;
  private readonly book = new LogBook();
  private readonly pack = viewPacker();
  private calls = 0;
  private dead: CallResult | undefined;
  private released = false;

  constructor(
    private readonly runner: IsolateRunner,
    private readonly limits: BotLimits,
    private readonly place: StackPlace,
  ) {
    this.bank = new TimeBank(limits.callMs, limits.bankMs);
  }

  port(): BotPort {
    return {
      setup: this.call('setup'),
      enhance: this.call('enhance'),
      battle: this.call('battle'),
      dispose: () => this.dispose(),
      logs: async (from) => this.book.lines(from),
    };
  }

  private async dispose(): Promise<void> {
    if (this.released) return;
    this.released = true;
    if (this.dead === undefined) await this.runner.release();
  }

  private call(method: Method) {
    return async (arg: unknown): Promise<CallResult> => {
      const index = this.calls++;
      if (this.dead !== undefined) return this.dead;
      const allowed = method === 'setup' ? this.limits.setupMs : this.bank.allowance();
      const bankMs = method === 'setup' ? 0 : this.bank.saved();
      const served = this.runner.run(this.argsOf(method, arg, allowed), stretchedWallLimit(allowed));
      if (served === undefined) {
        this.dead = await this.runner.gone();
        return this.dead;
      }
      return this.answer(served, { index, setup: method === 'setup', allowed, bankMs });
    };
  }

  /** The call's arguments: setup's info as JSON, a view (with the time the bot has) packed. */
  private argsOf(method: Method, arg: unknown, allowed: number): SessionArgs {
    if (method === 'setup') return { method, json: JSON.stringify(arg) };
    // The view tells the bot its time; the engine never sees a clock, so the port adds it.
    const view = { ...(arg as object), time: { allowanceMs: allowed, bankMs: this.bank.saved() } };
    const packed = this.pack(view);
    if (packed === undefined) return { method, json: JSON.stringify(view) };
    const ints = new Uint8Array(packed.ints.buffer, packed.ints.byteOffset, packed.ints.byteLength);
    return { method, head: packed.head, strings: packed.strings, ints };
  }

  /**
   * The call's result: logs kept, the answer decoded, the CPU time charged and recorded with the allowance and the
   * bank's part of it (`bankMs`); a bot over its memory is done for.
   */
  private answer(s: Served, call: { index: number; setup: boolean; allowed: number; bankMs: number }): CallResult {
    this.book.addText(call.index, s.logs);
    if (s.overdrawn !== undefined) {
      this.dead = { ok: false, kind: 'memory', reason: s.overdrawn, fatal: true };
      return this.dead;
    }
    const answer = s.thrown ? limitFault(s.answer, s.disposed, call.allowed) : decode(s.answer, this.place);
    if (s.disposed) return answer.ok ? limitFault('', true, call.allowed) : answer;
    const time = { usedMs: s.usedMs, allowanceMs: call.allowed, bankMs: call.bankMs, clock: 'cpu' as const };
    return {
      ...timedAnswer(this.bank, { setup: call.setup, usedMs: s.usedMs, allowedMs: call.allowed, answer }),
      time,
    };
  }
}

/** Where an isolate's frames point: the bot's script, below its wrapper's first line (isolatePrelude's botScriptText). */
export function scriptPlace(map: string | undefined): StackPlace {
  return {
    isScript: (file) => file === BOT_SCRIPT_NAME,
    lineOffset: 1,
    shownAs: BOT_SCRIPT_NAME,
    ...(map === undefined ? {} : { map }),
  };
}

/** The port of a bot whose isolate `runner` runs, under `limits`; its frames are read at `place`. */
export function isolatePort(runner: IsolateRunner, limits: BotLimits, place: StackPlace): BotPort {
  return new IsolatePort(runner, limits, place).port();
}
