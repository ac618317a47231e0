/** Renders HTML in headless Debian Chromium (through playwright-core) for tests that must see real layout. */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Where Debian installs Chromium; tests that need a browser skip when it is absent. */
export const CHROMIUM = '/usr/bin/chromium';

/** True when a Chromium binary is installed at CHROMIUM. */
export function hasChromium(): boolean {
  return existsSync(CHROMIUM);
}

/** Launches Chromium with flags that keep it offline, quiet and sandbox-free (containers lack user namespaces). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
}

/** Loads `html` into a fresh page (no network), runs `fn` on it, and always closes the browser. */
export async function withPage<T>(html: string, fn: (page: Page) => Promise<T>): Promise<T> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    // A self-contained report must never reach out; fail any request that is not the page itself.
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'load' });
    return await fn(page);
  } finally {
    await browser.close();
  }
}
