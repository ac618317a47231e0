/**
 * The shapes a match is played with: a bot's port and its answers, the options of a match, its steps and its record
 * (runMatch plays them; MatchRun holds one match in play). Apart from runMatch so the match's parts share them
 * without importing the loop.
 */
import type { Mark, SetupInfo, View } from '../api.js';
import type { SummonerEvent } from '../rules/events.js';
import type { FaultKind, MatchState } from '../rules/model.js';
import type { SummonerRules } from '../rules/rules.js';
import type { MatchInput } from '../rules/stepMatch.js';
import type { CallTimes, CallTiming } from './callTimes.js';

/**
 * A bot's answer to one call: its raw return value, or why there is none (`fatal`: it cannot play on, e.g. out of
 * memory; `stack`: what it threw, with its frames in the author's own files, shown in the call's log); with the time
 * it took, when the port measures it.
 * @category Matches
 */
export type CallResult =
  | { ok: true; value: unknown; time?: CallTiming }
  | { ok: false; kind: FaultKind; reason: string; fatal?: boolean; stack?: string[]; time?: CallTiming };

/**
 * A bot as a match sees it: three calls, plain data in and out. `dispose` frees what the bot holds (an isolate, a
 * process and its children); `diagnostics` is what it wrote for humans (a process's standard error), if anything.
 * @category Matches
 */
export interface BotPort {
  /** Asks the bot for its setup. */
  setup(info: SetupInfo): Promise<CallResult>;
  /** Asks the bot for its enhance orders. */
  enhance(view: View): Promise<CallResult>;
  /** Asks the bot for its battle orders. */
  battle(view: View): Promise<CallResult>;
  /** Frees what the bot holds (an isolate; a process and everything it started). */
  dispose?(): Promise<void>;
  /** What the bot wrote for humans, such as a process's standard error (capped). */
  diagnostics?(): string;
  /**
   * The bot's log lines so far, per call (index 0 is setup, then one per enhance or battle call, in order): console
   * output in an isolate, standard error of a process (text that arrives after an answer and before the next request
   * belongs to the call answered). Only calls from `from` on are returned (result[0] is call `from`). runMatch reads
   * the last two calls after every step and all of them once more before it returns, so lines that arrive late
   * still reach the step they belong to.
   */
  logs?(from: number): Promise<string[][]>;
}

/**
 * One step of a match: the input given to the reducer and the events it produced; and, when there are any, the
 * log lines of the call(s) behind it (per seat: both at setup, the input's seat otherwise) and the debug marks of
 * the input's seat, in absolute cells. Logs and marks are not play: verification ignores them.
 * @category Matches
 */
export interface MatchStep {
  /** What the reducer was given: a setup (both seats), an enhance or a battle answer of one seat. */
  input: MatchInput;
  /** What it produced, in order. */
  events: SummonerEvent[];
  /** The log lines of the call(s) behind the step, per seat (index = seat); absent when none. */
  logs?: [string[], string[]];
  /** The debug marks of the input's seat, in absolute cells; absent when none. */
  marks?: Mark[];
}

/**
 * How to play: the rules, the seed, the fault policy and an observer.
 * @category Matches
 */
export interface MatchOptions {
  /** The rules of the match (`DEFAULT_RULES` unless changed). */
  rules: SummonerRules;
  /** The match seed, from 0 to 2^32 − 1; the bots' own seeds and every random choice derive from it. */
  seed: number;
  /** A bot whose enhance (or battle) calls fail this many times in a row forfeits (default: never; each failure only loses that call's orders). */
  maxConsecutiveFaults?: number;
  /** Called after every step (for --watch); the match waits for it. */
  onStep?: (step: MatchStep, state: MatchState) => void | Promise<void>;
}

/**
 * Everything a match produced: its steps, the state hash after each turn (index = turn, 0 = after setup), the end,
 * and the time each call used (as measured: not play, so two runs of one seed may differ there and only there).
 * @category Matches
 */
export interface MatchRecord {
  /** The match seed. */
  seed: number;
  /** The rules it was played under. */
  rules: SummonerRules;
  /** Every step, setup first. */
  steps: MatchStep[];
  /** The state hash after setup (index 0) and after each turn (index = turn), as hex SHA-256. */
  hashes: string[];
  /** The state at the end (`result` set). */
  final: MatchState;
  /** The time each call used and had (measured: not play); absent when nothing measured it. */
  times?: CallTimes;
}
