/**
 * Playing one match: the form (two seats, a seed), the result in the CLI's words, the replay in the viewer with the
 * bots' log lines and the errors they threw (each a way to its line in the editor and its step in the replay).
 */
import { h } from '../../../../src/dom.js';
import type { BotChoices } from './botChoices.js';
import { matchForm, type MatchStart } from './matchForm.js';
import { matchView, type ShownMatch } from './matchView.js';
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

/** Makes the panel. */
export function matchPanel(choices: BotChoices, start: MatchStart, hooks: MatchHooks): MatchPanel {
  const status = h('p', { class: 'sw-status', role: 'status', id: 'sw-match-status' });
  let playing: AbortController | undefined;
  let seatValues: [string, string] = ['', ''];
  const view = matchView({ edit: (seat) => hooks.edit(seatValues[seat]) });
  const say = (text: string, bad: boolean): void => {
    status.textContent = text;
    status.className = bad ? 'sw-status error' : 'sw-status';
  };
  const form = matchForm(choices, start, (a, b, seed) => {
    if (playing !== undefined) return;
    hooks.onParams({ a, b, seed: String(seed) });
    const bots = [choices.compile(a), choices.compile(b)] as const;
    const bad = bots.findIndex((c) => !c.ok);
    const failed = bots[bad];
    if (failed !== undefined && !failed.ok)
      return say(`${bad === 0 ? 'The first' : 'The second'} seat's bot cannot play: ${failed.message}`, true);
    const [ba, bb] = bots;
    if (!ba.ok || !bb.ok) return;
    const ctl = new AbortController();
    playing = ctl;
    seatValues = [a, b];
    form.button.disabled = true;
    say(`Playing ${ba.bot.name} v ${bb.bot.name}, seed ${seed}\u2026`, false);
    // Marks for the benchmark (bench/summonerStudio.bench.ts): the match alone, workers started and closed.
    performance.mark('sw-match-start');
    playPageMatch([ba.bot, bb.bot], seed, ctl.signal)
      .then((r) => {
        performance.mark('sw-match-end');
        if (ctl.signal.aborted) return;
        if (!r.ok) {
          choices.loadFailed(r.seat === 0 ? a : b, r.reason);
          return say(`${(r.seat === 0 ? ba : bb).bot.name} cannot play: ${r.reason}`, true);
        }
        say(`Played: ${r.match.summary.turns} turns. The replay is below.`, false);
        view.show(r.match);
        choices.played(seatValues, r.match.errors);
      })
      .catch((err: unknown) => say(`The match stopped: ${(err as Error).message}`, true))
      .finally(() => {
        playing = undefined;
        form.button.disabled = false;
      });
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
    show: (m) => ((seatValues = ['', '']), view.show(m)),
    stop() {
      playing?.abort();
      view.stop();
    },
  };
}
