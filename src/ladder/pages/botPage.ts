/**
 * A bot's page: its versions (a refused or retired version's reason shown to its author only), its rating over its
 * rated games as a chart, its latest games and its results against each opponent.
 */
import { escapeHtml } from '../../report/escapeHtml.js';
import { svgLineChart } from '../../report/svgLineChart.js';
import { conservativeScore } from '../ladderRating.js';
import { fixed, ladderLayout } from './ladderLayout.js';
import { matchTable } from './matchTable.js';
import type { BotView, VersionRow, Viewer } from './pageData.js';

/** The rating after each rated game, across all versions: the mean and the conservative score. */
function ratingChart(d: BotView): string {
  if (d.history.length === 0) return '<p>No rated game yet.</p>';
  const mu = d.history.map((h, i): [number, number] => [i + 1, h.mu]);
  const score = d.history.map((h, i): [number, number] => [i + 1, conservativeScore(h)]);
  return `<figure class="chart">${svgLineChart({
    title: `${d.bot}: rating over its rated games`,
    xLabel: 'rated games (all versions)',
    yLabel: 'rating',
    width: 720,
    height: 360,
    series: [
      { name: 'mean \u03bc', points: mu },
      { name: 'score \u03bc \u2212 3\u03c3', points: score },
    ],
  })}</figure>`;
}

/** A version's status, with its reason when the viewer is its author. */
function statusCell(v: VersionRow, mine: boolean): string {
  const reason = mine && v.reason !== null ? `<pre class="reason">${escapeHtml(v.reason)}</pre>` : '';
  return `${escapeHtml(v.status)}${reason}`;
}

/** The versions' table; the source link only for the author. */
function versionsTable(d: BotView, mine: boolean): string {
  const rows = d.versions
    .map(
      (v) =>
        `<tr><th scope="row">v${v.seq}</th><td>${escapeHtml(v.kind)}</td><td>${statusCell(v, mine)}</td>` +
        `<td class="num">${fixed(conservativeScore(v), 2)}</td><td class="num">${fixed(v.mu, 2)} \u00b1 ${fixed(3 * v.sigma, 2)}</td>` +
        `<td class="num">${v.games}</td><td class="num">${v.wins}/${v.losses}/${v.draws}</td><td class="num">${v.faults}</td>` +
        `<td class="hash">${v.code_sha256 === null ? '' : `<code>${v.code_sha256.slice(0, 16)}\u2026</code>`}${mine ? ` <a href="/versions/${v.id}/source">source</a>` : ''}</td></tr>`,
    )
    .join('\n');
  return (
    '<table class="versions"><caption>Versions, newest first</caption><thead><tr><th scope="col">Version</th><th scope="col">Kind</th><th scope="col">Status</th>' +
    '<th scope="col">Score</th><th scope="col">\u03bc \u00b1 3\u03c3</th><th scope="col">Games</th><th scope="col">W/L/D</th><th scope="col">Faults</th><th scope="col">Code</th></tr></thead>' +
    `<tbody>\n${rows}\n</tbody></table>`
  );
}

/** Results against each opponent. */
function headToHeadTable(d: BotView): string {
  if (d.headToHead.length === 0) return '<p>No rated game yet.</p>';
  const rows = d.headToHead
    .map(
      (h) =>
        `<tr><th scope="row"><a href="/bots/${encodeURIComponent(h.opponent)}">${escapeHtml(h.opponent)}</a></th><td class="num">${h.wins}</td><td class="num">${h.losses}</td><td class="num">${h.draws}</td></tr>`,
    )
    .join('\n');
  return `<table class="h2h"><caption>Rated results against each bot</caption><thead><tr><th scope="col">Opponent</th><th scope="col">Won</th><th scope="col">Lost</th><th scope="col">Drawn</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
}

/** The page. */
export function botPage(v: Viewer, d: BotView): string {
  const mine = v.author?.id === d.authorId;
  return ladderLayout(v, {
    title: d.bot,
    body:
      `<main><h1>${escapeHtml(d.bot)}</h1><p>by ${escapeHtml(d.author)}</p>` +
      `<h2>Rating</h2>${ratingChart(d)}<h2>Versions</h2>${versionsTable(d, mine)}` +
      `<h2>Head to head</h2>${headToHeadTable(d)}<h2>Latest games</h2>${matchTable(d.games)}</main>`,
  });
}
