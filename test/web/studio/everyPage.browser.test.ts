/**
 * Every page of the studio at a desktop (1280 × 800) and a phone (390 × 844), in the light and the dark theme (issue
 * 33, item 7): no serious or critical accessibility violation, nothing wider than the screen outside a box that
 * scrolls, no text drawn under 11 px, the theme followed; the favicon, the focus after a navigation, and a first screen
 * that says what is special. Screenshots go to out/test-artifacts/studio-<page>-<width>-<theme>.png, to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../helpers/browser.js';
import { tempDir } from '../../helpers/cli.js';
import { startServer } from '../../cli/view/startView.js';
import { ARTIFACTS, RUN_BROWSER_TESTS } from '../viewerPage.js';
import { openStudio, seriousViolations } from './studioPage.js';

/** The pages checked, with what each shows before it is looked at (a battle, a match: the viewer too). */
const PAGES: readonly { id: string; show?: (page: Page) => Promise<void> }[] = [
  { id: '' },
  {
    id: 'mfd',
    show: async (page) => {
      await page.fill('#mfd-runs', '400');
      await page.click('#mfd-odds');
      await page.waitForSelector('.odds-out[data-state=done]');
      await page.fill('#mfd-sweep-runs', '200');
      await page.click('#mfd-sweep');
      await page.waitForSelector('.sweep-out[data-state=done]');
      await page.click('#mfd-fight');
      await page.waitForSelector('.mfd-view[data-ready=true]');
    },
  },
  {
    id: 'summoner',
    show: async (page) => {
      await page.waitForSelector('#sw-problems-title:has-text("No problems")');
      await page.click('#sw-play');
      await page.waitForSelector('.sw-viewer-root[data-ready=true]', { timeout: 60_000 });
    },
  },
  { id: 'nightsoil', show: (page) => page.waitForSelector('#odds .rate-bars').then(() => undefined) },
  { id: 'calc', show: (page) => page.waitForSelector('#luck-compare .meter-notes').then(() => undefined) },
];

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Text drawn smaller than 11 px (HTML, and SVG text at the scale it is drawn), as "tag.class: size". */
function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const own = Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
      if (!own || el.closest('.sr-only, .visually-hidden, [hidden], [aria-hidden=true] .tick') !== null) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      let size = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGGraphicsElement) {
        const m = el.getScreenCTM();
        if (m !== null) size *= Math.hypot(m.a, m.b);
      }
      if (size < 10.95)
        out.push(
          `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').slice(0, 20)}": ${size.toFixed(1)}px`,
        );
    }
    return out;
  });
}

/** Elements with text whose right edge passes the screen's, and which no box that scrolls sideways holds. */
function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrolls = (e: Element | null): boolean => {
      for (let p = e; p !== null && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll') return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= window.innerWidth + 1 || scrolls(el.parentElement)) continue;
      out.push(`${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}#${el.id}: right ${Math.round(r.right)}`);
    }
    return out.slice(0, 10);
  });
}

/** The relative luminance of the page's background and of its text. */
function luminance(page: Page): Promise<{ bg: number; ink: number }> {
  return page.evaluate(() => {
    const lum = (c: string): number => {
      const [r, g, b] = (c.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map((x) => Number(x) / 255);
      const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
    };
    const body = getComputedStyle(document.body);
    return { bg: lum(body.backgroundColor), ink: lum(body.color) };
  });
}

describe.runIf(RUN_BROWSER_TESTS)('every page of the studio, at a desktop and a phone, light and dark', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const p of PAGES)
    for (const scheme of ['light', 'dark'] as const)
      it(`#/${p.id} (${scheme}): no serious violation, nothing clipped, no text under 11 px, the theme followed`, async () => {
        for (const size of SIZES) {
          const { page, errors, outside } = await openStudio(browser, p.id, size);
          await page.emulateMedia({ colorScheme: scheme });
          await p.show?.(page);
          const where = `#/${p.id} ${size.width} ${scheme}`;
          await page.screenshot({
            path: join(ARTIFACTS, `studio-${p.id || 'home'}-${size.width}-${scheme}.png`),
            fullPage: true,
          });
          expect(errors, where).toEqual([]);
          expect(outside, where).toEqual([]);
          expect(await clipped(page), where).toEqual([]);
          expect(await smallText(page), where).toEqual([]);
          const { bg, ink } = await luminance(page);
          if (scheme === 'dark') expect(bg, where).toBeLessThan(0.05);
          else expect(bg, where).toBeGreaterThan(0.9);
          expect((Math.max(bg, ink) + 0.05) / (Math.min(bg, ink) + 0.05), where).toBeGreaterThan(7);
          expect(await seriousViolations(page), where).toEqual([]);
          await page.close();
        }
        // Two sizes, each with a battle or a match played: minutes on a loaded machine.
      }, 300_000);

  it('says first what is special, moves the focus to the new heading after a navigation, and has a favicon', async () => {
    const served = await startServer(['studio', '--port', '0'], tempDir());
    try {
      const { page, errors } = await openStudio(browser, '', { base: served.url });
      const first = (await page.textContent('.special')) ?? '';
      for (const point of [
        'Works offline',
        'Nothing is sent anywhere',
        'The same results as the command line',
        'Excel',
      ])
        expect(first).toContain(point);
      await page.click('.cards a[href="#/calc"]');
      await page.waitForSelector('#studio-main[data-page=calc][data-state=ready]');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Luck, armour and time');
      const icon = await page.$eval('link[rel=icon]', (l) => (l as HTMLLinkElement).href);
      const got = await fetch(icon);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/svg+xml');
      expect(errors).toEqual([]);
    } finally {
      await served.stop();
    }
  });
});
