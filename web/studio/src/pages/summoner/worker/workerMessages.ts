/** What the page and a bot's worker say to each other, and what the page passes to the worker's prelude. */

/** What the page passes to the worker's prelude. */
export interface WorkerConfig {
  /** Longest answer, in characters of JSON (MAX_ANSWER_CHARS). */
  maxAnswer: number;
  /** A call's console bounds (BOT_LOG_BOUNDS). */
  linesPerCall: number;
  charsPerCall: number;
  /** The instant the frozen clock shows, in ms since 1970. */
  frozenNow: number;
  /** The global names the bot keeps (ECMASCRIPT_GLOBALS). */
  keep: readonly string[];
}

/** The bot's module, wrapped as a function of its CommonJS `exports` and a `require` that refuses everything. */
export type BotModule = (exports: Record<string, unknown>, require: (specifier: string) => never) => void;

/** A message from the page: call `method` with the JSON text `json`. */
export interface WorkerCall {
  id: number;
  method: 'setup' | 'enhance' | 'battle';
  json: string;
}

/**
 * The worker's messages: started (its script runs: the bot's load time starts now), loaded (with what could not be removed from its global, normally nothing), or why not, then
 * one answer per call with its log text, the time it used and, for an error, its stack's places in the script.
 */
export type WorkerReply =
  | { type: 'started' }
  | { type: 'loaded'; logs: string; left: string[] }
  | { type: 'load-failed'; reason: string; where?: [number, number][] }
  | { type: 'answer'; id: number; answer: string; logs: string; usedMs: number; where?: [number, number][] };
