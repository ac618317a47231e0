/**
 * Opening the built studio (web/dist/studio) in headless Chromium for the browser tests: from the disk (file://) as a
 * visitor who double-clicked index.html would, with every request that leaves the studio's folder refused and recorded,
 * page errors and console errors collected, and an accessibility check with axe-core.
 */
import { cpSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { ROOT, tempDir } from '../../helpers/cli.js';

/** The built studio's home page. */
export const STUDIO_INDEX = join(ROOT, 'web/dist/studio/index.html');

let ownCopy: string | undefined;

/**
 * This test file's own copy of the built studio, made on first use. Another build in the same folder while the file
 * runs (a second test run's globalSetup, `npm run build`) replaces web/dist/studio file by file: a page loaded
 * before it and reloaded after it would run two versions of its code (a game resumed by other rules than it was
 * played by, which once showed as a fight forecast of 0.5 life before a reload and 0.7 after).
 */
function studioCopy(): string {
  if (ownCopy === undefined) {
    const dir = join(tempDir(), 'studio');
    cpSync(join(ROOT, 'web/dist/studio'), dir, { recursive: true });
    ownCopy = join(dir, 'index.html');
  }
  return ownCopy;
}

/** A page of the studio and what it did that it should not have. */
export interface StudioPage {
  page: Page;
  /** Uncaught errors and console errors. */
  errors: string[];
  /** Requests for anything outside the studio's folder (all refused). */
  outside: string[];
}

/** Opens `#/<hash>` of the studio from `base` (default: this file's copy of the built folder, as file://) and waits until it is ready. */
export async function openStudio(
  browser: Browser,
  hash: string,
  opts: { width?: number; height?: number; base?: string } = {},
): Promise<StudioPage> {
  const page = await browser.newPage({ viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 } });
  const errors: string[] = [];
  const outside: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  const base = opts.base ?? pathToFileURL(studioCopy()).href;
  const home = new URL('.', base).href;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(home) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  await page.goto(`${base}#/${hash}`);
  await page.waitForSelector('#studio-main[data-state=ready], #studio-main[data-state=error]');
  return { page, errors, outside };
}

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One accessibility violation axe found: its rule, impact and the elements it names. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core on the page (WCAG 2 A and AA rules) and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Injected through the DevTools protocol, so the page's Content-Security-Policy does not refuse it.
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            o: object,
          ): Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
