/**
 * A bot in a Web Worker as a match sees it (a BotPort), with the CLI's limits: setup has its own time, every later
 * call its allowance from the time bank, and a call that runs past twice its allowance (plus 100 ms, the isolate's
 * wall-clock margin) has its worker terminated. The faults and their words are the isolate's
 * (src/adapters/sandbox/isolateBot.ts): "no answer within N ms", "used N ms of CPU; it had M ms". A terminated worker
 * loses the bot's memory; the next call starts a fresh one and gives it setup again (its answer unused), so the bot
 * plays on with its plan, as a bot in the CLI's isolate keeps its heap after a timeout, until its faults in a row
 * forfeit the match.
 */
import { type BotLimits, type BotPort, type CallResult, type SetupInfo } from '../../../../../src/summoner/index.js';
import { callWallLimit, timedAnswer } from '../../../../../src/summoner/match/timedAnswer.js';
import { LogBook } from '../../../../../src/summoner/match/logBook.js';
import { TimeBank } from '../../../../../src/summoner/match/timeBank.js';
import type { WorkerCall, WorkerReply } from './botWorkerMain.js';
import { botWorkerScript } from './botWorkerScript.js';
import type { PageBot } from './compileBotSource.js';

/** Time to load a bot (run its top-level code), in ms, as in the CLI's isolate. */
export const LOAD_MS = 2000;

/** A started worker with its bot loaded, and the means to stop it. */
interface Running {
  worker: Worker;
  /** Resolves with the worker's next reply, or undefined when it fails (an error event) or is terminated. */
  next(): Promise<WorkerReply | undefined>;
  /** Why the worker failed (its error event), if it did. */
  failure(): string | undefined;
  stop(): void;
}

/** Turns the worker's answer text into a call result, as the isolate's host does. */
function decode(text: string): CallResult {
  if (text === 'U') return { ok: true, value: undefined };
  if (text.startsWith('J')) return { ok: true, value: JSON.parse(text.slice(1)) as unknown };
  if (text.startsWith('E')) return { ok: false, kind: 'error', reason: text.slice(1) };
  return { ok: false, kind: 'error', reason: 'the worker answered garbage' };
}

/** Starts a worker on the bot's script and waits for it to load; a failure is the reason, in the CLI's words. */
async function start(
  bot: PageBot,
): Promise<{ ok: true; running: Running; logs: string } | { ok: false; reason: string }> {
  const script = botWorkerScript(bot);
  const url = URL.createObjectURL(new Blob([script.text], { type: 'text/javascript' }));
  let worker: Worker;
  try {
    worker = new Worker(url);
  } catch (e) {
    URL.revokeObjectURL(url);
    return { ok: false, reason: `does not load: the browser refused its worker (${(e as Error).message})` };
  }
  const queue: (WorkerReply | undefined)[] = [];
  let waiter: ((r: WorkerReply | undefined) => void) | undefined;
  let failure: string | undefined;
  const deliver = (r: WorkerReply | undefined): void => {
    if (waiter !== undefined) {
      const w = waiter;
      waiter = undefined;
      w(r);
    } else queue.push(r);
  };
  worker.addEventListener('message', (e: MessageEvent<WorkerReply>) => deliver(e.data));
  worker.addEventListener('error', (e: ErrorEvent) => {
    // Handled here, so the browser does not also report it as an uncaught error of the page.
    e.preventDefault();
    const line = e.lineno >= script.firstLine ? ` (line ${e.lineno - script.firstLine + 1})` : '';
    failure = `${e.message || 'the worker failed'}${line}`.replace(/^Uncaught /, '');
    deliver(undefined);
  });
  let stopped = false;
  const running: Running = {
    worker,
    failure: () => failure,
    next: () => {
      if (queue.length > 0) return Promise.resolve(queue.shift());
      if (stopped) return Promise.resolve(undefined);
      return new Promise((done) => (waiter = done));
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      worker.terminate();
      URL.revokeObjectURL(url);
      deliver(undefined);
    },
  };
  const timer = setTimeout(() => {
    failure = `no answer within ${LOAD_MS} ms`;
    running.stop();
  }, callWallLimit(LOAD_MS));
  const first = await running.next();
  clearTimeout(timer);
  if (first?.type === 'loaded') return { ok: true, running, logs: first.logs };
  running.stop();
  if (first?.type === 'load-failed') return { ok: false, reason: first.reason };
  return { ok: false, reason: `does not load: ${failure ?? 'its worker stopped'}` };
}

/**
 * Opens a bot in a fresh worker for one match: its top-level code runs now, so a bot that does not load is known
 * before anything is played. `dispose` terminates the worker.
 */
export async function openWorkerBot(
  bot: PageBot,
  limits: BotLimits,
): Promise<{ ok: true; port: BotPort } | { ok: false; reason: string }> {
  const first = await start(bot);
  if (!first.ok) return first;
  let running: Running | undefined = first.running;
  const bank = new TimeBank(limits.callMs, limits.bankMs);
  const book = new LogBook();
  let calls = 0;
  let nextId = 0;
  let setupInfo: SetupInfo | undefined;
  let disposed = false;

  /** Sends one call and waits for its answer, terminating the worker when it overruns `allowed`. */
  const ask = async (
    r: Running,
    method: WorkerCall['method'],
    json: string,
    allowed: number,
  ): Promise<{ answer: CallResult; usedMs: number; logs: string }> => {
    const id = ++nextId;
    const began = performance.now();
    let overran = false;
    const timer = setTimeout(() => {
      overran = true;
      r.stop();
    }, callWallLimit(allowed));
    r.worker.postMessage({ id, method, json } satisfies WorkerCall);
    let reply = await r.next();
    // Answers to earlier calls (a Promise that settled after its call was given up) are skipped.
    while (reply !== undefined && (reply.type !== 'answer' || reply.id !== id)) reply = await r.next();
    clearTimeout(timer);
    if (reply === undefined) {
      r.stop();
      running = undefined;
      const usedMs = performance.now() - began;
      return overran
        ? { answer: { ok: false, kind: 'timeout', reason: `no answer within ${allowed} ms` }, usedMs, logs: '' }
        : {
            // A worker that dies on its own (out of memory, a crash) cannot play on, as an isolate that is disposed.
            answer: {
              ok: false,
              kind: 'error',
              reason: `its worker failed: ${r.failure() ?? 'it stopped'}`,
              fatal: true,
            },
            usedMs,
            logs: '',
          };
    }
    return { answer: decode(reply.answer), usedMs: reply.usedMs, logs: reply.logs };
  };

  /** A fresh worker after the last one was terminated, given setup again (see the file's comment). */
  const restart = async (index: number): Promise<Running | string> => {
    const again = await start(bot);
    if (!again.ok) return again.reason;
    if (setupInfo !== undefined) {
      const r = await ask(again.running, 'setup', JSON.stringify(setupInfo), limits.setupMs);
      if (!r.answer.ok) {
        again.running.stop();
        return `setup, given again, failed: ${r.answer.reason}`;
      }
    }
    book.add(
      index,
      "[fray] this bot's worker was terminated when a call ran out of time; this call runs in a fresh one, given setup again",
    );
    return again.running;
  };

  const call =
    (method: WorkerCall['method']) =>
    async (arg: unknown): Promise<CallResult> => {
      const index = calls++;
      if (disposed) return { ok: false, kind: 'error', reason: 'its worker was closed', fatal: true };
      if (method === 'setup') setupInfo = arg as SetupInfo;
      if (running === undefined) {
        const r = await restart(index);
        if (typeof r === 'string')
          return { ok: false, kind: 'error', reason: `its worker could not be started again: ${r}`, fatal: true };
        running = r;
      }
      const allowed = method === 'setup' ? limits.setupMs : bank.allowance();
      // The view tells the bot its time; the engine never sees a clock, so the port adds it.
      const json = JSON.stringify(
        method === 'setup' ? arg : { ...(arg as object), time: { allowanceMs: allowed, bankMs: bank.saved() } },
      );
      const bankMs = method === 'setup' ? 0 : bank.saved();
      const { answer, usedMs, logs } = await ask(running, method, json, allowed);
      book.addText(index, logs);
      // The time it used, as the isolate's port records it (the worker's CPU time), for the viewer's chart.
      const time = { usedMs, allowanceMs: allowed, bankMs, clock: 'cpu' as const };
      return { ...timedAnswer(bank, { setup: method === 'setup', usedMs, allowedMs: allowed, answer }), time };
    };

  return {
    ok: true,
    port: {
      setup: call('setup'),
      enhance: call('enhance'),
      battle: call('battle'),
      dispose: async () => {
        disposed = true;
        running?.stop();
        running = undefined;
      },
      logs: async (from) => book.lines(from),
    },
  };
}
