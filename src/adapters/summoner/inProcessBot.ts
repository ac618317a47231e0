/** Loads a compiled bot as a module in this process (`--trusted`: fast, and as safe as the bot's author). */
import type { BotPort, CallResult } from '../../summoner/match/runMatch.js';
import type { CompiledBot } from '../sandbox/compileBot.js';
import { fail, ok, type Result } from '../../core/result.js';
import { MAX_ANSWER_CHARS } from '../sandbox/limits.js';
import { LogBook } from '../sandbox/logBook.js';
import { describeThrown } from '../../summoner/match/describeThrown.js';

const METHODS = ['setup', 'enhance', 'battle'] as const;

let instances = 0;
/** What a wait that ran out of time resolves to: a value no bot can return. */
const TIMED_OUT = Symbol('timed out');

/** Default wall-clock limit for one call of an in-process bot (only an asynchronous wait can be cut short). */
export const IN_PROCESS_CALL_MS = 10_000;

/**
 * Put in front of the bot's bundle: a module-scope `console` that shadows the global one for the bot's code only
 * (the bundle is one module), so its lines are kept per call without touching this process's console. Code that
 * reaches `globalThis.console` on purpose still writes to the terminal: a trusted bot is its author's own.
 */
const CONSOLE_SHIM = `const console = (() => {
  const log = (...args) => { __frayLines.push(args.map((a) => { if (typeof a === 'string') return a; try { const j = JSON.stringify(a); return j === undefined ? String(a) : j; } catch { return String(a); } }).join(' ')); };
  return { log, info: log, warn: log, error: log, debug: log };
})();
`;

/**
 * Imports a fresh instance of the bot's code and checks its default export. Each call's answer is deep-copied (a
 * JSON round trip, as an isolate's answer is), so getters, prototypes and later mutation never reach the engine; a
 * call that throws or does not settle within `callMs` is a failed call, with its reason.
 */
export async function loadInProcessBot(bot: CompiledBot, callMs = IN_PROCESS_CALL_MS): Promise<Result<BotPort>> {
  let mod: { default?: unknown };
  try {
    // Modules are cached by URL: a distinct URL per load gives every match (and both seats of a self-play)
    // a fresh instance, so module-level state never carries from one match to the next.
    // The lines' array comes first: a bot that logs while its module loads must find it.
    const source = `export const __frayLines = [];\n${CONSOLE_SHIM}${bot.code}\n// fray instance ${++instances}\n`;
    mod = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as {
      default?: unknown;
      __frayLines?: string[];
    };
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

  // Lines written while loading go with setup, as in an isolate.
  const written = (mod as { __frayLines?: string[] }).__frayLines ?? [];
  const book = new LogBook();
  let calls = 0;
  const call =
    (m: (typeof METHODS)[number]) =>
    async (arg: unknown): Promise<CallResult> => {
      const index = calls++;
      let timer: NodeJS.Timeout | undefined;
      const t0 = performance.now();
      const timed = (r: CallResult): CallResult => ({
        ...r,
        time: { usedMs: performance.now() - t0, allowanceMs: callMs, bankMs: 0, clock: 'wall' },
      });
      try {
        // In process there is no time bank: each call has its wall-clock limit, nothing saved.
        const input = m === 'setup' ? arg : { ...(arg as object), time: { allowanceMs: callMs, bankMs: 0 } };
        const answer = (impl[m] as (a: unknown) => unknown).call(impl, input);
        const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
          timer = setTimeout(() => resolve(TIMED_OUT), callMs);
        });
        const value = await Promise.race([Promise.resolve(answer), timeout]);
        if (value === TIMED_OUT) return timed({ ok: false, kind: 'timeout', reason: `no answer within ${callMs} ms` });
        // Answers cross as JSON, as they do from an isolate or a process: getters run once, here, and nothing else crosses.
        const json = JSON.stringify(value);
        if (json !== undefined && json.length > MAX_ANSWER_CHARS)
          return timed({
            ok: false,
            kind: 'error',
            reason: `its answer is ${json.length} characters of JSON; the limit is ${MAX_ANSWER_CHARS}`,
          });
        return timed({ ok: true, value: json === undefined ? undefined : (JSON.parse(json) as unknown) });
      } catch (e) {
        return timed({ ok: false, kind: 'error', reason: describeThrown(e) });
      } finally {
        clearTimeout(timer);
        for (const text of written.splice(0)) book.addText(index, text);
      }
    };
  return ok({
    setup: call('setup'),
    enhance: call('enhance'),
    battle: call('battle'),
    logs: async (from) => book.lines(from),
  });
}
