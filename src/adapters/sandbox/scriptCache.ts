/**
 * V8's code cache of bots' scripts (and of the prelude, fray's own script run first in every isolate), kept in the
 * process that made it (an isolate host), so that a host that serves the next match (a tournament's, hostPool.ts)
 * compiles the same script from its cache in a fresh isolate instead of parsing it again.
 *
 * A cache is made when a script is first compiled, before any of its code runs: it is a function of the script's
 * text and the V8 that compiled it (bytecode of the functions V8 compiles eagerly, their constants), never of what a
 * bot did, so it carries nothing of an earlier match. It is kept under the SHA-256 of the exact text compiled,
 * because V8 checks only a cache's length of source, its version and its flags: a cache made from another script of
 * the same length is accepted and runs that script's code (test/adapters/sandbox/scriptCache.test.ts shows it). V8
 * does not check a cache's body either (one bit changed there was run on Node 22 and crashed the process on Node 20
 * and 24), so a cache is never written to disk or taken from another process: only this process's V8 made it. One
 * that V8 rejects (a header that does not match) is dropped, and the script compiled from its text.
 */
import { createHash } from 'node:crypto';
import ivm from './isolatedVm.js';

/** How often a cache was made, used, and rejected by V8 (tests and the bench read them). */
export interface ScriptCacheCounts {
  made: number;
  used: number;
  rejected: number;
}

/** Code caches of scripts by the SHA-256 of their text, within bounds on their number and bytes. */
export class ScriptCache {
  private readonly kept = new Map<string, Uint8Array>();
  private bytes = 0;
  readonly counts: ScriptCacheCounts = { made: 0, used: 0, rejected: 0 };

  constructor(private readonly most: { entries: number; bytes: number }) {}

  /** `text` compiled in `isolate` as the script `filename`, from its cache when this process made one. */
  compile(isolate: ivm.Isolate, text: string, filename: string): ivm.Script {
    const key = createHash('sha256').update(text).digest('hex');
    const known = this.kept.get(key);
    if (known === undefined) {
      const script: ivm.Script = isolate.compileScriptSync(text, { filename, produceCachedData: true });
      const made = script.cachedData;
      if (made !== undefined) {
        this.keep(key, new Uint8Array(made.copy()));
        made.release();
      }
      return script;
    }
    // Copied by isolated-vm (the kept bytes are the whole of their buffer): the isolate never holds them.
    const given = new ivm.ExternalCopy(known.buffer as ArrayBuffer);
    const script: ivm.Script = isolate.compileScriptSync(text, { filename, cachedData: given });
    given.release();
    if (script.cachedDataRejected === true) {
      this.counts.rejected++;
      this.drop(key);
    } else this.counts.used++;
    return script;
  }

  /** The cache kept for `text`, itself (tests change it in place to see a rejected cache dropped). */
  cacheOf(text: string): Uint8Array | undefined {
    return this.kept.get(createHash('sha256').update(text).digest('hex'));
  }

  private keep(key: string, data: Uint8Array): void {
    if (data.byteLength > this.most.bytes) return;
    if (this.kept.size >= this.most.entries || this.bytes + data.byteLength > this.most.bytes) {
      this.kept.clear();
      this.bytes = 0;
    }
    this.kept.set(key, data);
    this.bytes += data.byteLength;
    this.counts.made++;
  }

  private drop(key: string): void {
    this.bytes -= this.kept.get(key)?.byteLength ?? 0;
    this.kept.delete(key);
  }
}
