/** Loading `fray view` pages in headless Chromium for the browser tests, and reading back what they drew. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { hasChromium } from '../helpers/browser.js';
import { ROOT } from '../helpers/cli.js';
import { runsHere } from '../helpers/runsHere.js';
import type { SummonerEvent } from '../../src/summoner/rules/events.js';
import type { MatchState } from '../../src/summoner/rules/model.js';
import { parseReplay, type Replay } from '../../src/summoner/replay/replay.js';
import { rerun } from '../../src/summoner/replay/rerun.js';
import { initialMatch } from '../../src/summoner/rules/stepMatch.js';
import { completedTurn } from '../../src/summoner/replay/turnHashes.js';

/** Browser tests run wherever Chromium is installed, and always under CI (where a missing browser must fail, not skip). */
export const RUN_BROWSER_TESTS = runsHere(hasChromium());

/** Where screenshots go (out/ is ignored by git). */
export const ARTIFACTS = join(ROOT, 'out/test-artifacts');

/** A demon as the page drew it (its data-* attributes). */
export interface DrawnDemon {
  id: number;
  x: number;
  y: number;
  hp: number;
  maxHp: number;
  owner: number;
  capacity: string;
}

/**
 * Opens `html` in a new page `width` pixels wide that may fetch nothing, and waits until the viewer has drawn; page
 * errors are collected.
 */
export async function openPage(browser: Browser, html: string, errors: string[] = [], width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 1000 } });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route('**/*', (route) => route.abort());
  await page.setContent(html, { waitUntil: 'load' });
  await page.waitForSelector('#fray-viewer[data-ready]');
  return page;
}

/** The viewer's root data: the frame shown, its turn or round, and the turn it ends, if any. */
export function rootData(page: Page): Promise<Record<string, string | undefined>> {
  return page.$eval('#fray-viewer', (e) => ({ ...(e as HTMLElement).dataset }));
}

/** Every demon drawn on the board, by id. */
export function drawnDemons(page: Page): Promise<DrawnDemon[]> {
  return page.$$eval('svg.board g.demon', (gs) =>
    gs
      .map((g) => {
        const d = (g as SVGGElement).dataset;
        return {
          id: Number(d.id),
          x: Number(d.x),
          y: Number(d.y),
          hp: Number(d.hp),
          maxHp: Number(d.maxHp),
          owner: Number(d.owner),
          capacity: d.capacity ?? '',
        };
      })
      .sort((a, b) => a.id - b.id),
  );
}

/** Moves the viewer to frame `i` with its scrubber, as a user dragging it would. */
export async function scrubTo(page: Page, i: number): Promise<void> {
  await page.$eval(
    'input.scrubber',
    (el, v) => {
      (el as HTMLInputElement).value = String(v);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    i,
  );
}

/** Types `n` into the jump box ("Turn" or "Round") and commits it. */
export async function jumpTo(page: Page, n: number): Promise<void> {
  await page.fill('input.jump', String(n));
  await page.dispatchEvent('input.jump', 'change');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Saves a screenshot of the whole page as a test artefact, and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, name);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * The engine's own account of a replay: the state after every step, the step that ends each turn, and each step's
 * events as the engine gives them again (with what a replay leaves out: a cross's cells).
 */
export function engineStates(text: string): {
  replay: Replay;
  states: MatchState[];
  turnEnds: number[];
  events: SummonerEvent[][];
} {
  const parsed = parseReplay(JSON.parse(text));
  if (!parsed.ok) throw new Error(parsed.problem.message);
  const states: MatchState[] = [];
  const turnEnds: number[] = [];
  const events: SummonerEvent[][] = [];
  let prev = initialMatch(parsed.value.rules);
  const r = rerun(parsed.value, (_step, state, again) => {
    const t = completedTurn(prev, state);
    if (t !== undefined) turnEnds[t] = states.length;
    states.push(state);
    events.push(again);
    prev = state;
  });
  if (!r.ok) throw new Error(r.problem.message);
  return { replay: parsed.value, states, turnEnds, events };
}
