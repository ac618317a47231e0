/**
 * The code cache of a bot's script (issue 34 item 3): made in the first match's isolate before the bot runs, and
 * given to the next matches' fresh isolates in the same process. It carries bytecode of the bot's own text, so a bot
 * finds nothing of an earlier match; a cache V8 rejects is dropped; and a cache is only ever given to the text it was
 * made from (V8 would run another bot's code from a cache made of a text of the same length).
 *
 * The matches are played here by the isolate host's own code (playHostedMatch, in this process, so its cache can be
 * read); hostReuse.test.ts plays the same bot twice through a real host.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ivm from '../../../src/adapters/sandbox/isolatedVm.js';
import { botScriptText, BOT_SCRIPT_NAME } from '../../../src/adapters/sandbox/isolatePrelude.js';
import { isolateScript } from '../../../src/adapters/sandbox/isolateScript.js';
import { botScripts, preludeScripts, Session } from '../../../src/adapters/sandbox/isolateSession.js';
import { playHostedMatch, type HostedBot } from '../../../src/adapters/sandbox/matchHost.js';
import { ScriptCache } from '../../../src/adapters/sandbox/scriptCache.js';
import { Watchdog } from '../../../src/adapters/sandbox/watchdog.js';
import { prepareBot } from '../../../src/adapters/summoner/loadBot.js';
import type { MatchRecord } from '../../../src/summoner/match/runMatch.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { FAST, HOSTILE_JS, IDLE } from './hostileHelpers.js';

const KEEP_STATE = join(HOSTILE_JS, 'keep-state.js');
const FRESH = 'kept: module=1 global=1 proto=1 symbol=1';
const dir = mkdtempSync(join(tmpdir(), 'fray-script-cache-'));
// The watchdog's stream: nothing reads it (no call here comes near its limit: the calls' and setup's limits are 10 s, so the
// watchdog, which kills this process 2 s past it by the wall clock, stays quiet on a loaded machine too).
const watchdog = new Watchdog(1);

/** A bot as a host gets it (its script made by esbuild, as sandboxedMatch.ts does). */
async function hosted(file: string): Promise<HostedBot> {
  const p = await prepareBot(file, { trusted: false });
  if (!p.ok || p.value.source.kind !== 'module') throw new Error(`${file} is not a module`);
  const bot = p.value.source.bot;
  const script = await isolateScript(bot);
  if ('problem' in script) throw new Error(script.problem);
  return { file, sha256: bot.sha256, code: bot.code, script: script.text };
}

let matches = 0;
/** Plays `file` (keep-state unless told) against idle in this process as a host would, and gives its log lines. */
async function keepStateLogs(file = KEEP_STATE): Promise<string[]> {
  await watchdog.online;
  const result = await playHostedMatch(
    {
      bots: [await hosted(file), await hosted(IDLE)],
      rules: { ...DEFAULT_RULES, maxTurns: 2 },
      seed: 5,
      limits: { ...FAST, setupMs: 10_000, callMs: 10_000 },
      journal: join(dir, `journal-${matches++}`),
    },
    watchdog,
  );
  const record = result.record as MatchRecord;
  return record.steps.flatMap((s) => s.logs?.[0] ?? []);
}

describe("a bot's code cache", () => {
  it('is made in the first match and used by the next, whose bot finds none of the first match state', async () => {
    const before = { ...botScripts.counts };
    expect(await keepStateLogs()).toContain(FRESH);
    const first = { ...botScripts.counts };
    // Both seats' scripts were compiled (from their cache if an earlier test here made one) and none was rejected.
    expect(first.made + first.used - before.made - before.used).toBe(2);
    expect(await keepStateLogs()).toContain(FRESH);
    // The second match's isolates were both compiled from the caches the first match left.
    expect(botScripts.counts).toEqual({ ...first, used: first.used + 2 });
  });

  it("compiles the prelude from this process's cache in every isolate after the first, the bots as fresh as before", async () => {
    expect(await keepStateLogs()).toContain(FRESH);
    const first = { ...preludeScripts.counts };
    // Made once in this process (by the first isolate of this file's first match), never rejected.
    expect(first.made).toBe(1);
    expect(first.rejected).toBe(0);
    expect(await keepStateLogs()).toContain(FRESH);
    // Both of the second match's isolates ran the prelude from the cache (evalSync of its text, as before: used 0).
    expect(preludeScripts.counts).toEqual({ ...first, used: first.used + 2 });
  });

  it('control: the same bot asked for a second match in the isolate of the first sees its state', async () => {
    const bot = await hosted(KEEP_STATE);
    const session = new Session();
    try {
      expect(session.load(bot, 32, 2000)).toBeUndefined();
      const setupAndEnhance = () => {
        session.call({ method: 'setup', json: JSON.stringify({ seed: 1 }) }, 1000);
        return session.call({ method: 'enhance', json: JSON.stringify({ mine: [], foes: [], points: 0 }) }, 1000).logs;
      };
      expect(setupAndEnhance()).toBe(FRESH);
      // Without a fresh isolate, the log shows what the first "match" left: the test above would see it.
      expect(setupAndEnhance()).toBe('kept: module=2 global=2 proto=2 symbol=2');
    } finally {
      session.close();
    }
  });

  it('is dropped when V8 rejects it, and the bot loads from its text and plays as before', async () => {
    const text = botScriptText((await hosted(KEEP_STATE)).script);
    await keepStateLogs();
    const cache = botScripts.cacheOf(text);
    expect(cache).toBeDefined();
    // V8's version hash in the cache's header: a cache made by another V8.
    (cache as Uint8Array)[4] = ((cache as Uint8Array)[4] as number) ^ 0xff;
    const before = { ...botScripts.counts };
    expect(await keepStateLogs()).toContain(FRESH);
    expect(botScripts.counts).toEqual({ ...before, used: before.used + 1, rejected: before.rejected + 1 });
    expect(botScripts.cacheOf(text)).toBeUndefined();
    // The next match makes a new cache from the text, and the one after uses it.
    expect(await keepStateLogs()).toContain(FRESH);
    expect(botScripts.counts.made).toBe(before.made + 1);
    expect(botScripts.cacheOf(text)).toBeDefined();
    expect(await keepStateLogs()).toContain(FRESH);
    expect(botScripts.counts).toEqual({ made: before.made + 1, used: before.used + 4, rejected: before.rejected + 1 });
  });

  it('is only given to the text it was made from: another text of the same length, which V8 would take, gets its own', () => {
    const text = (who: string) => botScriptText(`var __frayBot = { eager: "${who}", lazy: () => "${who}" };`);
    const [a, b] = [text('AAAA'), text('BBBB')];
    expect(a.length).toBe(b.length);
    const run = (isolate: ivm.Isolate, script: ivm.Script): string => {
      const context = isolate.createContextSync();
      context.global.setSync('run', script.runSync(context, { reference: true }).derefInto());
      return String(context.evalSync('run().eager + " " + run().lazy()'));
    };
    const fresh = () => new ivm.Isolate({ memoryLimit: 16 });
    const cache = new ScriptCache({ entries: 8, bytes: 1 << 20 });
    const [i1, i2, i3] = [fresh(), fresh(), fresh()];
    try {
      expect(run(i1, cache.compile(i1, a, BOT_SCRIPT_NAME))).toBe('AAAA AAAA');
      expect(run(i2, cache.compile(i2, b, BOT_SCRIPT_NAME))).toBe('BBBB BBBB');
      expect(cache.counts).toEqual({ made: 2, used: 0, rejected: 0 });
      // Control: A's cache given to B's text is accepted by V8, and B's isolate runs A's eagerly compiled code.
      const given = new ivm.ExternalCopy((cache.cacheOf(a) as Uint8Array).slice().buffer);
      const wrong = i3.compileScriptSync(b, { filename: BOT_SCRIPT_NAME, cachedData: given }) as ivm.Script;
      expect(wrong.cachedDataRejected).toBe(false);
      expect(run(i3, wrong)).toBe('AAAA BBBB');
    } finally {
      for (const i of [i1, i2, i3]) i.dispose();
    }
  });

  it("wraps the bot's script whole: text that would close the wrapper stays the bot's data (esbuild prints it)", async () => {
    const logs = await keepStateLogs(join(HOSTILE_JS, 'close-wrapper.js'));
    expect(logs.join('\n')).toMatch(/^out: undefined, carried: \d+$/m);
    // Control: the same text put in the wrapper as code, not printed by esbuild, runs as the script's top level.
    const isolate = new ivm.Isolate({ memoryLimit: 16 });
    try {
      const context = isolate.createContextSync();
      const text = botScriptText('var __frayBot = 0;\n;return __frayBot;})\nglobalThis.__frayOut = 1;(function () {');
      isolate.compileScriptSync(text, { filename: BOT_SCRIPT_NAME }).runSync(context);
      expect(context.evalSync('globalThis.__frayOut')).toBe(1);
    } finally {
      isolate.dispose();
    }
  });
});
