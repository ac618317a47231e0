// Every ladder page in headless Chromium, served by the real server over a real ladder with played matches: no
// request leaves the site, no CSP violation or page error, no serious accessibility violation (axe), the match's
// viewer draws its board, and the submit form works with its token from a real browser.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAuthor } from '../../../src/adapters/ladder/authors.js';
import { readViewerAssets } from '../../../src/cli/view/viewerAssets.js';
import { launchBrowser } from '../../helpers/browser.js';
import { ROOT, tempDir } from '../../helpers/cli.js';
import { seriousViolations } from '../../web/studio/studioPage.js';
import { RUN_BROWSER_TESTS } from '../../web/viewerPage.js';
import { activeDemo, openTestLadder, playUntilDone, testApp, type TestLadder } from './ladderHarness.js';
import { pathToFileURL } from 'node:url';
import { writeFileSync } from 'node:fs';

const SHOTS = join(ROOT, 'out/test-artifacts');
let l: TestLadder;
let app: FastifyInstance;
let base = '';
let token = '';
let browser: Browser;
let matchId = 0;

/** A browser context that may reach only the ladder; what it tried elsewhere, its CSP reports and page errors. */
async function site(signedIn: boolean): Promise<{ ctx: BrowserContext; outside: string[]; problems: string[] }> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const outside: string[] = [];
  const problems: string[] = [];
  await ctx.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(base)) return route.continue();
    outside.push(url);
    return route.abort();
  });
  if (signedIn) await ctx.addCookies([{ name: 'fray_token', value: token, url: base }]);
  ctx.on('page', (p) => {
    p.on('pageerror', (e) => problems.push(`error: ${e.message}`));
    p.on('console', (m) => /Content Security Policy|Refused to/.test(m.text()) && problems.push(m.text()));
  });
  return { ctx, outside, problems };
}

describe.skipIf(!RUN_BROWSER_TESTS)('ladder pages in Chromium', () => {
  beforeAll(async () => {
    l = await openTestLadder();
    const a = await addAuthor(l.ladder.db, 'alice', Date.now());
    if (!a.ok) throw new Error(a.problem.message);
    token = a.value.token;
    await activeDemo(l, 'rusher', a.value.author);
    await activeDemo(l, 'healers');
    await playUntilDone(l, 2);
    matchId = (
      await l.ladder.db.selectFrom('matches').select('id').where('status', '=', 'done').executeTakeFirstOrThrow()
    ).id;
    const viewer = readViewerAssets(pathToFileURL(join(ROOT, 'web/dist/')));
    if (!viewer.ok) throw new Error(viewer.problem.message);
    app = await testApp(l, { viewer: viewer.value });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const addr = app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr !== null ? addr.port : 0}`;
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await l?.close();
  });

  it('shows every page with nothing fetched elsewhere, no CSP report, no serious axe violation', async () => {
    const pages: [string, boolean][] = [
      ['/', false],
      ['/matches', false],
      ['/bots/rusher', false],
      [`/matches/${matchId}`, false],
      ['/login', false],
      ['/register', false],
      ['/key', false],
      ['/me', true],
      ['/bots/rusher', true],
      [`/matches/${matchId}`, true],
    ];
    for (const [path, signedIn] of pages) {
      const { ctx, outside, problems } = await site(signedIn);
      const page = await ctx.newPage();
      const res = await page.goto(base + path, { waitUntil: 'load' });
      expect(res?.status(), path).toBe(200);
      if (path.startsWith('/matches/')) await page.waitForSelector('svg [data-id]', { timeout: 30_000 });
      expect(await seriousViolations(page), path).toEqual([]);
      await page.screenshot({
        path: join(SHOTS, `ladder${path.replace(/\W+/g, '-')}${signedIn ? '-author' : ''}.png`),
      });
      expect(outside, path).toEqual([]);
      expect(problems, path).toEqual([]);
      await ctx.close();
    }
  }, 300_000);

  it("gives the match's author a link to their bot's log, and submits a bot through the form with its token", async () => {
    const { ctx, problems } = await site(true);
    const page = await ctx.newPage();
    await page.goto(`${base}/matches/${matchId}`);
    expect(await page.locator('a', { hasText: "your bot's log" }).count()).toBe(1);
    await page.goto(`${base}/me`);
    const file = join(tempDir(), 'fresh.ts');
    writeFileSync(file, 'export default {}\n');
    await page.fill('#bot-name', 'fresh');
    await page.setInputFiles('#bot-file', file);
    await Promise.all([page.waitForNavigation(), page.click('form[action="/submit"] button')]);
    expect(await page.textContent('main')).toMatch(/fresh v1 is stored/);
    expect(problems).toEqual([]);
    await ctx.close();
  }, 120_000);
});
