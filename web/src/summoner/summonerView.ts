/**
 * The Summoner War viewer: the board with the step's events drawn on it, the orders and the log beside it, the
 * player, each side's totals as charts, the faults, the board as a table, and the keys.
 */
import { h, replaceChildren } from '../dom.js';
import { header, keysHelp, showFailure, sideKey } from '../layout.js';
import { Player } from '../player.js';
import { SIDE_SHAPE } from '../palette.js';
import type { ViewData } from '../../../src/report/viewData.js';
import { formatProblem } from '../../../src/core/result.js';
import { describeResult } from '../../../src/summoner/report/matchLog.js';
import { maxHp, type Demon, type MatchState } from '../../../src/summoner/rules/model.js';
import { BoardSvg, demonLetter, type EventLayer } from './boardSvg.js';
import type { MatchStep } from '../../../src/summoner/match/runMatch.js';
import { matchFrames, stepLabel, totalsOf } from './matchFrames.js';
import { ordersText } from './ordersText.js';
import { TotalsCharts } from './totalsCharts.js';

/** Steps per second to choose from; 4 is a turn a second. */
const SPEEDS = [1, 2, 4, 8, 16, 32, 64, 128];

/** Shows a Summoner War replay in `root`. */
export function summonerView(root: HTMLElement, data: Extract<ViewData, { kind: 'summoner' }>): void {
  const built = matchFrames(data.replay, data.source);
  if (!built.ok) return showFailure(root, formatProblem(built.problem));
  const f = built.value;
  performance.mark('fray-rerun');
  const { replay, names } = f;
  const final = f.states[f.states.length - 1] as MatchState;
  const result = final.result === null ? 'unfinished' : describeResult(final.result, names, final.turn);

  const board = new BoardSvg(replay.rules);
  const tooltip = h('div', { class: 'tooltip', role: 'tooltip', hidden: true });
  const stepTitle = h('h2', { class: 'step-title' });
  const phases = h('div', { class: 'phases' });
  const charts = new TotalsCharts(f.totals, names);
  const tableBody = h('tbody');
  const tableCaption = h('caption');
  let shown: MatchState = f.states[0] as MatchState;

  const draw = (i: number): void => {
    const state = f.states[i];
    const step = replay.steps[i];
    if (!state || !step) return;
    shown = state;
    // A tooltip describes what was under the pointer; after a step that may be something else.
    tooltip.hidden = true;
    const turn = f.turnOf[i] ?? 0;
    // The whole turn so far is drawn, earlier phases faded (a turn's first battle phase explains its second),
    // and the turn so far is listed beside the board with this step marked.
    let first = i;
    while (first > 0 && f.turnOf[first - 1] === turn) first--;
    const layers: EventLayer[] = [];
    for (let j = first; j <= i; j++) {
      const events = replay.steps[j]?.events ?? [];
      if (j < i && replay.steps[j]?.input.type !== 'battle') continue;
      layers.push({ before: j === 0 ? f.start : (f.states[j - 1] as MatchState), events, faded: j < i });
    }
    board.draw(state, layers);
    // Marks belong to the step that made them: only this step's are drawn.
    const seat = step.input.type === 'setup' ? undefined : step.input.seat;
    board.drawMarks(
      seat === undefined ? [] : (step.marks ?? []).map((mark) => ({ seat, mark })),
      i === 0 ? f.start : (f.states[i - 1] as MatchState),
    );
    const label = stepLabel(f, i);
    stepTitle.textContent = turn === 0 ? 'Setup' : `Turn ${turn}`;
    const parts: HTMLElement[] = [];
    let current: HTMLElement | undefined;
    for (let j = first; j <= i; j++) {
      const s = replay.steps[j];
      if (!s) continue;
      const part = phasePart(s, f.log[j] ?? [], names, j === i);
      if (j === i) current = part;
      parts.push(part);
    }
    replaceChildren(phases, ...parts);
    if (current) phases.parentElement?.scrollTo({ top: Math.max(0, current.offsetTop - 40) });
    charts.show(f.turnOf[i] ?? 0, totalsOf(state), `after step ${i + 1} (turn ${f.turnOf[i] ?? 0})`);
    tableCaption.textContent = `The board after step ${i + 1}: ${label}`;
    replaceChildren(tableBody, ...state.demons.map((d) => demonRow(d, state, names)));
    root.dataset.frame = String(i);
    root.dataset.turn = String(f.turnOf[i] ?? 0);
    const ends = f.turnEnds.indexOf(i);
    if (ends >= 0) root.dataset.turnEnd = String(ends);
    else delete root.dataset.turnEnd;
  };

  const player = new Player({
    count: f.states.length,
    label: (i) => stepLabel(f, i),
    draw,
    stops: f.turnEnds,
    marks: f.marks,
    jump: {
      label: 'Turn',
      max: f.turnEnds.length - 1,
      frameOf: (n) => f.turnEnds[n] ?? 0,
      valueOf: (i) => f.turnOf[i] ?? 0,
    },
    speeds: SPEEDS,
    speed: 2,
  });

  // Hovering a demon shows everything about it, its private name included (the replay holds it).
  board.svg.addEventListener('mousemove', (e) => {
    const g = (e.target as Element).closest('g.demon');
    const d = g === null ? undefined : shown.demons.find((x) => String(x.id) === (g as SVGGElement).dataset.id);
    if (!d) {
      tooltip.hidden = true;
      return;
    }
    tooltip.textContent = describeDemon(d, shown, names);
    tooltip.hidden = false;
    const box = board.svg.getBoundingClientRect();
    tooltip.style.left = `${e.clientX - box.left + 14}px`;
    tooltip.style.top = `${e.clientY - box.top + 14}px`;
  });
  board.svg.addEventListener('mouseleave', () => void (tooltip.hidden = true));

  const faults =
    f.marks.length === 0
      ? null
      : h(
          'section',
          { class: 'faults', 'aria-labelledby': 'faults-title' },
          h('h2', { id: 'faults-title' }, `Faults (${f.marks.length})`),
          h(
            'ul',
            {},
            ...f.marks.map((m) => {
              const b = h('button', { type: 'button', class: `fault-link mark-${m.kind}` }, m.text);
              b.addEventListener('click', () => player.go(m.frame));
              return h('li', {}, b);
            }),
          ),
        );

  const table = h(
    'table',
    { class: 'board-table' },
    tableCaption,
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...[
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
        ].map((t) => h('th', { scope: 'col' }, t)),
      ),
    ),
    tableBody,
  );

  // A toggle per seat for its debug marks, shown only when the replay has any (hiding is a class on the root).
  const marked = [0, 1].filter((seat) =>
    replay.steps.some((st) => st.input.type !== 'setup' && st.input.seat === seat && (st.marks?.length ?? 0) > 0),
  );
  const markToggles =
    marked.length === 0
      ? null
      : h(
          'p',
          { class: 'mark-toggles' },
          'Debug marks: ',
          ...marked.map((seat) => {
            const box = h('input', {
              type: 'checkbox',
              checked: true,
              'data-seat': seat,
              'aria-label': `Show ${names[seat as 0 | 1]}'s marks`,
            });
            box.addEventListener('change', () => root.classList.toggle(`hide-marks-${seat}`, !box.checked));
            return h('label', {}, box, ` ${names[seat as 0 | 1]} `);
          }),
        );

  const facts = `Seed ${replay.seed}, ${final.turn} turns, ${f.states.length} steps. ${result}; kills ${final.kills[0]}\u2013${final.kills[1]}.`;
  replaceChildren(
    root,
    header(data, `${names[0]} v ${names[1]}`, facts),
    sideKey([
      `${names[0]}: first seat, starts west; blue ${SIDE_SHAPE[0]}s, upper-case letters, solid lines`,
      `${names[1]}: second seat, starts east; orange ${SIDE_SHAPE[1]}s, lower-case letters, dashed lines`,
    ]),
    h(
      'p',
      { class: 'letters' },
      'Letters: M merge, H heal, C cross, E eat. The bar under a demon is its HP. Hover a demon for its stats and name.',
    ),
    markToggles,
    h(
      'div',
      { class: 'stage' },
      h('div', { class: 'board-wrap' }, board.svg, tooltip),
      h('aside', { class: 'step-panel', 'aria-label': 'This turn' }, stepTitle, phases),
    ),
    player.element,
    charts.element,
    faults,
    h(
      'section',
      { class: 'table-section', 'aria-labelledby': 'table-title' },
      h('h2', { id: 'table-title' }, 'The board as a table'),
      table,
    ),
    keysHelp(true),
  );
  player.go(0, true);
  root.removeAttribute('aria-busy');
  root.dataset.ready = 'true';
}

/** One phase of the turn beside the board: who acted, their orders (refusals marked) and what happened. */
function phasePart(
  step: MatchStep,
  log: readonly string[],
  names: readonly [string, string],
  current: boolean,
): HTMLElement {
  const input = step.input;
  const who =
    input.type === 'setup'
      ? 'Both sides summon'
      : `${names[input.seat]} ${input.type === 'enhance' ? 'enhances' : input.type === 'battle' ? 'battles' : 'forfeits'}`;
  const lines = ordersText(step, names);
  const orders = h(
    'ol',
    { class: 'orders' },
    ...(lines.length === 0
      ? [h('li', { class: 'none' }, 'no orders')]
      : lines.map((l) =>
          h(
            'li',
            { class: l.refused === undefined ? '' : 'refused' },
            l.text,
            l.refused === undefined ? null : h('span', { class: 'why' }, ` \u2014 refused: ${l.refused}`),
          ),
        )),
  );
  // The log's first line repeats who acts; the rest is what happened.
  const events = log.slice(input.type === 'forfeit' ? 0 : 1);
  const happened = h(
    'ul',
    { class: 'happened' },
    ...(events.length === 0 ? [h('li', { class: 'none' }, 'nothing happened')] : events.map((l) => h('li', {}, l))),
  );
  return h(
    'section',
    { class: `phase${current ? ' current' : ''}`, ...(current ? { 'aria-current': 'step' } : {}) },
    h('h3', {}, who),
    h('h4', {}, 'Orders'),
    orders,
    h('h4', {}, 'What happened'),
    happened,
  );
}

function describeDemon(d: Demon, state: MatchState, names: readonly [string, string]): string {
  return (
    `${names[d.owner]} #${d.id}${d.name ? ` "${d.name}"` : ''} at (${d.x}, ${d.y}): ${d.capacity}${d.merged ? ' (merged)' : ''}, ` +
    `HP ${d.hp} of ${maxHp(d, state.rules)}, life ${d.life}, attack ${d.attack}, defense ${d.defense}, range ${d.range}`
  );
}

function demonRow(d: Demon, state: MatchState, names: readonly [string, string]): HTMLTableRowElement {
  const cells = [
    String(d.id),
    names[d.owner],
    `${SIDE_SHAPE[d.owner]} ${demonLetter(d)}`,
    `(${d.x}, ${d.y})`,
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
