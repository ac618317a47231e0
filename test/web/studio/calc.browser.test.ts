/**
 * The calculators page in Chromium: the luck meter, smooth armour and turn-rate time follow their inputs, a bad input
 * shows the CLI's message at the input, and the seeded comparison is the CLI's to the byte of its JSON.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../helpers/browser.js';
import { fray } from '../../helpers/cli.js';
import { RUN_BROWSER_TESTS } from '../viewerPage.js';
import { openStudio, seriousViolations } from './studioPage.js';

/** The text of the error under input `id` (empty when it is fine), once the page has reacted. */
async function errorAt(page: Page, id: string): Promise<string> {
  return (await page.textContent(`#${id}-error`)) ?? '';
}

describe.runIf(RUN_BROWSER_TESTS)('the calculators page in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('computes one hit of smooth armour as the CLI does, and redraws as the inputs change', async () => {
    const { page, errors, outside } = await openStudio(browser, 'calc');
    await page.fill('#armor-inc', '40');
    await page.fill('#armor-def', '10');
    const cli = fray(['armor', '--inc', '40', '--def', '10']);
    expect(await page.textContent('.armor-result')).toBe(cli.stdout.trimEnd() + '\n');
    expect(await page.textContent('[data-chart=armor-at-inc] title')).toBe('Damage taken against defence, incoming 40');
    expect(await page.$$eval('[data-chart=armor-at-inc] path.series', (ps) => ps.length)).toBe(2);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('shows the CLI\u2019s message at the input that is wrong, and clears it once fixed', async () => {
    const { page, errors } = await openStudio(browser, 'calc');
    await page.fill('#armor-inc', '4o');
    expect(await errorAt(page, 'armor-inc')).toBe("expected a number, got '4o'");
    expect(await page.getAttribute('#armor-inc', 'aria-invalid')).toBe('true');
    expect(fray(['armor', '--inc', '4o', '--def', '1']).stderr).toContain("expected a number, got '4o'");
    await page.fill('#armor-inc', '4');
    expect(await errorAt(page, 'armor-inc')).toBe('');
    await page.fill('#trace-rolls', '5,200');
    expect(await errorAt(page, 'trace-rolls')).toBe('expected a whole number from 1 to 100, got 200');
    await page.fill('#timeline-rates', '600000,600000');
    expect(await errorAt(page, 'timeline-rates')).toBe(
      'a round of 1200000 slots is more than the 1000000 this command lists',
    );
    await page.fill('#compare-seed', '-3');
    expect(await errorAt(page, 'compare-seed')).toBe('a seed is a whole number from 0 to 4294967295');
    expect(errors).toEqual([]);
  });

  it('compares luck with a seed in a worker and gives the JSON of `fray luck compare --json`', async () => {
    const { page, errors, outside } = await openStudio(browser, 'calc');
    await page.fill('#compare-chances', '25,60');
    await page.fill('#compare-rolls', '5000');
    await page.fill('#compare-seed', '42');
    await page.waitForFunction(() => document.querySelector('#luck-compare .status')?.textContent?.includes('seed 42'));
    const json = JSON.parse((await page.textContent('#luck-compare pre.json')) ?? '') as unknown;
    const cli = fray(['luck', 'compare', '--chance', '25,60', '--rolls', '5000', '--seed', '42', '--json']);
    expect(json).toEqual(JSON.parse(cli.stdout));
    expect(await page.$$eval('#luck-compare svg.chart', (s) => s.length)).toBe(3);
    // The meter's rates far from the chances asked for are explained beside them, with the CLI's numbers and words.
    const text = fray(['luck', 'compare', '--chance', '25,60', '--rolls', '5000', '--seed', '42']).stdout;
    const cliNotes = text
      .split('\n')
      .filter((l) => l.startsWith('note: '))
      .map((l) => l.replace(/^note: through/, 'Through'));
    expect(cliNotes.length).toBeGreaterThan(0);
    expect(await page.$$eval('#luck-compare .meter-notes p', (ps) => ps.map((p) => p.textContent))).toEqual(cliNotes);
    // The section's words agree with them: the meter does not keep a roll at its chance.
    expect(await page.textContent('#calc-luck > p')).toContain('it does not keep a roll at its chance');
    // The seed's button draws another seed and recomputes.
    await page.click('#luck-compare .new-seed');
    await page.waitForFunction(
      () => !document.querySelector('#luck-compare .status')?.textContent?.includes('seed 42'),
    );
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('lays out a round of turn-rate time as `fray timeline --json` does, and traces the meter step by step', async () => {
    const { page, errors } = await openStudio(browser, 'calc');
    await page.fill('#timeline-rates', '5,3,2');
    await page.fill('#timeline-turns', '12');
    const json = JSON.parse((await page.textContent('#calc-timeline pre.json')) ?? '') as unknown;
    const cli = fray(['timeline', '--rates', '5,3,2', '--turns', '12', '--json']);
    expect(json).toEqual(JSON.parse(cli.stdout));
    expect(
      await page.$$eval('svg.timeline-strip > circle, svg.timeline-strip > rect + *', (e) => e.length),
    ).toBeGreaterThan(0);
    await page.fill('#trace-chance', '30');
    await page.fill('#trace-luck', '0');
    await page.fill('#trace-rolls', '50,20,95');
    const rows = await page.$$eval('#luck-trace tbody tr', (trs) => trs.map((tr) => tr.textContent));
    expect(rows).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it('keeps its inputs in the address, so a link opens the same setup', async () => {
    const { page } = await openStudio(browser, 'calc?armor-inc=70&armor-def=50');
    expect(await page.inputValue('#armor-inc')).toBe('70');
    await page.fill('#armor-def', '20');
    expect(await page.evaluate(() => location.hash)).toContain('armor-def=20');
  });

  it('can be used by keyboard, and has no serious accessibility violations at a desktop and a phone width', async () => {
    const { page } = await openStudio(browser, 'calc');
    await page.focus('#armor-inc');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('armor-def');
    for (const width of [1280, 390]) {
      const { page: p } = await openStudio(browser, 'calc', { width });
      await p.waitForSelector('#luck-compare svg.chart');
      expect(await seriousViolations(p), `width ${width}`).toEqual([]);
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `width ${width}`).toBeLessThanOrEqual(0);
    }
  });
});
