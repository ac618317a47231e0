/** A Summoner War tournament as a self-contained HTML page (src/report charts and tables; no scripts, nothing fetched). */
import { callbackArg, objectArg, optionsArg } from '../../core/args.js';
import { htmlReport } from '../../report/htmlReport.js';
import { escapeHtml } from '../../report/escapeHtml.js';
import { htmlTable } from '../../report/htmlTable.js';
import { svgBarChart } from '../../report/svgBarChart.js';
import { END_REASONS, type TournamentResult } from '../tournament/tournamentResult.js';
import {
  firstSeatLine,
  headToHead,
  lengthLines,
  sharePercent,
  ratingNote,
  reasonText,
  standingsRows,
} from './tournamentText.js';

/**
 * One played match as the matches table shows it: bot names by seat (seat 0 first) and the winner's name or null.
 * @category Reports
 */
export interface MatchRow {
  /** The match's position in the schedule, from 0. */
  index: number;
  /** The bots' names, seat 0 (who played first) then seat 1. */
  seats: [string, string];
  /** The winner's name, or null for a draw. */
  winner: string | null;
  /** Turns begun. */
  turns: number;
  /** How it ended, in words. */
  reason: string;
}

/**
 * Extras for the page: a link to each match's replay, and the matches table (shown only when rows are given).
 * @category Reports
 */
export interface TournamentHtmlOptions {
  /** The (relative) address of match `matchIndex`'s replay; without it the matches table has no links. */
  replayHref?: (matchIndex: number) => string;
  /** The rows of the matches table, in schedule order; without them the page has no matches table. */
  matchRows?: readonly MatchRow[];
}

/**
 * Chart labels longer than this are cut (the tables keep full names): svgBarChart leaves 80 pixels under the axis for
 * labels turned 45 degrees, which holds about 12 characters.
 */
const LABEL_MAX = 12;

/** A name cut in the middle, keeping both ends: bots of one family tend to differ only at the end ("bot-v2", "bot-v3"). */
function label(name: string): string {
  if (name.length <= LABEL_MAX) return name;
  const head = Math.floor((LABEL_MAX - 1) / 2);
  return `${name.slice(0, head)}…${name.slice(name.length - (LABEL_MAX - 1 - head))}`;
}

/** Width for a chart of `bars` bars: at least the default, wider when bars would be thinner than about 18 pixels. */
function chartWidth(bars: number): number {
  return Math.max(640, 100 + 18 * bars);
}

/**
 * A cell's background for a score share in [0, 1] (a draw counts half): orange below one half, white at one half,
 * blue above; light at both ends so black digits stay readable, and the digits carry the value without colour.
 */
export function shareColour(share: number): string {
  const lose = [244, 165, 130],
    even = [255, 255, 255],
    win = [146, 197, 222];
  const s = Math.min(1, Math.max(0, share));
  const [from, to, t] = s < 0.5 ? [lose, even, s * 2] : [even, win, (s - 0.5) * 2];
  const hex = from
    .map((c, k) =>
      Math.round(c + ((to[k] ?? c) - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
  return `#${hex}`;
}

function standingsSection(result: TournamentResult): string {
  const { headers, rows } = standingsRows(result);
  const bots = result.names.length;
  const intro = `<p>${escapeHtml(`${bots} bots, ${result.matches} matches, seed ${result.seed}. Standings by wins, then total kills; bots equal on both share a rank.`)}</p>`;
  const notes = `<p>${escapeHtml('Errors: calls whose answer was lost (threw, timed out, malformed) and forfeits; Timeouts: those that ran out of time. Rejected: single orders the rules refused.')}</p>`;
  const failed = result.standings.filter((s) => s.loadError !== undefined);
  const failures =
    failed.length === 0
      ? ''
      : `\n<p>${escapeHtml('Bots that could not be loaded (they forfeit every match):')}</p>\n<ul class="load-errors">\n${failed.map((s) => `<li><strong>${escapeHtml(s.name)}</strong>: ${escapeHtml(s.loadError ?? '')}</li>`).join('\n')}\n</ul>`;
  return `${intro}\n${htmlTable(
    headers,
    rows.map((r) => r.map(String)),
    { cls: 'standings', textColumns: [1] },
  )}\n${notes}${failures}`;
}

function ratingsSection(result: TournamentResult): string {
  const chart = svgBarChart({
    title: 'Bradley-Terry ratings with 95% bootstrap intervals',
    yLabel: 'rating (Elo scale, mean 0)',
    id: 'ratings',
    width: chartWidth(result.standings.length),
    bars: result.standings.map((s) => ({
      label: label(s.name),
      value: s.rating,
      ...(s.ratingLo === null || s.ratingHi === null ? {} : { lo: s.ratingLo, hi: s.ratingHi }),
    })),
  });
  return `${chart}<p>${escapeHtml(ratingNote(result))}</p>`;
}

function matrixSection(result: TournamentResult): string {
  const order = result.standings.map((s) => s.index);
  const name = (i: number): string => result.names[i] ?? '';
  const head = `<tr><th>${escapeHtml('Bot')}</th>${order.map((j, k) => `<th title="${escapeHtml(name(j))}">#${k + 1}</th>`).join('')}</tr>`;
  const rows = order.map((i, k) => {
    const cells = order.map((j) => {
      if (i === j) return '<td class="self">—</td>';
      const w = result.winMatrix.wins[i]?.[j] ?? 0,
        d = result.winMatrix.draws[i]?.[j] ?? 0,
        l = result.winMatrix.wins[j]?.[i] ?? 0;
      const games = w + d + l;
      if (games === 0) return '<td class="unplayed">.</td>';
      const share = (w + d / 2) / games;
      const tip = `${name(i)} v ${name(j)}: ${w} won, ${d} drawn, ${l} lost`;
      return `<td class="h2h" data-share="${share.toFixed(3)}" style="background:${shareColour(share)}" title="${escapeHtml(tip)}">${headToHead(result, i, j)}</td>`;
    });
    return `<tr><th>${escapeHtml(`#${k + 1} ${name(i)}`)}</th>${cells.join('')}</tr>`;
  });
  const legend =
    "<p>Each cell is the row bot's wins-draws-losses against the column bot over both seats (columns are numbered by rank position). " +
    'Shading: blue when the row bot scored more than half (a draw counts half), orange when less, white when even.</p>';
  // Many bots make the table wider than the page: it scrolls sideways rather than wrapping "2-0-0" over three lines.
  return `${legend}\n<div style="overflow-x:auto">\n<table class="win-matrix" style="white-space:nowrap">\n<thead>${head}</thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>\n</div>`;
}

function firstSeatSection(result: TournamentResult): string {
  const f = result.firstSeat;
  const line = `<p>${escapeHtml(`${firstSeatLine(result)} The rate counts decided matches only; draws are reported apart.`)}</p>`;
  if (f.rate === null) return line;
  const chart = svgBarChart({
    title: 'Share of decided matches won, by seat',
    yLabel: 'share of decided matches',
    id: 'first-seat',
    height: 300,
    yMax: 1,
    bars: [
      { label: 'first', value: f.rate, lo: f.ci95[0], hi: f.ci95[1] },
      { label: 'second', value: 1 - f.rate, lo: 1 - f.ci95[1], hi: 1 - f.ci95[0] },
    ],
  });
  const facts = htmlTable(
    ['Seat', 'Won', 'Lost', 'Drawn', 'Win rate (decided)', '95% interval'],
    [
      [
        'first',
        String(f.wins),
        String(f.losses),
        String(f.draws),
        sharePercent(f.rate),
        `${sharePercent(f.ci95[0])} to ${sharePercent(f.ci95[1])}`,
      ],
    ],
    { cls: 'first-seat' },
  );
  return `${chart}${line}\n${facts}`;
}

/** Upper ends of the length bins: match lengths run from a handful of turns to the limit, so the bins widen. */
const LENGTH_EDGES = [5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

/** Match lengths in widening bins (1-5, 6-10, 11-20, 21-50, ...), from the first bin used to the last. */
function lengthBins(histogram: readonly { turns: number; count: number }[]): { label: string; value: number }[] {
  const bins = LENGTH_EDGES.map((to, i) => ({ from: i === 0 ? 0 : (LENGTH_EDGES[i - 1] as number) + 1, to, count: 0 }));
  for (const h of histogram) {
    const bin = bins.find((b) => h.turns <= b.to) ?? bins[bins.length - 1];
    if (bin) bin.count += h.count;
  }
  const used = bins.map((b, i) => (b.count > 0 ? i : -1)).filter((i) => i >= 0);
  if (used.length === 0) return [];
  return bins
    .slice(used[0], (used[used.length - 1] as number) + 1)
    .map((b) => ({ label: `${b.from}-${b.to}`, value: b.count }));
}

function lengthsSection(result: TournamentResult): string {
  const bars = lengthBins(result.lengths.histogram);
  const chart =
    bars.length === 0
      ? ''
      : svgBarChart({
          title: 'How many turns the matches lasted',
          yLabel: 'matches',
          id: 'lengths',
          bars,
        });
  const reasons = htmlTable(
    ['Ended by', 'Matches'],
    END_REASONS.map((r) => [reasonText(r), String(result.lengths.byReason[r])]),
    { cls: 'end-reasons' },
  );
  return `${chart}<p>${escapeHtml(lengthLines(result)[0] ?? '')}</p>\n${reasons}`;
}

function errorsSection(result: TournamentResult): string {
  const any = result.standings.some((s) => s.errors > 0);
  const chart = !any
    ? ''
    : svgBarChart({
        title: 'Lost calls and forfeits per bot',
        yLabel: 'errors',
        id: 'errors',
        width: chartWidth(result.standings.length),
        bars: result.standings.map((s) => ({ label: label(s.name), value: s.errors })),
      });
  const none = any ? '' : `<p>${escapeHtml('No bot lost a call or forfeited.')}</p>\n`;
  const rows = result.standings.map((s) => [
    s.name,
    String(s.played),
    String(s.errors),
    String(s.timeouts),
    String(s.rejectedOrders),
    s.loadError ?? '',
  ]);
  return `${chart}${none}${htmlTable(['Bot', 'Played', 'Errors', 'Timeouts', 'Rejected orders', 'Load error'], rows, { cls: 'errors', textColumns: [0, 5] })}`;
}

function matchesSection(rows: readonly MatchRow[], href: ((i: number) => string) | undefined): string {
  const th = ['Match', 'First seat', 'Second seat', 'Winner', 'Turns', 'Ended by', ...(href ? ['Replay'] : [])]
    .map((h, k) => `<th${k >= 1 && k <= 3 ? ' style="text-align:left"' : ''}>${escapeHtml(h)}</th>`)
    .join('');
  const trs = [...rows]
    .sort((a, b) => a.index - b.index)
    .map((m) => {
      const cells = [
        String(m.index + 1),
        m.seats[0],
        m.seats[1],
        m.winner ?? 'draw',
        String(m.turns),
        m.reason.replace(/-/g, ' '),
      ].map((c, k) => `<td${k >= 1 && k <= 3 ? ' style="text-align:left"' : ''}>${escapeHtml(c)}</td>`);
      if (href) cells.push(`<td><a href="${escapeHtml(href(m.index))}">replay</a></td>`);
      return `<tr>${cells.join('')}</tr>`;
    });
  return `<table class="matches">\n<thead><tr>${th}</tr></thead>\n<tbody>\n${trs.join('\n')}\n</tbody>\n</table>`;
}

/**
 * A tournament as a self-contained HTML page: standings, ratings with intervals, the shaded win matrix, the first
 * seat's record, match lengths, errors, and the matches (linked to their replays when `opts` says where they are).
 *
 * @param title - the page's title
 * @throws TypeError for a title that is not a string, options that are not an object, a `replayHref` that is not a
 * function or `matchRows` that are not a list
 * @example
 * ```ts
 * import { renderTournamentHtml, tournamentResult } from 'fray/summoner';
 *
 * const result = tournamentResult({ seed: 1, names: ['a', 'b'], loadErrors: [null, null], matches: [] });
 * console.log(renderTournamentHtml(result, 'Empty cup').startsWith('<!DOCTYPE html>'));
 * //> true
 * ```
 * @category Reports
 */
export function renderTournamentHtml(result: TournamentResult, title: string, options?: TournamentHtmlOptions): string {
  const fn = 'renderTournamentHtml';
  objectArg(fn, 'result', result);
  if (typeof title !== 'string') throw new TypeError(`${fn}: title must be a string, got ${typeof title}`);
  const opts = optionsArg(fn, options);
  callbackArg(fn, 'options.replayHref', opts.replayHref);
  if (opts.matchRows !== undefined && !Array.isArray(opts.matchRows))
    throw new TypeError(`${fn}: options.matchRows must be a list of rows, got ${typeof opts.matchRows}`);
  const sections = [
    { heading: 'Standings', html: standingsSection(result) },
    { heading: 'Ratings', html: ratingsSection(result) },
    { heading: 'Head to head', html: matrixSection(result) },
    { heading: 'First seat', html: firstSeatSection(result) },
    { heading: 'Match lengths', html: lengthsSection(result) },
    { heading: 'Errors', html: errorsSection(result) },
  ];
  if (opts.matchRows !== undefined)
    sections.push({ heading: 'Matches', html: matchesSection(opts.matchRows, opts.replayHref) });
  return htmlReport({ title, sections });
}
