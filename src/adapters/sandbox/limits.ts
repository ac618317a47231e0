/** What a sandboxed bot may use, and the time bank that carries unused time from call to call. */
import { MATCH_PROCESS } from './policy.js';

/** Limits for sandboxed bots (isolates and processes); every figure is configurable from the command line. */
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

/** The defaults: generous for the demos (which answer in well under a millisecond), firm for a runaway bot. */
export const DEFAULT_LIMITS: Readonly<BotLimits> = Object.freeze({
  memoryMb: 64,
  processMemoryMb: 768,
  setupMs: 5000,
  callMs: 200,
  bankMs: 1000,
  maxConsecutiveFaults: 3,
});

/**
 * A bot's time bank, as Screeps' bucket: each call may use its own allowance plus what is saved; a call that ends
 * early saves the rest (up to the cap), and a slow one draws the excess from the bank.
 */
export class TimeBank {
  private savedMs = 0;

  constructor(
    private readonly callMs: number,
    private readonly capMs: number,
  ) {}

  /** The most the next call may use, in ms. */
  allowance(): number {
    return this.callMs + this.savedMs;
  }

  /** The time saved in the bank, in ms (the part of the next allowance beyond the call's own). */
  saved(): number {
    return this.savedMs;
  }

  /** Records a call that used `usedMs`. */
  charge(usedMs: number): void {
    this.savedMs = Math.max(0, Math.min(this.capMs, this.savedMs + this.callMs - usedMs));
  }
}

/** Longest answer accepted from any bot, in characters of JSON (a bot's orders fit in a few kilobytes). */
export const MAX_ANSWER_CHARS = 1 << 20;

/**
 * The memory cap of a child process that plays one sandboxed match: both isolates at their limit, and room for
 * the controller itself (MATCH_PROCESS.baseMemoryMb). A match whose process passes it is killed and retried once.
 */
export function matchProcessMemoryMb(limits: Pick<BotLimits, 'memoryMb'>): number {
  return MATCH_PROCESS.baseMemoryMb + 2 * limits.memoryMb;
}
