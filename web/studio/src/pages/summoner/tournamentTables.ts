/**
 * A tournament's result as the CLI prints it, as tables: the standings, the head-to-head table (the row bot's
 * wins-draws-losses against the column bot, both seats, bots by rank), and the matches, each of which can be watched.
 */
import { type TournamentResult } from '../../../../../src/summoner/index.js';
import {
  firstSeatLine,
  headToHead,
  lengthLines,
  standingsRows,
} from '../../../../../src/summoner/report/tournamentText.js';
import { h } from '../../../../src/dom.js';
import type { PlayedMatch } from './playPageTournament.js';

function scroller(label: string, table: HTMLElement): HTMLElement {
  return h('div', { class: 'sw-standings-wrap', tabindex: 0, role: 'region', 'aria-label': label }, table);
}

/** The standings, best first. */
export function standingsTable(result: TournamentResult, stopped: boolean): HTMLElement {
  const { headers, rows } = standingsRows(result);
  const caption = `Standings${stopped ? ' (stopped early: the matches finished so far)' : ''}: seed ${result.seed}, ${result.matches} matches`;
  const row = (r: (string | number)[]) =>
    h('tr', {}, ...r.map((c, i) => (i === 1 ? h('th', { scope: 'row' }, String(c)) : h('td', {}, String(c)))));
  return scroller(
    'Standings',
    h(
      'table',
      { class: 'sw-standings', id: 'sw-standings' },
      h('caption', {}, caption),
      h('thead', {}, h('tr', {}, ...headers.map((t) => h('th', { scope: 'col' }, t)))),
      h('tbody', {}, ...rows.map(row)),
    ),
  );
}

/** The head-to-head table, by rank, as `fray summoner tournament` prints it. */
export function headToHeadTable(result: TournamentResult): HTMLElement {
  const order = result.standings.map((s) => s.index);
  const name = (i: number) => result.names[i] ?? '';
  const cells = (i: number) =>
    order.map((j) =>
      h('td', { 'data-row': name(i), 'data-col': name(j) }, i === j ? '\u2013' : headToHead(result, i, j)),
    );
  return scroller(
    'Head to head',
    h(
      'table',
      { class: 'sw-standings sw-head-to-head', id: 'sw-head-to-head' },
      h('caption', {}, "Head to head: the row bot's wins-draws-losses against the column bot, in both seats"),
      h(
        'thead',
        {},
        h('tr', {}, h('td', {}), ...order.map((j, k) => h('th', { scope: 'col' }, `#${k + 1} ${name(j)}`))),
      ),
      h(
        'tbody',
        {},
        ...order.map((i, k) => h('tr', {}, h('th', { scope: 'row' }, `#${k + 1} ${name(i)}`), ...cells(i))),
      ),
    ),
  );
}

/** The matches played, each with a button that shows it in the match viewer. */
export function matchList(matches: readonly PlayedMatch[], watch: (m: PlayedMatch) => void): HTMLElement {
  const item = (m: PlayedMatch) => {
    const [a, b] = m.replay.players.map((p) => p.name);
    const b1 = h('button', { type: 'button', class: 'sw-watch' }, `Watch match ${m.pairing.index + 1}: ${a} v ${b}`);
    b1.addEventListener('click', () => watch(m));
    const end = m.summary.winner === null ? 'a draw' : `${m.summary.winner === 0 ? a : b} won`;
    return h('li', {}, b1, ` \u2014 ${end} in ${m.summary.turns} turns`);
  };
  return h(
    'details',
    { class: 'sw-matches' },
    h('summary', {}, `The ${matches.length} matches, to watch`),
    h('ol', { id: 'sw-tournament-matches' }, ...matches.map(item)),
  );
}

/** Everything the tournament shows of its result. */
export function tournamentTables(
  result: TournamentResult,
  matches: readonly PlayedMatch[],
  stopped: boolean,
  watch: (m: PlayedMatch) => void,
): HTMLElement[] {
  return [
    standingsTable(result, stopped),
    headToHeadTable(result),
    h('p', {}, firstSeatLine(result)),
    ...lengthLines(result).map((l) => h('p', {}, l)),
    matchList(matches, watch),
  ];
}
