/**
 * The viewer of `fray view`: the size of its bundle (web/dist, plain and gzipped), and how long a 1,000-turn replay
 * takes to open in headless Chromium until the board is drawn (the page's own `fray-drawn` mark, measured from
 * navigation start), with the first contentful paint beside it. The replay is generated here: two bots that walk
 * and raise stats without ever meeting, so the match runs to the 1,000-turn limit (4,001 steps).
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { View } from '../src/summoner/api.js';
import { formatReplay, replayOf } from '../src/summoner/replay/replay.js';
import { DEFAULT_RULES } from '../src/summoner/rules/rules.js';
import { runMatch, type BotPort, type CallResult } from '../src/summoner/match/runMatch.js';
import type { BenchResult } from './types.js';
import { median, timeProcess } from './timeProcess.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CHROMIUM = '/usr/bin/chromium';

const answer = (value: unknown): Promise<CallResult> => Promise.resolve({ ok: true, value });

/** A bot that keeps to its own side: four demons step north and south in turn, heal, and raise a stat each turn. */
function walker(): BotPort {
  return {
    setup: () =>
      answer({
        demons: [
          { capacity: 'heal', life: 1, attack: 1 },
          { capacity: 'eat', life: 1 },
          { capacity: 'cross', attack: 1 },
          { capacity: 'merge' },
        ],
      }),
    enhance: (v: View) =>
      answer(
        v.mine.length === 0
          ? []
          : [
              {
                type: 'raise',
                demon: v.mine[v.turn % v.mine.length]!.id,
                stat: v.turn % 3 === 0 ? 'life' : 'defense',
                amount: 1,
              },
            ],
      ),
    battle: (v: View) =>
      answer(
        v.mine.map((d) =>
          d.capacity === 'heal' && v.turn % 4 === 0
            ? { demon: d.id, action: 'heal' }
            : { demon: d.id, action: 'move', dir: v.turn % 2 === 0 ? 'N' : 'S' },
        ),
      ),
  };
}

/** The 1,000-turn replay, as `fray summoner match --replay` would write it. */
async function longReplay(): Promise<string> {
  const record = await runMatch([walker(), walker()], { rules: { ...DEFAULT_RULES, maxTurns: 1000 }, seed: 1 });
  if (record.final.turn !== 1000) throw new Error(`the long match ended on turn ${record.final.turn}`);
  return formatReplay(replayOf(record, [{ name: 'walker-a' }, { name: 'walker-b' }]));
}

interface Load {
  drawn: number;
  fcp: number;
}

export async function run(): Promise<BenchResult[]> {
  const dist = join(ROOT, 'web/dist');
  const js = readFileSync(join(dist, 'viewer.js')),
    css = readFileSync(join(dist, 'viewer.css'));
  const dir = mkdtempSync(join(tmpdir(), 'fray-bench-view-'));
  const replay = join(dir, 'long.json');
  writeFileSync(replay, await longReplay());
  const page = join(dir, 'long.html');
  timeProcess(['view', replay, '--out', page], dir);

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const loads: Load[] = [];
  try {
    // A fresh page each time (nothing cached but the file); the first load warms the disk cache and is dropped.
    for (let k = 0; k < 8; k++) {
      const tab = await browser.newPage();
      await tab.route(
        (url) => !url.href.startsWith('file:'),
        (route) => route.abort(),
      );
      await tab.goto(pathToFileURL(page).href);
      await tab.waitForSelector('#fray-viewer[data-ready="true"]');
      const t = await tab.evaluate(() => ({
        drawn: performance.getEntriesByName('fray-drawn')[0]?.startTime ?? NaN,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      }));
      if (k > 0) loads.push(t);
      await tab.close();
    }
  } finally {
    await browser.close();
  }
  const kib = (n: number) => Math.round(n / 102.4) / 10;
  const drawn = median(loads.map((l) => l.drawn));
  return [
    { name: 'viewer bundle: web/dist/viewer.js', value: kib(js.length), unit: 'KiB' },
    { name: 'viewer bundle: viewer.js gzipped', value: kib(gzipSync(js).length), unit: 'KiB' },
    { name: 'viewer bundle: web/dist/viewer.css', value: kib(css.length), unit: 'KiB' },
    { name: 'viewer bundle: viewer.css gzipped', value: kib(gzipSync(css).length), unit: 'KiB' },
    {
      name: 'fray view --out page for a 1,000-turn replay (4,001 steps)',
      value: kib(statSync(page).size),
      unit: 'KiB',
    },
    {
      name: 'share of that page that is the viewer (script and style)',
      value: Math.round((100 * (js.length + css.length)) / statSync(page).size),
      unit: '%',
    },
    {
      name: '1,000-turn replay in Chromium: board drawn (median of 7)',
      value: Math.round(drawn),
      unit: 'ms',
      target: '< 1000 ms',
    },
    {
      name: '1,000-turn replay in Chromium: first contentful paint (median of 7)',
      value: Math.round(median(loads.map((l) => l.fcp))),
      unit: 'ms',
    },
    {
      name: '1,000-turn replay: slowest of 7 loads, board drawn',
      value: Math.round(Math.max(...loads.map((l) => l.drawn))),
      unit: 'ms',
    },
  ];
}
