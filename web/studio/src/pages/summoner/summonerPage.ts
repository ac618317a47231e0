/**
 * The Summoner War playground put together: the bot being written beside the match it plays (side by side on a wide
 * screen), and a local tournament under them. Every bot runs in a worker of its own, in a sandboxed frame, with the
 * CLI's time limits; the match, its replay and the standings are the library's.
 */
import { h } from '../../../../src/dom.js';
import { effect } from '../../kit/reactive.js';
import type { PageContext } from '../../registerPage.js';
import type { BotChoice, BotChoices } from './botChoices.js';
import { botSection, type BotSection } from './botSection.js';
import { BotShelf } from './botShelf.js';
import { compileBotSource, type SourceProblem } from './compileBotSource.js';
import { DEMO_BOTS } from './demoBots.js';
import { matchPanel } from './matchPanel.js';
import type { PlayedError } from './problemList.js';
import type { SeatError } from './seatErrors.js';
import type { PlayedMatch } from './playPageTournament.js';
import { tournamentPanel } from './tournamentPanel.js';

/** A menu value split: `mine:x` or `demo:x`. */
function splitValue(value: string): { kind: string; name: string } {
  const at = value.indexOf(':');
  return { kind: value.slice(0, at), name: value.slice(at + 1) };
}

/** The errors of the open bot among a match's, as the problem list shows them. */
function openErrors(shelf: BotShelf, seats: readonly [string, string], errors: readonly SeatError[]): PlayedError[] {
  const mine = `mine:${shelf.current.peek()}`;
  return errors.flatMap((e) =>
    seats[e.seat] === mine && e.place !== undefined
      ? [
          {
            line: e.place.line,
            column: e.place.column,
            message: e.reason,
            when: `${e.method} call${e.step === undefined ? '' : `, step ${e.step + 1}`}`,
          },
        ]
      : [],
  );
}

/** The bots the panels choose from, compiled when chosen, with their trouble shown at the editor. */
function botChoices(shelf: BotShelf, bot: () => BotSection): BotChoices {
  return {
    options: () => [
      ...shelf.names.value.map((n): BotChoice => ({ value: `mine:${n}`, label: n, group: 'Your bots' })),
      ...DEMO_BOTS.map((d): BotChoice => ({ value: `demo:${d.name}`, label: d.name, group: 'Demos' })),
    ],
    compile(value) {
      const { kind, name } = splitValue(value);
      const source = kind === 'mine' ? shelf.source(name) : DEMO_BOTS.find((d) => d.name === name)?.source;
      if (source === undefined) return { ok: false, message: `there is no bot named ${name}` };
      const c = compileBotSource(name, source);
      if (c.ok) return c;
      if (kind === 'mine' && name === shelf.current.peek()) bot().editor.showProblems(c.problems);
      const first = c.problems[0] as SourceProblem;
      return { ok: false, message: `line ${first.line}: ${first.message}` };
    },
    loadFailed(value, reason) {
      if (value !== `mine:${shelf.current.peek()}`) return;
      // A load error names no place the page can trust (it comes from the running code): line 1 carries it.
      const p: SourceProblem = { line: 1, from: 0, to: 0, message: reason };
      bot().editor.showProblems([p]);
      bot().problems.compiled([p]);
    },
    played(seats, errors) {
      const mine = openErrors(shelf, seats, errors);
      bot().problems.played(mine);
      const doc = bot().editor.view.state.doc;
      const at = (e: PlayedError) => doc.line(Math.min(doc.lines, e.line)).from + e.column - 1;
      bot().editor.showProblems(mine.map((e) => ({ line: e.line, from: at(e), to: at(e) + 1, message: e.message })));
    },
  };
}

const LEDE =
  'Write a bot, play it against the demos and watch the match, run a small tournament. Each bot runs in a sandbox of its own with the command line\u2019s time limits, and the same seed gives the same match as fray summoner match. Your bots are saved in this browser; download one to run it with the command line.';

/** The match panel, starting from the address's seats and seed; errors go to the editor, at their place. */
function pageMatch(ctx: PageContext, shelf: BotShelf, bot: BotSection, choices: BotChoices) {
  const p = ctx.params;
  const start = {
    a: p.get('a') ?? `mine:${shelf.current.peek()}`,
    b: p.get('b') ?? undefined,
    seed: p.get('seed') ?? undefined,
  };
  return matchPanel(choices, start, {
    onParams: (q) => ctx.setParams(new URLSearchParams(q)),
    edit(value) {
      const { kind, name } = splitValue(value);
      if (kind !== 'mine' || shelf.source(name) === undefined) return undefined;
      return (line, column) => (shelf.open(name), bot.editor.goToLine(line, column));
    },
  });
}

/** Mounts the page in `root`; returns what stops its workers and viewer and saves the bot being edited. */
export function summonerPage(root: HTMLElement, ctx: PageContext): () => void {
  const shelf = new BotShelf();
  const bot = botSection(shelf);
  const choices = botChoices(shelf, () => bot);
  const match = pageMatch(ctx, shelf, bot, choices);
  const names = (m: PlayedMatch): [string, string] => [
    m.replay.players[0]?.name ?? '',
    m.replay.players[1]?.name ?? '',
  ];
  const tournament = tournamentPanel(choices, (m) =>
    match.show({ names: names(m), summary: m.summary, replay: m.replay, errors: [] }),
  );
  effect(() => {
    void shelf.names.value;
    match.refresh();
    tournament.refresh();
  });
  root.append(
    h('h1', {}, 'Summoner War playground'),
    h('p', { class: 'lede' }, LEDE),
    h('div', { class: 'sw-workbench' }, bot.element, match.element),
    tournament.element,
  );
  return () => {
    bot.flush();
    match.stop();
    tournament.stop();
    bot.editor.view.destroy();
  };
}
