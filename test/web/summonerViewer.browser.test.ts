import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxHp, type MatchState } from '../../src/summoner/rules/model.js';
import { botColour } from '../../web/src/palette.js';
import { launchBrowser } from '../helpers/browser.js';
import { fray, ROOT, tempDir } from '../helpers/cli.js';
import { demoReplay, ok } from '../cli/view/fixtures.js';
import {
  drawnDemons,
  engineStates,
  jumpTo,
  openPage,
  rootData,
  RUN_BROWSER_TESTS,
  screenshot,
  scrubTo,
  type DrawnDemon,
} from './viewerPage.js';

/** The demons of a state as the page should draw them. */
function expected(state: MatchState): DrawnDemon[] {
  return state.demons.map((d) => ({
    id: d.id,
    x: d.x,
    y: d.y,
    hp: d.hp,
    maxHp: maxHp(d, state.rules),
    owner: d.owner,
    capacity: d.capacity,
  }));
}

/** A page of a replay, as `fray view --out` writes it. */
function pageOf(dir: string, replay: string): string {
  ok(['view', replay, '--out', `${replay}.html`], dir);
  return readFileSync(join(dir, `${replay}.html`), 'utf8');
}

describe.skipIf(!RUN_BROWSER_TESTS)('fray view: a Summoner War replay in Chromium', () => {
  let browser: Browser;
  let dir: string;
  let demo: ReturnType<typeof engineStates>;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    dir = tempDir();
    // The seeded demo match, played as a new user would: sandboxed bots, `fray summoner match --replay`.
    demo = engineStates(demoReplay(dir));
    browser = await launchBrowser();
    page = await openPage(browser, pageOf(dir, 'm.json'), errors);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("draws, at the end of each of several turns, exactly the demons of the engine's state at that turn", async () => {
    const last = demo.turnEnds.length - 1;
    expect(last).toBeGreaterThan(100);
    for (const turn of [0, 1, 2, 3, 5, 8, 13, 40, 100, 200, last]) {
      await jumpTo(page, turn);
      const state = demo.states[demo.turnEnds[turn]!]!;
      expect(await rootData(page), `turn ${turn}`).toMatchObject({
        turnEnd: String(turn),
        frame: String(demo.turnEnds[turn]),
      });
      expect(await drawnDemons(page), `turn ${turn}`).toEqual(expected(state));
      // The table view says the same, row for row.
      const rows = await page.$$eval('table.board-table tbody tr', (trs) =>
        trs.map((tr) => Array.from(tr.children).map((td) => td.textContent ?? '')),
      );
      expect(
        rows.map((r) => [Number(r[0]), r[3], Number(r[4])]),
        `table at turn ${turn}`,
      ).toEqual(state.demons.map((d) => [d.id, `(${d.x}, ${d.y})`, d.hp]));
      // The totals beside the charts are the state's.
      const totals = await page.$$eval('table.totals-table tbody tr', (trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => Number(td.textContent))),
      );
      const count = (seat: 0 | 1) => state.demons.filter((d) => d.owner === seat).length;
      const hp = (seat: 0 | 1) => state.demons.filter((d) => d.owner === seat).reduce((s, d) => s + d.hp, 0);
      expect(totals, `totals at turn ${turn}`).toEqual(
        [0, 1].map((s) => [count(s as 0 | 1), hp(s as 0 | 1), state.kills[s as 0 | 1], state.points[s as 0 | 1]]),
      );
    }
    expect(errors).toEqual([]);
  });

  it('steps with the keyboard: arrows a step, Shift+arrows and Page keys a turn, Home and End, Space plays and pauses, + and - change speed', async () => {
    await page.keyboard.press('Home');
    expect((await rootData(page)).frame).toBe('0');
    expect(await drawnDemons(page)).toEqual(expected(demo.states[0]!));
    for (let k = 1; k <= 7; k++) {
      await page.keyboard.press('ArrowRight');
      expect((await rootData(page)).frame).toBe(String(k));
      expect(await drawnDemons(page), `step ${k}`).toEqual(expected(demo.states[k]!));
    }
    await page.keyboard.press('ArrowLeft');
    expect((await rootData(page)).frame).toBe('6');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await rootData(page)).toMatchObject({ frame: String(demo.turnEnds[2]), turnEnd: '2' });
    await page.keyboard.press('PageDown');
    expect(await rootData(page)).toMatchObject({ turnEnd: '3' });
    await page.keyboard.press('Shift+ArrowLeft');
    expect(await rootData(page)).toMatchObject({ turnEnd: '2' });
    await page.keyboard.press('PageUp');
    expect(await rootData(page)).toMatchObject({ turnEnd: '1' });
    await page.keyboard.press('End');
    expect((await rootData(page)).frame).toBe(String(demo.states.length - 1));
    expect(await drawnDemons(page)).toEqual(expected(demo.states.at(-1)!));
    await page.keyboard.press('ArrowRight');
    expect((await rootData(page)).frame).toBe(String(demo.states.length - 1));

    await page.keyboard.press('Home');
    const speed = () => page.$eval('.player', (e) => Number((e as HTMLElement).dataset.speed));
    expect(await speed()).toBe(4);
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    expect(await speed()).toBe(16);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => Number(document.getElementById('fray-viewer')?.dataset.frame) >= 3);
    expect(await page.getAttribute('.btn-play', 'aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    const paused = (await rootData(page)).frame;
    await page.waitForTimeout(400);
    expect((await rootData(page)).frame).toBe(paused);
    expect(await page.getAttribute('.btn-play', 'aria-pressed')).toBe('false');
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    expect(await speed()).toBe(4);
    // The keys are documented on the page.
    expect(await page.textContent('.keys-help')).toMatch(/Space.*play or pause.*Home \/ End/s);
  });

  it('tells the two sides apart by shape and letter case as well as colour, and says so in text', async () => {
    await jumpTo(page, 1);
    const tokens = await page.$$eval('svg.board g.demon', (gs) =>
      gs.map((g) => ({
        owner: (g as SVGGElement).dataset.owner,
        shape: g.querySelector('.token')?.tagName,
        fill: g.querySelector('.token')?.getAttribute('fill'),
        letter: g.querySelector('.letter')?.textContent ?? '',
      })),
    );
    for (const t of tokens) {
      expect(t.shape).toBe(t.owner === '0' ? 'circle' : 'polygon');
      expect(t.letter).toBe(t.owner === '0' ? t.letter.toUpperCase() : t.letter.toLowerCase());
      // Each bot in its own colour, taken from its name.
      expect(t.fill).toBe(botColour(t.owner === '0' ? 'rusher' : 'cloner').fill);
    }
    expect(new Set(tokens.map((t) => t.owner))).toEqual(new Set(['0', '1']));
    expect(await page.getAttribute('svg.board', 'aria-label')).toMatch(/circles, upper case.*diamonds, lower case/);
    const [rusher, cloner] = [botColour('rusher').name, botColour('cloner').name];
    expect(await page.textContent('.side-key')).toMatch(
      new RegExp(`rusher: first seat.*${rusher} circles.*cloner: second seat.*${cloner} diamonds`, 's'),
    );
  });

  it("shows a demon's stats, capacity and name on hover", async () => {
    await jumpTo(page, 3);
    const first = demo.states[demo.turnEnds[3]!]!.demons[0]!;
    await page.hover(`svg.board g.demon[data-id="${first.id}"]`);
    const tip = await page.textContent('.tooltip');
    expect(await page.isVisible('.tooltip')).toBe(true);
    expect(tip).toContain(`#${first.id}`);
    expect(tip).toContain(
      `${first.capacity}, HP ${first.hp} of ${maxHp(first, demo.replay.rules)}, life ${first.life}, attack ${first.attack}, defense ${first.defense}, range ${first.range}`,
    );
    // A step later the demon under the pointer may be another: the old description goes.
    await page.keyboard.press('ArrowRight');
    expect(await page.isVisible('.tooltip')).toBe(false);
  });

  it('saves a screenshot as a test artefact', async () => {
    await jumpTo(page, 12);
    const path = await screenshot(page, 'summoner-viewer.png');
    expect(statSync(path).size).toBeGreaterThan(10_000);
  });
});

describe.skipIf(!RUN_BROWSER_TESTS)('fray view: the events of each step drawn on the board', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** What each event type is drawn as (in the current step's layer). */
  const DRAWN: Record<string, string> = {
    summoned: 'circle.ev-summon',
    cloned: 'circle.ev-clone-ring',
    moved: 'line.ev-move',
    blocked: 'line.ev-blocked',
    attack: 'line.ev-attack',
    eat: 'line.ev-eat',
    explode: 'rect.ev-explode',
    heal: 'rect.ev-heal',
    merged: 'line.ev-merge',
    died: 'g.ev-died',
  };

  for (const [a, b, seed, turns] of [
    ['random.ts', 'random.ts', 4, 80],
    ['exploder.ts', 'healers.ts', 1, 1000],
  ] as const) {
    it(`${a} v ${b}, seed ${seed}: every step's moves, blows, blasts, heals, crosses, merges, clones and deaths, listed and drawn`, async () => {
      ok(
        [
          'summoner',
          'match',
          join(ROOT, 'examples/summoners', a),
          join(ROOT, 'examples/summoners', b),
          '--seed',
          String(seed),
          '--max-turns',
          String(turns),
          '--trusted',
          '--replay',
          'e.json',
        ],
        dir,
      );
      const { replay, states, events } = engineStates(readFileSync(join(dir, 'e.json'), 'utf8'));
      const errors: string[] = [];
      const page = await openPage(browser, pageOf(dir, 'e.json'), errors);
      const seen = new Set<string>();
      // The screenshot shows the busiest step: the one with the most kinds of event.
      const kinds = replay.steps.map((s) => new Set(s.events.map((e) => e.type)).size);
      const busiest = kinds.indexOf(Math.max(...kinds));
      for (const [i, step] of replay.steps.entries()) {
        await scrubTo(page, i);
        const drawn = await page.$eval(
          'svg.board',
          (svg, sels) => {
            const out: Record<string, number | string> = {};
            for (const [type, sel] of Object.entries(sels))
              out[type] = svg.querySelectorAll(
                `.events-under .layer.current ${sel}, .events-over .layer.current ${sel}`,
              ).length;
            out.cross = svg.querySelectorAll('.layer.current line.ev-cross').length;
            // A cross's rays lie under the demons, and name the cells they cover.
            out.crossOver = svg.querySelectorAll('.events-over line.ev-cross').length;
            out.crossCells = Array.from(svg.querySelectorAll('.events-under .layer.current line.ev-cross'))
              .flatMap((l) => (l.getAttribute('data-cells') ?? '').split(' '))
              .sort()
              .join(' ');
            out.radii = Array.from(svg.querySelectorAll('.layer.current rect.ev-explode'))
              .map((r) => Number(r.getAttribute('data-radius')))
              .reduce((s, r) => s * 100 + r + 1, 0);
            return out;
          },
          DRAWN,
        );
        const want: Record<string, number> = {};
        for (const type of Object.keys(DRAWN)) want[type] = step.events.filter((e) => e.type === type).length;
        const got: Record<string, number | string> = {};
        for (const type of Object.keys(DRAWN)) got[type] = drawn[type] ?? 0;
        expect(got, `step ${i + 1}`).toEqual(want);
        const crosses = step.events.filter((e) => e.type === 'cross');
        if (crosses.length > 0) expect(drawn.cross, `step ${i + 1}: crosses`).toBeGreaterThanOrEqual(crosses.length);
        else expect(drawn.cross, `step ${i + 1}`).toBe(0);
        expect(drawn.crossOver, `step ${i + 1}: no ray over a demon`).toBe(0);
        // Drawn from the engine's event: exactly the cells its rays swept (on the board only).
        const swept = (events[i] ?? []).flatMap((e) => (e.type === 'cross' ? (e.cells ?? []) : []));
        expect(drawn.crossCells, `step ${i + 1}: cross cells`).toBe(
          swept
            .map((c) => `${c.x},${c.y}`)
            .sort()
            .join(' '),
        );
        for (const c of swept) expect(c.x >= 0 && c.y >= 0 && c.x < 17 && c.y < 9, `step ${i + 1}`).toBe(true);
        expect(drawn.radii, `step ${i + 1}: explosion radii`).toBe(
          step.events.flatMap((e) => (e.type === 'explode' ? [e.radius] : [])).reduce((s, r) => s * 100 + r + 1, 0),
        );
        for (const e of step.events) seen.add(e.type);
        // Listed beside the board: the step's log, one line per event, but for the start of the next turn (its
        // points), which opens that turn's list.
        const listed = await page.$$eval('.phase.current .happened li:not(.none)', (lis) => lis.length);
        const opens = i < replay.steps.length - 1 ? step.events.filter((e) => e.type === 'turnStart').length : 0;
        expect(listed, `step ${i + 1}: events listed`).toBe(step.events.length - opens);
        expect(await drawnDemons(page), `step ${i + 1}`).toEqual(expected(states[i]!));
      }
      expect(errors).toEqual([]);
      if (a === 'random.ts')
        for (const t of ['moved', 'blocked', 'attack', 'eat', 'heal', 'merged', 'cloned', 'fizzled'])
          expect(seen, t).toContain(t);
      else for (const t of ['explode', 'cross', 'died']) expect(seen, t).toContain(t);
      await scrubTo(page, busiest);
      await screenshot(page, `events-${a.replace('.ts', '')}-${b.replace('.ts', '')}.png`);
    }, 180_000);
  }

  it('marks faults (errors, timeouts, forfeits) on the timeline and lists them', async () => {
    const fixtures = join(ROOT, 'test/fixtures/summoners');
    ok(
      [
        'summoner',
        'match',
        join(fixtures, 'thrower.js'),
        join(fixtures, 'idle.js'),
        '--seed',
        '1',
        '--trusted',
        '--replay',
        'f.json',
      ],
      dir,
    );
    // One of the lost calls made a timeout (input and event alike, so the replay still re-runs to the same record).
    const replay = JSON.parse(readFileSync(join(dir, 'f.json'), 'utf8'));
    const faulted = replay.steps.find((s: { input: { fault?: { kind: string } } }) => s.input.fault !== undefined);
    faulted.input.fault.kind = 'timeout';
    faulted.events.find((e: { type: string }) => e.type === 'fault').kind = 'timeout';
    writeFileSync(join(dir, 'f.json'), JSON.stringify(replay));
    const page = await openPage(browser, pageOf(dir, 'f.json'));
    const marks = await page.$$eval('.marks .mark', (ms) => ms.map((m) => m.className));
    expect(marks).toEqual(['mark mark-timeout', 'mark mark-error', 'mark mark-forfeit']);
    const listed = await page.$$eval('.faults .fault-link', (bs) => bs.map((b) => b.textContent));
    expect(listed).toHaveLength(3);
    expect(listed[2]).toMatch(/thrower forfeits: 3 failed battle calls in a row/);
    await page.click('.faults li:nth-child(3) .fault-link');
    expect((await rootData(page)).frame).toBe(String(replay.steps.length - 1));
    expect(existsSync(join(dir, 'f.json.html'))).toBe(true);
  });
});

describe.skipIf(!RUN_BROWSER_TESTS)("fray view: served, a new user's first run", () => {
  it('plays a match with --replay, serves it with fray view, and the page at the printed address draws the match', async () => {
    const dir = tempDir();
    const text = demoReplay(dir);
    const { states } = engineStates(text);
    const { startView } = await import('../cli/view/startView.js');
    const served = await startView(['m.json'], dir);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      // Only the server may be reached.
      await page.route(
        (url) => !url.href.startsWith(served.url),
        (route) => route.abort(),
      );
      await page.goto(served.url);
      await page.waitForSelector('#fray-viewer[data-ready="true"]');
      await page.keyboard.press('End');
      expect(await drawnDemons(page)).toEqual(expected(states.at(-1)!));
    } finally {
      await browser.close();
      const end = await served.stop();
      expect(end.code).toBe(0);
    }
    expect(fray(['view', 'm.json', '--out', 'x.html'], { cwd: dir }).code).toBe(0);
  });
});
