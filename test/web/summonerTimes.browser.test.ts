// Issue 32.5 in the viewer: the time each bot's calls used, per turn, charted per bot with its allowance and bank
// (from the replay's "times"), a cursor and a table of the calls of the turn shown; a replay without times says so.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { fray, ROOT, tempDir } from '../helpers/cli.js';
import { msText } from '../../web/src/summoner/timeCharts.js';
import { jumpTo, openPage, RUN_BROWSER_TESTS, screenshot } from './viewerPage.js';

const FIX = join(ROOT, 'test/fixtures/summoners');

/** A bot whose battle calls spin 10 ms of CPU a turn longer each turn: past its 50 ms from turn 6, it times out. */
const SLOWPOKE = `export default {
  setup: () => ({ demons: [{ capacity: 'heal', life: 8 }] }),
  enhance: () => [],
  battle: (v) => {
    const t0 = performance.now();
    while (performance.now() - t0 < 10 * v.turn);
    return [];
  },
};
`;

interface Times {
  clock: string;
  step: number[];
  usedUs: number[];
  allowanceUs: number[];
  bankUs: number[];
}

/** The points of one series of one bot's chart, as drawn: [x, y] pairs. */
const series = (page: Page, seat: number, name: string): Promise<[number, number][]> =>
  page.$eval(`svg.time-chart[data-seat="${seat}"] polyline[data-series="${name}"]`, (p) =>
    (p.getAttribute('points') ?? '')
      .split(' ')
      .filter((s) => s !== '')
      .map((s) => s.split(',').map(Number) as [number, number]),
  );

describe.skipIf(!RUN_BROWSER_TESTS)('fray view: time per call', () => {
  let browser: Browser;
  let page: Page;
  let times: [Times, Times];
  let dir = '';
  const errors: string[] = [];

  beforeAll(async () => {
    dir = tempDir();
    writeFileSync(join(dir, 'slowpoke.js'), SLOWPOKE);
    cpSync(join(FIX, 'python-marker'), join(dir, 'python-marker'), { recursive: true });
    const args = ['slowpoke.js', 'python-marker/python-marker.bot.json', '--seed', '1', '--max-turns', '8'];
    const limits = ['--call-ms', '50', '--bank-ms', '0', '--max-faults', '9'];
    const m = fray(['summoner', 'match', ...args, ...limits, '--replay', 'm.json'], { cwd: dir });
    expect(m.code, m.stderr).toBe(0);
    times = (JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8')) as { times: [Times, Times] }).times;
    const v = fray(['view', 'm.json', '--out', 'm.html'], { cwd: dir });
    expect(v.code, v.stderr).toBe(0);
    browser = await launchBrowser();
    page = await openPage(browser, readFileSync(join(dir, 'm.html'), 'utf8'), errors);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('charts every timed call of each bot, with its allowance and bank, titled with the clock that measured it', async () => {
    expect(times[0].clock).toBe('cpu');
    expect(times[1].clock).toBe('wall');
    expect(await page.$$eval('svg.time-chart .chart-title', (t) => t.map((e) => e.textContent))).toEqual([
      'slowpoke: CPU time per call',
      'python-marker: wall-clock time per call',
    ]);
    for (const seat of [0, 1] as const)
      for (const name of ['used', 'allowance', 'bank'])
        expect((await series(page, seat, name)).length, `${seat} ${name}`).toBe(times[seat].step.length);
    // The points are the replay's figures on a log scale: a call that used more is drawn higher (a smaller y).
    for (const seat of [0, 1] as const) {
      const used = await series(page, seat, 'used');
      const us = times[seat].usedUs;
      for (let i = 0; i < us.length; i++)
        for (let j = 0; j < us.length; j++)
          if (Math.log10(Math.max(1, us[i]!)) > Math.log10(Math.max(1, us[j]!)) + 0.01)
            expect(used[i]![1], `${seat}: call ${i} above call ${j}`).toBeLessThan(used[j]![1]);
    }
    // Every call but setup (5 s) had 50 ms and no bank: one flat allowance line below setup's.
    const allowance = await series(page, 0, 'allowance');
    expect(new Set(allowance.slice(1).map(([, y]) => y)).size).toBe(1);
    expect(allowance[0]![1]).toBeLessThan(allowance[1]![1]);
    // The calls over their allowance (timeouts: from turn 6, 60 ms and more) are marked.
    const over = times[0].usedUs.filter((u, i) => u > (times[0].allowanceUs[i] ?? 0)).length;
    expect(over).toBeGreaterThanOrEqual(2);
    expect(await page.$$eval('svg.time-chart[data-seat="0"] circle.over', (c) => c.length)).toBe(over);
    expect(errors).toEqual([]);
  });

  it("lists the calls of the turn shown, with the replay's own figures, and moves the cursor with it", async () => {
    await jumpTo(page, 5);
    const rows = await page.$$eval('table.times-table tbody tr', (trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('th, td')).map((c) => (c.textContent ?? '').trim())),
    );
    // Turn 5's calls: each bot's enhance and battle, in the replay's order.
    const expected = ([0, 1] as const).flatMap((seat) => {
      const t = times[seat];
      const turn5 = t.step.filter((_, i) => i === 1 + 2 * 4 || i === 2 + 2 * 4);
      return turn5.map((step) => {
        const i = t.step.indexOf(step);
        return [
          ['slowpoke', 'python-marker'][seat],
          i % 2 === 1 ? 'enhance' : 'battle',
          msText((t.usedUs[i] ?? 0) / 1000),
          msText((t.allowanceUs[i] ?? 0) / 1000),
          msText((t.bankUs[i] ?? 0) / 1000),
        ];
      });
    });
    expect(rows).toEqual(expected);
    expect(await page.$eval('table.times-table caption', (c) => c.textContent)).toBe('Time of the calls of turn 5');
    const at5 = await page.$eval('svg.time-chart .cursor', (c) => Number(c.getAttribute('x1')));
    await jumpTo(page, 7);
    const at7 = await page.$eval('svg.time-chart .cursor', (c) => Number(c.getAttribute('x1')));
    expect(at7).toBeGreaterThan(at5);
    await page.$eval('section.times', (s) => s.scrollIntoView());
    await screenshot(page, 'summoner-times.png');
  });

  it('says so when the replay has no times (written with --no-times)', async () => {
    const m = fray(
      [
        'summoner',
        'match',
        'slowpoke.js',
        'demo:random',
        '--seed',
        '1',
        '--max-turns',
        '3',
        '--no-times',
        '--replay',
        'n.json',
      ],
      { cwd: dir },
    );
    expect(m.code, m.stderr).toBe(0);
    expect(fray(['view', 'n.json', '--out', 'n.html'], { cwd: dir }).code).toBe(0);
    const plain = await openPage(browser, readFileSync(join(dir, 'n.html'), 'utf8'), errors);
    expect(await plain.$eval('section.times', (s) => s.textContent)).toContain('This replay has no times');
    expect(await plain.$$('svg.time-chart')).toHaveLength(0);
    await plain.close();
  });
});
