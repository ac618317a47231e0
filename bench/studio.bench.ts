/**
 * The studio's speed (issue 23, "Fast"), from the built folder (web/dist/studio) opened from the disk in headless
 * Chromium as a visitor would: the size of the first page's JavaScript (the shell, studio.js) and of each page's
 * script, plain and gzipped; the first contentful paint of the home page; and, for each page opened straight from its
 * address, the time until it is interactive (mounted by the shell: its inputs answer) and, for the pages that compute
 * in a worker on arrival, until that first result is shown. Each figure is the median of 7 fresh tabs (an 8th, first,
 * warms the disk cache and is dropped).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/helpers/browser.js';
import { PAGES } from '../web/studio/src/pageList.js';
import type { BenchResult } from './types.js';
import { median } from './timeProcess.js';

const ROOT = resolve(import.meta.dirname, '../..');
const STUDIO = join(ROOT, 'web/dist/studio');
const LOADS = 8;

/** The element a page shows once its first computed result is in (pages that compute in a worker on arrival). */
const FIRST_RESULT: Readonly<Record<string, string>> = {
  calc: '#luck-compare pre.json',
  nightsoil: '#odds pre.json',
};

/** Records when the shell marks the page ready (installed before any script of the page runs). */
const MARK_READY = `(() => {
  const mark = () => {
    const main = document.getElementById('studio-main');
    if (main && main.dataset.state === 'ready' && !window.__frayReady) window.__frayReady = performance.now();
  };
  new MutationObserver(mark).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
})();`;

interface Load {
  fcp: number;
  ready: number;
  result: number;
}

async function load(browser: Browser, hash: string, result: string | undefined): Promise<Load> {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const home = pathToFileURL(`${STUDIO}/`).href;
  await tab.route(
    (url) => !(url.href.startsWith(home) || url.protocol === 'blob:' || url.protocol === 'data:'),
    (route) => route.abort(),
  );
  await tab.addInitScript(MARK_READY);
  await tab.goto(`${pathToFileURL(join(STUDIO, 'index.html')).href}#/${hash}`);
  await tab.waitForFunction(() => (window as unknown as { __frayReady?: number }).__frayReady !== undefined);
  if (result !== undefined) await tab.waitForSelector(result, { state: 'attached' });
  const t = await tab.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    ready: (window as unknown as { __frayReady: number }).__frayReady,
    result: performance.now(),
  }));
  await tab.close();
  return t;
}

async function loads(browser: Browser, hash: string, result?: string): Promise<Load[]> {
  const out: Load[] = [];
  for (let k = 0; k < LOADS; k++) {
    const t = await load(browser, hash, result);
    if (k > 0) out.push(t);
  }
  return out;
}

const kib = (n: number): number => Math.round(n / 102.4) / 10;

export async function run(): Promise<BenchResult[]> {
  const shell = readFileSync(join(STUDIO, 'studio.js'));
  const css = readFileSync(join(STUDIO, 'studio.css'));
  const rows: BenchResult[] = [
    { name: 'studio: studio.js (the first page\u2019s script)', value: kib(shell.length), unit: 'KiB' },
    {
      name: 'studio: studio.js gzipped',
      value: kib(gzipSync(shell).length),
      unit: 'KiB',
      target: '<= 150 KiB',
    },
    { name: 'studio: studio.css gzipped', value: kib(gzipSync(css).length), unit: 'KiB' },
  ];
  const built = PAGES.filter((p) => existsSync(join(STUDIO, 'pages', `${p.id}.js`)));
  for (const p of built) {
    const js = readFileSync(join(STUDIO, 'pages', `${p.id}.js`));
    rows.push({
      name: `studio: pages/${p.id}.js gzipped (loaded on demand)`,
      value: kib(gzipSync(js).length),
      unit: 'KiB',
    });
  }
  const browser = await launchBrowser();
  try {
    const home = await loads(browser, '');
    rows.push({
      name: 'studio home in Chromium: first contentful paint (median of 7)',
      value: Math.round(median(home.map((l) => l.fcp))),
      unit: 'ms',
      target: '< 1000 ms',
    });
    for (const p of built) {
      const result = FIRST_RESULT[p.id];
      const t = await loads(browser, p.id, result);
      rows.push({
        name: `studio #/${p.id} opened directly: interactive (median of 7)`,
        value: Math.round(median(t.map((l) => l.ready))),
        unit: 'ms',
        target: '< 2000 ms',
      });
      rows.push({
        name: `studio #/${p.id}: slowest of 7, interactive`,
        value: Math.round(Math.max(...t.map((l) => l.ready))),
        unit: 'ms',
      });
      if (result !== undefined)
        rows.push({
          name: `studio #/${p.id}: first worker result shown (median of 7)`,
          value: Math.round(median(t.map((l) => l.result))),
          unit: 'ms',
        });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
