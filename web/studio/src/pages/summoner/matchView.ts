/**
 * A match shown: the result in the CLI's words, the replay to download (the file `fray summoner replay` and `fray
 * view` read), the errors the bots threw, the replay in the viewer, and the bots' log lines of the step shown.
 */
import {
  formatReplay,
  matchJson,
  matchText,
  type MatchRecord,
  type MatchSummary,
  type Replay,
} from '../../../../../src/summoner/index.js';
import { h } from '../../../../src/dom.js';
import { summonerView } from '../../../../src/summoner/summonerView.js';
import { downloadText } from '../../kit/download.js';
import { errorList, type ErrorActions } from './errorList.js';
import { matchLogs } from './matchLogs.js';
import type { SeatError } from './seatErrors.js';

/** What the view shows of a match. */
export interface ShownMatch {
  names: [string, string];
  record?: MatchRecord;
  summary: MatchSummary;
  replay: Replay;
  errors: readonly SeatError[];
}

function summaryBlock(): HTMLPreElement {
  // It scrolls sideways on a phone: the keyboard must reach it.
  return h('pre', {
    class: 'sw-summary',
    hidden: true,
    id: 'sw-match-summary',
    tabindex: 0,
    'aria-label': "The match in the command line's words",
  });
}

/** The view; `actions` take an error to the editor or a step; `buttons` go beside the download button. */
export function matchView(actions: Omit<ErrorActions, 'view'>, buttons: readonly HTMLElement[] = []) {
  const summary = summaryBlock();
  const download = h('button', { type: 'button', hidden: true, id: 'sw-download-replay' }, 'Download the replay');
  const errors = h('div', { class: 'sw-error-box' });
  const viewer = h('div', { class: 'sw-viewer', id: 'sw-viewer' });
  const logs = matchLogs();
  let shown: ShownMatch | undefined;
  let stops: (() => void)[] = [];
  let root: HTMLElement | undefined;
  const go = (step: number): void => {
    root?.dispatchEvent(new CustomEvent('fray-go', { detail: step }));
    root?.scrollIntoView({ block: 'nearest' });
  };
  download.addEventListener('click', () => {
    if (shown === undefined) return;
    const name = `${shown.names[0]}-v-${shown.names[1]}-seed-${shown.replay.seed}.json`.replace(
      /[^A-Za-z0-9._-]/g,
      '_',
    );
    downloadText(name, formatReplay(shown.replay), 'application/json');
  });
  const stop = (): void => {
    for (const s of stops) s();
    stops = [];
  };
  const show = (m: ShownMatch): void => {
    stop();
    shown = m;
    summary.textContent = matchText(m.summary, m.names, m.record?.steps ?? m.replay.steps);
    summary.hidden = false;
    summary.dataset.json = JSON.stringify(matchJson(m.summary, m.names));
    download.hidden = false;
    errors.replaceChildren(errorList(m.errors, m.names, { ...actions, view: go }) ?? '');
    root = h('div', { class: 'sw-viewer-root' });
    viewer.replaceChildren(root);
    stops.push(
      summonerView(root, {
        kind: 'summoner',
        title: `${m.names[0]} v ${m.names[1]}`,
        source: 'this page',
        replay: m.replay,
      }),
    );
    stops.push(logs.show(m.replay, m.names, root));
  };
  const elements = [summary, h('p', {}, download, ...buttons.flatMap((b) => [' ', b])), errors, viewer, logs.element];
  const turn = (): number => Number(root?.dataset.turn ?? 0);
  return { elements, show, stop, current: () => shown, frame: () => Number(root?.dataset.frame ?? 0), turn };
}
