/**
 * One started worker of a bot: its script (the prelude, then the bot) running in a sandboxed frame of its own
 * (botFrameHost.ts), its replies queued in order, and a stop that removes the frame. `startBotWorker` waits until the
 * bot's top-level code has run, within the CLI's load time counted from when the worker's script starts.
 */
import { callWallLimit } from '../../../../../src/summoner/match/timedAnswer.js';
import { startFramedWorker, type FrameEvent, type FramedWorker } from './botFrameHost.js';
import type { PageBot } from './compileBotSource.js';
import type { WorkerCall, WorkerReply } from './worker/botWorkerMain.js';
import { botWorkerScript } from './worker/botWorkerScript.js';

/** Time to load a bot (run its top-level code), in ms, as in the CLI's isolate. */
export const LOAD_MS = 2000;

/** Most time the browser may take to start a bot's frame and worker, before the bot's load time starts. */
export const START_MS = 30_000;

/** A place in the bot's worker script (line and column of a stack frame). */
export type ScriptPlace = [number, number];

/** Why a bot did not load: the reason in the CLI's words, and where its code threw, when it did. */
export interface LoadFailure {
  ok: false;
  reason: string;
  where?: readonly ScriptPlace[];
}

/** A worker whose bot has loaded. */
export class BotWorker {
  private readonly queue: (WorkerReply | undefined)[] = [];
  private waiter: ((r: WorkerReply | undefined) => void) | undefined;
  private failure: { message: string; where?: ScriptPlace } | undefined;
  private stopped = false;
  private readonly framed: FramedWorker;

  constructor(script: string) {
    this.framed = startFramedWorker(script, (e) => this.hear(e));
  }

  /** Sends a call. */
  send(call: WorkerCall): void {
    this.framed.post(call);
  }

  /** The worker's next reply, or undefined once it failed or was stopped. */
  next(): Promise<WorkerReply | undefined> {
    if (this.queue.length > 0) return Promise.resolve(this.queue.shift());
    if (this.stopped) return Promise.resolve(undefined);
    return new Promise((done) => (this.waiter = done));
  }

  /** Why the worker failed on its own (an uncaught error, a crash), if it did. */
  failed(): { message: string; where?: ScriptPlace } | undefined {
    return this.failure;
  }

  /** Whether the worker was stopped (it ran out of time, failed, or the match is over). */
  isStopped(): boolean {
    return this.stopped;
  }

  /** Ends the worker (its frame is removed); later `next` calls give undefined. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.framed.stop();
    this.deliver(undefined);
  }

  /** Stops the worker after `why` happened instead of a reply. */
  fail(message: string): void {
    this.failure ??= { message };
    this.stop();
  }

  private hear(e: FrameEvent): void {
    if (e.type === 'message') return this.deliver(e.data as WorkerReply);
    const message = e.message.replace(/^Uncaught /, '') || 'the worker failed';
    this.failure = { message, ...(e.line ? { where: [e.line, e.column ?? 0] as ScriptPlace } : {}) };
    this.stop();
  }

  private deliver(r: WorkerReply | undefined): void {
    const w = this.waiter;
    this.waiter = undefined;
    if (w !== undefined) w(r);
    else if (!this.stopped || r === undefined) this.queue.push(r);
  }
}

/** The worker's next reply, or undefined when none came within `ms` (the worker is then failed with `why`). */
async function nextWithin(worker: BotWorker, ms: number, why: string): Promise<WorkerReply | undefined> {
  const timer = setTimeout(() => worker.fail(why), ms);
  try {
    return await worker.next();
  } finally {
    clearTimeout(timer);
  }
}

/** Starts a worker on the bot's script and waits for its bot to load; a failure is the reason, in the CLI's words. */
export async function startBotWorker(
  bot: PageBot,
): Promise<{ ok: true; worker: BotWorker; firstLine: number } | (LoadFailure & { firstLine: number })> {
  const script = botWorkerScript(bot);
  const worker = new BotWorker(script.text);
  const started = await nextWithin(worker, START_MS, `the page could not start its worker within ${START_MS} ms`);
  const first =
    started?.type === 'started'
      ? await nextWithin(worker, callWallLimit(LOAD_MS), `no answer within ${LOAD_MS} ms`)
      : started;
  const firstLine = script.firstLine;
  if (first?.type === 'loaded') return { ok: true, worker, firstLine };
  worker.stop();
  if (first?.type === 'load-failed') return { ok: false, reason: first.reason, where: first.where, firstLine };
  const failure = worker.failed();
  const reason = `does not load: ${failure?.message ?? 'its worker stopped'}`;
  return { ok: false, reason, where: failure?.where ? [failure.where] : undefined, firstLine };
}
