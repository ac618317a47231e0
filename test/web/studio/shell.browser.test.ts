import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../../../web/studio/src/pageList.js';
import { launchBrowser } from '../../helpers/browser.js';
import { ROOT, tempDir } from '../../helpers/cli.js';
import { startServer } from '../../cli/view/startView.js';
import { RUN_BROWSER_TESTS } from '../viewerPage.js';
import { openStudio, seriousViolations, STUDIO_INDEX } from './studioPage.js';

describe('the studio build', () => {
  it('has a script for every page of the menu, and a Content-Security-Policy that allows no other host', () => {
    for (const p of PAGES) expect(existsSync(join(ROOT, 'web/dist/studio/pages', `${p.id}.js`)), p.id).toBe(true);
    const html = readFileSync(STUDIO_INDEX, 'utf8');
    // Scripts from the studio's folder, and one inline script by its hash: the bot frame's, as built.
    const frame = readFileSync(join(ROOT, 'web/studio/src/pages/summoner/frame/botFrame.js'), 'utf8');
    const hash = createHash('sha256').update(frame, 'utf8').digest('base64');
    expect(html).toContain(`content="default-src 'none'; script-src 'self' 'sha256-${hash}';`);
    expect(html.match(/sha256-/g)).toHaveLength(1);
    expect(html).toContain("connect-src 'none'");
    expect(html).not.toMatch(/<script>/);
  });
});

describe.runIf(RUN_BROWSER_TESTS)('the studio shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens from the disk, lists every page and reaches each from the menu by keyboard', async () => {
    const { page, errors, outside } = await openStudio(browser, '');
    const cards = await page.$$eval('.cards a', (as) => as.map((a) => a.getAttribute('href')));
    expect(cards).toEqual(PAGES.map((p) => `#/${p.id}`));
    // The first Tab reaches the skip link, the next ones the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(`#/${PAGES[0]?.id}`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`#studio-main[data-page=${PAGES[0]?.id}][data-state=ready]`);
    expect(await page.$eval('nav a[aria-current=page]', (a) => a.textContent)).toBe(PAGES[0]?.title);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('says when an address names no page, with a way back', async () => {
    const { page, errors } = await openStudio(browser, 'nowhere');
    expect(await page.$eval('.trouble', (e) => e.textContent)).toContain('There is no page at #/nowhere');
    await page.click('.trouble a[href="#/"]');
    await page.waitForSelector('.home');
    expect(errors).toEqual([]);
  });

  it('shows an uncaught error as a message with a way back, not a blank page', async () => {
    const { page } = await openStudio(browser, '');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('boom');
      }),
    );
    await page.waitForSelector('#studio-main[data-state=error]');
    expect(await page.$eval('.trouble', (e) => e.textContent)).toMatch(/internal error.*Back to the home page/);
  });

  it('has no serious accessibility violations on the home page, at a desktop and at a phone width', async () => {
    for (const width of [1280, 390]) {
      const { page } = await openStudio(browser, '', { width });
      expect(await seriousViolations(page), `width ${width}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `width ${width}`).toBeLessThanOrEqual(0);
    }
  });

  it('is served the same by `fray studio` on 127.0.0.1', async () => {
    const served = await startServer(['studio', '--port', '0'], tempDir());
    try {
      const { page, errors, outside } = await openStudio(browser, 'calc', { base: served.url });
      expect(await page.$eval('#studio-main', (e) => e.dataset.page)).toBe('calc');
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
    } finally {
      const { code, stderr } = await served.stop();
      expect(code).toBe(0);
      expect(stderr).toContain('Stopped.');
    }
  });
});
