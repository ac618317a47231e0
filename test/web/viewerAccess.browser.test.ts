/**
 * `fray view` pages at a desktop's and a phone's width: no serious accessibility violation (axe), every part that
 * scrolls reachable by keyboard, and nothing wider than the phone's screen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { tempDir } from '../helpers/cli.js';
import { demoReplay, mfdReplay, ok } from '../cli/view/fixtures.js';
import { seriousViolations } from './studio/studioPage.js';
import { openPage, RUN_BROWSER_TESTS } from './viewerPage.js';

describe.skipIf(!RUN_BROWSER_TESTS)('fray view pages: accessible at a desktop and a phone width', () => {
  let browser: Browser;
  const pages: Record<string, string> = {};
  beforeAll(async () => {
    const dir = tempDir();
    demoReplay(dir);
    mfdReplay(dir, 7);
    for (const [kind, file] of [
      ['Summoner War', 'm.json'],
      ['Marked for Death', 'b.json'],
    ] as const) {
      ok(['view', file, '--out', `${file}.html`], dir);
      pages[kind] = readFileSync(join(dir, `${file}.html`), 'utf8');
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const kind of ['Summoner War', 'Marked for Death'])
    it(`a ${kind} page has no serious violation and fits a phone's width`, async () => {
      for (const width of [1280, 390]) {
        const errors: string[] = [];
        const page = await openPage(browser, pages[kind] as string, errors, width);
        expect(await seriousViolations(page), `width ${width}`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `width ${width}`).toBeLessThanOrEqual(0);
        // Every part that scrolls can take the focus (or holds something that can), so the keyboard can scroll it.
        const unreachable = await page.$$eval('#fray-viewer *', (els) =>
          els
            .filter((e) => {
              const st = getComputedStyle(e);
              const across = /auto|scroll/.test(st.overflowX) && e.scrollWidth > e.clientWidth;
              const down = /auto|scroll/.test(st.overflowY) && e.scrollHeight > e.clientHeight;
              const focusable = (e as HTMLElement).tabIndex >= 0 || e.querySelector('button, a[href], input') !== null;
              return (across || down) && !focusable;
            })
            .map((e) => e.className),
        );
        expect(unreachable, `width ${width}`).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      }
    });

  it('leaves a focused table that scrolls sideways its arrows, and the turn beside the board the keys it has no use for', async () => {
    const page = await openPage(browser, pages['Summoner War'] as string, [], 390);
    const frame = () => page.$eval('#fray-viewer', (e) => (e as HTMLElement).dataset.frame);
    await page.focus('.table-scroll');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => (document.querySelector('.table-scroll')?.scrollLeft ?? 0) > 0);
    expect(await frame()).toBe('0');
    // The turn scrolls down only: the arrows across still step the replay from it.
    await page.focus('.step-panel');
    await page.keyboard.press('ArrowRight');
    expect(await frame()).toBe('1');
    await page.close();
  });
});
