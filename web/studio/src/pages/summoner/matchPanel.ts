/**
 * Playing one match: the form (two seats, a seed), the result in the CLI's words, the replay in the viewer with the
 * bots' log lines and the errors they threw (each a way to its line in the editor and its step in the replay).
 */
import { h } from '../../../../src/dom.js';
import type { BotChoices } from './botChoices.js';
import { matchForm, type MatchStart } from './matchForm.js';
import { matchView, type ShownMatch } from './matchView.js';
import type { PageBot } from './compileBotSource.js';
import { playPageMatch } from './playPageMatch.js';

/** The panel and what the page must call when it is left. */
export interface MatchPanel {
  element: HTMLElement;
  /** Fills the seat menus again (bots added, renamed or deleted). */
  refresh(): void;
  /** Shows a match played elsewhere (a tournament's). */
  show(m: ShownMatch): void;
  stop(): void;
}

/** What the panel asks of the page, besides the bots. */
export interface MatchHooks {
  onParams(p: { a: string; b: string; seed: string }): void;
  /** Opens a seat's bot (a menu value) in the editor at a place; undefined for a demo. */
  edit(value: string): ((line: number, column: number) => void) | undefined;
}

/** The seats' bots compiled, or what the status line says when one cannot play. */
function compiled(choices: BotChoices, a: string, b: string): [PageBot, PageBot] | string {
  const bots = [choices.compile(a), choices.compile(b)] as const;
  for (const [i, c] of bots.entries())
    if (!c.ok) return `${i === 0 ? 'The first' : 'The second'} seat's bot cannot play: ${c.message}`;
  const [ba, bb] = bots;
  return ba.ok && bb.ok ? [ba.bot, bb.bot] : 'a seat has no bot';
}

/** What writes the status line: its words, and whether they are trouble. */
function sayIn(status: HTMLElement): (text: string, bad: boolean) => void {
  return (text, bad) => {
    status.textContent = text;
    status.className = bad ? 'sw-status error' : 'sw-status';
  };
}

/** Makes the panel. */
export function matchPanel(choices: BotChoices, start: MatchStart, hooks: MatchHooks): MatchPanel {
  const status = h('p', { class: 'sw-status', role: 'status', id: 'sw-match-status' });
  let playing: AbortController | undefined;
  let seats: [string, string] = ['', ''];
  const view = matchView({ edit: (seat) => hooks.edit(seats[seat]) });
  const say = sayIn(status);
  const play = (bots: [PageBot, PageBot], seed: number, ctl: AbortController): Promise<void> =>
    playPageMatch(bots, seed, ctl.signal).then((r) => {
      performance.mark('sw-match-end');
      if (ctl.signal.aborted) return;
      if (!r.ok)
        return (
          choices.loadFailed(seats[r.seat], r.reason),
          say(`${bots[r.seat].name} cannot play: ${r.reason}`, true)
        );
      say(`Played: ${r.match.summary.turns} turns. The replay is below.`, false);
      view.show(r.match);
      choices.played(seats, r.match.errors);
    });
  const form = matchForm(choices, start, (a, b, seed) => {
    if (playing !== undefined) return;
    hooks.onParams({ a, b, seed: String(seed) });
    const bots = compiled(choices, a, b);
    if (typeof bots === 'string') return say(bots, true);
    const ctl = (playing = new AbortController());
    seats = [a, b];
    form.button.disabled = true;
    say(`Playing ${bots[0].name} v ${bots[1].name}, seed ${seed}\u2026`, false);
    // Marks for the benchmark (bench/summonerStudio.bench.ts): the match alone, workers started and closed.
    performance.mark('sw-match-start');
    play(bots, seed, ctl)
      .catch((err: unknown) => say(`The match stopped: ${(err as Error).message}`, true))
      .finally(() => ((playing = undefined), (form.button.disabled = false)));
  });
  const element = h(
    'section',
    { class: 'sw-match', 'aria-labelledby': 'sw-match-title' },
    h('h2', { id: 'sw-match-title' }, 'Play a match'),
    form.form,
    status,
    ...view.elements,
  );
  return {
    element,
    refresh: form.refresh,
    show: (m) => ((seats = ['', '']), view.show(m)),
    stop: () => (playing?.abort(), view.stop()),
  };
}
