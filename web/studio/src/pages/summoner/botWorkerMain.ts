/**
 * The code a bot's worker runs before the bot, as the CLI's isolate runs its prelude (src/adapters/sandbox/
 * isolatePrelude.ts): the same seeded Math.random, the same frozen clock, the same console with the same caps, and the
 * same answers ('J' + JSON, 'U', 'E' + reason). `botWorkerMain` is never called in the page: its source text
 * (Function.prototype.toString) is put into the worker's script in front of the bot's code, so it must not use
 * anything from outside its own body. The page's Content-Security-Policy, which a blob: worker inherits, forbids
 * eval: the bot's code is in the worker's script itself, never evaluated from a string.
 */

/** What the page passes to the worker's prelude. */
export interface WorkerConfig {
  /** Longest answer, in characters of JSON (MAX_ANSWER_CHARS). */
  maxAnswer: number;
  /** A call's console bounds (BOT_LOG_BOUNDS). */
  linesPerCall: number;
  charsPerCall: number;
  /** The instant the frozen clock shows, in ms since 1970. */
  frozenNow: number;
}

/** The bot's module, wrapped as a function of its CommonJS `exports` and a `require` that refuses everything. */
export type BotModule = (exports: Record<string, unknown>, require: (specifier: string) => never) => void;

/** A message from the page: call `method` with the JSON text `json`. */
export interface WorkerCall {
  id: number;
  method: 'setup' | 'enhance' | 'battle';
  json: string;
}

/** The worker's messages: loaded (or why not), then one answer per call with its log text and the time it used. */
export type WorkerReply =
  | { type: 'loaded'; logs: string }
  | { type: 'load-failed'; reason: string }
  | { type: 'answer'; id: number; answer: string; logs: string; usedMs: number };

/** Runs in the worker: makes it deterministic, loads the bot and answers the page's calls. */
export function botWorkerMain(config: WorkerConfig, botModule: BotModule): void {
  const g = globalThis as unknown as Record<string, unknown>;
  const scope = globalThis as unknown as {
    postMessage(m: unknown): void;
    addEventListener(type: 'message', f: (e: { data: unknown }) => void): void;
    setTimeout(f: () => void, ms: number): unknown;
  };
  // Taken before any bot code runs: the bot cannot swap what the answers rely on.
  const post = scope.postMessage.bind(globalThis);
  const listen = scope.addEventListener.bind(globalThis);
  const later = scope.setTimeout.bind(globalThis);
  const clock = performance.now.bind(performance);
  const apply = Reflect.apply;
  const define = Object.defineProperty;
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const Text = String;
  const imul = Math.imul;
  const MAX = config.maxAnswer;
  const NOW = config.frozenNow;

  // The call clock: time used in this call, in ms. The isolate counts CPU time; a worker has its own thread, so the
  // time it has been running since the call began is the nearest measure.
  let callStart = clock();
  const performanceShim = {};
  define(performanceShim, 'now', { value: () => clock() - callStart, writable: false, configurable: false });
  Object.freeze(performanceShim);
  define(g, 'performance', { value: performanceShim, writable: false, configurable: false });

  // console: lines kept for the call they are written in, capped here as the isolate caps them.
  let logLines: string[] = [];
  let logChars = 0;
  let logCut = false;
  const show = (v: unknown): string => {
    if (typeof v === 'string') return v;
    try {
      const json = stringify(v);
      return json === undefined ? Text(v) : json;
    } catch {
      try {
        return Text(v);
      } catch {
        return '[a value that cannot be shown]';
      }
    }
  };
  const log = (...args: unknown[]): void => {
    if (logCut) return;
    const lines = args.map(show).join(' ').split('\n');
    for (const line of lines) {
      if (logLines.length >= config.linesPerCall || logChars + line.length > config.charsPerCall) {
        logCut = true;
        logLines.push(
          `[fray] log cut: more than ${config.linesPerCall} lines or ${config.charsPerCall / 1024} KiB in one call`,
        );
        return;
      }
      logLines.push(line);
      logChars += line.length;
    }
  };
  const consoleShim = {};
  for (const name of ['log', 'info', 'warn', 'error', 'debug'])
    define(consoleShim, name, { value: log, writable: false, configurable: false });
  Object.freeze(consoleShim);
  define(g, 'console', { value: consoleShim, writable: false, configurable: false });
  const takeLogs = (): string => {
    const text = logLines.join('\n');
    logLines = [];
    logChars = 0;
    logCut = false;
    return text;
  };

  // Math.random: mulberry32, reseeded from info.seed at setup, as in the isolate.
  let seed = 0x5eed;
  define(Math, 'random', {
    value: function random() {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    writable: false,
    configurable: false,
  });

  // A clock that never moves: Date() and new Date() show NOW; dates built from values work as usual.
  const RealDate = Date;
  const FrozenDate = function Date(this: unknown, ...args: unknown[]) {
    if (new.target === undefined) return new RealDate(NOW).toString();
    return Reflect.construct(RealDate, args.length > 0 ? args : [NOW], new.target);
  } as unknown as DateConstructor;
  define(FrozenDate, 'prototype', { value: RealDate.prototype });
  define(FrozenDate, 'now', { value: () => NOW });
  define(FrozenDate, 'parse', { value: RealDate.parse });
  define(FrozenDate, 'UTC', { value: RealDate.UTC });
  define(RealDate.prototype, 'constructor', { value: FrozenDate });
  define(g, 'Date', { value: FrozenDate, writable: false, configurable: false });
  const dtf = Intl.DateTimeFormat.prototype;
  const format = Object.getOwnPropertyDescriptor(dtf, 'format')?.get;
  const formatToParts = dtf.formatToParts;
  if (format !== undefined)
    define(dtf, 'format', {
      get(this: Intl.DateTimeFormat) {
        const f = apply(format, this, []) as (d?: number | Date) => string;
        return (d?: number | Date) => f(d === undefined ? NOW : d);
      },
      configurable: false,
    });
  define(dtf, 'formatToParts', {
    value: function (this: Intl.DateTimeFormat, d?: number | Date) {
      return apply(formatToParts, this, [d === undefined ? NOW : d]);
    },
    writable: false,
    configurable: false,
  });

  // What the isolate does not have: garbage-collection and shared-memory primitives, WebAssembly, and everything a
  // worker adds (timers, messages, the network, storage). A bot sees the same world here as in the CLI.
  const hidden = [
    'WeakRef',
    'FinalizationRegistry',
    'SharedArrayBuffer',
    'Atomics',
    'WebAssembly',
    'setTimeout',
    'setInterval',
    'clearTimeout',
    'clearInterval',
    'queueMicrotask',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'postMessage',
    'onmessage',
    'onmessageerror',
    'addEventListener',
    'removeEventListener',
    'dispatchEvent',
    'close',
    'importScripts',
    'fetch',
    'XMLHttpRequest',
    'WebSocket',
    'WebTransport',
    'EventSource',
    'MessageChannel',
    'MessagePort',
    'BroadcastChannel',
    'Worker',
    'SharedWorker',
    'indexedDB',
    'caches',
    'crypto',
    'navigator',
    'location',
    'structuredClone',
    'createImageBitmap',
    'OffscreenCanvas',
    'scheduler',
  ];
  for (const name of hidden) {
    try {
      delete g[name];
    } catch {
      // Not configurable: shadowed below.
    }
    if (name in g)
      try {
        define(g, name, { value: undefined, writable: false, configurable: false });
      } catch {
        // Neither deletable nor shadowable: left as it is.
      }
  }

  const describe = (e: unknown): string => {
    try {
      if (e !== null && typeof e === 'object') {
        const { name, message } = e as { name?: unknown; message?: unknown };
        if (message === undefined) return 'threw ' + Text(stringify(e)).slice(0, 300);
        return (
          Text(name === undefined ? 'Error' : name).slice(0, 100) +
          ': ' +
          (Text(message).split('\n')[0] ?? '').slice(0, 500)
        );
      }
      return 'threw ' + (typeof e === 'string' ? stringify(e.slice(0, 300)) : Text(e).slice(0, 300));
    } catch {
      return 'threw a value that cannot be shown';
    }
  };
  const encode = (v: unknown): string => {
    try {
      const json = stringify(v);
      if (json === undefined) return 'U';
      return json.length > MAX ? `Eits answer is ${json.length} characters of JSON; the limit is ${MAX}` : 'J' + json;
    } catch (e) {
      return 'E' + describe(e);
    }
  };

  let impl: Record<string, unknown> | undefined;
  try {
    const exportsObject: Record<string, unknown> = {};
    botModule(exportsObject, (specifier) => {
      throw new Error(`cannot import '${Text(specifier)}': a bot in the page is one file`);
    });
    const d = exportsObject.default;
    if (d === null || (typeof d !== 'object' && typeof d !== 'function')) {
      post({ type: 'load-failed', reason: 'has no default export: export default { setup, enhance, battle }' });
      return;
    }
    impl = d as Record<string, unknown>;
    const missing = ['setup', 'enhance', 'battle'].filter((m) => typeof impl?.[m] !== 'function');
    if (missing.length > 0) {
      post({
        type: 'load-failed',
        reason: `its default export lacks ${missing.join(', ')} (a summoner needs setup, enhance and battle)`,
      });
      return;
    }
  } catch (e) {
    post({ type: 'load-failed', reason: 'does not load: ' + describe(e) });
    return;
  }
  const bot = impl;
  // Lines written while loading go with setup, as in the isolate: they are not taken here.
  post({ type: 'loaded', logs: '' });

  // Each call has a number, so a Promise from an earlier call that settles late never answers for a later one.
  let current = 0;
  listen('message', (event) => {
    const { id, method, json } = event.data as WorkerCall;
    const call = ++current;
    callStart = clock();
    const reply = (answer: string, endedAt: number): void => {
      if (call !== current) return;
      current++;
      post({ type: 'answer', id, answer, logs: takeLogs(), usedMs: endedAt - callStart });
    };
    try {
      const arg = parse(json) as { seed?: unknown } | null;
      if (method === 'setup' && arg !== null && typeof arg === 'object' && typeof arg.seed === 'number')
        seed = arg.seed | 0;
      const out = apply(bot[method] as (a: unknown) => unknown, bot, [arg]);
      if (out !== null && typeof out === 'object' && typeof (out as { then?: unknown }).then === 'function') {
        let settled = false;
        apply((out as { then: (...a: unknown[]) => unknown }).then, out, [
          (v: unknown) => {
            settled = true;
            reply(encode(v), clock());
          },
          (e: unknown) => {
            settled = true;
            reply('E' + describe(e), clock());
          },
        ]);
        // The isolate has no timers: once the call's microtasks have run, a Promise still pending never settles.
        const endedAt = clock();
        later(() => {
          if (!settled) reply('Ereturned a Promise that never settled', endedAt);
        }, 0);
        return;
      }
      reply(encode(out), clock());
    } catch (e) {
      reply('E' + describe(e), clock());
    }
  });
}
