/**
 * The Summoner War playground (web/studio/src/pages/summoner) in headless Chromium, opened from the disk with the
 * network refused: the editor and its problems, bots in workers with the CLI's limits, a match cross-checked
 * against the CLI's replay, a tournament's standings against the CLI's, the download the CLI plays, saved bots.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../helpers/browser.js';
import { ROOT } from '../../helpers/cli.js';
import { jumpTo, RUN_BROWSER_TESTS, screenshot } from '../viewerPage.js';
import { setSource } from './playground.js';
import { openStudio, seriousViolations } from './studioPage.js';

const FRAY = join(ROOT, 'bin/fray.js');

/** Runs the built CLI and returns its standard output. */
function fray(args: string[]): string {
  return execFileSync(process.execPath, [FRAY, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
}

/** Puts `source` in the editor as my-bot and plays it against the random demo, until the replay is shown. */
async function playAgainstRandom(page: Page, source: string): Promise<void> {
  await setSource(page, source);
  await page.waitForSelector('#sw-problems-title:has-text("No problems")');
  await page.selectOption('#sw-seat-a', 'mine:my-bot');
  await page.selectOption('#sw-seat-b', 'demo:random');
  await page.click('#sw-play');
  await page.waitForSelector('.sw-viewer-root[data-ready=true]', { timeout: 60_000 });
}

/**
 * A replay without what only the CLI can know (the hash of the bundle esbuild made) and what no two runs share (the
 * time each call took, a measurement of the machine).
 */
function comparable(replayText: string): unknown {
  const { times, ...r } = JSON.parse(replayText) as { players: { name: string; sha256?: string }[]; times?: unknown };
  expect(times).toBeDefined();
  return { ...r, players: r.players.map((p) => ({ name: p.name })) };
}

/** The replay of the match the page shows, as its download button gives it. */
async function downloadedReplay(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#sw-download-replay')]);
  return readFileSync((await download.path()) as string, 'utf8');
}

interface ReplayFacts {
  hashes: string[];
  turns: number;
  steps: { input: unknown }[];
  forkedFrom?: { turn: number; players: { name: string }[]; finalHash: string };
}

/** A bot that draws from Math.random, reads the clock and logs: the worker's prelude must make it play as in the CLI. */
const DICE_BOT = `import type { Summoner } from 'fray/summoner';
const bot: Summoner = {
  setup(info) {
    console.log('setup at', new Date().toISOString(), Date.now(), 'seed', info.seed);
    const n = 1 + Math.floor(Math.random() * 3);
    return { demons: Array.from({ length: n }, () => ({ capacity: 'eat' as const, attack: 1, life: 1 })) };
  },
  enhance(view) {
    console.log('points', view.points, Math.random().toFixed(6));
    return [];
  },
  battle: (view) => view.mine.map((d) => ({ demon: d.id, action: 'move' as const, dir: Math.random() < 0.5 ? ('E' as const) : ('SE' as const) })),
};
export default bot;
`;

/** A bot that holds still: whatever it is asked, it orders nothing. */
const HOLDER_BOT = `import type { Summoner } from 'fray/summoner';
const bot: Summoner = {
  setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }),
  enhance: () => [],
  battle: () => [],
};
export default bot;
`;

/** A bot that loops forever in battle and logs once per call before it does. */
const LOOPING_BOT = `import type { Summoner } from 'fray/summoner';
const bot: Summoner = {
  setup: () => ({ demons: [{ capacity: 'eat', attack: 1, life: 1 }] }),
  enhance: () => [],
  battle: () => {
    console.log('about to loop');
    for (;;) {}
  },
};
export default bot;
`;

describe.runIf(RUN_BROWSER_TESTS)('the Summoner War playground in Chromium', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'fray-studio-summoner-'));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads with the starter bot in the editor, the API to read, and no serious accessibility violation', async () => {
    const { page, errors, outside } = await openStudio(browser, 'summoner');
    await page.waitForSelector('#sw-editor .cm-content');
    expect(await page.textContent('#sw-editor .cm-content')).toContain('starter: a Summoner War bot');
    await page.waitForSelector('#sw-problems-title:has-text("No problems")');
    expect(await page.$eval('.sw-api pre', (e) => e.textContent)).toContain('export interface View');
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    // After the page's own checks: axe reads the stylesheets over XHR, which the page's CSP refuses (and logs).
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows a syntax error at its line, in the editor and in the list, and an import that is not of types', async () => {
    const { page, errors } = await openStudio(browser, 'summoner');
    await setSource(page, 'const a = 1;\nconst b = ;\nexport default {};\n');
    await page.waitForSelector('#sw-problems button.sw-problem');
    expect(await page.textContent('#sw-problems')).toMatch(/^Line 2: does not compile: Unexpected token/);
    await page.waitForSelector('#sw-editor .cm-lint-marker-error');
    // The gutter marks line 2: its marker sits at the height of the second line.
    const marker = await page.$eval('#sw-editor .cm-lint-marker-error', (m) => m.getBoundingClientRect().top);
    const line2 = await page.$$eval('#sw-editor .cm-line', (ls) => ls[1]?.getBoundingClientRect().top ?? -1);
    expect(Math.abs(marker - line2)).toBeLessThan(8);
    await setSource(
      page,
      "import type { View } from 'fray/summoner';\nimport { x } from './helpers.js';\nexport default x;\n",
    );
    await page.waitForSelector('#sw-problems button.sw-problem:has-text("imports")');
    expect(await page.textContent('#sw-problems')).toContain("imports './helpers.js'");
    // The list's button takes the cursor to the line.
    await page.click('#sw-problems button.sw-problem');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(true);
    // A bot that compiles but does not load says so, in the CLI's words, when it is asked to play.
    await setSource(page, 'export const setup = () => ({ demons: [] });\n');
    await page.waitForSelector('#sw-problems-title:has-text("No problems")');
    await page.selectOption('#sw-seat-a', 'mine:my-bot');
    await page.click('#sw-play');
    await page.waitForSelector('#sw-match-status.error');
    expect(await page.textContent('#sw-match-status')).toBe(
      'my-bot cannot play: has no default export: export default { setup, enhance, battle }',
    );
    expect(await page.textContent('#sw-problems')).toContain('has no default export');
    expect(errors).toEqual([]);
  });

  it("plays a match against a demo that gives exactly the CLI's replay for the same bots and seed", async () => {
    const { page, errors, outside } = await openStudio(browser, 'summoner');
    await page.waitForSelector('#sw-problems-title:has-text("No problems")');
    await page.selectOption('#sw-seat-a', 'mine:my-bot');
    await page.selectOption('#sw-seat-b', 'demo:healers');
    await page.fill('#sw-match-seed', '20260');
    await page.click('#sw-play');
    await page.waitForSelector('.sw-viewer-root[data-ready=true]', { timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#sw-download-replay')]);
    const pageReplay = readFileSync((await download.path()) as string, 'utf8');
    const summary = JSON.parse((await page.$eval('#sw-match-summary', (e) => e.dataset.json)) as string) as unknown;

    const starter = join(dir, 'my-bot.ts');
    execFileSync('cp', [join(ROOT, 'examples/summoners/starter.ts'), starter]);
    const cliReplay = join(dir, 'cli.json');
    const json = fray([
      'summoner',
      'match',
      starter,
      'examples/summoners/healers.ts',
      '--seed',
      '20260',
      '--json',
      '--replay',
      cliReplay,
    ]);
    expect(comparable(pageReplay)).toEqual(comparable(readFileSync(cliReplay, 'utf8')));
    expect(summary).toEqual(JSON.parse(json));
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('plays a match on from the turn on screen with the current code: unchanged, the same match; changed, it diverges and verifies', async () => {
    const { page, errors, outside } = await openStudio(browser, 'summoner');
    await page.waitForSelector('#sw-problems-title:has-text("No problems")');
    await page.selectOption('#sw-seat-a', 'mine:my-bot');
    await page.selectOption('#sw-seat-b', 'demo:healers');
    await page.fill('#sw-match-seed', '20260');
    await page.click('#sw-play');
    await page.waitForSelector('.sw-viewer-root[data-ready=true]', { timeout: 60_000 });
    const original = JSON.parse(await downloadedReplay(page)) as ReplayFacts;
    expect(original.turns).toBeGreaterThan(4);

    // Unchanged code, forked at turn 3: every earlier call answered as recorded, and the same match hash for hash.
    await jumpTo(page, 3);
    await page.click('#sw-fork');
    await page.waitForSelector('#sw-match-status:has-text("Forked from turn 3")', { timeout: 90_000 });
    const status = (await page.textContent('#sw-match-status')) ?? '';
    expect(status).toMatch(
      /my-bot answered (\d+) of its \1 earlier calls as recorded; healers answered (\d+) of its \2/,
    );
    await page.waitForSelector('.sw-viewer-root[data-ready=true]');
    const same = JSON.parse(await downloadedReplay(page)) as ReplayFacts;
    expect(same.hashes).toEqual(original.hashes);
    expect(same.steps.map((st) => st.input)).toEqual(original.steps.map((st) => st.input));
    expect(same.forkedFrom).toEqual({
      turn: 3,
      players: [{ name: 'my-bot' }, { name: 'healers' }],
      finalHash: original.hashes[original.hashes.length - 1],
    });

    // Changed code (a bot that holds still, with a setup of its own: it differs from its first call), forked at turn 3 of the match on screen: turns 1 and 2 as they were,
    // then another match, whose replay the CLI verifies.
    await setSource(page, HOLDER_BOT);
    await page.waitForSelector('#sw-problems-title:has-text("No problems")');
    await jumpTo(page, 3);
    await page.click('#sw-fork');
    await page.waitForSelector('#sw-match-status:has-text("Forked from turn 3")', { timeout: 90_000 });
    expect(await page.textContent('#sw-match-status')).toMatch(
      /my-bot answered \d+ of its \d+ earlier calls as recorded \(first difference on turn 0, setup\)/,
    );
    await page.waitForSelector('.sw-viewer-root[data-ready=true]');
    const changedText = await downloadedReplay(page);
    const changed = JSON.parse(changedText) as ReplayFacts;
    expect(changed.hashes.slice(0, 3)).toEqual(original.hashes.slice(0, 3));
    expect(changed.hashes[3]).not.toBe(original.hashes[3]);
    const file = join(dir, 'fork.json');
    writeFileSync(file, changedText);
    const verdict = JSON.parse(fray(['summoner', 'replay', file, '--verify', '--json'])) as { verified: boolean };
    expect(verdict.verified).toBe(true);
    await screenshot(page, 'studio-summoner-fork.png');
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  }, 180_000);

  it("runs a bot's Math.random, clock and console as the CLI's isolate does: the same replay, logs included", async () => {
    const { page, errors } = await openStudio(browser, 'summoner');
    await page.click('#sw-new');
    await page.fill('#sw-bot-name', 'dice');
    await page.click('#sw-rename');
    await setSource(page, DICE_BOT);
    await page.waitForSelector('#sw-problems-title:has-text("No problems")');
    await page.selectOption('#sw-seat-a', 'demo:rusher');
    await page.selectOption('#sw-seat-b', 'mine:dice');
    await page.fill('#sw-match-seed', '77');
    await page.click('#sw-play');
    await page.waitForSelector('.sw-viewer-root[data-ready=true]', { timeout: 60_000 });
    expect(await page.textContent('#sw-step-logs')).toContain('dice:setup at 2000-01-01T00:00:00.000Z 946684800000');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#sw-download-replay')]);
    const pageReplay = readFileSync((await download.path()) as string, 'utf8');

    const file = join(dir, 'dice.ts');
    writeFileSync(file, DICE_BOT);
    const cliReplay = join(dir, 'dice.json');
    fray(['summoner', 'match', 'examples/summoners/rusher.ts', file, '--seed', '77', '--replay', cliReplay]);
    expect(pageReplay).toContain('"logs"');
    expect(comparable(pageReplay)).toEqual(comparable(readFileSync(cliReplay, 'utf8')));
    expect(errors).toEqual([]);
  }, 180_000);

  it('keeps the viewer keys to the viewer: Space types in the editor, the arrows step the replay, nothing is left behind', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await openStudio(browser, 'summoner', { width });
      await page.click('#sw-play');
      await page.waitForSelector('.sw-viewer-root[data-ready=true]', { timeout: 60_000 });
      expect(await seriousViolations(page), `width ${width}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `width ${width}`).toBeLessThanOrEqual(0);
      if (width !== 1280) continue;
      await page.click('#sw-editor .cm-content');
      await page.keyboard.press('Control+Home');
      await page.keyboard.type('// a b');
      expect(await page.textContent('#sw-editor .cm-line')).toBe('// a b/**');
      // Tab leaves the editor (the keyboard is never trapped in it).
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(false);
      expect(await page.$eval('.sw-viewer-root', (e) => e.dataset.frame)).toBe('0');
      await page.focus('.sw-viewer-root .btn-next');
      await page.keyboard.press('ArrowRight');
      expect(await page.$eval('.sw-viewer-root', (e) => e.dataset.frame)).not.toBe('0');
      // Leaving the page takes the viewer's document keys with it.
      await page.evaluate(() => (location.hash = '#/'));
      await page.waitForSelector('.home');
      const taken = await page.evaluate(() => {
        const e = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
        document.body.dispatchEvent(e);
        return e.defaultPrevented;
      });
      expect(taken).toBe(false);
      expect(errors.filter((e) => !e.includes('Content Security Policy'))).toEqual([]);
    }
    // A match and axe at two sizes: more than the default minute on a loaded machine.
  }, 240_000);

  it("leaves the studio's look as it was once the viewer has been shown: its styles stay under its root", async () => {
    const { page, errors } = await openStudio(browser, '');
    await page.waitForSelector('.home h1');
    const look = () =>
      page.evaluate(() => {
        const h1 = getComputedStyle(document.querySelector('.home h1') as Element);
        const root = getComputedStyle(document.documentElement);
        return {
          h1: [h1.fontSize, h1.margin],
          body: getComputedStyle(document.body).margin,
          vars: ['--muted', '--line'].map((v) => root.getPropertyValue(v)),
        };
      });
    const before = await look();
    await page.evaluate(() => (location.hash = '#/summoner'));
    await page.waitForSelector('#sw-play');
    await page.click('#sw-play');
    await page.waitForSelector('.sw-viewer-root[data-ready=true]', { timeout: 60_000 });
    await page.evaluate(() => (location.hash = '#/'));
    await page.waitForSelector('.home h1');
    expect(await look()).toEqual(before);
    expect(errors).toEqual([]);
    // A match played: more than the default minute on a loaded machine.
  }, 180_000);

  it('terminates a bot that loops forever, which forfeits as in the CLI, and the page stays usable', async () => {
    const { page, errors } = await openStudio(browser, 'summoner');
    await playAgainstRandom(page, LOOPING_BOT);
    const text = (await page.textContent('#sw-match-summary')) as string;
    expect(text).toMatch(
      /my-bot forfeits: 3 failed battle calls in a row \(last: battle failed: no answer within [\d.]+ ms\)/,
    );
    // The CLI's words for the same bot: the same faults and forfeit, times aside (its clock is the isolate's CPU).
    const file = join(dir, 'loop', 'my-bot.ts');
    mkdirSync(join(dir, 'loop'), { recursive: true });
    writeFileSync(file, LOOPING_BOT);
    const cli = fray(['summoner', 'match', file, 'examples/summoners/random.ts', '--seed', '1']);
    const times = (t: string): string => t.replace(/[\d.]+ ms/g, 'N ms');
    expect(times(text)).toBe(times(cli));
    // The page answers: the editor takes text and the problems list follows it.
    await setSource(page, 'export default {\n');
    await page.waitForSelector('#sw-problems button.sw-problem');
    expect(errors).toEqual([]);
  });

  it('shows an error thrown in play at its line and column, and jumps to it in the editor and in the replay', async () => {
    const { page, errors } = await openStudio(browser, 'summoner');
    await playAgainstRandom(page, THROWING_BOT);
    const first = await page.textContent('#sw-error-list li');
    expect(first).toMatch(/^my-bot threw at line 9, column 13 \(its battle call, step \d+\): Error: no plan on turn 5/);
    // Under the editor too, as a way to the line.
    expect(await page.textContent('#sw-problems')).toContain('Line 9, column 13: Error: no plan on turn 5');
    await page.click('#sw-error-list li .sw-show-line');
    const cursor = await page.evaluate(() => {
      const sel = window.getSelection();
      const line = sel?.anchorNode?.parentElement?.closest('.cm-line');
      return Array.from(document.querySelectorAll('#sw-editor .cm-line')).indexOf(line as Element) + 1;
    });
    expect(cursor).toBe(9);
    const step = Number(/step (\d+)/.exec(first ?? '')?.[1]);
    await page.click('#sw-error-list li .sw-show-step');
    expect(await page.$eval('.sw-viewer-root', (e) => e.dataset.frame)).toBe(String(step - 1));
    expect(errors).toEqual([]);
  });

  it('runs a small tournament whose standings and head-to-head table are the CLI\u2019s, each match watchable', async () => {
    const { page, errors } = await openStudio(browser, 'summoner');
    await page.waitForSelector('#sw-entrant-0');
    for (const box of await page.$$('.sw-entrants input')) await box.setChecked(false);
    for (const name of ['random', 'rusher', 'healers']) await page.check(`.sw-entrants input[value="demo:${name}"]`);
    await page.fill('#sw-tournament-seed', '5');
    await page.click('#sw-run-tournament');
    await page.waitForSelector('#sw-standings', { timeout: 120_000 });
    const result = JSON.parse((await page.$eval('.sw-tournament-result', (e) => e.dataset.json)) as string) as {
      standings: unknown;
      matches: number;
    };
    expect(result.matches).toBe(6);
    const cli = JSON.parse(
      fray([
        'summoner',
        'tournament',
        'examples/summoners/random.ts',
        'examples/summoners/rusher.ts',
        'examples/summoners/healers.ts',
        '--seed',
        '5',
        '--json',
        '--workers',
        '1',
      ]),
    ) as { standings: unknown };
    // Ratings too are exact: their exp and log are fray's own (src/math), the same bits in Chromium and Node.
    expect(result.standings).toEqual(cli.standings);
    expect(await page.$$eval('#sw-standings tbody tr', (rows) => rows.length)).toBe(3);
    // The head-to-head table, as the CLI prints it; each match can be watched.
    const text = fray([
      'summoner',
      'tournament',
      'examples/summoners/random.ts',
      'examples/summoners/rusher.ts',
      'examples/summoners/healers.ts',
      '--seed',
      '5',
      '--workers',
      '1',
    ]);
    // Each row of the CLI's table ("#1 rusher  x  2-0-0 ...") is the page's row, cell for cell.
    const rows = await page.$$eval('#sw-head-to-head tbody tr', (trs) =>
      trs.map((tr) => Array.from(tr.children).map((c) => (c.textContent === '\u2013' ? 'x' : c.textContent))),
    );
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(text).toMatch(new RegExp(row.map((c) => (c ?? '').replace(/[#]/g, '#')).join('\\s+')));
    await page.click('.sw-matches summary');
    await page.click('#sw-tournament-matches li:nth-child(2) .sw-watch');
    await page.waitForSelector('.sw-viewer-root[data-ready=true]');
    expect(await page.textContent('#sw-match-summary')).toMatch(/^seed \d+/);
    expect(errors).toEqual([]);
    // Six matches in the page and two CLI runs: minutes on a loaded machine.
  }, 300_000);

  it('downloads the bot as a .ts file the CLI plays unchanged', async () => {
    const { page, errors } = await openStudio(browser, 'summoner');
    await page.waitForSelector('#sw-problems-title:has-text("No problems")');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#sw-download')]);
    expect(download.suggestedFilename()).toBe('my-bot.ts');
    const file = join(dir, 'downloaded', 'my-bot.ts');
    await download.saveAs(file);
    const out = JSON.parse(
      fray(['summoner', 'match', file, 'examples/summoners/random.ts', '--seed', '3', '--json']),
    ) as {
      players: { name: string; errors: number }[];
    };
    expect(out.players[0]).toMatchObject({ name: 'my-bot', errors: 0 });
    expect(errors).toEqual([]);
  });

  it('keeps saved bots across a reload: new, rename and delete', async () => {
    const { page, errors } = await openStudio(browser, 'summoner');
    await page.waitForSelector('#sw-editor .cm-content');
    await page.click('#sw-new');
    await page.fill('#sw-bot-name', 'x y');
    await page.click('#sw-rename');
    expect(await page.textContent('#sw-name-problem')).toContain('starts with a letter');
    await page.fill('#sw-bot-name', 'keeper');
    await page.click('#sw-rename');
    await setSource(page, '// kept\nexport default {};\n');
    await page.waitForSelector('#sw-save-status:has-text("Saved keeper")');
    await page.reload();
    await page.waitForSelector('#sw-editor .cm-content');
    expect(await page.$$eval('#sw-bot-select option', (os) => os.map((o) => o.textContent))).toEqual([
      'keeper',
      'my-bot',
    ]);
    expect(await page.inputValue('#sw-bot-select')).toBe('keeper');
    expect(await page.textContent('#sw-editor .cm-content')).toContain('// kept');
    await page.click('#sw-delete');
    await page.reload();
    await page.waitForSelector('#sw-editor .cm-content');
    expect(await page.$$eval('#sw-bot-select option', (os) => os.map((o) => o.textContent))).toEqual(['my-bot']);
    expect(errors).toEqual([]);
  });
});

/** A TypeScript bot that throws in battle on turn 5, from line 9, column 13 of its source (types and all). */
const THROWING_BOT = `import type { Summoner, View } from 'fray/summoner';
type Plan = { target: number };
const bot: Summoner = {
  setup: () => ({ demons: [{ capacity: 'eat', attack: 1, life: 1 }] }),
  enhance: () => [],
  battle(view: View) {
    const plan: Plan | undefined = view.turn === 5 ? undefined : { target: 1 };
    if (plan === undefined)
      throw new Error('no plan on turn ' + view.turn);
    return [];
  },
};
export default bot;
`;
