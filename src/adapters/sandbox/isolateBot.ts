/**
 * JavaScript and TypeScript bots in isolated-vm isolates: each bot gets its own V8 heap with a memory limit, sees
 * nothing of the host (no require, process, import, timers or clock), and is reached only through strings and
 * copies: the view goes in packed (packView.ts: JSON and an ArrayBuffer of integers copied in) or as JSON, the answer
 * comes out as JSON, and both are checked by the match before the engine sees them.
 */
import ivm, { SandboxUnavailable } from './isolatedVm.js';
import { transform } from 'esbuild';
import { fail, ok, type Result } from '../../core/result.js';
import type { BotPort, CallResult } from '../../summoner/match/runMatch.js';
import type { CompiledBot } from './compileBot.js';
import { isolatePrelude, BOT_GLOBAL, CLOCK_GLOBAL, LOADER_GLOBAL } from './isolatePrelude.js';
import { MAX_ANSWER_CHARS, TimeBank, type BotLimits } from './limits.js';
import { LogBook } from './logBook.js';
import { viewPacker } from './packView.js';
import { LOGS } from './policy.js';
import { callWallLimit, timedAnswer } from '../../summoner/match/timedAnswer.js';

/** Time allowed to load a bot (run its top-level code) and for the prelude, in ms. */
const LOAD_MS = 2000;

/** The answer of a call that failed inside isolated-vm itself (a limit hit), as a fault. */
function limitFault(e: unknown, isolate: ivm.Isolate, allowedMs: number): CallResult {
  const message = e instanceof Error ? e.message : String(e);
  if (isolate.isDisposed || /memory limit/i.test(message))
    return { ok: false, kind: 'memory', reason: 'ran out of memory (its isolate was disposed)', fatal: true };
  if (/timed out/i.test(message)) return { ok: false, kind: 'timeout', reason: `no answer within ${allowedMs} ms` };
  return { ok: false, kind: 'error', reason: message.split('\n')[0] ?? 'failed' };
}

/** Splits the log text the dispatcher puts in front of an answer ('L' + length + ':' + text) from the answer. */
function splitLogs(text: unknown): { logs: string; rest: unknown } {
  if (typeof text !== 'string' || !text.startsWith('L')) return { logs: '', rest: text };
  const colon = text.indexOf(':');
  const length = Number(text.slice(1, colon));
  if (colon < 0 || !Number.isInteger(length)) return { logs: '', rest: 'garbage' };
  return { logs: text.slice(colon + 1, colon + 1 + length), rest: text.slice(colon + 1 + length) };
}

/** Turns the dispatcher's string into a call result. */
function decode(text: unknown): CallResult {
  if (typeof text !== 'string')
    return { ok: false, kind: 'error', reason: 'the sandbox answered something other than text' };
  if (text === 'U') return { ok: true, value: undefined };
  if (text.startsWith('J')) return { ok: true, value: JSON.parse(text.slice(1)) as unknown };
  if (text.startsWith('E')) return { ok: false, kind: 'error', reason: text.slice(1) };
  return { ok: false, kind: 'error', reason: 'the sandbox answered garbage' };
}

/** How many bots' scripts a process keeps (a match process plays the same few bots match after match). */
const KEPT_SCRIPTS = 64;
/** The script made from each bot's code, by the code itself, so only the same code finds it. */
const scripts = new Map<string, { script: string }>();

/**
 * The bot's module as a script for the isolate (esbuild's iife), after checking that it imports nothing: made once
 * per process for each code, since it depends on the code alone (a tournament's match process used to make it
 * again, with a compile in a throwaway isolate and a round trip to esbuild's service, for both bots of every match).
 */
async function scriptOf(bot: CompiledBot): Promise<{ script: string } | { problem: string }> {
  const kept = scripts.get(bot.code);
  if (kept !== undefined) return kept;
  let made: { script: string } | { problem: string };
  try {
    // A module with imports cannot be loaded: the sandbox has nothing to import from. Checked before anything runs.
    const isolateForCheck = new ivm.Isolate({ memoryLimit: 8 });
    let imports: string[];
    try {
      imports = isolateForCheck.compileModuleSync(bot.code, {
        filename: `file:///${bot.name}.js`,
      }).dependencySpecifiers;
    } finally {
      isolateForCheck.dispose();
    }
    made =
      imports.length > 0
        ? {
            problem: `imports ${imports.map((s) => `'${s}'`).join(', ')}: a sandboxed bot may import nothing (bundle it into one module)`,
          }
        : {
            script: (
              await transform(bot.code, {
                format: 'iife',
                globalName: BOT_GLOBAL,
                target: 'es2022',
                logLevel: 'silent',
              })
            ).code,
          };
  } catch (e) {
    if (e instanceof SandboxUnavailable) throw e; // fray's installation, not the bot's code
    const errors = (e as { errors?: { text: string }[] }).errors;
    made = { problem: `does not compile: ${errors?.[0]?.text ?? (e as Error).message.split('\n')[0]}` };
  }
  // Only scripts are kept: a failure may be esbuild's service crashing, which the next attempt restarts.
  if ('script' in made) {
    if (scripts.size >= KEPT_SCRIPTS) scripts.clear();
    scripts.set(bot.code, made);
  }
  return made;
}

/**
 * Loads a compiled bot into a fresh isolate. A bot whose module imports anything, does not evaluate, or lacks
 * setup/enhance/battle is a problem naming the file. Calls are synchronous with a wall-clock timeout enforced by
 * isolated-vm; their CPU time (the isolate's own cpuTime) is charged to a time bank, and a call that used more
 * than its allowance is a timeout even if it answered.
 */
export async function loadIsolateBot(bot: CompiledBot, limits: BotLimits): Promise<Result<BotPort>> {
  const at = { file: bot.file };
  const made = await scriptOf(bot);
  if ('problem' in made) return fail(made.problem, at);
  const { script } = made;

  const isolate = new ivm.Isolate({ memoryLimit: limits.memoryMb });
  // The CPU time of the isolate when the current call began: the bot's performance.now() counts from it.
  const clock = { callStart: isolate.cpuTime };
  const loaded = await loadScript(isolate, script, clock, at);
  if (!loaded.ok) return loaded;
  return ok(new IsolateBot(isolate, loaded.value, limits, clock).port());
}

/** The dispatcher's two entries: one call, and the collection of an answer it left pending. */
interface Entries {
  dispatch: ivm.Reference<(m: string, json: string, strings?: string, ints?: ArrayBuffer) => string>;
  collect: ivm.Reference<() => string>;
}

/** The dispatcher's arguments: the method, then JSON (setup) or a packed view's head, strings and integers. */
type CallArgs = [string, string, string?, ivm.Copy<ArrayBuffer>?];

/** Frees the isolate, once. */
async function disposeIsolate(isolate: ivm.Isolate): Promise<void> {
  if (!isolate.isDisposed) isolate.dispose();
}

/**
 * Runs the prelude and then the bot's script in a fresh context of `isolate`, with the clock as its only callback;
 * a bot that does not load (or lacks an entry) is a problem, and its isolate is freed.
 */
async function loadScript(
  isolate: ivm.Isolate,
  script: string,
  clock: { callStart: bigint },
  at: { file: string },
): Promise<Result<Entries>> {
  try {
    const context = isolate.createContextSync();
    // The callback takes no arguments from the bot and returns a number: nothing of the bot crosses through it.
    context.global.setSync(CLOCK_GLOBAL, new ivm.Callback(() => Number(isolate.cpuTime - clock.callStart) / 1e6));
    context.evalSync(isolatePrelude(MAX_ANSWER_CHARS, LOGS), { timeout: LOAD_MS });
    const load = context.global.getSync(LOADER_GLOBAL, { reference: true }) as ivm.Reference<(s: string) => unknown>;
    context.global.deleteSync(LOADER_GLOBAL);
    const loaded = load.applySync(undefined, [script], {
      timeout: LOAD_MS,
      result: { reference: true },
    }) as unknown as ivm.Reference<unknown[]>;
    if (loaded.typeof === 'string') {
      const why = String(loaded.copySync());
      await disposeIsolate(isolate);
      return fail(why.slice(1), at);
    }
    return ok({
      dispatch: loaded.getSync(0, { reference: true }) as Entries['dispatch'],
      collect: loaded.getSync(1, { reference: true }) as Entries['collect'],
    });
  } catch (e) {
    const f = limitFault(e, isolate, LOAD_MS);
    await disposeIsolate(isolate);
    return fail(`does not load: ${f.ok ? 'failed' : f.reason}`, at);
  }
}

/** A loaded bot behind the port: each call's view packed in, its answer and logs read out, its CPU time charged. */
class IsolateBot {
  private readonly bank: TimeBank;
  private readonly book = new LogBook();
  private readonly pack = viewPacker();
  private calls = 0;

  constructor(
    private readonly isolate: ivm.Isolate,
    private readonly entries: Entries,
    private readonly limits: BotLimits,
    private readonly clock: { callStart: bigint },
  ) {
    this.bank = new TimeBank(limits.callMs, limits.bankMs);
  }

  /** The port the match calls. */
  port(): BotPort {
    return {
      setup: this.call('setup'),
      enhance: this.call('enhance'),
      battle: this.call('battle'),
      dispose: () => disposeIsolate(this.isolate),
      logs: async (from) => this.book.lines(from),
    };
  }

  /** One kind of call: its arguments with the time the bot has, run within the limits, its CPU time charged. */
  private call(method: 'setup' | 'enhance' | 'battle') {
    return async (arg: unknown): Promise<CallResult> => {
      const { isolate, bank } = this;
      const index = this.calls++;
      if (isolate.isDisposed) return { ok: false, kind: 'memory', reason: 'its isolate is gone', fatal: true };
      const allowed = method === 'setup' ? this.limits.setupMs : bank.allowance();
      const bankMs = method === 'setup' ? 0 : bank.saved();
      const args = this.argsOf(method, arg, allowed);
      const cpu0 = isolate.cpuTime;
      this.clock.callStart = cpu0;
      const answer = this.run(args, allowed, index);
      if (isolate.isDisposed)
        return answer.ok
          ? { ok: false, kind: 'memory', reason: 'ran out of memory (its isolate was disposed)', fatal: true }
          : answer;
      const usedMs = Number(isolate.cpuTime - cpu0) / 1e6;
      const time = { usedMs, allowanceMs: allowed, bankMs, clock: 'cpu' as const };
      return { ...timedAnswer(bank, { setup: method === 'setup', usedMs, allowedMs: allowed, answer }), time };
    };
  }

  /** The dispatcher's arguments: setup's info as JSON, a view (with its time) packed. */
  private argsOf(method: 'setup' | 'enhance' | 'battle', arg: unknown, allowed: number): CallArgs {
    const { bank } = this;
    // The view tells the bot its time; the engine never sees a clock, so the port adds it.
    const input =
      method === 'setup' ? arg : { ...(arg as object), time: { allowanceMs: allowed, bankMs: bank.saved() } };
    const packed = method === 'setup' ? undefined : this.pack(input);
    // The integers go in as a fresh ArrayBuffer of their own, handed over rather than copied twice more (a copy
    // through isolated-vm's allocator cost 20-30 µs for 500 demons, the hand-over 4). Its size is the host's doing
    // (at most the board's cells and the demons on them), the bot never holds it (the prelude's decoder reads it and
    // drops it), and it cannot grow (resizable buffers are not offered).
    return packed === undefined
      ? [method, JSON.stringify(input)]
      : [
          method,
          packed.head,
          packed.strings,
          new ivm.ExternalCopy(packed.ints.slice().buffer, { transferOut: true }).copyInto({
            release: true,
            transferIn: true,
          }),
        ];
  }

  /** Runs one call in the isolate (collecting an answer left pending), keeping its logs; a limit hit is a fault. */
  private run(args: CallArgs, allowed: number, index: number): CallResult {
    const { dispatch, collect } = this.entries;
    try {
      // The wall-clock limit is looser than the CPU allowance, so a busy machine does not cost a bot its turn.
      const wall = callWallLimit(allowed);
      const first = splitLogs(dispatch.applySync(undefined, args, { timeout: wall }));
      this.book.addText(index, first.logs);
      let text = first.rest;
      if (text === 'A') {
        const later = splitLogs(collect.applySync(undefined, [], { timeout: wall }));
        this.book.addText(index, later.logs);
        text = later.rest;
      }
      return decode(text);
    } catch (e) {
      return limitFault(e, this.isolate, allowed);
    }
  }
}
