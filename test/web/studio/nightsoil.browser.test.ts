/**
 * The Night Soil page in Chromium: two mobs edited in the form or as JSON, the exact exchange and the seeded odds the
 * CLI gives for the same files, bad values shown at their field or at their line of JSON, and the hit-chance curve.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../helpers/browser.js';
import { fray, ROOT } from '../../helpers/cli.js';
import { RUN_BROWSER_TESTS } from '../viewerPage.js';
import { openStudio, seriousViolations } from './studioPage.js';

const ORC = join(ROOT, 'examples/nightsoil/orc.json');
const ELF = join(ROOT, 'examples/nightsoil/elf.json');

describe.runIf(RUN_BROWSER_TESTS)('the Night Soil page in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('gives the odds and the exact exchange of `fray nightsoil duel` for the same mobs and seed', async () => {
    const { page, errors, outside } = await openStudio(browser, 'nightsoil');
    await page.fill('#duel-runs', '1500');
    await page.fill('#duel-seed', '11');
    await page.fill('#duel-distance', '3');
    await page.waitForFunction(() => document.querySelector('#odds .status')?.textContent === '1500 duels, seed 11.');
    const odds = JSON.parse((await page.textContent('#odds pre.json')) ?? '') as unknown;
    const cli = fray(['nightsoil', 'duel', ORC, ELF, '--runs', '1500', '--seed', '11', '--distance', '3', '--json']);
    expect(odds).toEqual(JSON.parse(cli.stdout));
    // Exact to the bit: the sigmoid's power is fray's own (src/math), not the engine's Math.pow, whose last bit
    // differs between Chromium and Node.
    const predict = JSON.parse((await page.textContent('#predict pre.json')) ?? '') as unknown;
    expect(predict).toEqual(
      JSON.parse(fray(['nightsoil', 'duel', ORC, ELF, '--predict', '--distance', '3', '--json']).stdout),
    );
    expect(await page.textContent('#odds .cli-line code')).toBe(
      'fray nightsoil duel orc.json elf.json --runs 1500 --seed 11 --distance 3 --json',
    );
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it("explains an exchange where a mob is never struck, with one duel's log as the CLI gives it", async () => {
    const { page, errors } = await openStudio(browser, 'nightsoil');
    await page.waitForSelector('#predict .explain');
    expect(await page.textContent('#predict .explain')).toMatch(
      /^elf is never struck in this round: orc does not get a swing in/,
    );
    const log = await page.textContent('#duel-log pre.duel-log');
    expect(`${log}\n`).toBe(fray(['nightsoil', 'duel', ORC, ELF, '--seed', '7']).stdout);
    expect(log).toContain('orc    wait');
    expect(errors).toEqual([]);
  });

  it('keeps the form and the JSON in step, and shows a bad value at its field or its line', async () => {
    const { page, errors } = await openStudio(browser, 'nightsoil');
    await page.evaluate(() => localStorage.clear());
    await page.fill('#mob-a-maxLife', '-4');
    await page.waitForFunction(() => document.querySelector('#mob-a-maxLife-error')?.textContent !== '');
    expect(await page.textContent('#mob-a-maxLife-error')).toBe('must be a number > 0, got -4');
    expect(await page.inputValue('#mob-a-json')).toContain('"maxLife": -4');
    await page.fill('#mob-a-maxLife', '30');
    // Broken JSON: the message names the line and column, and a button puts the caret there.
    await page.fill('#mob-b-json', '{\n  "name": "elf",\n  "maxLife": 18,,\n}');
    await page.waitForFunction(() => document.querySelector('#mob-b-json-error')?.textContent !== '');
    expect(await page.textContent('#mob-b-json-error')).toMatch(/^line 3, column 17: malformed JSON/);
    expect(await page.getAttribute('#mob-b-json', 'aria-invalid')).toBe('true');
    await page.click('.mob-b .go-to');
    expect(await page.evaluate(() => (document.activeElement as HTMLTextAreaElement).selectionStart)).toBe(35);
    // A value the form does not show (a weapon's aim) is named with its path under the JSON.
    const bad = await page.inputValue('#mob-a-json');
    await page.fill('#mob-a-json', bad.replace('"aim": 14', '"aim": -1'));
    // An item's problem is shown at the item's field in the form.
    await page.waitForFunction(() => document.querySelector('#mob-a-eq0-aim-error')?.textContent !== '');
    expect(await page.textContent('#mob-a-eq0-aim-error')).toBe('must be a number ≥ 0, got -1');
    expect(await page.getAttribute('#mob-a-eq0-aim', 'aria-invalid')).toBe('true');
    // And the equipment is edited in the form: the JSON follows.
    await page.fill('#mob-a-eq0-aim', '9');
    expect(await page.inputValue('#mob-a-json')).toContain('"aim": 9');
    await page.click('.mob-a .eq-add');
    await page.fill('#mob-a-eq2-name', 'buckler');
    await page.selectOption('#mob-a-eq2-slot', 'shield');
    await page.fill('#mob-a-eq2-armour', '3');
    expect(JSON.parse(await page.inputValue('#mob-a-json')).equipment[2]).toEqual({
      name: 'buckler',
      slot: 'shield',
      armour: 3,
    });
    await page.fill('#duel-params', 'A=1');
    await page.waitForFunction(() => document.querySelector('#duel-params-error')?.textContent !== '');
    expect(await page.textContent('#duel-params-error')).toBe("A must be a number > 1, got '1'");
    expect(fray(['nightsoil', 'duel', ORC, ELF, '--params', 'A=1']).stderr).toContain(
      "A must be a number > 1, got '1'",
    );
    expect(errors).toEqual([]);
  });

  it('explores the hit-chance curve as `fray nightsoil hit` computes it', async () => {
    const { page, errors } = await openStudio(browser, 'nightsoil');
    await page.fill('#hit-aim', '20');
    await page.fill('#hit-armour', '10');
    const cli = fray(['nightsoil', 'hit', '--aim', '20', '--armour', '10']);
    expect(await page.textContent('.hit-result')).toBe(cli.stdout.trimEnd());
    await page.click('#hit-curve button:text("B strikes A")');
    expect(await page.inputValue('#hit-aim')).not.toBe('20');
    await page.waitForSelector('svg[data-chart=hit-vs-aim]');
    expect(await page.$$eval('svg[data-chart=hit-vs-aim] polyline.series', (p) => p.length)).toBe(2);
    await page.fill('#hit-armour', 'x');
    expect(await page.textContent('#hit-armour-error')).toBe("expected a number, got 'x'");
    expect(errors).toEqual([]);
  });

  it('has no serious accessibility violations at a desktop and a phone width', async () => {
    for (const width of [1280, 390]) {
      const { page } = await openStudio(browser, 'nightsoil', { width });
      await page.waitForSelector('#odds pre.json', { state: 'attached' });
      expect(await seriousViolations(page), `width ${width}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `width ${width}`).toBeLessThanOrEqual(0);
    }
  });
});
