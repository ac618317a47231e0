/**
 * The studio's Summoner War playground in headless Chromium, opened from the disk: the size of its script, how long
 * until it is interactive (the editor shown and the starter checked), and matches played in the page (each bot in a
 * Web Worker) against the same matches in the CLI, trusted (in process) and sandboxed (isolates), process start
 * included for the CLI as a user sees it.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import type { BenchResult } from './types.js';
import { median, timeProcess } from './timeProcess.js';

const ROOT = resolve(import.meta.dirname, '../..');
const STUDIO = join(ROOT, 'web/dist/studio');
const CHROMIUM = '/usr/bin/chromium';
/** The matches compared: two demos that fight to the end, over a few seeds. */
const BOTS = ['rusher', 'healers'] as const;
const SEEDS = [1, 2, 3, 4, 5];

async function open(page: Page): Promise<{ interactive: number; fcp: number }> {
  await page.route(
    (url) => !url.href.startsWith('file:') && !url.href.startsWith('blob:'),
    (route) => route.abort(),
  );
  await page.goto(`${pathToFileURL(join(STUDIO, 'index.html')).href}#/summoner`);
  // Interactive: the page is mounted, the editor holds the starter and its first check has run.
  const interactive = (await (
    await page.waitForFunction(
      () =>
        document.querySelector('#studio-main[data-state=ready] .cm-content') !== null &&
        (document.getElementById('sw-problems-title')?.textContent ?? '').startsWith('No problems') &&
        performance.now(),
      undefined,
      { polling: 'raf' },
    )
  ).jsonValue()) as number;
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  return { interactive, fcp };
}

export async function run(): Promise<BenchResult[]> {
  const js = readFileSync(join(STUDIO, 'pages/summoner.js'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const loads: { interactive: number; fcp: number }[] = [];
  const pageMs: number[] = [];
  try {
    // A fresh page each time; the first load warms the disk cache and is dropped.
    for (let k = 0; k < 6; k++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const t = await open(page);
      if (k > 0) loads.push(t);
      await page.close();
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page);
    await page.selectOption('#sw-seat-a', `demo:${BOTS[0]}`);
    await page.selectOption('#sw-seat-b', `demo:${BOTS[1]}`);
    for (const seed of [SEEDS[0] as number, ...SEEDS]) {
      await page.fill('#sw-match-seed', String(seed));
      await page.evaluate(() => performance.clearMarks());
      await page.click('#sw-play');
      await page.waitForFunction(() => performance.getEntriesByName('sw-match-end').length > 0);
      const ms = await page.evaluate(
        () =>
          (performance.getEntriesByName('sw-match-end')[0]?.startTime ?? NaN) -
          (performance.getEntriesByName('sw-match-start')[0]?.startTime ?? NaN),
      );
      pageMs.push(ms);
    }
    pageMs.shift(); // the first match warms the page's compiler and the workers' code
  } finally {
    await browser.close();
  }
  const files = BOTS.map((b) => `examples/summoners/${b}.ts`);
  const cli = (trusted: boolean): number[] =>
    SEEDS.map((seed) =>
      timeProcess(
        ['summoner', 'match', ...files, '--seed', String(seed), '--json', ...(trusted ? ['--trusted'] : [])],
        ROOT,
      ),
    );
  const trusted = cli(true);
  const sandboxed = cli(false);
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  const kib = (n: number): number => Math.round(n / 102.4) / 10;
  const round2 = (x: number): number => Math.round(100 * x) / 100;
  const what = `${BOTS.join(' v ')}, seeds ${SEEDS[0]}-${SEEDS[SEEDS.length - 1]}`;
  return [
    { name: 'studio summoner page: pages/summoner.js', value: kib(js.length), unit: 'KiB' },
    { name: 'studio summoner page: pages/summoner.js gzipped', value: kib(gzipSync(js).length), unit: 'KiB' },
    {
      name: 'studio summoner page: interactive, from disk (median of 5)',
      value: Math.round(median(loads.map((l) => l.interactive))),
      unit: 'ms',
      target: '< 2000 ms',
    },
    {
      name: 'studio summoner page: first contentful paint (median of 5)',
      value: Math.round(median(loads.map((l) => l.fcp))),
      unit: 'ms',
      target: '< 1000 ms',
    },
    { name: `summoner match in the page (workers): ${what}, total`, value: Math.round(sum(pageMs)), unit: 'ms' },
    {
      name: `summoner match, CLI --trusted (process included): ${what}, total`,
      value: Math.round(sum(trusted)),
      unit: 'ms',
    },
    {
      name: `summoner match, CLI sandboxed (process included): ${what}, total`,
      value: Math.round(sum(sandboxed)),
      unit: 'ms',
    },
    { name: 'summoner match: page / CLI --trusted', value: round2(sum(pageMs) / sum(trusted)), unit: 'ratio' },
    { name: 'summoner match: page / CLI sandboxed', value: round2(sum(pageMs) / sum(sandboxed)), unit: 'ratio' },
  ];
}
