/**
 * The time a bot may take and what it may answer: the figures the CLI's sandbox enforces (src/adapters/sandbox) and
 * the studio's Web Workers enforce the same way, so a bot that keeps to them in one keeps to them in the other.
 */

/**
 * Limits for sandboxed bots (isolates, processes, the studio's workers); every figure is configurable from the command line.
 * @category Matches
 */
export interface BotLimits {
  /** Heap of a JavaScript bot's isolate, in MiB. */
  memoryMb: number;
  /** Address space of a process bot, in MiB (a JVM reserves far more than it uses). */
  processMemoryMb: number;
  /** Time for the first call (setup), process start-up included, in ms. */
  setupMs: number;
  /** Time for each later call, in ms: CPU time for an isolate, wall-clock time for a process. */
  callMs: number;
  /** Most unused time a bot may save up across calls, in ms. */
  bankMs: number;
  /** Failed calls in a row that forfeit the match. */
  maxConsecutiveFaults: number;
}

/**
 * The defaults: generous for the demos (which answer in well under a millisecond), firm for a runaway bot.
 * @category Matches
 */
export const DEFAULT_BOT_LIMITS: Readonly<BotLimits> = Object.freeze({
  memoryMb: 64,
  processMemoryMb: 768,
  setupMs: 5000,
  callMs: 200,
  bankMs: 1000,
  maxConsecutiveFaults: 3,
});

/** Longest answer accepted from any bot, in characters of JSON (a bot's orders fit in a few kilobytes). */
export const MAX_ANSWER_CHARS = 1 << 20;
