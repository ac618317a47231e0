/** The ladder's front page: the leaderboard by conservative score, and the latest matches. */
import { escapeHtml } from '../../report/escapeHtml.js';
import { botLink, fixed, ladderLayout } from './ladderLayout.js';
import { matchTable } from './matchTable.js';
import type { LeaderboardRow, MatchRow, Viewer } from './pageData.js';

/** The leaderboard's table. */
function table(rows: readonly LeaderboardRow[]): string {
  if (rows.length === 0) return '<p>No bot plays yet: submit one.</p>';
  const body = rows
    .map(
      (r) =>
        `<tr><td>${r.rank}</td><th scope="row">${botLink(r.bot)} <span class="muted">v${r.seq}</span></th><td>${escapeHtml(r.author)}</td>` +
        `<td class="num">${fixed(r.score, 2)}</td><td class="num">${fixed(r.mu, 2)} \u00b1 ${fixed(3 * r.sigma, 2)}</td>` +
        `<td class="num">${r.games}</td><td class="num">${r.wins}</td><td class="num">${r.losses}</td><td class="num">${r.draws}</td><td class="num">${r.faults}</td></tr>`,
    )
    .join('\n');
  return (
    '<table class="board"><caption>Ranked by score = \u03bc \u2212 3\u03c3 (the interval is \u03bc \u00b1 3\u03c3)</caption>' +
    '<thead><tr><th scope="col">#</th><th scope="col">Bot</th><th scope="col">Author</th><th scope="col">Score</th><th scope="col">\u03bc \u00b1 3\u03c3</th>' +
    '<th scope="col">Games</th><th scope="col">Won</th><th scope="col">Lost</th><th scope="col">Drawn</th><th scope="col">Faults</th></tr></thead>' +
    `<tbody>\n${body}\n</tbody></table>`
  );
}

/** The front page; `paused` adds a notice. */
export function leaderboardPage(
  v: Viewer,
  d: { rows: readonly LeaderboardRow[]; recent: readonly MatchRow[]; paused: boolean },
): string {
  const notice = d.paused ? '<p class="notice" role="status">The ladder is paused: no new match starts.</p>' : '';
  return ladderLayout(v, {
    title: 'Leaderboard',
    body: `<main><h1>Leaderboard</h1>${notice}${table(d.rows)}<h2>Latest matches</h2>${matchTable(d.recent)}</main>`,
  });
}
