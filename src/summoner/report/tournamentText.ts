/** A Summoner War tournament as terminal text: standings, the win matrix, the first seat, match lengths, load errors. */
import { textTable } from '../../report/textTable.js';
import { END_REASONS, type EndReason, type Standing, type TournamentResult } from '../tournament/tournamentResult.js';

/** Above this many bots the text matrix would be wider than any terminal; the JSON and the HTML report still hold it. */
export const TEXT_MATRIX_MAX_BOTS = 24;

/** A fraction as a percentage with one decimal: 0.6123 -> "61.2%". */
export function sharePercent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

/** A rating rounded to a whole point, signed: "+152", "-37", "0". */
export function ratingText(r: number): string {
  const v = Math.round(r);
  return v > 0 ? `+${v}` : v === 0 ? '0' : String(v);
}

/** A standing's rating interval ("-40 to +85"), or "" when the bootstrap was not run. */
export function intervalText(s: Pick<Standing, 'ratingLo' | 'ratingHi'>): string {
  return s.ratingLo === null || s.ratingHi === null ? '' : `${ratingText(s.ratingLo)} to ${ratingText(s.ratingHi)}`;
}

/** How an end reason reads in a sentence ("turn limit"). */
export function reasonText(r: EndReason): string {
  return r.replace('-', ' ');
}

/** Row bot's record against column bot over both seats, as wins-draws-losses ("2-0-0"); "." if they never met. */
export function headToHead(result: TournamentResult, row: number, col: number): string {
  const w = result.winMatrix.wins[row]?.[col] ?? 0;
  const d = result.winMatrix.draws[row]?.[col] ?? 0;
  const l = result.winMatrix.wins[col]?.[row] ?? 0;
  return w + d + l === 0 ? '.' : `${w}-${d}-${l}`;
}

/** The ratings' method in one sentence. */
export function ratingNote(result: TournamentResult): string {
  const ci =
    result.bootstrapSamples > 0
      ? `; 95% intervals from ${result.bootstrapSamples} bootstrap resamples of the matches`
      : '';
  return (
    'Ratings: Bradley-Terry (a draw is half a win, plus one virtual draw per bot) on the Elo scale, mean 0: ' +
    `200 points apart means the higher bot wins about 76% of the time${ci}.`
  );
}

/** The first seat's record in one sentence, draws left out of the rate. */
export function firstSeatLine(result: TournamentResult): string {
  const f = result.firstSeat;
  const draws = `${f.draws} draw${f.draws === 1 ? '' : 's'} not counted`;
  if (f.rate === null) return `First seat: no decided matches (${draws}).`;
  return `First seat: won ${f.wins} of ${f.decided} decided matches, ${sharePercent(f.rate)} (95% interval ${sharePercent(f.ci95[0])} to ${sharePercent(f.ci95[1])}); ${draws}.`;
}

/** Match lengths and how matches ended, in one sentence each. */
export function lengthLines(result: TournamentResult): string[] {
  const l = result.lengths;
  const ended = `Ended by: ${END_REASONS.map((r) => `${reasonText(r)} ${l.byReason[r]}`).join(', ')}.`;
  if (l.mean === null) return ['Match length: no matches played.', ended];
  return [
    `Match length in turns: mean ${l.mean.toFixed(1)}, median ${l.median}, 90th percentile ${l.p90}, shortest ${l.min}, longest ${l.max}.`,
    ended,
  ];
}

/** The standings table's header and rows, best first; the interval column only when the bootstrap ran. */
export function standingsRows(result: TournamentResult): { headers: string[]; rows: (string | number)[][] } {
  const ci = result.bootstrapSamples > 0;
  return {
    headers: [
      'Rank',
      'Bot',
      'Played',
      'Won',
      'Drawn',
      'Lost',
      'Kills',
      'Errors',
      'Timeouts',
      'Rejected',
      'Rating',
      ...(ci ? ['95% interval'] : []),
    ],
    rows: result.standings.map((s) => [
      s.rank,
      s.name + (s.loadError === undefined ? '' : ' (not loaded)'),
      s.played,
      s.wins,
      s.draws,
      s.losses,
      s.kills,
      s.errors,
      s.timeouts,
      s.rejectedOrders,
      ratingText(s.rating),
      ...(ci ? [intervalText(s)] : []),
    ]),
  };
}

/**
 * A tournament as text, as `fray summoner tournament` prints it: standings, ratings, the win matrix, the first seat's
 * record and match lengths.
 *
 * @example
 * ```ts
 * import { renderTournamentText, tournamentResult } from 'fray/summoner';
 *
 * const result = tournamentResult({ seed: 1, names: ['a', 'b'], loadErrors: [null, 'syntax error'], matches: [] });
 * console.log(renderTournamentText(result).split('\n').slice(0, 2).join('\n'));
 * //> Seed: 1  (repeat this tournament with --seed 1)
 * //> 2 bots, 0 matches. Standings by wins, then total kills; equal on both shares a rank.
 * ```
 * @category Reports
 */
export function renderTournamentText(result: TournamentResult): string {
  const out: string[] = [];
  const bots = result.names.length;
  out.push(`Seed: ${result.seed}  (repeat this tournament with --seed ${result.seed})`);
  out.push(
    `${bots} bot${bots === 1 ? '' : 's'}, ${result.matches} match${result.matches === 1 ? '' : 'es'}. Standings by wins, then total kills; equal on both shares a rank.`,
    '',
  );
  const { headers, rows } = standingsRows(result);
  out.push(textTable(headers, rows, ['r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']));
  out.push(
    ratingNote(result),
    'Errors: calls whose answer was lost (threw, timed out, malformed) and forfeits; Timeouts: those that ran out of time. Rejected: orders the rules refused.',
    '',
  );

  if (bots > TEXT_MATRIX_MAX_BOTS) {
    out.push(`Head to head: ${bots} bots are too many for a terminal; see --json (winMatrix) or --report.`, '');
  } else if (bots > 0) {
    out.push(
      "Head to head: the row bot's wins-draws-losses against the column bot, both seats (columns by rank position):",
    );
    const order = result.standings.map((s) => s.index);
    out.push(
      textTable(
        ['', ...order.map((_, k) => `#${k + 1}`)],
        order.map((i, k) => [
          `#${k + 1} ${result.names[i] ?? ''}`,
          ...order.map((j) => (i === j ? 'x' : headToHead(result, i, j))),
        ]),
        ['l', ...order.map((): 'r' => 'r')],
      ),
    );
  }

  out.push(firstSeatLine(result), ...lengthLines(result));
  const failed = result.standings.filter((s) => s.loadError !== undefined);
  if (failed.length > 0) {
    out.push('', 'Bots that could not be loaded (they forfeit every match):');
    for (const s of failed) out.push(`  ${s.name}: ${s.loadError ?? ''}`);
  }
  if (result.failed.length > 0) {
    out.push('', 'Matches that could not be played (left out of the standings):');
    for (const f of result.failed) out.push(`  match ${f.index + 1}, ${f.seats[0]} v ${f.seats[1]}: ${f.error}`);
  }
  return `${out.join('\n')}\n`;
}
