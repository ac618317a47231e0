/**
 * The code a bot's isolate runs before the bot. It makes the isolate deterministic (a seeded Math.random, a frozen
 * clock, no GC-observable or timing primitives) and defines the loader and the dispatcher through which the host
 * reaches the bot. The dispatcher takes and returns only strings: whatever the bot returns or throws is turned into
 * text inside the isolate, under the call's time limit, so no bot-made object (a getter, a Proxy) ever runs while
 * isolated-vm copies a value out, which is where a hostile bot could otherwise escape the time limit.
 *
 * The dispatcher takes a method and its argument as JSON, or for views, a packed view (packView.ts): JSON of the
 * small fields, a JSON list of strings and an ArrayBuffer of integers, copied in by the host.
 *
 * Answers from the dispatcher: 'J' + JSON, 'U' (undefined), 'E' + reason, or 'A' (a Promise: ask `collect` next),
 * each preceded, when the bot logged anything since the last answer, by 'L' + the length of its log text + ':' + the
 * text (lines joined by '\n'). The bot's `console` writes into that text, capped per call inside the isolate; its
 * `performance.now()` asks the host, through a callback that takes nothing from the bot, for the CPU time the call
 * has used so far.
 */

import { unpackViewSource } from './packView.js';

/** Where the loader is left for the host to pick up (and delete) before the bot runs. */
export const LOADER_GLOBAL = '__frayLoad';
/** The global name esbuild gives the bot's exports when it turns the module into a script. */
export const BOT_GLOBAL = '__frayBot';
/** Where the host leaves the call clock (an ivm.Callback) for the prelude to take (and delete) before the bot runs. */
export const CLOCK_GLOBAL = '__frayClock';
/** The name the bot's script runs under: its stack frames read `bot.js:LINE:COLUMN` (botStack.ts maps them). */
export const BOT_SCRIPT_NAME = 'bot.js';
/**
 * The text the isolate compiles for a bot's script (esbuild's iife, isolateScript.ts): one function that runs it and
 * returns its exports, made when the text runs and called by the loader, so the bot's top-level code runs inside the
 * loader's guard and time limit. Strict, as its module was; the script starts on the second line (isolatePort.ts's
 * scriptPlace counts it). A function expression in parentheses, which V8 compiles at once rather than when first
 * called, so its code cache (scriptCache.ts) holds the bytecode of the bot's top level (an arrow's would not).
 */
export function botScriptText(script: string): string {
  return `(function () {"use strict";\n${script}\n;return ${BOT_GLOBAL};})`;
}
/** Most stack frames of the bot's own script kept with a thrown error. */
export const MAX_FRAMES = 8;
/** The instant the frozen clock shows: 2000-01-01T00:00:00Z. */
export const FROZEN_NOW = Date.UTC(2000, 0, 1);

/** Bounds on what a bot's console keeps per call (policy.ts's LOGS). */
export interface ConsoleBounds {
  linesPerCall: number;
  charsPerCall: number;
}

/**
 * The prelude's source; `maxAnswer` caps an answer's JSON length inside the isolate, before anything is copied. Long
 * on purpose: a template, the isolate's one script, kept whole so all that runs before the bot reads in one place.
 */
export function isolatePrelude(maxAnswer: number, logs: ConsoleBounds): string {
  return `'use strict';
(() => {
  // Taken before any bot code runs: the bot cannot swap what the dispatcher relies on.
  const apply = Reflect.apply, construct = Reflect.construct, define = Object.defineProperty, getOwn = Object.getOwnPropertyDescriptor;
  const stringify = JSON.stringify, parse = JSON.parse, Text = String, imul = Math.imul;
  const NOW = ${FROZEN_NOW}, MAX = ${maxAnswer}, MAX_LINES = ${logs.linesPerCall}, MAX_CHARS = ${logs.charsPerCall};
  const push = Array.prototype.push, join = Array.prototype.join, slice = String.prototype.slice, split = String.prototype.split;
  const indexOf = String.prototype.indexOf;
  const Int32 = Int32Array;
  // A packed view (packView.ts): the board and demons as integers, the rest as JSON.
  const unpack = ${unpackViewSource('parse', 'Int32')};

  // The call clock: CPU time used in this call, in ms, from the host. Date stays frozen; this is a separate,
  // documented clock, and a bot that reads it is no longer deterministic (its replays still verify: they record answers).
  const clock = globalThis.${CLOCK_GLOBAL};
  delete globalThis.${CLOCK_GLOBAL};
  const performance = {};
  define(performance, 'now', { value: function now() { return typeof clock === 'function' ? clock() : 0; }, writable: false, configurable: false });
  Object.freeze(performance);
  define(globalThis, 'performance', { value: performance, writable: false, configurable: false });

  // console: lines kept for the log of the call they are written in, capped here so a flood never leaves the isolate.
  let logLines = [], logChars = 0, logCut = false;
  const show = (v) => {
    if (typeof v === 'string') return v;
    try {
      const json = stringify(v);
      return json === undefined ? Text(v) : json;
    } catch (_) {
      try { return Text(v); } catch (_) { return '[a value that cannot be shown]'; }
    }
  };
  const log = function (...args) {
    if (logCut) return;
    let text = '';
    for (let i = 0; i < args.length; i++) text += (i > 0 ? ' ' : '') + show(args[i]);
    const lines = apply(split, text, ['\\n']);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      if (logLines.length >= MAX_LINES || logChars + line.length > MAX_CHARS) {
        logCut = true;
        apply(push, logLines, ['[fray] log cut: more than ' + MAX_LINES + ' lines or ' + (MAX_CHARS / 1024) + ' KiB in one call']);
        return;
      }
      apply(push, logLines, [line]);
      logChars += line.length;
    }
  };
  const console = {};
  for (const name of ['log', 'info', 'warn', 'error', 'debug']) define(console, name, { value: log, writable: false, configurable: false });
  Object.freeze(console);
  define(globalThis, 'console', { value: console, writable: false, configurable: false });
  /** The answer with the log text since the last answer in front of it; the log starts afresh. */
  const withLogs = (answer) => {
    if (logLines.length === 0) return answer;
    const text = apply(join, logLines, ['\\n']);
    logLines = [];
    logChars = 0;
    logCut = false;
    return 'L' + text.length + ':' + text + answer;
  };

  // Math.random: mulberry32. Reseeded from info.seed at setup, so a bot's randomness follows the match seed.
  let seed = 0x5eed;
  define(Math, 'random', { value: function random() {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }, writable: false, configurable: false });

  // A clock that never moves: Date() and new Date() show NOW; dates built from values work as usual.
  const RealDate = Date;
  const FrozenDate = function Date(...args) {
    if (new.target === undefined) return new RealDate(NOW).toString();
    return construct(RealDate, args.length > 0 ? args : [NOW], new.target);
  };
  FrozenDate.prototype = RealDate.prototype;
  FrozenDate.now = () => NOW;
  FrozenDate.parse = RealDate.parse;
  FrozenDate.UTC = RealDate.UTC;
  define(RealDate.prototype, 'constructor', { value: FrozenDate });
  define(globalThis, 'Date', { value: FrozenDate, writable: false, configurable: false });
  const dtf = Intl.DateTimeFormat.prototype, format = getOwn(dtf, 'format').get, formatToParts = dtf.formatToParts;
  define(dtf, 'format', { get() { const f = apply(format, this, []); return (d) => f(d === undefined ? NOW : d); }, configurable: false });
  define(dtf, 'formatToParts', { value: function (d) { return apply(formatToParts, this, [d === undefined ? NOW : d]); }, writable: false, configurable: false });
  // Garbage collection and shared-memory waits are observable and would make a bot's behaviour vary.
  for (const name of ['WeakRef', 'FinalizationRegistry', 'SharedArrayBuffer', 'Atomics']) delete globalThis[name];
  // Memory the isolate's limit does not count: WebAssembly memories, and array buffers that grow in place (their
  // growth bypasses isolated-vm's allocator). WebAssembly goes; ArrayBuffer makes fixed-length buffers only, however
  // it is reached (the global, or a buffer's constructor), and nothing can resize or transfer one.
  delete globalThis.WebAssembly;
  const RealArrayBuffer = ArrayBuffer, abProto = RealArrayBuffer.prototype;
  const FixedArrayBuffer = function ArrayBuffer(length) {
    if (new.target === undefined) throw new TypeError("Constructor ArrayBuffer requires 'new'");
    return construct(RealArrayBuffer, [length], new.target === FixedArrayBuffer ? RealArrayBuffer : new.target);
  };
  FixedArrayBuffer.prototype = abProto;
  FixedArrayBuffer.isView = RealArrayBuffer.isView;
  define(abProto, 'constructor', { value: FixedArrayBuffer, writable: false, configurable: false });
  define(globalThis, 'ArrayBuffer', { value: FixedArrayBuffer, writable: false, configurable: false });
  for (const name of ['resize', 'transfer', 'transferToFixedLength']) delete abProto[name];

  const describe = (e) => {
    try {
      if (e !== null && typeof e === 'object') {
        const name = e.name, message = e.message;
        if (message === undefined) return 'threw ' + Text(stringify(e)).slice(0, 300);
        return Text(name === undefined ? 'Error' : name).slice(0, 100) + ': ' + Text(message).split('\\n')[0].slice(0, 500);
      }
      return 'threw ' + (typeof e === 'string' ? stringify(e.slice(0, 300)) : Text(e).slice(0, 300));
    } catch (_) {
      return 'threw a value that cannot be shown';
    }
  };
  // The frames of an error's stack that are in the bot's own script, each cut, joined by '\\n' (the host maps them
  // back to the author's files). Reading e.stack may run the bot's code: it is under the call's time limit.
  const frames = (e) => {
    try {
      const stack = e !== null && typeof e === 'object' ? e.stack : undefined;
      if (typeof stack !== 'string') return '';
      const lines = apply(split, stack, ['\\n']), out = [];
      for (let i = 0; i < lines.length && out.length < ${MAX_FRAMES}; i++) {
        const line = lines[i];
        if (apply(indexOf, line, ['${BOT_SCRIPT_NAME}:']) >= 0) apply(push, out, [apply(slice, line, [0, 300])]);
      }
      return apply(join, out, ['\\n']);
    } catch (_) {
      return '';
    }
  };
  /** A failure's answer: 'E', the reason, and the bot's own frames on the lines after it. */
  const failed = (prefix, e) => {
    const reason = describe(e), where = frames(e);
    return 'E' + prefix + reason + (where === '' ? '' : '\\n' + where);
  };
  const encode = (v) => {
    try {
      const json = stringify(v);
      if (json === undefined) return 'U';
      return json.length > MAX ? 'Eits answer is ' + json.length + ' characters of JSON; the limit is ' + MAX : 'J' + json;
    } catch (e) {
      return failed('', e);
    }
  };

  globalThis.${LOADER_GLOBAL} = function (run) {
    let impl;
    try {
      const mod = run();
      impl = mod === null || mod === undefined ? undefined : mod.default;
      if (impl === null || (typeof impl !== 'object' && typeof impl !== 'function')) return 'Ehas no default export: export default { setup, enhance, battle }';
      const missing = ['setup', 'enhance', 'battle'].filter((m) => typeof impl[m] !== 'function');
      if (missing.length > 0) return 'Eits default export lacks ' + missing.join(', ') + ' (a summoner needs setup, enhance and battle)';
    } catch (e) {
      return failed('does not load: ', e);
    }
    // Each call has a number, so a Promise from an earlier call that settles late never answers for a later one.
    const pending = { call: 0, waiting: false, answer: 'U' };
    const dispatch = function (method, json, strings, ints) {
      const call = ++pending.call;
      pending.waiting = false;
      try {
        const arg = ints === undefined ? parse(json) : unpack(json, strings, ints);
        if (method === 'setup' && arg !== null && typeof arg === 'object' && typeof arg.seed === 'number') seed = arg.seed | 0;
        const out = apply(impl[method], impl, [arg]);
        if (out !== null && typeof out === 'object' && typeof out.then === 'function') {
          pending.waiting = true;
          const settle = (answer) => {
            if (call !== pending.call) return;
            pending.answer = answer;
            pending.waiting = false;
          };
          apply(out.then, out, [(v) => settle(encode(v)), (e) => settle(failed('', e))]);
          return withLogs('A');
        }
        return withLogs(encode(out));
      } catch (e) {
        return withLogs(failed('', e));
      }
    };
    // The isolate has no timers: once the call's microtasks have run, a Promise still pending will never settle.
    const collect = function () {
      if (pending.waiting) {
        pending.waiting = false;
        return withLogs('Ereturned a Promise that never settled');
      }
      return withLogs(pending.answer);
    };
    return [dispatch, collect];
  };
})();
`;
}
