import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../helpers/browser.js';
import { fray, MFD_ORIGINAL, ROOT, tempDir } from '../../helpers/cli.js';
import { binWidthFor, histogramOfCounts } from '../../../src/core/stats/histogram.js';
import { OUTCOMES } from '../../../src/mfd/odds/chunkSummary.js';
import type { OddsResult } from '../../../src/mfd/odds/oddsResult.js';
import { roundsCounts } from '../../../src/mfd/report/oddsText.js';
import type { SweepResult } from '../../../src/mfd/sweep/sweepResult.js';
import { RUN_BROWSER_TESTS } from '../viewerPage.js';
import { openStudio, seriousViolations, type StudioPage } from './studioPage.js';

const EXAMPLES = join(ROOT, 'examples/mfd');

/** Opens the Marked for Death page and waits until both tables are read. */
async function openMfd(browser: Browser, opts: { width?: number; hash?: string } = {}): Promise<StudioPage> {
  const s = await openStudio(browser, opts.hash ?? 'mfd', { width: opts.width });
  await s.page.waitForSelector('.page-mfd[data-setup]');
  return s;
}

/** Saves what clicking `selector` downloads into `dir`, and returns its path. */
async function download(page: Page, selector: string, dir: string): Promise<string> {
  const [d] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  const path = join(dir, d.suggestedFilename());
  await d.saveAs(path);
  return path;
}

/** Imports `file` (a path, or a name and bytes) as one side's team. */
async function importTeam(page: Page, side: 'heroes' | 'villains', file: string | { name: string; buffer: Buffer }) {
  const input = await page.$(`#mfd-import-${side}`);
  await input!.setInputFiles(
    typeof file === 'string' ? file : { name: file.name, mimeType: 'text/csv', buffer: file.buffer },
  );
  await page.waitForFunction(
    (id) => (document.getElementById(id)?.textContent ?? '') !== '',
    `mfd-import-${side}-status`,
  );
}

/** `fray mfd <command> --heroes H --villains V ...rest` on the example files (or the given ones). */
function frayMfd(
  command: string,
  rest: string[],
  teams = [join(EXAMPLES, 'Heroes.csv'), join(EXAMPLES, 'Villains.csv')],
) {
  return fray(['mfd', command, '--heroes', teams[0]!, '--villains', teams[1]!, ...rest]);
}

/** The text of an element. */
const textOf = (page: Page, selector: string) => page.$eval(selector, (e) => e.textContent ?? '');

/** Types `text` into a cell of a team's grid as a person would: select it, Enter, the text, Enter. */
async function editCell(page: Page, id: string, text: string): Promise<void> {
  await page.click(`#${id}`);
  await page.keyboard.press('Enter');
  await page.fill('.cell-editor', text);
  await page.keyboard.press('Enter');
}

/** A cell's text as the grid shows it. */
const cellText = (page: Page, id: string) => page.$eval(`#${id} .cell-text`, (e) => e.textContent ?? '');

describe.runIf(RUN_BROWSER_TESTS)('the Marked for Death page in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads the example teams, edits a cell, and shows a bad cell with the CLI message at the cell', async () => {
    const { page, errors, outside } = await openMfd(browser);
    expect(await textOf(page, '#mfd-teams-status')).toBe('Both teams read: 6 heroes v 6 villains.');
    // Line 3 of Heroes.csv is Ido; column 2 is XP.
    await editCell(page, 'mfd-s0-r1-c1', '9500');
    expect(await textOf(page, '#mfd-teams-status')).toMatch(/^Both teams read/);
    await editCell(page, 'mfd-s0-r2-c4', '0.2.5');
    const cell = page.locator('#mfd-s0-r2-c4');
    expect(await cell.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await cell.getAttribute('aria-describedby')) ?? '';
    const note = await textOf(page, `#${describedBy.split(' ')[0]}`);
    expect(note).toBe("Problem: BonusToHit must be a number, got '0.2.5'");
    const message = note.replace(/^Problem: /, '');
    // The CLI reading the same file says the same, at the same line and column.
    const dir = tempDir();
    const exported = await download(page, '#mfd-export-heroes', dir);
    const cli = frayMfd('fight', ['--seed', '1'], [exported, join(EXAMPLES, 'Villains.csv')]);
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain(`Heroes.csv:4:`);
    expect(cli.stderr).toContain(message);
    expect(await textOf(page, '#mfd-teams-status')).toContain(message);
    // Fixing it clears the mark; the headers are not cells to edit.
    await editCell(page, 'mfd-s0-r2-c4', '0.25');
    expect(await cell.getAttribute('aria-invalid')).toBeNull();
    expect(await page.$eval('#mfd-s1-h-c1', (e) => e.tagName + (e.getAttribute('tabindex') ?? ''))).toBe('TH');
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('is crossed with the arrow keys, Enter and Tab as a spreadsheet, with the names held in place', async () => {
    const { page, errors } = await openMfd(browser);
    await page.click('#mfd-s0-r0-c0');
    const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
    // Arrows: right along Captain Ren's row, down a column; End and Home to the row's ends.
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('mfd-s0-r0-c1');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('mfd-s0-r2-c1');
    await page.keyboard.press('End');
    expect(await focused()).toBe('mfd-s0-r2-c12');
    // At the far right the name column is still in view, over the cells scrolled under it.
    const held = await page.$eval('#mfd-s0-r2-c0', (name) => {
      const scroller = name.closest('.sheet-scroll') as HTMLElement;
      return {
        scrolled: scroller.scrollLeft,
        left: name.getBoundingClientRect().left - scroller.getBoundingClientRect().left,
      };
    });
    expect(held.scrolled).toBeGreaterThan(0);
    expect(Math.abs(held.left)).toBeLessThan(2);
    await page.keyboard.press('Home');
    expect(await focused()).toBe('mfd-s0-r2-c0');
    // Typing edits; Enter keeps the text and moves down; Tab keeps it and moves right.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('12000');
    await page.keyboard.press('Enter');
    expect(await cellText(page, 'mfd-s0-r2-c1')).toBe('12000');
    expect(await focused()).toBe('mfd-s0-r3-c1');
    await page.keyboard.press('F2');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    expect(await cellText(page, 'mfd-s0-r3-c1')).toBe('1400');
    expect(await focused()).toBe('mfd-s0-r3-c2');
    // Escape leaves a cell as it was.
    await page.keyboard.type('99');
    await page.keyboard.press('Escape');
    expect(await cellText(page, 'mfd-s0-r3-c2')).toBe('');
    // Undo and redo, from the keyboard and the buttons.
    await page.keyboard.press('Control+z');
    expect(await cellText(page, 'mfd-s0-r3-c1')).toBe('14000');
    await page.click('#mfd-redo');
    expect(await cellText(page, 'mfd-s0-r3-c1')).toBe('1400');
    // Tab from the last column leaves the grid: the keyboard is never trapped in it.
    await page.click('#mfd-s0-r0-c12');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.sheet-grid') === null)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('adds, duplicates, moves and removes fighters, undoes it, goes back to the examples, and keeps the setup', async () => {
    const { page, errors } = await openMfd(browser);
    await page.click('#mfd-s0-r0-c3');
    await page.click('text=Move down Captain Ren');
    expect(await cellText(page, 'mfd-s0-r1-c0')).toBe('Captain Ren');
    await page.click('text=Duplicate Captain Ren');
    expect(await cellText(page, 'mfd-s0-r2-c0')).toBe('Captain Ren (copy)');
    expect(await textOf(page, '#mfd-teams-status')).toMatch(/7 heroes v 6 villains/);
    await page.click('section[aria-labelledby=mfd-villains-title] .add-row');
    expect(await textOf(page, '#mfd-teams-status')).toMatch(/7 heroes v 7 villains/);
    await page.click('#mfd-s0-r0-c0');
    await page.click('text=Remove Ido');
    expect(await textOf(page, '#mfd-teams-status')).toMatch(/6 heroes v 7 villains/);
    await page.click('#mfd-undo');
    expect(await textOf(page, '#mfd-teams-status')).toMatch(/7 heroes v 7 villains/);
    await page.click('#mfd-redo');
    // Kept after a reload (localStorage), with the order as edited.
    await page.waitForTimeout(500);
    await page.reload();
    await page.waitForSelector('.page-mfd[data-setup]');
    expect(await textOf(page, '#mfd-teams-status')).toMatch(/6 heroes v 7 villains/);
    expect(await cellText(page, 'mfd-s0-r0-c0')).toBe('Captain Ren');
    await page.click('#mfd-examples');
    expect(await textOf(page, '#mfd-teams-status')).toMatch(/^Both teams read: 6 heroes v 6 villains\.$/);
    expect(await cellText(page, 'mfd-s0-r1-c0')).toBe('Ido');
    expect(errors).toEqual([]);
  });

  it('imports the CLI examples and the original program files, exports them, and fights exactly as the CLI', async () => {
    const { page, errors, outside } = await openMfd(browser);
    await importTeam(page, 'heroes', join(MFD_ORIGINAL, 'Heroes.csv'));
    await importTeam(page, 'villains', join(MFD_ORIGINAL, 'Villains.csv'));
    expect(await textOf(page, '#mfd-import-villains-status')).toBe('Imported Villains.csv.');
    // The original files name people who are not there: the CLI's warnings, beside the tables.
    const warnings = await page.$$eval('.sheet-notes li.warning > span', (ls) => ls.map((l) => l.textContent));
    const original = [join(MFD_ORIGINAL, 'Heroes.csv'), join(MFD_ORIGINAL, 'Villains.csv')];
    const cliWarnings = frayMfd('fight', ['--seed', '1', '--quiet', '--out-dir', tempDir()], original).stderr;
    expect(warnings.length).toBeGreaterThan(0);
    for (const w of warnings) expect(cliWarnings).toContain(w!.replace(/^Warning: (Line \d+: )?/, ''));
    const dir = tempDir();
    const heroes = await download(page, '#mfd-export-heroes', dir);
    const villains = await download(page, '#mfd-export-villains', dir);
    await page.fill('#mfd-seed', '424242');
    await page.click('#mfd-fight');
    await page.waitForSelector('.mfd-view[data-ready=true]');
    expect(await textOf(page, '#mfd-fight-status')).toMatch(/^Seed 424242: /);
    const pageJson = await textOf(page, '#mfd-fight-json');
    const cli = frayMfd('fight', ['--json', '--seed', '424242'], [heroes, villains]);
    expect(cli.code).toBe(0);
    expect(pageJson).toBe(cli.stdout);
    // The exported files are the originals as the CLI reads them: the same battle from the original files.
    const fromOriginal = frayMfd('fight', ['--json', '--seed', '424242'], original);
    expect(JSON.parse(fromOriginal.stdout).final).toEqual(JSON.parse(pageJson).final);
    // The final files are the CLI's.
    const finalHeroes = await download(page, 'text=Download Heroes-final.csv', dir);
    const out = tempDir();
    frayMfd('fight', ['--seed', '424242', '--quiet', '--out-dir', out], [heroes, villains]);
    expect(readFileSync(finalHeroes, 'utf8')).toBe(readFileSync(join(out, 'Heroes-final.csv'), 'utf8'));
    // Round by round in the viewer.
    await page.click('.mfd-view button.btn-next');
    expect(await page.$eval('.mfd-view', (e) => e.dataset.round)).toBe('1');

    await importTeam(page, 'heroes', join(EXAMPLES, 'duel-heroes.csv'));
    await importTeam(page, 'villains', join(EXAMPLES, 'duel-villains.csv'));
    expect(await textOf(page, '#mfd-teams-status')).toMatch(/1 heroes v 1 villains/);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('reads the encodings and separators the CLI reads, with its notes', async () => {
    const { page, errors } = await openMfd(browser);
    const text = readFileSync(join(EXAMPLES, 'Villains.csv'), 'utf8')
      .replace(/,/g, ';')
      .replace(/(\d)\.(\d)/g, '$1,$2');
    // Semicolons and decimal commas, in UTF-16 with a byte-order mark (Excel's "Unicode Text").
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    await importTeam(page, 'villains', { name: 'villains-excel.csv', buffer: bytes });
    const notes = await textOf(page, 'aside[aria-label="Notes on the villains"]');
    expect(notes).toContain('read as UTF-16LE (it is not UTF-8)');
    expect(notes).toContain('read as semicolon-separated');
    // Exported as imported, it is the same file, byte for byte: Excel opens it as it opened the first.
    await page.selectOption('#mfd-export-villains-format', 'imported');
    const again = await download(page, '#mfd-export-villains', tempDir());
    expect(readFileSync(again).equals(bytes)).toBe(true);
    expect(await textOf(page, '#mfd-teams-status')).toMatch(/^Both teams read: 6 heroes v 6 villains/);
    // A file that cannot be split into cells is refused with the CLI's message, and the table stays.
    await importTeam(page, 'heroes', { name: 'broken.csv', buffer: Buffer.from('Name,XP\n"Tom,1\n') });
    expect(await textOf(page, '#mfd-import-heroes-status')).toBe(
      'Not imported: broken.csv:2:1: a quoted cell is never closed (a missing ")',
    );
    // Said at the top of the page too, with what was kept.
    expect(await textOf(page, '#mfd-notices')).toContain('broken.csv could not be read');
    expect(await textOf(page, '#mfd-notices')).toContain('The heroes are as they were.');
    expect(errors).toEqual([]);
  });

  it('computes the odds on workers exactly as `fray mfd odds --json`, and a sweep as `fray mfd sweep --json`', async () => {
    const { page, errors, outside } = await openMfd(browser);
    await page.fill('#mfd-seed', '7');
    await page.fill('#mfd-runs', '3000');
    await page.fill('#mfd-workers', '3');
    await page.click('#mfd-odds');
    await page.waitForSelector('.odds-out[data-state=done]');
    const cli = frayMfd('odds', ['--runs', '3000', '--seed', '7', '--workers', '2', '--json']);
    expect(cli.code).toBe(0);
    expect(await textOf(page, '#mfd-odds-json')).toBe(cli.stdout);
    // The pictures are drawn from the same numbers as the CLI's --json, to the last digit.
    const odds = JSON.parse(cli.stdout) as OddsResult;
    const rows = (chart: string) =>
      page.$$eval(`[data-chart=${chart}] tr[data-rate]`, (rs) =>
        rs.map((r) => {
          const d = (r as HTMLElement).dataset;
          return [Number(d.rate), ...(d.lo === undefined ? [] : [Number(d.lo), Number(d.hi)])];
        }),
      );
    expect(await rows('outcomes')).toEqual(OUTCOMES.map((o) => [odds.outcomes[o].rate, ...odds.outcomes[o].ci95]));
    expect(await rows('survival')).toEqual(odds.fighters.map((f) => [f.survival]));
    const counts = roundsCounts(odds);
    const bins = await page.$$eval('[data-chart=rounds] .hist-column', (cs) =>
      cs.map((c) => {
        const d = (c as HTMLElement).dataset;
        return { from: Number(d.from), to: Number(d.to), count: Number(d.count) };
      }),
    );
    expect(bins).toEqual(histogramOfCounts(counts, binWidthFor(counts, 40)));
    expect(await textOf(page, '.odds-summary')).toContain(
      `Heroes win ${(100 * odds.outcomes.heroes.rate).toFixed(1)}% (${(100 * odds.outcomes.heroes.ci95[0]).toFixed(1)}\u2013`,
    );

    await page.fill('#mfd-sweep-runs', '150');
    await page.fill('#mfd-vary0-values', '0..0.2:0.1');
    await page.click('#mfd-sweep');
    await page.waitForSelector('.sweep-out[data-state=done]');
    expect(await page.$$eval('.sweep-out svg.band-chart polygon.band', (s) => s.length)).toBe(3);
    const sweep = frayMfd('sweep', [
      '--vary',
      'heroes:Captain Ren:BonusToHit=0..0.2:0.1',
      '--runs',
      '150',
      '--seed',
      '7',
      '--json',
    ]);
    expect(sweep.code).toBe(0);
    expect(await textOf(page, '#mfd-sweep-json')).toBe(sweep.stdout);
    // Under the picture, the same numbers in words: each way of ending from the first value to the last.
    const swept = JSON.parse(sweep.stdout) as SweepResult;
    const pct = (p: SweepResult['points'][number] | undefined, o: 'heroes' | 'draw') =>
      `${(100 * (p?.outcomes[o].rate ?? NaN)).toFixed(1)}%`;
    const [p0, p2] = [swept.points[0], swept.points[2]];
    const words = await textOf(page, '.sweep-summary');
    expect(words).toContain(
      `As Captain Ren BonusToHit goes from 0 to 0.2, heroes' wins go from ${pct(p0, 'heroes')} to ${pct(p2, 'heroes')}`,
    );
    expect(words).toContain(`draws go from ${pct(p0, 'draw')} to ${pct(p2, 'draw')}`);
    // A bad range is shown at its field, in the page's words (no option names).
    await page.fill('#mfd-vary0-values', '0.5..0:0.1');
    await page.click('#mfd-sweep');
    expect(await page.locator('#mfd-vary0-values').getAttribute('aria-invalid')).toBe('true');
    expect(await textOf(page, '#mfd-vary0-values-msg')).toBe('Values: the range runs backwards, from 0.5 down to 0');
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('cancels the odds: the workers stop and the result is marked partial', async () => {
    const { page, errors } = await openMfd(browser);
    await page.fill('#mfd-runs', '20000000');
    await page.click('#mfd-odds');
    await page.waitForFunction(
      () => Number((document.getElementById('mfd-odds-progress') as HTMLProgressElement).value) > 0,
    );
    await page.click('#mfd-odds-cancel');
    await page.waitForSelector('.odds-out[data-state=partial]');
    expect(await textOf(page, '#mfd-odds-status')).toMatch(
      /^Cancelled: the result covers [\d,]+ of 20,000,000 battles/,
    );
    const json = JSON.parse(await textOf(page, '#mfd-odds-json'));
    expect(json.partial).toBe(true);
    expect(json.runs).toBeGreaterThan(0);
    expect(json.runs).toBeLessThan(20_000_000);
    expect(await page.locator('#mfd-odds').isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('saves the whole setup in a link and in a file, and reads both back', async () => {
    const { page, errors } = await openMfd(browser);
    await editCell(page, 'mfd-s1-r0-c0', 'The Hollow Queen');
    await page.fill('#mfd-seed', '99');
    await page.fill('#mfd-max-rounds', '4');
    await page.click('#mfd-copy-link');
    await page.waitForFunction(() => (document.getElementById('mfd-link') as HTMLInputElement).value !== '');
    const link = await page.inputValue('#mfd-link');
    expect(link).toMatch(/#\/mfd\?setup=[A-Za-z0-9_-]+$/);
    const dir = tempDir();
    const file = await download(page, '#mfd-save-file', dir);

    const other = await openMfd(browser, { hash: link.slice(link.indexOf('#/') + 2) });
    await other.page.waitForSelector('.page-mfd[data-setup=link]');
    expect(await cellText(other.page, 'mfd-s1-r0-c0')).toBe('The Hollow Queen');
    expect(await other.page.inputValue('#mfd-seed')).toBe('99');
    expect(await other.page.inputValue('#mfd-max-rounds')).toBe('4');

    const third = await openMfd(browser);
    await third.page.setInputFiles('#mfd-open-setup', file);
    await third.page.waitForFunction(() =>
      /^Opened /.test(document.getElementById('mfd-save-status')?.textContent ?? ''),
    );
    expect(await cellText(third.page, 'mfd-s1-r0-c0')).toBe('The Hollow Queen');
    // A damaged file is refused, naming the field.
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 'fray-mfd-studio-setup', version: 1, heroes: 3 }));
    await third.page.setInputFiles('#mfd-open-setup', bad);
    await third.page.waitForFunction(() =>
      /^Not opened/.test(document.getElementById('mfd-save-status')?.textContent ?? ''),
    );
    expect(await textOf(third.page, '#mfd-save-status')).toBe('Not opened: bad.json: heroes: must be an object');
    // A link cut short says so at the top of the page, in view at once, with what is shown instead.
    const cut = link.slice(link.indexOf('#/') + 2, -40);
    const broken = await openMfd(browser, { hash: cut });
    await broken.page.waitForSelector('.page-mfd[data-setup=unread-link]');
    expect(await textOf(broken.page, '#mfd-notices')).toMatch(
      /^This link's setup could not be read: it looks cut short/,
    );
    const box = await broken.page.$eval('#mfd-notices', (e) => e.getBoundingClientRect().bottom);
    expect(box).toBeLessThan(800);
    for (const e of [errors, other.errors, third.errors, broken.errors]) expect(e).toEqual([]);
    // Four pages opened: more than the default minute on a loaded machine.
  }, 240_000);

  it('has no serious accessibility violations and fits a desktop and a phone, with a battle shown', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await openMfd(browser, { width });
      await editCell(page, 'mfd-s0-r2-c4', 'x');
      await page.click('#mfd-fight');
      await editCell(page, 'mfd-s0-r2-c4', '0.25');
      await page.click('#mfd-fight');
      await page.waitForSelector('.mfd-view[data-ready=true]');
      // Before axe, which reads the stylesheets in a way the page's policy refuses (and says so on the console).
      expect(errors).toEqual([]);
      expect(await seriousViolations(page), `width ${width}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `width ${width}`).toBeLessThanOrEqual(0);
      // Focus is visible: a focused field has an outline.
      await page.focus('#mfd-new-seed');
      await page.keyboard.press('Shift+Tab');
      expect(await page.$eval('#mfd-seed', (e) => getComputedStyle(e).outlineStyle)).not.toBe('none');
    }
  }, 240_000);
});
