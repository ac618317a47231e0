/**
 * Odds in the studio's Marked for Death page (Web Workers in headless Chromium) against `fray mfd odds` (worker
 * threads in a Node process) for the same battle, runs, seed and workers, run in alternation. The page is timed from
 * the click to the result (workers started in the page included); the CLI as a whole process (Node's start included),
 * as each is used. The two results are checked to be the same document first.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { mfdArmyCsv } from './scenarios/mfdArmy.js';
import type { BenchResult } from './types.js';
import { FRAY, median, timeProcess } from './timeProcess.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CHROMIUM = '/usr/bin/chromium';
const STUDIO = pathToFileURL(join(ROOT, 'web/dist/studio/index.html')).href;

/** One odds run in the page: milliseconds from the click to the result, and the result's JSON text. */
async function pageOdds(page: Page, runs: number, workers: number): Promise<{ ms: number; json: string }> {
  await page.fill('#mfd-runs', String(runs));
  await page.fill('#mfd-workers', String(workers));
  await page.evaluate(() => document.querySelector('.odds-out')?.removeAttribute('data-state'));
  await page.click('#mfd-odds');
  await page.waitForSelector('.odds-out[data-state=done]', { timeout: 600_000 });
  return {
    ms: Number(await page.$eval('.odds-out', (e) => (e as HTMLElement).dataset.ms)),
    json: await page.$eval('#mfd-odds-json', (e) => e.textContent ?? ''),
  };
}

export async function run(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'fray-bench-studio-odds-'));
  const files = { heroes: join(dir, 'h12.csv'), villains: join(dir, 'v12.csv') };
  writeFileSync(files.heroes, mfdArmyCsv('heroes', 12, 1));
  writeFileSync(files.villains, mfdArmyCsv('villains', 12, 2));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const out: BenchResult[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route('**/*', (r) => (r.request().url().startsWith('file:') ? r.continue() : r.abort()));
    await page.goto(`${STUDIO}#/mfd`);
    await page.waitForSelector('.page-mfd[data-setup]');
    for (const side of ['heroes', 'villains'] as const) {
      await page.setInputFiles(`#mfd-import-${side}`, files[side]);
      await page.waitForFunction(
        (id) => /^Imported/.test(document.getElementById(id)?.textContent ?? ''),
        `mfd-import-${side}-status`,
      );
    }
    await page.fill('#mfd-seed', '1');
    const cli = (runs: number, workers: number) => [
      'mfd',
      'odds',
      '--heroes',
      'h12.csv',
      '--villains',
      'v12.csv',
      '--runs',
      String(runs),
      '--seed',
      '1',
      '--workers',
      String(workers),
      '--json',
    ];
    for (const [runs, workers] of [
      [100_000, 2],
      [20_000, 2],
      [100_000, 1],
    ] as const) {
      // The same document from both, before anything is timed (this also warms both up).
      const first = await pageOdds(page, runs, workers);
      const r = spawnSync(process.execPath, [FRAY, ...cli(runs, workers)], { cwd: dir, encoding: 'utf8' });
      if (r.stdout !== first.json) throw new Error(`the page and the CLI disagree on ${runs} runs`);
      const pageMs: number[] = [],
        cliMs: number[] = [],
        ratios: number[] = [];
      for (let k = 0; k < 5; k++) {
        const p = (await pageOdds(page, runs, workers)).ms;
        const c = timeProcess(cli(runs, workers), dir);
        pageMs.push(p);
        cliMs.push(c);
        ratios.push(p / c);
      }
      const what = `mfd odds 12 v 12, ${runs.toLocaleString('en')} runs, ${workers} worker${workers === 1 ? '' : 's'}`;
      out.push(
        { name: `${what}: studio page (median of 5)`, value: Math.round(median(pageMs)), unit: 'ms' },
        { name: `${what}: CLI process (median of 5)`, value: Math.round(median(cliMs)), unit: 'ms' },
        {
          name: `${what}: page / CLI, pairs`,
          value: Number(median(ratios).toFixed(2)),
          unit: 'x',
          target: '<= 1.5',
        },
      );
    }
  } finally {
    await browser.close();
  }
  return out;
}
