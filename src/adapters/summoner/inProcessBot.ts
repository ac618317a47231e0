/** Loads a compiled bot as a module in this process (`--trusted`: fast, and as safe as the bot's author). */
import type { BotPort, CallResult } from '../../summoner/match/runMatch.js';
import type { CompiledBot } from '../sandbox/compileBot.js';
import { fail, ok, type Result } from '../../core/result.js';
import { DEFAULT_LIMITS, MAX_ANSWER_CHARS, TimeBank, type BotLimits } from '../sandbox/limits.js';
import { LogBook } from '../sandbox/logBook.js';
import { describeThrown } from '../../summoner/match/describeThrown.js';
import { timedAnswer } from '../../summoner/match/timedAnswer.js';
import { stretchedWallLimit } from '../sandbox/loadStretch.js';
import { failure, type StackPlace } from '../sandbox/botStack.js';
import { threadClock, type CallClock } from './threadClock.js';

const METHODS = ['setup', 'enhance', 'battle'] as const;

let instances = 0;
/** What a wait that ran out of time resolves to: a value no bot can return. */
const TIMED_OUT = Symbol('timed out');

/**
 * Put in front of the bot's bundle: a module-scope `console` that shadows the global one for the bot's code only
 * (the bundle is one module), so its lines are kept per call without touching this process's console; and a
 * module-scope `performance` whose now() is the time the current call has used, on the clock its calls are timed by
 * (as in an isolate). Code that reaches `globalThis.console` on purpose still writes to the terminal: a trusted bot is
 * its author's own. Two lines: a bot's stack frames are mapped with that offset (SHIM_LINES).
 */
const SHIM =
  "export const __frayLines = [], __frayClock = { now: () => 0, start: 0 }; const console = (() => { const log = (...args) => { __frayLines.push(args.map((a) => { if (typeof a === 'string') return a; try { const j = JSON.stringify(a); return j === undefined ? String(a) : j; } catch { return String(a); } }).join(' ')); }; return { log, info: log, warn: log, error: log, debug: log }; })();\n" +
  'const performance = Object.freeze({ now: () => __frayClock.now() - __frayClock.start });\n';
const SHIM_LINES = 2;

/** The module the bot's code is imported as, and what the shim exports. */
interface Instance {
  default?: unknown;
  __frayLines?: string[];
  __frayClock?: { now: () => number; start: number };
}

/** Imports a fresh instance of the bot's code (a distinct URL per load: module-level state never carries over). */
async function importInstance(bot: CompiledBot): Promise<Instance> {
  const source = `${SHIM}${bot.code}\n// fray instance ${++instances}\n`;
  return (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as Instance;
}

/** Where a trusted bot's frames point: the imported data: module, the shim's lines before the bundle. */
function placeOf(bot: CompiledBot): StackPlace {
  return {
    isScript: (file) => file.startsWith('data:text/javascript'),
    lineOffset: SHIM_LINES,
    shownAs: 'bundle.js',
    ...(bot.map === undefined ? {} : { map: bot.map }),
  };
}

/** What a trusted bot threw, as a failed call: the reason, and its frames mapped back to the author's files. */
function thrown(e: unknown, place: StackPlace): CallResult {
  const reason = describeThrown(e);
  let stack: unknown;
  try {
    stack = (e as { stack?: unknown } | null)?.stack;
  } catch {
    stack = undefined;
  }
  if (typeof stack !== 'string') return { ok: false, kind: 'error', reason };
  return { ok: false, kind: 'error', ...failure(`${reason}\n${stack.split('\n').slice(1).join('\n')}`, place) };
}

/**
 * Imports a fresh instance of the bot's code and checks its default export. Each call is timed as a sandboxed one is
 * (`limits`: setup's time, then each call's allowance and the time bank), on this thread's CPU time where Linux gives
 * it, else wall time (threadClock.ts); an asynchronous answer is awaited at most the call's wall-clock limit. Each
 * answer is deep-copied (a JSON round trip, as an isolate's answer is), so getters, prototypes and later mutation
 * never reach the engine. A call that throws is a failed call, with its reason and stack.
 */
export async function loadInProcessBot(bot: CompiledBot, limits: BotLimits = DEFAULT_LIMITS): Promise<Result<BotPort>> {
  const clock = threadClock();
  let mod: Instance;
  try {
    mod = await importInstance(bot);
  } catch (e) {
    return fail(`does not load: ${describeThrown(e)}`, { file: bot.file });
  }
  const impl = mod.default as Record<string, unknown> | undefined;
  if (typeof impl !== 'object' || impl === null)
    return fail('has no default export: export default { setup, enhance, battle }', { file: bot.file });
  const missing = METHODS.filter((m) => typeof impl[m] !== 'function');
  if (missing.length > 0)
    return fail(`its default export lacks ${missing.join(', ')} (a summoner needs setup, enhance and battle)`, {
      file: bot.file,
    });
  if (mod.__frayClock !== undefined) mod.__frayClock.now = clock.now;
  return ok(new InProcessBot(impl, mod, { limits, clock, place: placeOf(bot) }).port());
}

/** A loaded trusted bot: each call timed and charged to its bank, its answer copied, its lines kept. */
class InProcessBot {
  private readonly bank: TimeBank;
  private readonly book = new LogBook();
  // Lines written while loading go with setup, as in an isolate.
  private readonly written: string[];
  private calls = 0;

  constructor(
    private readonly impl: Record<string, unknown>,
    private readonly mod: Instance,
    private readonly how: { limits: BotLimits; clock: CallClock; place: StackPlace },
  ) {
    this.bank = new TimeBank(how.limits.callMs, how.limits.bankMs);
    this.written = mod.__frayLines ?? [];
  }

  port(): BotPort {
    return {
      setup: this.call('setup'),
      enhance: this.call('enhance'),
      battle: this.call('battle'),
      logs: async (from) => this.book.lines(from),
    };
  }

  private call(m: (typeof METHODS)[number]) {
    return async (arg: unknown): Promise<CallResult> => {
      const index = this.calls++;
      const { clock, limits } = this.how;
      const allowed = m === 'setup' ? limits.setupMs : this.bank.allowance();
      const input =
        m === 'setup' ? arg : { ...(arg as object), time: { allowanceMs: allowed, bankMs: this.bank.saved() } };
      const bankMs = m === 'setup' ? 0 : this.bank.saved();
      const start = clock.now();
      if (this.mod.__frayClock !== undefined) this.mod.__frayClock.start = start;
      const answer = await this.answer(m, input, allowed);
      for (const text of this.written.splice(0)) this.book.addText(index, text);
      const usedMs = clock.now() - start;
      const time = {
        usedMs,
        allowanceMs: allowed,
        bankMs,
        clock: clock.kind === 'CPU' ? ('cpu' as const) : ('wall' as const),
      };
      const setup = m === 'setup';
      return { ...timedAnswer(this.bank, { setup, usedMs, allowedMs: allowed, answer, clock: clock.kind }), time };
    };
  }

  /** Runs one call: its answer copied as JSON, or why there is none. */
  private async answer(m: (typeof METHODS)[number], input: unknown, allowed: number): Promise<CallResult> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = (this.impl[m] as (a: unknown) => unknown).call(this.impl, input);
      const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), stretchedWallLimit(allowed));
      });
      const value = await Promise.race([Promise.resolve(answer), timeout]);
      if (value === TIMED_OUT) return { ok: false, kind: 'timeout', reason: `no answer within ${allowed} ms` };
      // Answers cross as JSON, as they do from an isolate or a process: getters run once, here, and nothing else crosses.
      const json = JSON.stringify(value);
      if (json !== undefined && json.length > MAX_ANSWER_CHARS)
        return {
          ok: false,
          kind: 'error',
          reason: `its answer is ${json.length} characters of JSON; the limit is ${MAX_ANSWER_CHARS}`,
        };
      return { ok: true, value: json === undefined ? undefined : (JSON.parse(json) as unknown) };
    } catch (e) {
      return thrown(e, this.how.place);
    } finally {
      clearTimeout(timer);
    }
  }
}
