/** The board as a table (the board's text alternative), and a demon in words (the board's tooltip), in a seat's frame. */
import { h, replaceChildren } from '../dom.js';
import { tableSection } from '../layout.js';
import { SIDE_SHAPE } from '../palette.js';
import { maxHp, type Demon, type MatchState } from '../../../src/summoner/rules/model.js';
import { demonLetter } from './boardSvg.js';
import type { BoardFrame } from './boardFrame.js';

const COLUMNS = [
  'Id',
  'Side',
  'Token',
  'Cell (x, y)',
  'HP',
  'Max HP',
  'Life',
  'Attack',
  'Defense',
  'Range',
  'Capacity',
  'Name',
];

/** Everything about a demon in one line, its private name included (the replay holds it); x in the frame shown. */
export function describeDemon(
  d: Demon,
  state: MatchState,
  names: readonly [string, string],
  frame: BoardFrame,
): string {
  return (
    `${names[d.owner]} #${d.id}${d.name ? ` "${d.name}"` : ''} at (${frame.x(d.x)}, ${d.y}): ${d.capacity}${d.merged ? ' (merged)' : ''}, ` +
    `HP ${d.hp} of ${maxHp(d, state.rules)}, life ${d.life}, attack ${d.attack}, defense ${d.defense}, range ${d.range}`
  );
}

/** The table of the demons on the board. */
export class DemonTable {
  readonly element: HTMLElement;
  private readonly body = h('tbody');
  private readonly caption = h('caption');

  constructor(
    private readonly names: readonly [string, string],
    private readonly frame: BoardFrame,
  ) {
    const head = h('thead', {}, h('tr', {}, ...COLUMNS.map((t) => h('th', { scope: 'col' }, t))));
    this.element = tableSection(
      'The board as a table',
      h('table', { class: 'board-table' }, this.caption, head, this.body),
    );
  }

  /** Lists the demons of `state`, under `caption`. */
  show(state: MatchState, caption: string): void {
    this.caption.textContent = caption;
    replaceChildren(this.body, ...state.demons.map((d) => this.row(d, state)));
  }

  private row(d: Demon, state: MatchState): HTMLTableRowElement {
    const cells = [
      String(d.id),
      this.names[d.owner],
      `${SIDE_SHAPE[d.owner]} ${demonLetter(d)}`,
      `(${this.frame.x(d.x)}, ${d.y})`,
      String(d.hp),
      String(maxHp(d, state.rules)),
      String(d.life),
      String(d.attack),
      String(d.defense),
      String(d.range),
      d.capacity + (d.merged ? ' (merged)' : ''),
      d.name,
    ];
    return h('tr', { 'data-id': d.id }, ...cells.map((c) => h('td', {}, c)));
  }
}
