// Issue 20 in the viewer: a step's debug marks are drawn on the board for that step only, where the replay puts
// them (absolute cells), with a toggle per seat; a replay with logs still lists its events in words.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { fray, ROOT, tempDir } from '../helpers/cli.js';
import { openPage, RUN_BROWSER_TESTS, scrubTo } from './viewerPage.js';

const FIX = join(ROOT, 'test/fixtures/summoners');
/** The centre of a cell on the board: a 22-pixel margin, then 40 pixels a cell. */
const centre = (x: number, y: number) => `${22 + 40 * x + 20},${22 + 40 * y + 20}`;

interface DrawnMark {
  seat: string;
  type: string;
  text: string;
}

const marksOn = (page: Page): Promise<DrawnMark[]> =>
  page.$$eval('svg.board .mark', (els) =>
    els
      .filter((e) => getComputedStyle(e).display !== 'none')
      .map((e) => ({
        seat: (e as SVGElement).dataset.seat ?? '',
        type: (e as SVGElement).dataset.type ?? '',
        text: e.tagName === 'circle' ? `${e.getAttribute('cx')},${e.getAttribute('cy')}` : (e.textContent ?? ''),
      })),
  );

describe.skipIf(!RUN_BROWSER_TESTS)('fray view: debug marks', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    const dir = tempDir();
    cpSync(join(FIX, 'python-marker'), join(dir, 'python-marker'), { recursive: true });
    const m = fray(
      [
        'summoner',
        'match',
        join(FIX, 'marker.ts'),
        'python-marker/python-marker.bot.json',
        '--seed',
        '1',
        '--max-turns',
        '2',
        '--replay',
        'm.json',
      ],
      { cwd: dir },
    );
    expect(m.code, m.stderr).toBe(0);
    const v = fray(['view', 'm.json', '--out', 'm.html'], { cwd: dir });
    expect(v.code, v.stderr).toBe(0);
    browser = await launchBrowser();
    page = await openPage(browser, readFileSync(join(dir, 'm.html'), 'utf8'), errors);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('draws the marks of the step shown, and only those', async () => {
    await scrubTo(page, 2);
    expect(await marksOn(page)).toEqual([]);
    await scrubTo(page, 3);
    // Marker's battle on turn 1: a dot on its demon at (4,2), its text, its line.
    expect(await marksOn(page)).toEqual([
      { seat: '0', type: 'dot', text: centre(4, 2) },
      { seat: '0', type: 'text', text: 't1' },
      { seat: '0', type: 'line', text: '' },
    ]);
    await scrubTo(page, 4);
    expect(await marksOn(page)).toEqual([
      { seat: '1', type: 'text', text: 'py1' },
      { seat: '1', type: 'dot', text: centre(12, 2) },
    ]);
    // The step's log lines are listed in words beside the board, not as raw events.
    expect(await page.textContent('.phases')).toContain('python-marker logs: py: battle turn 1');
    expect(errors).toEqual([]);
  });

  it("moves the marks into the second seat's frame with the seat toggle", async () => {
    await scrubTo(page, 4);
    await page.keyboard.press('s');
    // python-marker's dot on its demon at (12,2) is drawn in column 16 - 12 = 4.
    expect(await marksOn(page)).toEqual([
      { seat: '1', type: 'text', text: 'py1' },
      { seat: '1', type: 'dot', text: centre(4, 2) },
    ]);
    expect(await page.textContent('.phase.current')).toContain('python-marker marks a dot at (4,2) (blue)');
    await page.keyboard.press('s');
    expect(await marksOn(page)).toContainEqual({ seat: '1', type: 'dot', text: centre(12, 2) });
  });

  it("hides one seat's marks with its toggle", async () => {
    await scrubTo(page, 4);
    await page.uncheck('.mark-toggles input[data-seat="1"]');
    expect(await marksOn(page)).toEqual([]);
    await scrubTo(page, 3);
    expect((await marksOn(page)).length).toBe(3);
    await page.check('.mark-toggles input[data-seat="1"]');
    await scrubTo(page, 4);
    expect((await marksOn(page)).length).toBe(2);
  });
});

describe.skipIf(!RUN_BROWSER_TESTS)('fray view: debug marks and logs of a Java bot', () => {
  it('draws its marks at the step that made them, where the replay has them, and lists its log lines there', async () => {
    const dir = tempDir();
    cpSync(join(FIX, 'java-marker'), join(dir, 'java-marker'), { recursive: true });
    const m = fray(
      [
        'summoner',
        'match',
        join(FIX, 'idle.js'),
        'java-marker/java-marker.bot.json',
        '--seed',
        '1',
        '--max-turns',
        '2',
        '--replay',
        'j.json',
      ],
      { cwd: dir },
    );
    expect(m.code, m.stderr).toBe(0);
    const replay = JSON.parse(readFileSync(join(dir, 'j.json'), 'utf8')) as {
      steps: { marks?: { type: string; x?: number; y?: number; text?: string }[] }[];
    };
    expect(fray(['view', 'j.json', '--out', 'j.html'], { cwd: dir }).code).toBe(0);
    const browser = await launchBrowser();
    try {
      const errors: string[] = [];
      const page = await openPage(browser, readFileSync(join(dir, 'j.html'), 'utf8'), errors);
      for (const [i, step] of replay.steps.entries()) {
        await scrubTo(page, i);
        const want = (step.marks ?? []).map((k) => ({
          seat: '1',
          type: k.type,
          text: k.type === 'dot' ? centre(k.x ?? -1, k.y ?? -1) : (k.text ?? ''),
        }));
        expect(await marksOn(page), `step ${i + 1}`).toEqual(want);
      }
      expect(replay.steps[4]?.marks?.length).toBeGreaterThan(0);
      await scrubTo(page, 4);
      expect(await page.textContent('.phase.current')).toContain('java-marker logs: java: battle turn 1');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
