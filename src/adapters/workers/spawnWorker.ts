/**
 * One face for the two ways fray runs work beside the main thread: a worker thread (cheap, shares the process) or a
 * child process (a crash inside it kills only that child). Both take messages with postMessage, report 'message',
 * 'error' and 'exit', and stop with terminate().
 */
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { sweepLeftovers } from '../sandbox/runRoot.js';

/** Where work runs: on a thread of this process, or in a child process of its own. */
export type Isolation = 'thread' | 'process';

/** A worker thread or a child process, seen the same way. */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): Promise<number>;
  /** 'message' (the message), 'error' (an Error) or 'exit' (the exit code). */
  on(event: 'message' | 'error' | 'exit', listener: (arg: never) => void): this;
  off(event: 'message' | 'error' | 'exit', listener: (arg: never) => void): this;
}

/** What a child process gets first, before any task: the data a thread gets as `workerData`. */
export interface InitMessage {
  init: unknown;
}

/** A child process behind the WorkerLike face. */
class ChildWorker implements WorkerLike {
  private readonly exited: Promise<number>;
  private readonly events = new EventEmitter();

  constructor(private readonly child: ChildProcess) {
    child.on('message', (m) => this.events.emit('message', m));
    // A child that started reports its end by 'exit'; its other errors (a message sent as it died) add nothing.
    child.on('error', (e) => {
      if (child.pid === undefined) this.events.emit('error', e);
    });
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        const n = code ?? 128 + (signal === 'SIGKILL' ? 9 : signal === 'SIGABRT' ? 6 : 1);
        // A child that died cannot clean up after itself: its run folder and cgroups are swept here.
        sweepLeftovers({ again: true });
        this.events.emit('exit', n);
        resolve(n);
      });
    });
  }

  on(event: 'message' | 'error' | 'exit', listener: (arg: never) => void): this {
    this.events.on(event, listener as (arg: unknown) => void);
    return this;
  }

  off(event: 'message' | 'error' | 'exit', listener: (arg: never) => void): this {
    this.events.off(event, listener as (arg: unknown) => void);
    return this;
  }

  postMessage(message: unknown): void {
    if (this.child.connected) this.child.send(message as never);
  }

  terminate(): Promise<number> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    return this.exited;
  }
}

/** What a worker is sent to stop: it closes what it holds (isolate hosts), then ends (see workerChannel's onClose). */
export const CLOSE_MESSAGE = Object.freeze({ close: true });

/** How long a worker that was asked to close may take before it is terminated, in ms. */
const CLOSE_MS = 5000;

/**
 * A worker thread that closes before it is terminated: the isolate hosts it started (processes of their own) are
 * stopped and waited for, not left behind with their pipes open.
 */
class ClosingThread implements WorkerLike {
  private readonly exited: Promise<number>;

  constructor(private readonly worker: Worker) {
    this.exited = new Promise((resolve) => worker.once('exit', resolve));
  }

  on(event: 'message' | 'error' | 'exit', listener: (arg: never) => void): this {
    this.worker.on(event, listener as (arg: unknown) => void);
    return this;
  }

  off(event: 'message' | 'error' | 'exit', listener: (arg: never) => void): this {
    this.worker.off(event, listener as (arg: unknown) => void);
    return this;
  }

  postMessage(message: unknown): void {
    this.worker.postMessage(message);
  }

  async terminate(): Promise<number> {
    this.worker.postMessage(CLOSE_MESSAGE);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_MS)));
    await Promise.race([this.exited, late]);
    clearTimeout(timer);
    return this.worker.terminate();
  }
}

/**
 * Starts `url` as a worker thread or a child process; a child gets `workerData` as its first message. With
 * `closing`, a thread is asked to close (CLOSE_MESSAGE) before it is terminated: its entry point must handle it
 * (workerChannel's onClose).
 */
export function spawnWorker(
  url: URL,
  opts: { isolation: Isolation; workerData: unknown; closing?: boolean; ownGroup?: boolean },
): WorkerLike {
  if (opts.isolation === 'thread') {
    const worker = new Worker(url, { workerData: opts.workerData });
    return opts.closing === true ? new ClosingThread(worker) : (worker as unknown as WorkerLike);
  }
  const child = fork(fileURLToPath(url), [], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // A process group of its own: a Ctrl-C at the terminal reaches only the parent, which decides (a server lets
    // matches finish); the child still exits when its parent is gone (workerChannel).
    detached: opts.ownGroup === true,
  });
  const w = new ChildWorker(child);
  w.postMessage({ init: opts.workerData } satisfies InitMessage);
  return w;
}

/** Whether a message is CLOSE_MESSAGE. */
function isClose(m: unknown): boolean {
  return typeof m === 'object' && m !== null && (m as { close?: unknown }).close === true;
}

/**
 * For a worker entry point: the channel to its parent, whether it runs as a thread or as a child process, and the
 * start-up data (a thread's workerData; a child's first message). A child exits when its parent is gone. `onClose`
 * runs when the parent asks the worker to close (CLOSE_MESSAGE); the worker then ends.
 */
export function workerChannel(
  opts: { onClose?: () => Promise<void> } = {},
): { on(f: (m: never, data: unknown) => void): void; post(m: unknown): void } | undefined {
  const close = () => void (opts.onClose?.() ?? Promise.resolve()).finally(() => process.exit(0));
  if (parentPort !== null) {
    const port = parentPort;
    return {
      on: (f) => port.on('message', (m: unknown) => (isClose(m) ? close() : f(m as never, workerData))),
      post: (m) => port.postMessage(m),
    };
  }
  if (process.send === undefined) return undefined;
  process.on('disconnect', () => process.exit(0));
  let data: unknown;
  return {
    on: (f) =>
      process.on('message', (m: unknown) => {
        if (typeof m === 'object' && m !== null && 'init' in m) data = (m as InitMessage).init;
        else if (isClose(m)) close();
        else f(m as never, data);
      }),
    post: (m) => process.send?.(m as never),
  };
}
