// Issue 20's viewer fixes, in Chromium, compared with the replay and the engine: each bot keeps its colour whatever
// its seat; the seat toggle mirrors the board, the table and the log into the second seat's frame; a turn's points
// open the turn they belong to; the panel never shows a cut line at its top; refused orders show their reasons.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botColour } from '../../web/src/palette.js';
import { launchBrowser } from '../helpers/browser.js';
import { ROOT, tempDir } from '../helpers/cli.js';
import { DEMOS, demoReplay, ok } from '../cli/view/fixtures.js';
import { drawnDemons, engineStates, openPage, rootData, RUN_BROWSER_TESTS, screenshot, scrubTo } from './viewerPage.js';

/** The centre of column x's cells on the board: a 22-pixel margin, then 40 pixels a cell. */
const centreX = (x: number) => 22 + 40 * x + 20;

/** A page of a replay, as `fray view --out` writes it. */
function pageOf(dir: string, replay: string): string {
  ok(['view', replay, '--out', `${replay}.html`], dir);
  return readFileSync(join(dir, `${replay}.html`), 'utf8');
}

/** Each token's owner and fill. */
const fills = (page: Page) =>
  page.$$eval('svg.board g.demon', (gs) =>
    gs.map((g) => [(g as SVGGElement).dataset.owner, g.querySelector('.token')?.getAttribute('fill')] as const),
  );

/** Lines of the step panel that straddle the bottom of its sticky title (a line cut at the top). */
const cutAtTop = (page: Page) =>
  page.$eval('.step-panel', (panel) => {
    const top = (panel.querySelector('.step-title') as HTMLElement).getBoundingClientRect().bottom;
    return Array.from(panel.querySelectorAll('.phases h3, .phases h4, .phases li, .phases p'))
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.height > 0 && r.top < top - 0.5 && r.bottom > top + 0.5;
      })
      .map((e) => e.textContent ?? '');
  });

describe.skipIf(!RUN_BROWSER_TESTS)('fray view: the sides of a Summoner War match', () => {
  let browser: Browser;
  let dir: string;
  let demo: ReturnType<typeof engineStates>;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    dir = tempDir();
    demo = engineStates(demoReplay(dir));
    browser = await launchBrowser();
    page = await openPage(browser, pageOf(dir, 'm.json'), errors);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("colours each bot by its name, whichever seat it plays, and says so when two bots' colours meet", async () => {
    demoReplay(dir, 'swapped.json', 'cloner.ts', 'rusher.ts');
    const swapped = await openPage(browser, pageOf(dir, 'swapped.json'));
    await scrubTo(page, 0);
    const a = new Map(await fills(page));
    const b = new Map(await fills(swapped));
    // rusher first in one, second in the other: the same colour in both.
    expect(a.get('0')).toBe(botColour('rusher').fill);
    expect(b.get('1')).toBe(botColour('rusher').fill);
    expect(a.get('1')).toBe(b.get('0'));
    await swapped.close();
    // Two bots whose names give one colour: shape and letter case still tell them apart, and the key says so.
    expect(botColour('marker').fill).toBe(botColour('python-marker').fill);
    const FIX = join(ROOT, 'test/fixtures/summoners');
    ok(
      [
        'summoner',
        'match',
        join(FIX, 'marker.ts'),
        join(FIX, 'marker.ts'),
        '--max-turns',
        '2',
        '--seed',
        '1',
        '--replay',
        'same.json',
      ],
      dir,
    );
    const same = await openPage(browser, pageOf(dir, 'same.json'));
    const tokens = await same.$$eval('svg.board g.demon', (gs) =>
      gs.map((g) => [
        (g as SVGGElement).dataset.owner,
        g.querySelector('.token')?.tagName,
        g.querySelector('.letter')?.textContent,
      ]),
    );
    expect(new Set(tokens.map((t) => t[0]))).toEqual(new Set(['0', '1']));
    for (const [owner, shape, letter] of tokens) {
      expect(shape).toBe(owner === '0' ? 'circle' : 'polygon');
      expect(letter).toBe(owner === '0' ? letter?.toUpperCase() : letter?.toLowerCase());
    }
    expect(new Set((await fills(same)).map(([, f]) => f))).toEqual(new Set([botColour('marker').fill]));
    expect(await same.textContent('.side-key')).toMatch(/same colour.*shape and letter case tell them apart/);
    await same.close();
  });

  it("shows the match from the second seat's side with S (and back with the button): board, table and log mirrored", async () => {
    // A step of the second seat's moves, late enough for demons of both sides.
    const i = demo.replay.steps.findIndex(
      (s, k) => k > 20 && s.input.type === 'battle' && s.input.seat === 1 && s.events.some((e) => e.type === 'moved'),
    );
    await scrubTo(page, i);
    const lines = () => page.$$eval('.phase.current li, .phase.current h3', (ls) => ls.map((l) => l.textContent ?? ''));
    const firstLines = await lines();
    await page.keyboard.press('s');
    expect(await rootData(page)).toMatchObject({ as: 'second', frame: String(i) });
    expect(await page.getAttribute('.seat-toggle', 'aria-pressed')).toBe('true');
    // The demons are the engine's (data-* stay absolute) and each is drawn in its mirrored column.
    const state = demo.states[i]!;
    expect((await drawnDemons(page)).map((d) => [d.id, d.x, d.y])).toEqual(state.demons.map((d) => [d.id, d.x, d.y]));
    const drawnAt = await page.$$eval('svg.board g.demon', (gs) =>
      gs.map((g) => Number(/translate\(([\d.]+),/.exec(g.getAttribute('transform') ?? '')?.[1])),
    );
    expect(drawnAt).toEqual(state.demons.map((d) => centreX(16 - d.x)));
    // The table and the log speak the second seat's coordinates; the coordinates along the edge still count from 0.
    const rows = await page.$$eval('table.board-table tbody tr', (trs) => trs.map((tr) => tr.children[3]?.textContent));
    expect(rows).toEqual(state.demons.map((d) => `(${16 - d.x}, ${d.y})`));
    const MIRROR: Record<string, string> = { NE: 'NW', NW: 'NE', SE: 'SW', SW: 'SE', E: 'W', W: 'E' };
    const mirrored = firstLines.map((l) =>
      l
        .replace(/\((\d+),(\d+)\)/g, (_m, x: string, y: string) => `(${16 - Number(x)},${y})`)
        .replace(/ (NE|NW|SE|SW|E|W)$/, (_m, d: string) => ` ${MIRROR[d] ?? d}`),
    );
    expect(firstLines.some((l) => / (NE|NW|SE|SW|E|W)$/.test(l))).toBe(true);
    expect(await lines()).toEqual(mirrored);
    expect(await page.$$eval('svg.board .coord', (ts) => ts.slice(0, 17).map((t) => t.textContent))).toEqual(
      Array.from({ length: 17 }, (_, x) => String(x)),
    );
    expect(await page.textContent('.side-key')).toMatch(
      /rusher: first seat, starts east.*cloner: second seat, starts west/s,
    );
    // Stepping keeps the frame.
    await page.keyboard.press('ArrowRight');
    expect(await rootData(page)).toMatchObject({ as: 'second', frame: String(i + 1) });
    await screenshot(page, 'summoner-second-seat.png');
    await page.click('.seat-toggle');
    expect((await rootData(page)).as).toBe('first');
    const back = await page.$$eval('svg.board g.demon', (gs) =>
      gs.map((g) => Number(/translate\(([\d.]+),/.exec(g.getAttribute('transform') ?? '')?.[1])),
    );
    expect(back).toEqual(demo.states[i + 1]!.demons.map((d) => centreX(d.x)));
    expect(await page.textContent('.keys-help')).toMatch(/S.*other seat's side/s);
    expect(errors).toEqual([]);
  });

  it('lists the points of a turn under that turn, before its first phase, and never at the end of the turn before', async () => {
    const turnOf: number[] = [];
    let turn = 0;
    for (const s of demo.replay.steps) {
      turnOf.push(turn);
      for (const e of s.events) if (e.type === 'turnStart') turn = e.turn;
    }
    for (let i = 0; i < 30; i++) {
      await scrubTo(page, i);
      const opening = await page.$$eval('.phases > *', (ps) => ({
        first: ps[0]?.classList.contains('turn-start') ? ps[0].textContent : null,
        happened: Array.from(document.querySelectorAll('.phase.current .happened li')).map((l) => l.textContent),
      }));
      const t = turnOf[i]!;
      const start = demo.replay.steps.flatMap((s) => s.events).find((e) => e.type === 'turnStart' && e.turn === t);
      if (t === 0) expect(opening.first, `step ${i + 1}`).toBeNull();
      else if (start?.type === 'turnStart')
        expect(opening.first, `step ${i + 1}`).toBe(
          `Turn ${t} begins+${start.gained} points each; in hand rusher ${start.points[0]}, cloner ${start.points[1]}`,
        );
      expect(
        opening.happened.some((l) => /^Turn \d+:/.test(l ?? '')),
        `step ${i + 1}`,
      ).toBe(false);
    }
  });

  it('never shows a line cut at the top of the step panel, and always shows the step on the board', async () => {
    const steps = demo.replay.steps.length;
    for (let i = 0; i < steps; i += i < 60 ? 1 : 37) {
      await scrubTo(page, i);
      expect(await cutAtTop(page), `step ${i + 1}`).toEqual([]);
      const visible = await page.$eval('.step-panel', (panel) => {
        const cur = panel.querySelector('.phase.current h3')?.getBoundingClientRect();
        const box = panel.getBoundingClientRect();
        return cur !== undefined && cur.top >= box.top && cur.bottom <= box.bottom;
      });
      expect(visible, `step ${i + 1}: the current phase's heading is in view`).toBe(true);
    }
  });

  it("draws a cross's rays from the edge of its demon's token, never across its letter", async () => {
    const d = tempDir();
    ok(
      [
        'summoner',
        'match',
        join(DEMOS, 'exploder.ts'),
        join(DEMOS, 'healers.ts'),
        '--seed',
        '1',
        '--trusted',
        '--replay',
        'x.json',
      ],
      d,
    );
    const x = engineStates(readFileSync(join(d, 'x.json'), 'utf8'));
    const p = await openPage(browser, pageOf(d, 'x.json'));
    const crossing = x.events.map((ev, i) => [i, ev.find((e) => e.type === 'cross')] as const).filter(([, e]) => e);
    expect(crossing.length).toBeGreaterThan(0);
    for (const [i, e] of crossing) {
      if (e?.type !== 'cross') continue;
      await scrubTo(p, i);
      const starts = await p.$$eval('.layer.current line.ev-cross', (ls) =>
        ls.map((l) => [Number(l.getAttribute('x1')), Number(l.getAttribute('y1'))]),
      );
      expect(starts.length).toBeGreaterThan(0);
      // The token's centre is 3 pixels above the cell's; its radius is 12.
      for (const [sx, sy] of starts)
        expect(
          Math.hypot(sx! - centreX(e.at.x), sy! - (22 + 40 * e.at.y + 17)),
          `step ${i + 1}`,
        ).toBeGreaterThanOrEqual(12);
    }
    await p.close();
  });

  it('shows each refused order with the reason the rules gave', async () => {
    const d = tempDir();
    // An eater told to cross: the rules refuse it every battle phase, with a reason.
    writeFileSync(
      join(d, 'sloppy.ts'),
      `export default {
  setup: () => ({ demons: [{ capacity: 'eat', attack: 2, life: 2 }] }),
  enhance: () => [],
  battle: (v: { mine: { id: number }[] }) => v.mine.map((m) => ({ demon: m.id, action: 'cross', dir: 'W' })),
};
`,
    );
    ok(
      [
        'summoner',
        'match',
        'sloppy.ts',
        join(DEMOS, 'random.ts'),
        '--seed',
        '3',
        '--max-turns',
        '5',
        '--replay',
        'r.json',
      ],
      d,
    );
    const r = engineStates(readFileSync(join(d, 'r.json'), 'utf8'));
    const refusing = r.replay.steps.flatMap((s, i) => (s.events.some((e) => e.type === 'rejected') ? [i] : []));
    expect(refusing.length).toBeGreaterThan(0);
    const p = await openPage(browser, pageOf(d, 'r.json'));
    for (const i of refusing.slice(0, 10)) {
      await scrubTo(p, i);
      const shown = await p.$$eval('.phase.current ol.orders li', (lis) =>
        lis.map((li) => ({ refused: (li as HTMLElement).dataset.refused, text: li.textContent ?? '' })),
      );
      const rejected = r.replay.steps[i]!.events.flatMap((e) => (e.type === 'rejected' ? [e] : []));
      for (const e of rejected) {
        expect(shown[e.index]?.refused, `step ${i + 1}, order ${e.index}`).toBe(e.reason);
        expect(shown[e.index]?.text).toContain(`refused: ${e.reason}`);
      }
      expect(shown.filter((s) => s.refused !== undefined)).toHaveLength(rejected.length);
    }
    await p.close();
  });
});
