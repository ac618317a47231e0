/** Driving the Summoner War playground in a browser test: bots typed into the editor, a match played, its replay. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** Replaces the editor's whole text, as typing would (CodeMirror takes the change from its own input handling). */
export async function setSource(page: Page, text: string): Promise<void> {
  await page.click('#sw-editor .cm-content');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.evaluate((t) => {
    // insertText goes through CodeMirror's input path (as a paste), not around it.
    document.execCommand('insertText', false, t);
  }, text);
}

/** Makes a new bot named `name` with `source`, and waits until it compiles. */
export async function addBot(page: Page, name: string, source: string): Promise<void> {
  await page.click('#sw-new');
  await page.fill('#sw-bot-name', name);
  await page.click('#sw-rename');
  await page.waitForSelector(`#sw-bot-select option[value="${name}"]`, { state: 'attached' });
  await setSource(page, source);
  await page.waitForSelector('#sw-problems-title:has-text("No problems")');
}

/** A replay as the page wrote it. */
export interface PageReplay {
  steps: { input: { type: string; seat?: number }; logs?: [string[], string[]] }[];
  players: { name: string }[];
}

/** Plays `a` against `b` (menu values such as mine:x or demo:random) with `seed`, and returns the replay's text. */
export async function playMatch(page: Page, a: string, b: string, seed: number, timeout = 120_000): Promise<string> {
  await page.selectOption('#sw-seat-a', a);
  await page.selectOption('#sw-seat-b', b);
  await page.fill('#sw-match-seed', String(seed));
  await page.click('#sw-play');
  await page.waitForSelector('.sw-viewer-root[data-ready=true]', { timeout });
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#sw-download-replay')]);
  return readFileSync((await download.path()) as string, 'utf8');
}

/** Every log line of one seat in a replay, in order. */
export function seatLogs(replayText: string, seat: 0 | 1): string[] {
  const r = JSON.parse(replayText) as PageReplay;
  return r.steps.flatMap((s) => s.logs?.[seat] ?? []);
}
