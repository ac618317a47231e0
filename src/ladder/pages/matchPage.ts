/**
 * A match's page: who played, the result, the hashes that identify the replay and both bots' code, links to the
 * replay itself (and to each author's own logs), and the viewer of `fray view` re-running the replay in the page.
 * The viewer's script and stylesheet come from the site; the page carries only the replay's address (in a data
 * element that never executes), and the viewer fetches it: a page never holds a replay, however large.
 */
import { escapeHtml } from '../../report/escapeHtml.js';
import { VIEW_DATA_ID, type ViewData } from '../../report/viewData.js';
import { botLink, ladderLayout } from './ladderLayout.js';
import { resultText } from './matchTable.js';
import type { MatchView, Viewer } from './pageData.js';

/** JSON that cannot end its script element (every '<' as \u003c, line separators escaped). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The facts: seats, result, hashes, and the links a viewer is allowed. */
function facts(v: Viewer, m: MatchView): string {
  const hash = (h: string | null) => (h === null ? '\u2014' : `<code>${escapeHtml(h)}</code>`);
  const logs = (seat: 0 | 1) => {
    const author = seat === 0 ? m.first_author : m.second_author;
    const version = seat === 0 ? m.first_version : m.second_version;
    return v.author?.id === author && m.status === 'done'
      ? ` <a href="/matches/${m.id}/logs/${version}">your bot's log</a>`
      : '';
  };
  return (
    '<dl class="facts">' +
    `<dt>First seat</dt><dd>${botLink(m.first_bot)} v${m.first_seq}, code ${hash(m.first_sha256)}${logs(0)}</dd>` +
    `<dt>Second seat</dt><dd>${botLink(m.second_bot)} v${m.second_seq}, code ${hash(m.second_sha256)}${logs(1)}</dd>` +
    `<dt>Result</dt><dd>${escapeHtml(resultText(m))}</dd>` +
    `<dt>Kind</dt><dd>${escapeHtml(m.kind)}</dd>` +
    `<dt>Replay</dt><dd>sha256 ${hash(m.replay_sha256)}${m.replay_sha256 === null ? '' : ` <a href="/matches/${m.id}/replay.json" download>download</a> (signed by <a href="/key">the ladder\u2019s key</a>: check it with <code>fray summoner replay FILE --verify --key ladder.pub</code>)`}</dd>` +
    '</dl>'
  );
}

/** The page; the viewer is drawn when the match has a replay, which it fetches from /matches/:id/replay.json. */
export function matchPage(v: Viewer, m: MatchView): string {
  const title = `Match #${m.id}: ${m.first_bot} v${m.first_seq} v ${m.second_bot} v${m.second_seq}`;
  const data: ViewData | undefined =
    m.replay_sha256 === null
      ? undefined
      : { kind: 'summoner', title, source: `match ${m.id}`, replay: null, replayUrl: `/matches/${m.id}/replay.json` };
  const viewer =
    data === undefined
      ? `<p>${escapeHtml(m.status === 'failed' ? `This match could not be played: ${m.void_reason ?? ''}` : `This match is ${m.status}.`)}</p>`
      : `<main id="fray-viewer" aria-busy="true"><p>Loading the replay\u2026</p></main><script type="application/json" id="${VIEW_DATA_ID}">${scriptJson(data)}</script>`;
  return ladderLayout(v, {
    title,
    head: data === undefined ? '' : '<link rel="stylesheet" href="/assets/viewer.css">',
    body: `<section class="match" aria-labelledby="match-title"><h1 id="match-title">${escapeHtml(title)}</h1>${facts(v, m)}</section>${viewer}`,
    end: data === undefined ? '' : '<script src="/assets/viewer.js"></script>',
  });
}
