/** The Marked for Death viewer: both sides as rows of fighters, the round's matchups as lines, the log, the table and the keys. */
import { h, replaceChildren } from '../dom.js';
import { boardWrap, header, keysHelp, showFailure, sideKey, tableSection, viewerRoot } from '../layout.js';
import { Player } from '../player.js';
import { scrollable } from '../scrollable.js';
import type { PageData } from '../pageData.js';
import { formatProblem } from '../../../src/core/result.js';
import type { SideIndex } from '../../../src/mfd/model.js';
import { jsonFrames, replayFrames, type BattleFrames } from './battleFrames.js';
import { BattleSvg } from './battleSvg.js';

/** Rounds per second to choose from. */
const SPEEDS = [0.5, 1, 2, 4, 8, 16];

/**
 * Shows a Marked for Death battle (a replay, or the start and end of `--json`) in `root`; returns what stops it (its
 * player's timer and keys), for a page that shows one battle after another.
 */
export function mfdView(root: HTMLElement, data: Extract<PageData, { kind: 'mfd' | 'mfd-json' }>): () => void {
  let b: BattleFrames;
  if (data.kind === 'mfd') {
    const built = replayFrames(data.replay, data.source);
    if (!built.ok) {
      showFailure(root, formatProblem(built.problem));
      return () => undefined;
    }
    b = built.value;
  } else b = jsonFrames(data.battle);
  return new MfdPage(root, b).mount(data);
}

/** One frame of the battle: a round's end (or the start). */
type Frame = BattleFrames['frames'][number];

/** The page's parts, and what ties them to the round on screen. */
class MfdPage {
  private readonly last: number;
  private readonly svg: BattleSvg;
  private readonly title: HTMLElement;
  private readonly log: HTMLElement;
  private readonly tableBody: HTMLElement;
  private readonly tooltip: HTMLElement;
  private readonly caption: HTMLElement;
  private readonly player: Player;

  constructor(
    private readonly root: HTMLElement,
    private readonly b: BattleFrames,
  ) {
    this.last = b.frames.length - 1;
    this.svg = new BattleSvg(b);
    this.title = h('h2', { class: 'step-title' });
    this.log = h('ul', { class: 'happened' });
    this.tableBody = h('tbody');
    this.tooltip = h('div', { class: 'tooltip', role: 'tooltip', hidden: true });
    this.caption = h('caption');
    const last = this.last;
    this.player = new Player({
      count: b.frames.length,
      label: (i) => this.label(i),
      draw: (i) => this.draw(i),
      jump: b.note === undefined ? { label: 'Round', max: last, frameOf: (n) => n, valueOf: (i) => i } : undefined,
      speeds: SPEEDS,
      speed: 1,
    });
    this.followPointer();
  }

  /** Puts the page together in `root` and shows the start; returns what stops its player. */
  mount(data: Extract<PageData, { kind: 'mfd' | 'mfd-json' }>): () => void {
    const { b, root, player } = this;
    const rounds = b.frames[this.last]?.round ?? 0;
    viewerRoot(root);
    replaceChildren(
      root,
      header(
        data,
        `Marked for Death: ${b.sides[0].title} v ${b.sides[1].title}`,
        `Seed ${b.seed}, ${rounds} round${rounds === 1 ? '' : 's'}. ${b.ending}`,
      ),
      b.note === undefined ? null : h('p', { class: 'note', role: 'note' }, b.note),
      sideKey([
        'Heroes: blue circles on the left; their swings are solid lines',
        'Villains: orange diamonds on the right; their swings are dashed lines',
      ]),
      h(
        'p',
        { class: 'letters' },
        'A thicker line did more damage; a faint one missed; a dotted one was turned aside by a bodyguard. A cross marks a fighter who fell this round; "linked" one who fell with a linked fighter.',
      ),
      h(
        'div',
        { class: 'stage' },
        boardWrap('The battle', this.svg.svg, this.tooltip),
        scrollable(
          h(
            'aside',
            { class: 'step-panel', 'aria-label': 'This round' },
            this.title,
            h('h3', {}, 'What happened'),
            this.log,
          ),
        ),
      ),
      player.element,
      tableSection('The fighters as a table', fighterTable(this.caption, this.tableBody)),
      keysHelp(false),
    );
    player.go(0, true);
    root.removeAttribute('aria-busy');
    root.dataset.ready = 'true';
    return () => player.destroy();
  }

  /** Frame `i`'s title: the round it follows (of how many, when all are known), and at the end how it ended. */
  private label(i: number): string {
    const { b, last } = this;
    const f = b.frames[i];
    if (!f) return '';
    const what =
      f.round === 0
        ? 'Start of the battle'
        : `After round ${f.round}${b.note === undefined ? ` of ${b.frames[last]?.round ?? 0}` : ''}`;
    return i === last && i > 0 ? `${what}. ${b.ending}` : what;
  }

  /** Draws frame `i`: the board, the title, what happened, and the table. */
  private draw(i: number): void {
    const { b, root } = this;
    const f = b.frames[i];
    if (!f) return;
    this.svg.draw(i);
    // A tooltip describes what was under the pointer; after a step that may be something else.
    this.tooltip.hidden = true;
    this.title.textContent = this.label(i);
    replaceChildren(
      this.log,
      ...(f.log.length === 0
        ? [
            h(
              'li',
              { class: 'none' },
              i === 0 ? 'The sides line up.' : b.note === undefined ? 'Nothing happened.' : 'Only the end is known.',
            ),
          ]
        : f.log.map((l) => h('li', {}, l))),
    );
    this.caption.textContent = `Fighters: ${this.label(i)}`;
    replaceChildren(this.tableBody, ...this.fighterRows(i, f));
    root.dataset.frame = String(i);
    root.dataset.round = String(f.round);
  }

  /** The table's rows at frame `i`: every fighter of both sides, with its HP, status and numbers. */
  private fighterRows(i: number, f: Frame): HTMLTableRowElement[] {
    const { b } = this;
    const rows: HTMLTableRowElement[] = [];
    for (const side of [0, 1] as const) {
      b.sides[side].fighters.forEach((fighter, k) => {
        const hp = f.hp[side][k] ?? 0;
        const prev = b.frames[i - 1]?.hp[side][k] ?? hp;
        const status = hp > 0 ? 'standing' : prev > 0 && i > 0 ? 'fell this round' : 'fallen';
        rows.push(
          h(
            'tr',
            { 'data-side': side, 'data-index': k },
            ...[
              side === 0 ? 'Heroes' : 'Villains',
              fighter.name,
              String(hp),
              String(fighter.startHp),
              status,
              b.describe(i, side, k),
            ].map((c, k) => h('td', k === 5 ? { class: 'numbers' } : {}, c)),
          ),
        );
      });
    }
    return rows;
  }

  /** Describes the fighter under the pointer in the tooltip, beside the pointer. */
  private followPointer(): void {
    const { svg, tooltip } = this;
    svg.svg.addEventListener('mousemove', (e) => {
      const g = (e.target as Element).closest('g.fighter') as SVGGElement | null;
      if (!g) {
        tooltip.hidden = true;
        return;
      }
      tooltip.textContent = this.b.describe(
        this.player.current,
        Number(g.dataset.side) as SideIndex,
        Number(g.dataset.index),
      );
      tooltip.hidden = false;
      const box = svg.svg.getBoundingClientRect();
      tooltip.style.left = `${e.clientX - box.left + 14}px`;
      tooltip.style.top = `${e.clientY - box.top + 14}px`;
    });
    svg.svg.addEventListener('mouseleave', () => void (tooltip.hidden = true));
  }
}

/** The fighters' table: its caption and body are filled as the frames are drawn. */
function fighterTable(caption: HTMLElement, body: HTMLElement): HTMLTableElement {
  return h(
    'table',
    { class: 'board-table' },
    caption,
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...['Side', 'Fighter', 'HP', 'Starting HP', 'Status', 'Numbers this round'].map((t) =>
          h('th', { scope: 'col' }, t),
        ),
      ),
    ),
    body,
  );
}
