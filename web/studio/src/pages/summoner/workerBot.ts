/**
 * A bot in a Web Worker as a match sees it (a BotPort), with the CLI's limits: setup has its own time, every later
 * call its allowance from the time bank, and a call that runs past twice its allowance (plus 100 ms, the isolate's
 * wall-clock margin) has its worker stopped. The faults and their words are the isolate's
 * (src/adapters/sandbox/isolateBot.ts): "no answer within N ms", "used N ms of CPU; it had M ms". A stopped worker
 * loses the bot's memory; the next call starts a fresh one and gives it setup again (its answer unused), so the bot
 * plays on with its plan, as a bot in the CLI's isolate keeps its heap after a timeout, until its faults in a row
 * forfeit the match. Where a bot's code threw is kept beside the match (`thrown`), as places in its worker's script.
 */
import { type BotLimits, type BotPort, type CallResult, type SetupInfo } from '../../../../../src/summoner/index.js';
import { callWallLimit, timedAnswer } from '../../../../../src/summoner/match/timedAnswer.js';
import { LogBook } from '../../../../../src/summoner/match/logBook.js';
import { TimeBank } from '../../../../../src/summoner/match/timeBank.js';
import { startBotWorker, type BotWorker, type LoadFailure, type ScriptPlace } from './botWorker.js';
import type { PageBot } from './compileBotSource.js';
import type { WorkerCall } from './worker/botWorkerMain.js';

/** An error a bot's code threw during a call: the call's index and method, its words, and where it was thrown. */
export interface ThrownError {
  call: number;
  method: WorkerCall['method'];
  reason: string;
  where: readonly ScriptPlace[];
  /** The line of the worker's script where the bot's code starts. */
  firstLine: number;
}

/** A bot opened for one match: its port, and the errors its code threw so far. */
export interface OpenedBot {
  ok: true;
  port: BotPort;
  thrown(): readonly ThrownError[];
}

/** Turns the worker's answer text into a call result, as the isolate's host does. */
function decode(text: string): CallResult {
  if (text === 'U') return { ok: true, value: undefined };
  if (text.startsWith('J')) return { ok: true, value: JSON.parse(text.slice(1)) as unknown };
  if (text.startsWith('E')) return { ok: false, kind: 'error', reason: text.slice(1) };
  return { ok: false, kind: 'error', reason: 'the worker answered garbage' };
}

/** One call's outcome as the worker gave it. */
interface Asked {
  answer: CallResult;
  usedMs: number;
  logs: string;
  where?: readonly ScriptPlace[];
}

/** Sends one call and waits for its answer, stopping the worker when it overruns `allowed`. */
async function ask(w: BotWorker, call: WorkerCall, allowed: number): Promise<Asked> {
  const began = performance.now();
  let overran = false;
  const timer = setTimeout(() => {
    overran = true;
    w.stop();
  }, callWallLimit(allowed));
  w.send(call);
  let reply = await w.next();
  // Answers to earlier calls (a Promise that settled after its call was given up) are skipped.
  while (reply !== undefined && (reply.type !== 'answer' || reply.id !== call.id)) reply = await w.next();
  clearTimeout(timer);
  if (reply?.type === 'answer')
    return { answer: decode(reply.answer), usedMs: reply.usedMs, logs: reply.logs, where: reply.where };
  w.stop();
  const usedMs = performance.now() - began;
  if (overran)
    return { answer: { ok: false, kind: 'timeout', reason: `no answer within ${allowed} ms` }, usedMs, logs: '' };
  // A worker that dies on its own (out of memory, a crash) cannot play on, as an isolate that is disposed.
  const why = w.failed()?.message ?? 'it stopped';
  return { answer: { ok: false, kind: 'error', reason: `its worker failed: ${why}`, fatal: true }, usedMs, logs: '' };
}

/** The port's state across calls: the worker (undefined after one was stopped), the bank, the log book. */
class WorkerPort {
  private readonly bank: TimeBank;
  private readonly book = new LogBook();
  private readonly errors: ThrownError[] = [];
  private calls = 0;
  private nextId = 0;
  private setupInfo: SetupInfo | undefined;
  private disposed = false;

  constructor(
    private readonly bot: PageBot,
    private readonly limits: BotLimits,
    private worker: BotWorker | undefined,
    private firstLine: number,
  ) {
    this.bank = new TimeBank(limits.callMs, limits.bankMs);
  }

  port(): BotPort {
    return {
      setup: (arg) => this.call('setup', arg),
      enhance: (arg) => this.call('enhance', arg),
      battle: (arg) => this.call('battle', arg),
      dispose: async () => {
        this.disposed = true;
        this.worker?.stop();
        this.worker = undefined;
      },
      logs: async (from) => this.book.lines(from),
    };
  }

  thrown(): readonly ThrownError[] {
    return this.errors;
  }

  private async call(method: WorkerCall['method'], arg: unknown): Promise<CallResult> {
    const index = this.calls++;
    if (this.disposed) return { ok: false, kind: 'error', reason: 'its worker was closed', fatal: true };
    if (method === 'setup') this.setupInfo = arg as SetupInfo;
    if (this.worker === undefined) {
      const why = await this.restart(index);
      if (why !== undefined)
        return { ok: false, kind: 'error', reason: `its worker could not be started again: ${why}`, fatal: true };
    }
    const allowed = method === 'setup' ? this.limits.setupMs : this.bank.allowance();
    const bankMs = method === 'setup' ? 0 : this.bank.saved();
    // The view tells the bot its time; the engine never sees a clock, so the port adds it.
    const sent =
      method === 'setup' ? arg : { ...(arg as object), time: { allowanceMs: allowed, bankMs: this.bank.saved() } };
    const asked = await ask(
      this.worker as BotWorker,
      { id: ++this.nextId, method, json: JSON.stringify(sent) },
      allowed,
    );
    if (asked.answer.ok === false && asked.where !== undefined && asked.where.length > 0)
      this.errors.push({
        call: index,
        method,
        reason: asked.answer.reason,
        where: asked.where,
        firstLine: this.firstLine,
      });
    if (this.worker?.isStopped()) this.worker = undefined;
    this.book.addText(index, asked.logs);
    const { usedMs, answer } = asked;
    // The time it used, as the isolate's port records it (the worker's CPU time), for the viewer's chart.
    const time = { usedMs, allowanceMs: allowed, bankMs, clock: 'cpu' as const };
    return { ...timedAnswer(this.bank, { setup: method === 'setup', usedMs, allowedMs: allowed, answer }), time };
  }

  /** A fresh worker after the last one was stopped, given setup again (see the file's comment); or why not. */
  private async restart(index: number): Promise<string | undefined> {
    const again = await startBotWorker(this.bot);
    if (!again.ok) return again.reason;
    this.firstLine = again.firstLine;
    if (this.setupInfo !== undefined) {
      const id = ++this.nextId;
      const r = await ask(
        again.worker,
        { id, method: 'setup', json: JSON.stringify(this.setupInfo) },
        this.limits.setupMs,
      );
      if (!r.answer.ok) {
        again.worker.stop();
        return `setup, given again, failed: ${r.answer.reason}`;
      }
    }
    this.book.add(
      index,
      "[fray] this bot's worker was terminated when a call ran out of time; this call runs in a fresh one, given setup again",
    );
    this.worker = again.worker;
    return undefined;
  }
}

/**
 * Opens a bot in a fresh worker for one match: its top-level code runs now, so a bot that does not load is known
 * before anything is played. `dispose` stops the worker.
 */
export async function openWorkerBot(
  bot: PageBot,
  limits: BotLimits,
): Promise<OpenedBot | (LoadFailure & { firstLine: number })> {
  const first = await startBotWorker(bot);
  if (!first.ok) return first;
  const state = new WorkerPort(bot, limits, first.worker, first.firstLine);
  return { ok: true, port: state.port(), thrown: () => state.thrown() };
}
