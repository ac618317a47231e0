/**
 * The roguelike in Chromium: the terminal's screen in the page, played with the keyboard, saved in the browser and
 * resumed; the same seed and keys give the game `fray play` gives (its save, compared field by field).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame, pressKey, saveOf, saveText, type Playing } from '../../../src/stool/index.js';
import { parseKeys } from '../../../src/stool/screen/keys.js';
import { startUi } from '../../../src/stool/screen/controller.js';
import { botGameAsKeys } from '../../cli/play/botKeys.js';
import { launchBrowser } from '../../helpers/browser.js';
import { ROOT, tempDir } from '../../helpers/cli.js';
import { runsHere } from '../../helpers/runsHere.js';
import { hasTmux, shellQuote, TmuxPane } from '../../cli/play/tmux.js';
import { RUN_BROWSER_TESTS } from '../viewerPage.js';
import { openStudio, seriousViolations } from './studioPage.js';

/** Keys a player types: a run, a fight with the rat, exploring, a wait, the inventory and help (each closed by a key), stairs. */
const KEYS = 'Llllllffffffo.i.?.Hoox.j>g';

/** The game the library plays for `seed` and `keys`, as a save file's object. */
function libraryGame(seed: number, keys: string): unknown {
  const state = newGame(seed);
  const p: Playing = { state, commands: [], ui: startUi(state) };
  for (const k of parseKeys(keys)) pressKey(p, k);
  return JSON.parse(saveText(saveOf(p.state, p.commands, p.ui.messages)));
}

/** Starts a new game of `seed` in the page and types `keys` on its screen; returns the page's save. */
async function playInPage(page: Page, seed: number, keys: string): Promise<unknown> {
  await page.fill('#stool-seed', String(seed));
  await page.click('button:text("New game")');
  await page.focus('#stool-screen');
  await page.keyboard.type(keys);
  return JSON.parse((await page.evaluate(() => localStorage.getItem('fray:stool:save'))) ?? 'null');
}

describe.runIf(RUN_BROWSER_TESTS)('the roguelike page in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    TmuxPane.killAll();
  });

  it('draws the terminal\u2019s screen, moves with the keys and reads out the newest messages', async () => {
    const { page, errors, outside } = await openStudio(browser, 'stool');
    await page.fill('#stool-seed', '7');
    await page.click('button:text("New game")');
    const screen = (): Promise<string> => page.$eval('#stool-screen', (e) => e.textContent ?? '');
    expect(await screen()).toMatch(/The Quest for the Golden Stool.*Level 1 of 4.*Round 0.*Seed 7/);
    expect(await page.textContent('#stool-log')).toContain('Find the Golden Stool');
    await page.focus('#stool-screen');
    await page.keyboard.press('?');
    expect(await screen()).toContain('go down or up the stairs');
    await page.keyboard.press('Space');
    await page.keyboard.type('L');
    expect(await screen()).toMatch(/Round 6\s+Seed 7/);
    expect(await page.textContent('#stool-log')).toContain('The rat notices you.');
    // The buttons press keys too (for a mouse or a touch screen).
    await page.click('.pad button[data-key="i"]');
    expect(await screen()).toMatch(/Worn|wear|Pack/i);
    // The keyboard stays with the game after a button, and Tab is the game's (the next target), as in the terminal.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('stool-screen');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('stool-screen');
    expect(await screen()).toMatch(/-- rat \(r\), \d+ cells? -/);
    // The whole fight's forecast beside the per-swing numbers, and in look mode in words.
    const panel = await screen();
    expect(panel).toMatch(/Fight: win [<>\d]+% {2}lose [<>\d]+%/);
    expect(panel).toMatch(/ kill: ([\d.]+ sw|never), die: ([\d.]+ sw|never)/);
    expect(panel).toMatch(/ costs [\d.]+ str, [\d.]+ life/);
    await page.keyboard.press('x');
    expect((await screen()).replace(/\s+/g, ' ')).toMatch(/Toe to toe to the end: you win [<>\d]+%/);
    await page.keyboard.press('Escape');
    // q asks first; a key the question or a menu does not know says so there, and is not played on the map.
    await page.keyboard.press('q');
    expect(await screen()).toContain('Save the game and quit? (y: yes, n or Esc: go on playing)');
    await page.keyboard.press('z');
    expect(await screen()).toContain("No 'z' here: press y to save and quit, or n to go on.");
    await page.keyboard.press('n');
    expect(await screen()).not.toContain('Save the game and quit?');
    await page.keyboard.press('e');
    await page.keyboard.press('j');
    expect(await screen()).toContain("No 'j' here: press a letter shown, or Esc to cancel.");
    await page.keyboard.press('Escape');
    expect(await screen()).toMatch(/Round 6\s+Seed 7/);
    // Shift-Tab, which the game does not use, is the way out to the rest of the page.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('stool-screen');
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('plays the game the library plays for the same seed and keys, and resumes it after a reload', async () => {
    const { page, errors } = await openStudio(browser, 'stool');
    const save = await playInPage(page, 7, KEYS);
    expect(save).toEqual(libraryGame(7, KEYS));
    // The title and the map (the first 23 lines at 30 rows); the log below says "Welcome back." after a reload.
    const top = async (): Promise<string> =>
      (await page.$eval('#stool-screen', (e) => e.textContent ?? '')).split('\n').slice(0, 23).join('\n');
    const before = await top();
    await page.reload();
    await page.waitForSelector('#studio-main[data-state=ready]');
    expect(await page.textContent('.status')).toContain('Resumed the game saved in this browser (seed 7)');
    expect(await top()).toBe(before);
    expect(errors).toEqual([]);
  });

  it('is played from the start to the death screen and on to a new game with the keyboard alone', async () => {
    // The careful bot's game of seed 4 ends in death: its keys, as a player would type them.
    const { keys, state } = botGameAsKeys(newGame(4), 2000);
    expect(state.over?.result).toBe('dead');
    const { page, errors } = await openStudio(browser, 'stool');
    await page.fill('#stool-seed', '4');
    await page.click('button:text("New game")');
    await page.focus('#stool-screen');
    await page.keyboard.type(keys);
    const screen = (): Promise<string> => page.$eval('#stool-screen', (e) => e.textContent ?? '');
    const died = new RegExp(`You die\\. Killed by .+ on level ${state.depth + 1} of 4 in round ${state.now.round}\\.`);
    expect(await screen()).toMatch(died);
    expect(await screen()).toContain('Most damage:');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('stool-screen');
    // A key of the fight still being pressed leaves the end screen as it is; Enter leaves it for a new game.
    await page.keyboard.press('j');
    expect(await screen()).toMatch(died);
    await page.keyboard.press('Enter');
    expect(await screen()).toMatch(/Level 1 of 4.*Round 0/);
    expect(await page.textContent('.status')).toMatch(/^A new game, seed \d+ \(the finished game was seed 4\)\.$/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('stool-screen');
    await page.keyboard.press('l');
    expect(await screen()).not.toMatch(/You die\./);
    expect(errors).toEqual([]);
  }, 240_000);

  it('says what is wrong with a save it cannot open, at the file input', async () => {
    const { page } = await openStudio(browser, 'stool');
    await page.setInputFiles('#stool-open', {
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format": 1,}'),
    });
    await page.waitForFunction(() => document.querySelector('#stool-open-error')?.textContent !== '');
    expect(await page.textContent('#stool-open-error')).toMatch(/^bad\.json:1:14: malformed JSON/);
    await page.fill('#stool-seed', 'seven');
    expect(await page.textContent('#stool-seed-error')).toBe('a seed is a whole number from 0 to 4294967295');
  });

  it('has no serious accessibility violations at a desktop and a phone width', async () => {
    for (const width of [1280, 390]) {
      const { page } = await openStudio(browser, 'stool', { width });
      expect(await seriousViolations(page), `width ${width}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `width ${width}`).toBeLessThanOrEqual(0);
    }
  });

  it.runIf(runsHere(hasTmux()))('gives the save `fray play` writes for the same seed and keys', async () => {
    const dir = tempDir();
    const file = join(dir, 'cli-save.json');
    const pane = TmuxPane.start(
      `fray-studio-stool-${process.pid}`,
      `cd ${shellQuote(dir)} && env XDG_DATA_HOME=${shellQuote(join(dir, 'data'))} ${shellQuote(process.execPath)} ${shellQuote(join(ROOT, 'bin/fray.js'))} play --seed 7 --save ${shellQuote(file)}`,
      97,
      30,
    );
    await pane.waitFor(/Press \? for help/);
    pane.type(KEYS);
    pane.type('q');
    await pane.waitFor(/Save the game and quit\?/);
    pane.type('y');
    await pane.waitFor(/Saved in/);
    pane.kill();
    const cli = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    const { page } = await openStudio(browser, 'stool');
    expect(await playInPage(page, 7, KEYS)).toEqual(cli);
  });
});
