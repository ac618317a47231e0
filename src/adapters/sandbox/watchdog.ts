/**
 * An isolate host's watchdog (isolateHost.ts, matchHost.ts): kills the host when a bot's call runs past its hard
 * limit, isolated-vm's own timeout having failed, after telling the controller so.
 */
import { Worker } from 'node:worker_threads';
import { REPLY } from './hostWire.js';
import { HOST } from './policy.js';

/**
 * The watchdog: a thread that kills this process when a bot's call runs `HOST.watchdogSlackMs` past its own limit.
 * It polls four times a second, so a call costs it nothing; the main thread marks each call busy (1) or done (0) in
 * shared memory, and the watchdog marks one it stopped (2): then nothing else is written to the controller.
 */
export class Watchdog {
  private readonly state = new Int32Array(new SharedArrayBuffer(16), 0, 2);
  private readonly deadline = new Float64Array(this.state.buffer, 8, 1);

  constructor(out: number) {
    // The 'stuck' frame, whole: its length (1) and its type.
    const frame = Buffer.from([1, 0, 0, 0, REPLY.stuck]);
    const watchdog = new Worker(
      `const { workerData: { state, deadline, out, frame } } = require('node:worker_threads');
      const { writeSync } = require('node:fs');
      for (;;) {
        Atomics.wait(state, 1, 0, 250);
        if (state[0] === 1 && Date.now() > deadline[0] && Atomics.compareExchange(state, 0, 1, 2) === 1) {
          try { writeSync(out, frame); } finally { process.kill(process.pid, 'SIGKILL'); }
        }
      }`,
      { eval: true, workerData: { state: this.state, deadline: this.deadline, out, frame } },
    );
    // Kept referenced until it runs (the host waits for it), then never keeping the host alive.
    this.online = new Promise((resolve) =>
      watchdog.once('online', () => {
        watchdog.unref();
        resolve();
      }),
    );
  }

  /** Resolves once the watchdog's thread runs. */
  readonly online: Promise<void>;

  /** Marks a call busy until `ms` from now (and the slack). */
  busy(ms: number): void {
    this.deadline[0] = Date.now() + ms + HOST.watchdogSlackMs;
    Atomics.store(this.state, 0, 1);
  }

  /** Marks the call done. If the watchdog took it, the process is about to be killed: this never returns. */
  done(): void {
    if (Atomics.compareExchange(this.state, 0, 1, 0) !== 2) return;
    for (;;) Atomics.wait(this.state, 1, 0);
  }
}
