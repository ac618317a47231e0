/**
 * The studio's bot sandbox (issue 30, class 3) in headless Chromium: hostile bots in real studio matches, served by
 * `fray studio` on 127.0.0.1 (a secure context, where a page's workers have OPFS, Web Locks and caches) and opened from
 * the disk. Each bot runs in a worker started from a sandboxed frame of its own, with a global cut down to
 * ECMAScript's built-ins. The controls run the same bots in workers of a plain page with the prelude's confinement
 * left out: there every channel passes, so each assertion here can fail.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileBotSource } from '../../../web/studio/src/pages/summoner/compileBotSource.js';
import { botWorkerScript, PRELUDE_PARTS } from '../../../web/studio/src/pages/summoner/worker/botWorkerScript.js';
import { ECMASCRIPT_GLOBALS } from '../../../web/studio/src/pages/summoner/worker/confineGlobal.js';
import { launchBrowser } from '../../helpers/browser.js';
import { tempDir } from '../../helpers/cli.js';
import { startServer, type Served } from '../../cli/view/startView.js';
import { RUN_BROWSER_TESTS } from '../viewerPage.js';
import { PROBE_BOT, RECEIVER_BOT, senderBot, TOKEN } from './hostileBots.js';
import { addBot, playMatch, seatLogs } from './playground.js';
import { openStudio } from './studioPage.js';

/** Web APIs that must not be reachable by name anywhere from a bot's global. */
const HOST_NAMES = [
  'postMessage',
  'importScripts',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'indexedDB',
  'caches',
  'navigator',
  'locks',
  'getDirectory',
  'BroadcastChannel',
  'MessageChannel',
  'Worker',
  'setTimeout',
  'setInterval',
  'queueMicrotask',
  'requestAnimationFrame',
  'scheduler',
  'addEventListener',
  'onmessage',
  'SharedArrayBuffer',
  'Atomics',
  'WebAssembly',
  'WeakRef',
  'FinalizationRegistry',
  'crypto',
  'location',
  'structuredClone',
];

/** The channels the sender tries. */
const CHANNELS = [
  'opfs',
  'indexeddb',
  'locks',
  'broadcast',
  'caches',
  'fetch',
  'websocket',
  'xhr',
  'sharedarraybuffer',
  'settimeout',
  'setinterval',
  'messagechannel',
  'postmessage',
  'eval',
  'function',
];

/** A loopback server that records every request (the bots aim fetch, XHR and WebSockets at it) and serves a blank page. */
function recorder(): Promise<{ server: Server; port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' });
    res.end('<!doctype html><title>plain page</title>');
  });
  server.on('upgrade', (req, socket) => {
    hits.push(req.url ?? '');
    socket.destroy();
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done({ server, port: (server.address() as AddressInfo).port, hits })),
  );
}

/** A worker script as the studio builds it, for the controls; `confine: false` leaves the global as the browser made it. */
function script(source: string, opts: { confine: boolean }): string {
  const c = compileBotSource('bot', source);
  if (!c.ok) throw new Error(c.problems.map((p) => p.message).join('; '));
  const parts = opts.confine ? PRELUDE_PARTS : { ...PRELUDE_PARTS, confineGlobal: () => [] };
  return botWorkerScript(c.bot, { parts }).text;
}

/**
 * Runs two bots' worker scripts in workers of `page` itself (no sandboxed frame), calling setup, then enhance and
 * battle in turn, `rounds` times each, as a match would; returns each bot's log lines.
 */
async function runInPage(page: Page, scripts: [string, string], rounds: number): Promise<[string[], string[]]> {
  return page.evaluate(
    async ({ scripts, rounds }) => {
      const logs: [string[], string[]] = [[], []];
      const workers = scripts.map((s) => new Worker(URL.createObjectURL(new Blob([s], { type: 'text/javascript' }))));
      const next = (w: Worker, want: (d: { type: string; id?: number }) => boolean) =>
        new Promise<{ type: string; logs?: string }>((done) => {
          const hear = (e: MessageEvent) => {
            if (!want(e.data)) return;
            w.removeEventListener('message', hear);
            done(e.data);
          };
          w.addEventListener('message', hear);
        });
      await Promise.all(workers.map((w) => next(w, (d) => d.type === 'loaded')));
      let id = 1000;
      for (let k = 0; k < rounds; k++) {
        const method = k === 0 ? 'setup' : k % 2 === 1 ? 'enhance' : 'battle';
        for (const seat of [0, 1] as const) {
          const mine = ++id;
          const answer = next(workers[seat] as Worker, (d) => d.type === 'answer' && d.id === mine);
          workers[seat]?.postMessage({ id: mine, method, json: k === 0 ? '{"seed":1}' : '{}' });
          const text = (await answer).logs ?? '';
          if (text !== '') logs[seat].push(...text.split('\n'));
        }
        await new Promise((done) => setTimeout(done, 20));
      }
      for (const w of workers) w.terminate();
      return logs;
    },
    { scripts, rounds },
  );
}

/** The probe's report: the global's names, its prototype chain's, and every name reachable. */
function probeReport(lines: readonly string[]): {
  own: string[];
  chain: { tag: string; names: string[] }[];
  names: string[];
} {
  const walk = lines.find((l) => l.startsWith('walk '));
  if (walk === undefined) throw new Error(`the probe said nothing: ${lines.join('\n')}`);
  const names = lines.filter((l) => l.startsWith('names [')).flatMap((l) => JSON.parse(l.slice(6)) as string[]);
  expect(lines).toContain('names done');
  return { ...(JSON.parse(walk.slice(5)) as { own: string[]; chain: { tag: string; names: string[] }[] }), names };
}

describe.runIf(RUN_BROWSER_TESTS)("the studio's bot sandbox in Chromium", () => {
  let browser: Browser;
  let served: Served;
  let rec: Awaited<ReturnType<typeof recorder>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    served = await startServer(['studio', '--port', '0'], tempDir());
    rec = await recorder();
  });
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
    rec?.server.close();
  });

  it("leaves a bot's worker only ECMAScript's built-ins, up every prototype chain of its global", async () => {
    const { page, errors, outside } = await openStudio(browser, 'summoner', { base: served.url });
    await addBot(page, 'probe', PROBE_BOT);
    const report = probeReport(seatLogs(await playMatch(page, 'mine:probe', 'demo:random', 3), 0));
    const shims = ['console', 'performance'];
    expect(report.own.filter((n) => !ECMASCRIPT_GLOBALS.includes(n) && !shims.includes(n))).toEqual([]);
    expect(report.own).toEqual(expect.arrayContaining(['Object', 'JSON', 'Math', 'console', 'performance']));
    // Every object between the global and Object.prototype (DedicatedWorkerGlobalScope, WorkerGlobalScope,
    // EventTarget) is empty but for WebIDL constants, which no one can delete (WorkerGlobalScope's PERSISTENT and
    // TEMPORARY, the numbers 1 and 0): nothing there is an object or a function.
    expect(report.chain.flatMap((p) => p.names).filter((n) => !n.endsWith(':number'))).toEqual([]);
    expect(report.names.filter((n) => HOST_NAMES.includes(n))).toEqual([]);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('the control: without the confinement the same probe reaches the web APIs (the test above can fail)', async () => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${rec.port}/plain`);
    const [probe] = await runInPage(
      page,
      [script(PROBE_BOT, { confine: false }), script(PROBE_BOT, { confine: false })],
      40,
    );
    const report = probeReport(probe);
    expect(report.names).toEqual(expect.arrayContaining(['postMessage', 'fetch', 'indexedDB', 'setTimeout']));
    expect(report.chain.some((p) => p.names.includes('addEventListener:function'))).toBe(true);
    // With the confinement (and still no frame), the probe sees what it sees in the studio.
    const [confined] = await runInPage(
      page,
      [script(PROBE_BOT, { confine: true }), script(PROBE_BOT, { confine: true })],
      40,
    );
    expect(probeReport(confined).names.filter((n) => HOST_NAMES.includes(n))).toEqual([]);
    await page.close();
  });

  for (const where of ['served', 'disk'] as const)
    it(`passes nothing between two hostile bots of one studio match, and fires no timer (${where})`, async () => {
      const opened = await openStudio(browser, 'summoner', where === 'served' ? { base: served.url } : {});
      const { page, errors, outside } = opened;
      await addBot(page, 'sender', senderBot(rec.port));
      await addBot(page, 'receiver', RECEIVER_BOT);
      const before = rec.hits.length;
      const replay = await playMatch(page, 'mine:sender', 'mine:receiver', 11);
      const sent = seatLogs(replay, 0);
      const heard = seatLogs(replay, 1);
      // Every channel was tried, and each was refused at once.
      for (const c of CHANNELS) expect(sent, c).toContainEqual(expect.stringMatching(new RegExp(`^${c}: refused`)));
      expect(sent).not.toContain('timer fired');
      expect(heard.filter((l) => l.startsWith('got the token'))).toEqual([]);
      // The receiver kept looking for the whole match.
      expect(heard).toContain('looked 40 times');
      expect(rec.hits.slice(before)).toEqual([]);
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
    });

  it('the control: the same two bots in a plain page, unconfined, pass the token and fire their timers', async () => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${rec.port}/plain`);
    const before = rec.hits.length;
    const [sent, heard] = await runInPage(
      page,
      [script(senderBot(rec.port), { confine: false }), script(RECEIVER_BOT, { confine: false })],
      30,
    );
    for (const c of ['opfs', 'indexeddb', 'locks', 'broadcast', 'caches'])
      expect(heard, c).toContain(`got the token through ${c}`);
    expect(sent).toContain('timer fired');
    const hits = rec.hits.slice(before);
    for (const path of ['/fetch/', '/xhr/', '/ws/']) expect(hits).toContain(`${path}${TOKEN}`);
    await page.close();
  });
});
