/**
 * The code a bot's worker runs before the bot, as the CLI's isolate runs its prelude (src/adapters/sandbox/
 * isolatePrelude.ts): the global cut down to ECMAScript's built-ins (confineGlobal), the same seeded Math.random, the
 * same frozen clock, the same console with the same caps, and the same answers ('J' + JSON, 'U', 'E' + reason).
 * `botWorkerMain` is never called in the page: its source text, and that of each part it is handed, are put into the
 * worker's script in front of the bot's code (botWorkerScript.ts), so none of them uses anything from outside its own
 * body. The page's Content-Security-Policy, which the worker inherits, forbids eval: the bot's code is in the worker's
 * script itself, never evaluated from a string.
 */
import type { answerCalls } from './answerCalls.js';
import type { callClock } from './callClock.js';
import type { cappedConsole } from './cappedConsole.js';
import type { confineGlobal } from './confineGlobal.js';
import type { describeError, errorFrames } from './describeError.js';
import type { fixedArrayBuffer } from './fixedArrayBuffer.js';
import type { frozenDate } from './frozenDate.js';
import type { loadBot } from './loadBot.js';
import type { seededRandom } from './seededRandom.js';
import type { BotModule, WorkerCall, WorkerConfig, WorkerReply } from './workerMessages.js';

export type { BotModule, WorkerCall, WorkerConfig, WorkerReply } from './workerMessages.js';

/** The parts of the prelude, each a self-contained function whose source is in the worker's script. */
export interface PreludeParts {
  confineGlobal: typeof confineGlobal;
  callClock: typeof callClock;
  cappedConsole: typeof cappedConsole;
  seededRandom: typeof seededRandom;
  frozenDate: typeof frozenDate;
  fixedArrayBuffer: typeof fixedArrayBuffer;
  describeError: typeof describeError;
  errorFrames: typeof errorFrames;
  loadBot: typeof loadBot;
  answerCalls: typeof answerCalls;
}

/** Runs in the worker: confines and fixes its world, loads the bot and answers the page's calls. */
export function botWorkerMain(config: WorkerConfig, parts: PreludeParts, botModule: BotModule): void {
  const scope = globalThis as unknown as {
    postMessage(m: unknown): void;
    addEventListener(type: 'message', f: (e: { data: unknown }) => void): void;
    setTimeout(f: () => void, ms: number): unknown;
  };
  // Taken before anything is removed or any bot code runs: the bot cannot reach or swap what the answers rely on.
  const post = scope.postMessage.bind(globalThis);
  const listen = scope.addEventListener.bind(globalThis);
  const later = scope.setTimeout.bind(globalThis);
  const clock = performance.now.bind(performance);
  // The page starts the bot's load time here, not when it asked for the frame: starting a frame and a worker is the
  // browser's time (seconds on a loaded machine), which the CLI's isolate does not count either.
  post({ type: 'started' } satisfies WorkerReply);
  const left = parts.confineGlobal(config.keep);
  const calls = parts.callClock(clock);
  const logs = parts.cappedConsole(config);
  const random = parts.seededRandom();
  parts.frozenDate(config.frozenNow);
  parts.fixedArrayBuffer();
  const loaded = parts.loadBot(botModule, parts.describeError, parts.errorFrames);
  if (!loaded.ok) return post({ type: 'load-failed', reason: loaded.reason, where: loaded.frames });
  // Lines written while loading go with setup, as in the isolate: they are not taken here.
  post({ type: 'loaded', logs: '', left } satisfies WorkerReply);
  parts.answerCalls({
    bot: loaded.bot,
    maxAnswer: config.maxAnswer,
    post,
    listen: (f) => listen('message', (e) => f(e.data as WorkerCall)),
    later: (f) => later(f, 0),
    clock,
    begin: calls.begin,
    takeLogs: logs.take,
    reseed: random.reseed,
    describe: parts.describeError,
    frames: parts.errorFrames,
  });
}
