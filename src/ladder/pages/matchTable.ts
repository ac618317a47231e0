/** A list of matches as a table: who played whom, how it ended, and a link to watch it. */
import { escapeHtml } from '../../report/escapeHtml.js';
import { botLink } from './ladderLayout.js';
import type { MatchRow } from './pageData.js';

/** The result in words: the winner's name, a draw, or why it was not played. */
export function resultText(m: MatchRow): string {
  if (m.status === 'failed') return `not played (${m.voids} tries failed)`;
  if (m.status !== 'done') return m.status;
  const winner = m.winner === 0 ? m.first_bot : m.winner === 1 ? m.second_bot : undefined;
  return `${winner === undefined ? 'draw' : `${winner} won`} (${m.reason ?? ''}, ${m.turns ?? 0} turns)`;
}

/** The table; `caption` names it. */
export function matchTable(rows: readonly MatchRow[], caption = 'Matches, newest first'): string {
  if (rows.length === 0) return '<p>No match yet.</p>';
  const body = rows
    .map(
      (m) =>
        `<tr><td><a href="/matches/${m.id}">#${m.id}</a></td><td>${escapeHtml(m.kind)}</td>` +
        `<td>${botLink(m.first_bot)} v${m.first_seq}</td><td>${botLink(m.second_bot)} v${m.second_seq}</td>` +
        `<td>${escapeHtml(resultText(m))}</td></tr>`,
    )
    .join('\n');
  return (
    `<table class="matches"><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">Match</th><th scope="col">Kind</th>` +
    `<th scope="col">First seat</th><th scope="col">Second seat</th><th scope="col">Result</th></tr></thead><tbody>\n${body}\n</tbody></table>`
  );
}
