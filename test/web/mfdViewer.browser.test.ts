import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTeams } from '../../src/adapters/mfd/loadTeams.js';
import { createRng } from '../../src/core/rng.js';
import type { MfdEvent } from '../../src/mfd/events.js';
import { initialState, type Teams } from '../../src/mfd/model.js';
import { runBattle } from '../../src/mfd/runBattle.js';
import { launchBrowser } from '../helpers/browser.js';
import { ROOT, tempDir } from '../helpers/cli.js';
import { MFD_TEAMS, mfdReplay, ok } from '../cli/view/fixtures.js';
import { jumpTo, openPage, rootData, RUN_BROWSER_TESTS, screenshot } from './viewerPage.js';

interface DrawnFighter {
  side: number;
  index: number;
  hp: number;
  alive: boolean;
  fell: boolean;
  linked: boolean;
}

function drawnFighters(page: Page): Promise<DrawnFighter[]> {
  return page.$$eval('svg.battle g.fighter', (gs) =>
    gs.map((g) => {
      const d = (g as SVGGElement).dataset;
      return {
        side: Number(d.side),
        index: Number(d.index),
        hp: Number(d.hp),
        alive: d.alive === 'true',
        fell: d.fell === 'true',
        linked: d.linked === 'true',
      };
    }),
  );
}

/** The example teams, as the engine reads them. */
function exampleTeams(): Teams {
  const loaded = loadTeams(join(ROOT, 'examples/mfd/Heroes.csv'), join(ROOT, 'examples/mfd/Villains.csv'));
  if (!loaded.ok) throw new Error(loaded.problem.message);
  return loaded.value.teams;
}

/** The events of each round of a battle fought by the engine. */
function rounds(events: readonly MfdEvent[]): MfdEvent[][] {
  const out: MfdEvent[][] = [];
  for (const e of events) {
    if (e.type === 'roundStart') out.push([]);
    out.at(-1)?.push(e);
  }
  return out;
}

describe.skipIf(!RUN_BROWSER_TESTS)('fray view: a Marked for Death battle in Chromium', () => {
  let browser: Browser;
  let dir: string;
  let teams: Teams;
  let seed: number;
  beforeAll(async () => {
    dir = tempDir();
    teams = exampleTeams();
    // The first seed whose battle lasts a few rounds and has a linked death, so every mark is exercised.
    seed =
      Array.from({ length: 500 }, (_, s) => s + 1).find((s) => {
        const r = runBattle(teams, createRng(s));
        return r.rounds >= 3 && r.events.some((e) => e.type === 'linkedDeaths');
      }) ?? 0;
    expect(seed).toBeGreaterThan(0);
    mfdReplay(dir, seed);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("steps round by round with the keyboard, drawing each fighter's HP as the engine has it after that round, with the matchups and deaths", async () => {
    ok(['view', 'b.json', '--out', 'b.html'], dir);
    const errors: string[] = [];
    const page = await openPage(browser, readFileSync(join(dir, 'b.html'), 'utf8'), errors);
    const full = runBattle(teams, createRng(seed));
    const byRound = rounds(full.events);
    let before = initialState(teams).hp;
    await page.keyboard.press('Home');
    for (let r = 0; r <= full.rounds; r++) {
      if (r > 0) await page.keyboard.press('ArrowRight');
      expect(await rootData(page), `round ${r}`).toMatchObject({ round: String(r), frame: String(r) });
      const state = r === 0 ? initialState(teams) : runBattle(teams, createRng(seed), { maxRounds: r }).final;
      const events = r === 0 ? [] : byRound[r - 1]!;
      const linked = new Set(
        events.flatMap((e) => (e.type === 'linkedDeaths' ? e.victims.map((v) => `${e.side === 0 ? 1 : 0}:${v}`) : [])),
      );
      const want: DrawnFighter[] = [];
      for (const side of [0, 1] as const) {
        state.hp[side].forEach((hp, index) =>
          want.push({
            side,
            index,
            hp,
            alive: hp > 0,
            fell: r > 0 && hp <= 0 && (before[side][index] ?? 0) > 0,
            linked: linked.has(`${side}:${index}`),
          }),
        );
      }
      expect(await drawnFighters(page), `round ${r}`).toEqual(want);
      const lines = await page.$$eval('svg.battle line.matchup', (ls) =>
        ls.map(
          (l) =>
            `${l.classList.contains('side0') ? 0 : 1}:${l.getAttribute('data-attacker')}>${l.getAttribute('data-defender')}`,
        ),
      );
      expect(lines, `round ${r}: matchups`).toEqual(
        events.flatMap((e) =>
          e.type === 'attack' || e.type === 'alreadyDown'
            ? [`${e.side}:${e.attacker}>${e.defender}`]
            : e.type === 'bodyguard'
              ? [`${e.side}:${e.attacker}>${e.target}`]
              : [],
        ),
      );
      if (linked.size > 0) await screenshot(page, 'mfd-viewer.png');
      before = state.hp;
    }
    expect(errors).toEqual([]);
    expect(statSync(join(ROOT, 'out/test-artifacts/mfd-viewer.png')).size).toBeGreaterThan(10_000);
    // The round box jumps anywhere; the keys are listed without the turn keys a battle has no use for.
    await jumpTo(page, 1);
    expect((await rootData(page)).round).toBe('1');
    expect(await page.textContent('.keys-help')).not.toContain('turn');
  });

  it('shows the start and the end of `fray mfd fight --json`, and says that --replay records every round', async () => {
    writeFileSync(
      join(dir, 'j.json'),
      ok(['mfd', 'fight', ...MFD_TEAMS, '--seed', String(seed), '--out-dir', 'out', '--json'], dir),
    );
    ok(['view', 'j.json', '--out', 'j.html'], dir);
    const page = await openPage(browser, readFileSync(join(dir, 'j.html'), 'utf8'));
    expect(await page.textContent('.note')).toContain('fray mfd fight --replay FILE');
    const start = await drawnFighters(page);
    expect(start.every((f) => f.alive)).toBe(true);
    await page.keyboard.press('End');
    const end = await drawnFighters(page);
    const final = runBattle(teams, createRng(seed)).final;
    expect(end.map((f) => f.alive)).toEqual([...final.hp[0], ...final.hp[1]].map((h) => h > 0));
    expect(end.filter((f) => f.alive).map((f) => f.hp)).toEqual([...final.hp[0], ...final.hp[1]].filter((h) => h > 0));
    await page.keyboard.press('ArrowRight');
    expect((await rootData(page)).frame).toBe('1');
  });
});
