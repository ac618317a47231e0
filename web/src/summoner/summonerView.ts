/**
 * The Summoner War viewer: the board with the step's events drawn on it, the turn's orders and log beside it, the
 * player, each side's totals as charts, the faults, the board as a table, and the keys. Each bot has its own colour
 * (by name), and the whole page can show the match from either seat's side (the seat toggle, or the S key).
 */
import { h, replaceChildren } from '../dom.js';
import { boardWrap, header, keysHelp, showFailure, viewerRoot } from '../layout.js';
import { botColour, type BotColour } from '../palette.js';
import { Player, type PageKey } from '../player.js';
import type { ViewData } from '../../../src/report/viewData.js';
import { formatProblem } from '../../../src/core/result.js';
import { describeResult } from '../../../src/summoner/report/matchLog.js';
import type { MatchStep } from '../../../src/summoner/match/runMatch.js';
import { stepsInFrame } from '../../../src/summoner/replay/stepsAsSeen.js';
import type { MatchState } from '../../../src/summoner/rules/model.js';
import type { Side } from '../../../src/core/side.js';
import { BoardSvg, type EventLayer } from './boardSvg.js';
import { boardTooltip } from './boardTooltip.js';
import { DemonTable } from './demonTable.js';
import { logByStep, matchFrames, stepLabel, totalsOf, type MatchFrames, type StepLines } from './matchFrames.js';
import { faultList, markToggles, summonerSideKey } from './pageParts.js';
import { StepPanel } from './stepPanel.js';
import { TotalsCharts } from './totalsCharts.js';
import { TimeCharts, timedCalls } from './timeCharts.js';

/** Steps per second to choose from; 4 is a turn a second. */
const SPEEDS = [1, 2, 4, 8, 16, 32, 64, 128];

/** The steps and their log lines in one seat's frame. */
interface FramedText {
  steps: readonly MatchStep[];
  log: readonly StepLines[];
}

/**
 * Shows a Summoner War replay in `root`; returns what stops it (its player's timer and keys), for a page that shows
 * one match after another or is left.
 */
export function summonerView(root: HTMLElement, data: Extract<ViewData, { kind: 'summoner' }>): () => void {
  const built = matchFrames(data.replay, data.source);
  if (!built.ok) {
    showFailure(root, formatProblem(built.problem));
    return () => undefined;
  }
  performance.mark('fray-rerun');
  const page = new SummonerPage(root, built.value);
  page.mount(data);
  return () => page.destroy();
}

/** The page's parts, and what ties them to the frame on screen and the seat whose side is shown. */
class SummonerPage {
  private readonly colours: readonly [BotColour, BotColour];
  private readonly board: BoardSvg;
  private readonly tooltip: HTMLElement;
  private readonly panel: StepPanel;
  private readonly charts: TotalsCharts;
  private readonly times: TimeCharts;
  private readonly table: DemonTable;
  private readonly player: Player;
  private readonly seatKey: PageKey;
  private readonly seatLine = h('p', { class: 'seat-view' });
  private readonly sideKey = h('div', { class: 'side-key-wrap' });
  private readonly texts: [FramedText, FramedText | undefined];
  private shown: MatchState;
  private as: Side = 0;

  constructor(
    private readonly root: HTMLElement,
    private readonly f: MatchFrames,
  ) {
    const { names, replay } = f;
    this.colours = [botColour(names[0]), botColour(names[1])];
    this.board = new BoardSvg(replay.rules, this.colours);
    this.tooltip = boardTooltip(this.board, () => this.shown, names);
    this.panel = new StepPanel(names);
    this.charts = new TotalsCharts(f.totals, names, this.colours);
    const times = replay.times;
    const final = f.states[f.states.length - 1] as MatchState;
    this.times = new TimeCharts(
      times === undefined ? undefined : timedCalls(times, replay.steps, f.turnOf),
      names,
      this.colours,
      final.turn,
      [times?.[0].clock, times?.[1].clock],
    );
    this.table = new DemonTable(names, this.board.frame);
    this.shown = f.states[0] as MatchState;
    this.texts = [{ steps: replay.steps, log: f.log }, undefined];
    this.seatKey = {
      keys: ['s', 'S'],
      name: 'S',
      help: "show the match from the other seat's side (the board mirrored east\u2013west, as that seat's bot saw it)",
      act: () => this.showAs(this.as === 0 ? 1 : 0),
    };
    this.player = new Player({
      count: f.states.length,
      label: (i) => stepLabel(f, i),
      draw: (i) => this.draw(i),
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
      keys: [this.seatKey],
    });
  }

  /** Puts the page together in `root` and shows the first step. */
  mount(data: Extract<ViewData, { kind: 'summoner' }>): void {
    const { f, root } = this;
    viewerRoot(root);
    const final = f.states[f.states.length - 1] as MatchState;
    const result = final.result === null ? 'unfinished' : describeResult(final.result, f.names, final.turn);
    const facts = `Seed ${f.replay.seed}, ${final.turn} turns, ${f.states.length} steps. ${result}; kills ${final.kills[0]}\u2013${final.kills[1]}.`;
    const seatButton = h('button', { type: 'button', class: 'seat-toggle', title: 'S' });
    seatButton.addEventListener('click', () => this.seatKey.act());
    for (const seat of [0, 1] as const) root.style.setProperty(`--seat${seat}`, this.colours[seat].fill);
    replaceChildren(
      root,
      header(data, `${f.names[0]} v ${f.names[1]}`, facts),
      this.sideKey,
      h(
        'p',
        { class: 'letters' },
        'Letters: M merge, H heal, C cross, E eat. The bar under a demon is its HP. Hover a demon for its stats and name.',
      ),
      h('div', { class: 'seat-bar' }, this.seatLine, seatButton),
      markToggles(f.replay, f.names, root),
      h('div', { class: 'stage' }, boardWrap('The board', this.board.svg, this.tooltip), this.panel.element),
      this.player.element,
      this.charts.element,
      this.times.element,
      faultList(f.marks, (i) => this.player.go(i)),
      this.table.element,
      keysHelp(true, [this.seatKey]),
    );
    this.showAs(0);
    // A page that embeds the viewer (the studio's) shows a step by sending this event with the step's index.
    root.addEventListener('fray-go', (e) => this.player.go(Number((e as CustomEvent<number>).detail)));
    root.removeAttribute('aria-busy');
    root.dataset.ready = 'true';
  }

  /** Stops the player: its timer and its keys on the document. */
  destroy(): void {
    this.player.destroy();
  }

  /** Shows the match from `seat`'s side: the board, its coordinates, the orders and the log in that seat's frame. */
  private showAs(seat: Side): void {
    const { f, root } = this;
    this.as = seat;
    this.board.showAs(seat);
    root.dataset.as = seat === 0 ? 'first' : 'second';
    const other = f.names[seat === 0 ? 1 : 0];
    this.seatLine.textContent =
      seat === 0
        ? `Seen from ${f.names[0]}'s side (the first seat): the board as it is.`
        : `Seen from ${f.names[1]}'s side (the second seat): mirrored east\u2013west, x counts from its own west edge, as in its views.`;
    const button = root.querySelector('.seat-toggle');
    if (button) {
      button.textContent = `Show ${other}'s side (S)`;
      button.setAttribute('aria-pressed', String(seat === 1));
    }
    replaceChildren(this.sideKey, summonerSideKey(f.names, this.colours, seat));
    this.player.go(this.player.current, true);
  }

  /** The steps and log in the frame shown (the second seat's made once, when first asked for). */
  private framed(): FramedText {
    const own = this.texts[this.as];
    if (own !== undefined) return own;
    const steps = stepsInFrame(this.f.replay.steps, this.as, this.f.replay.rules.width);
    const made = { steps, log: logByStep(this.f.replay.players, steps) };
    this.texts[this.as] = made;
    return made;
  }

  /** Draws step `i`: the board with the turn so far, the marks, the panel, the charts, the table. */
  private draw(i: number): void {
    const { f, root } = this;
    const state = f.states[i];
    const step = f.replay.steps[i];
    if (!state || !step) return;
    this.shown = state;
    // A tooltip describes what was under the pointer; after a step that may be something else.
    this.tooltip.hidden = true;
    const turn = f.turnOf[i] ?? 0;
    let first = i;
    while (first > 0 && f.turnOf[first - 1] === turn) first--;
    this.board.draw(state, layers(f, first, i));
    // Marks belong to the step that made them: only this step's are drawn.
    const seat = step.input.type === 'setup' ? undefined : step.input.seat;
    this.board.drawMarks(seat === undefined ? [] : (step.marks ?? []).map((mark) => ({ seat, mark })), before(f, i));
    const text = this.framed();
    const phases = [];
    for (let j = first; j <= i; j++) {
      const s = text.steps[j];
      const lines = text.log[j];
      if (s && lines) phases.push({ step: s, lines, current: j === i });
    }
    this.panel.show(turn === 0 ? 'Setup' : `Turn ${turn}`, text.log[first - 1]?.opens, phases);
    this.charts.show(turn, totalsOf(state), `after step ${i + 1} (turn ${turn})`);
    this.times.show(turn);
    this.table.show(state, `The board after step ${i + 1}: ${stepLabel(f, i)}`);
    root.dataset.frame = String(i);
    root.dataset.turn = String(turn);
    const ends = f.turnEnds.indexOf(i);
    if (ends >= 0) root.dataset.turnEnd = String(ends);
    else delete root.dataset.turnEnd;
  }
}

/** The state before step `i`. */
function before(f: MatchFrames, i: number): MatchState {
  return i === 0 ? f.start : (f.states[i - 1] as MatchState);
}

/**
 * The layers of events to draw for step `i` of a turn that began at step `first`: the turn's earlier battle phases
 * faded (a turn's first battle phase explains its second), then step i's own. Events are the engine's, as re-run.
 */
function layers(f: MatchFrames, first: number, i: number): EventLayer[] {
  const out: EventLayer[] = [];
  for (let j = first; j <= i; j++) {
    if (j < i && f.replay.steps[j]?.input.type !== 'battle') continue;
    out.push({ before: before(f, j), events: f.events[j] ?? [], faded: j < i });
  }
  return out;
}
