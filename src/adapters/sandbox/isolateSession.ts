/**
 * One bot in a V8 isolate (isolated-vm), in an isolate host's process (isolateHost.ts): the only code that loads
 * isolated-vm. A session gives its bot a fresh isolate for each match (load), calls it (call), and disposes the
 * isolate (reset): nothing of one match's bot survives into the next.
 *
 * It also keeps the bot's account of memory the isolate's own limit does not count (Intl objects, for one, are
 * allocated by ICU, outside V8's heap): after each call, the growth of the process's anonymous resident memory that
 * the heaps of its isolates and of the host itself do not explain is charged to the bot whose call it was (only that
 * bot's code ran). A bot whose charge passes its allowance fails its call for good. Several sessions may share a
 * process (a match host runs both bots of a match): the account is what tells them apart.
 */
import { openSync, readSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import ivm from './isolatedVm.js';
import { botScriptText, isolatePrelude, BOT_SCRIPT_NAME, CLOCK_GLOBAL, LOADER_GLOBAL } from './isolatePrelude.js';
import { MAX_ANSWER_CHARS } from './limits.js';
import { HOST, LOGS } from './policy.js';
import { ScriptCache } from './scriptCache.js';
import type { Served, SessionArgs } from './isolatePort.js';

/** The dispatcher's two entries: one call, and the collection of an answer it left pending. */
interface Entries {
  dispatch: ivm.Reference<(m: string, json: string, strings?: string, ints?: ArrayBuffer) => string>;
  collect: ivm.Reference<() => string>;
}

/** Splits the log text the dispatcher puts in front of an answer ('L' + length + ':' + text) from the answer. */
function splitLogs(text: unknown): { logs: string; rest: unknown } {
  if (typeof text !== 'string' || !text.startsWith('L')) return { logs: '', rest: text };
  const colon = text.indexOf(':');
  const length = Number(text.slice(1, colon));
  if (colon < 0 || !Number.isInteger(length)) return { logs: '', rest: 'garbage' };
  return { logs: text.slice(colon + 1, colon + 1 + length), rest: text.slice(colon + 1 + length) };
}

/**
 * This process's code caches of bots' scripts (scriptCache.ts): the next match's fresh isolate compiles the same bot
 * from the cache the first one made, before its code ran.
 */
export const botScripts = new ScriptCache({ entries: HOST.keptChecks, bytes: HOST.scriptCacheMb * 1024 * 1024 });

/**
 * This process's code cache of the prelude (isolatePrelude.ts): the same text, fray's own, runs first in every fresh
 * isolate, and compiling it from the cache the first isolate made saves about two thirds of its compile and run.
 */
export const preludeScripts = new ScriptCache({ entries: 1, bytes: 1024 * 1024 });
/** The prelude's text: the same for every isolate of this process. */
const PRELUDE = isolatePrelude(MAX_ANSWER_CHARS, LOGS);
/** The name the prelude runs under: isolated-vm's own for a script given none, as under `evalSync`. */
const PRELUDE_SCRIPT_NAME = '<isolated-vm>';

/** Every session of this process: memory is measured across all of them. */
const sessions = new Set<Session>();

/** The process's anonymous resident memory, in bytes (/proc/self/statm: resident less file-backed pages). */
const statm = { fd: -1, buf: Buffer.alloc(256) };
function anonymousBytes(): number {
  if (statm.fd < 0) statm.fd = openSync('/proc/self/statm', 'r');
  const n = readSync(statm.fd, statm.buf, 0, statm.buf.length, 0);
  const [, resident = 0, shared = 0] = statm.buf.toString('latin1', 0, n).split(' ').map(Number);
  return (resident - shared) * 4096;
}

/** Memory no heap explains: anonymous resident memory less every isolate's heap and the host's own. */
function unexplainedBytes(): number {
  const host = getHeapStatistics();
  let heaps = host.total_heap_size + host.external_memory;
  for (const s of sessions) heaps += s.heapBytes();
  return anonymousBytes() - heaps;
}

/**
 * The unexplained memory as last measured, at the end of the last call or load: the start of the next call. Between
 * calls only fray's own code runs (the match's loop, whose memory is its heap), so one measurement per call does.
 */
let measured: number | undefined;

/** Measures the unexplained memory now (and keeps it as the start of the next call). */
function measure(): number {
  measured = unexplainedBytes();
  return measured;
}

/** A bot's session: its isolate (one match at a time), the dispatcher's entries, its clock and its memory account. */
export class Session {
  private isolate: ivm.Isolate | undefined;
  private entries: Entries | undefined;
  private readonly clock = { callStart: 0n };
  /** Bytes outside its heap charged to this bot in this match. */
  private charged = 0;
  /** Code (by SHA-256) that passed the import check in this process; the check depends on the code alone. */
  private static readonly checked = new Set<string>();

  constructor() {
    sessions.add(this);
  }

  /** The isolate's heap and what it counts beside it (array buffers), in bytes; 0 with no isolate. */
  heapBytes(): number {
    const i = this.isolate;
    if (i === undefined || i.isDisposed) return 0;
    const h = i.getHeapStatisticsSync();
    return h.total_heap_size + h.externally_allocated_size;
  }

  /** A fresh isolate with the prelude and the bot's script run in it; a problem (text) when the bot cannot load. */
  load(bot: { sha256: string; code: string; script: string }, memoryMb: number, loadMs: number): string | undefined {
    this.reset();
    const isolate = new ivm.Isolate({ memoryLimit: memoryMb });
    this.isolate = isolate;
    const before = measure();
    try {
      const refused = this.checkImports(isolate, bot);
      if (refused !== undefined) return refused;
      const loaded = loadScript(isolate, bot.script, this.clock, loadMs);
      if (typeof loaded === 'string') return loaded;
      this.entries = loaded;
      return this.settle(before) === undefined ? undefined : `does not load: ${this.overdrawn()}`;
    } catch (e) {
      return `does not load: ${limitText(e, isolate, loadMs)}`;
    }
  }

  /**
   * A module with imports cannot be loaded: the sandbox has nothing to import from. Compiled (never run) in the
   * bot's own fresh isolate, once per code in this process.
   */
  private checkImports(isolate: ivm.Isolate, bot: { sha256: string; code: string }): string | undefined {
    if (Session.checked.has(bot.sha256)) return undefined;
    let imports: string[];
    try {
      const module = isolate.compileModuleSync(bot.code, { filename: `file:///${BOT_SCRIPT_NAME}` });
      imports = module.dependencySpecifiers;
      module.release();
    } catch (e) {
      return `does not compile: ${(e as Error).message.split('\n')[0]}`;
    }
    if (imports.length > 0)
      return `imports ${imports.map((s) => `'${s}'`).join(', ')}: a sandboxed bot may import nothing (bundle it into one module)`;
    if (Session.checked.size >= HOST.keptChecks) Session.checked.clear();
    Session.checked.add(bot.sha256);
    return undefined;
  }

  /** The dispatcher's arguments for isolated-vm: a packed view's integers handed over as a fresh ArrayBuffer. */
  private static ivmArgs(a: SessionArgs): unknown[] {
    if (!('ints' in a)) return [a.method, a.json];
    // A fresh ArrayBuffer of its own, handed to the isolate rather than copied twice more; the bot never holds it
    // (the prelude's decoder reads it and drops it), and it cannot grow (resizable buffers are not offered).
    const buffer = a.ints.buffer.slice(a.ints.byteOffset, a.ints.byteOffset + a.ints.byteLength) as ArrayBuffer;
    const handed = new ivm.ExternalCopy(buffer, { transferOut: true }).copyInto({ release: true, transferIn: true });
    return [a.method, a.head, a.strings, handed];
  }

  /** Runs one call (collecting an answer left pending) under the wall-clock limit `wallMs`. */
  call(args: SessionArgs, wallMs: number): Served {
    const { isolate, entries } = this;
    if (isolate === undefined || entries === undefined || isolate.isDisposed)
      return { logs: '', answer: 'its isolate is gone', thrown: true, usedMs: 0, disposed: true };
    const before = measured ?? measure();
    const cpu0 = isolate.cpuTime;
    this.clock.callStart = cpu0;
    let logs = '';
    let answer: string;
    let thrown = false;
    try {
      const first = splitLogs(
        entries.dispatch.applySync(undefined, Session.ivmArgs(args) as never, { timeout: wallMs }),
      );
      logs = first.logs;
      let rest = first.rest;
      if (rest === 'A') {
        const later = splitLogs(entries.collect.applySync(undefined, [], { timeout: wallMs }));
        logs = logs === '' ? later.logs : later.logs === '' ? logs : `${logs}\n${later.logs}`;
        rest = later.rest;
      }
      answer = typeof rest === 'string' ? rest : 'Ethe sandbox answered something other than text';
    } catch (e) {
      answer = e instanceof Error ? e.message : String(e);
      thrown = true;
    }
    const usedMs = isolate.isDisposed ? 0 : Number(isolate.cpuTime - cpu0) / 1e6;
    const overdrawn = this.settle(before);
    return {
      logs,
      answer,
      thrown,
      usedMs,
      disposed: isolate.isDisposed,
      ...(overdrawn === undefined ? {} : { overdrawn }),
    };
  }

  /**
   * Charges the call's growth of unexplained memory to this bot (what it freed is credited); past the allowance
   * (HOST.nativeMb) the isolate is disposed, which frees what the bot held, and the reason is given.
   */
  private settle(before: number): string | undefined {
    this.charged = Math.max(0, this.charged + measure() - before);
    if (this.charged <= HOST.nativeMb * 1024 * 1024) return undefined;
    const why = this.overdrawn();
    this.reset();
    return why;
  }

  private overdrawn(): string {
    const mib = Math.round(this.charged / (1024 * 1024));
    return `ran out of memory (it held ${mib} MiB outside its heap, more than the ${HOST.nativeMb} MiB a bot may)`;
  }

  /** Disposes the isolate: nothing of this match's bot survives into the next. */
  reset(): void {
    this.entries = undefined;
    this.charged = 0;
    if (this.isolate !== undefined && !this.isolate.isDisposed) this.isolate.dispose();
    this.isolate = undefined;
    // Freed memory would read as a credit for the next caller: measure afresh.
    measured = undefined;
  }

  /** Ends the session for good (the host keeps no isolate for it). */
  close(): void {
    this.reset();
    sessions.delete(this);
  }
}

/** What isolated-vm threw while loading, as the words of a fault. */
function limitText(e: unknown, isolate: ivm.Isolate, ms: number): string {
  const message = e instanceof Error ? e.message : String(e);
  if (isolate.isDisposed || /memory limit/i.test(message)) return 'ran out of memory (its isolate was disposed)';
  if (/timed out/i.test(message)) return `no answer within ${ms} ms`;
  return message.split('\n')[0] ?? 'failed';
}

/**
 * Runs the prelude and then the bot's script in a fresh context of `isolate`, with the clock as its only callback:
 * the dispatcher's entries, or a problem (text) when the bot does not load or lacks an entry. Both are compiled from
 * this process's caches of them when there are (preludeScripts, botScripts); running the bot's text only makes the
 * function the loader calls, so the bot's own code runs inside the loader.
 */
function loadScript(
  isolate: ivm.Isolate,
  script: string,
  clock: { callStart: bigint },
  loadMs: number,
): Entries | string {
  const context = isolate.createContextSync();
  // The callback takes no arguments from the bot and returns a number: nothing of the bot crosses through it.
  context.global.setSync(CLOCK_GLOBAL, new ivm.Callback(() => Number(isolate.cpuTime - clock.callStart) / 1e6));
  const prelude = preludeScripts.compile(isolate, PRELUDE, PRELUDE_SCRIPT_NAME);
  prelude.runSync(context, { timeout: loadMs });
  prelude.release();
  const load = context.global.getSync(LOADER_GLOBAL, { reference: true }) as ivm.Reference<(run: unknown) => unknown>;
  context.global.deleteSync(LOADER_GLOBAL);
  const compiled = botScripts.compile(isolate, botScriptText(script), BOT_SCRIPT_NAME);
  const run = compiled.runSync(context, { timeout: loadMs, reference: true }) as ivm.Reference<() => unknown>;
  compiled.release();
  const loaded = load.applySync(undefined, [run.derefInto()], {
    timeout: loadMs,
    result: { reference: true },
  }) as unknown as ivm.Reference<unknown[]>;
  run.release();
  if (loaded.typeof === 'string') return String(loaded.copySync()).slice(1);
  return {
    dispatch: loaded.getSync(0, { reference: true }) as Entries['dispatch'],
    collect: loaded.getSync(1, { reference: true }) as Entries['collect'],
  };
}
