/**
 * The viewer of `fray view`: reads the page's data (JSON in #fray-data, put there by the CLI) and shows a Summoner
 * War replay or a Marked for Death battle. It re-reads replays with the engine's own parsers and re-runs them with
 * the engine itself; it decides no rule.
 */
import './viewer.css';
import { showFailure } from './layout.js';
import { mfdView } from './mfd/mfdView.js';
import { summonerView } from './summoner/summonerView.js';
import { VIEW_DATA_ID } from '../../src/report/viewData.js';
import type { PageData } from './pageData.js';

/** The page's data, with the replay fetched from the site when the page carries only its address (the ladder). */
async function pageData(): Promise<PageData | null> {
  const data = JSON.parse(document.getElementById(VIEW_DATA_ID)?.textContent ?? 'null') as PageData | null;
  if (data === null || typeof data !== 'object' || data.kind !== 'summoner' || typeof data.replayUrl !== 'string')
    return data;
  const res = await fetch(data.replayUrl, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`the replay could not be fetched (HTTP ${res.status})`);
  return { ...data, replay: (await res.json()) as unknown };
}

async function start(): Promise<void> {
  performance.mark('fray-start');
  const root = document.getElementById('fray-viewer');
  if (!root) return;
  try {
    const data = await pageData();
    if (data === null || typeof data !== 'object') return showFailure(root, 'this page carries no data');
    if (data.kind === 'summoner') summonerView(root, data);
    else if (data.kind === 'mfd' || data.kind === 'mfd-json') mfdView(root, data);
    else showFailure(root, 'this page carries data of an unknown kind');
    performance.mark('fray-drawn');
  } catch (e) {
    showFailure(root, `internal error: ${(e as Error).message}`);
  }
}

void start();
