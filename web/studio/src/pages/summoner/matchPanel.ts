/**
 * Playing one match: the form (two seats, a seed), the result in the CLI's words, the replay in the viewer with the
 * bots' log lines and the errors they threw (each a way to its line in the editor and its step in the replay); from
 * the turn the viewer shows, the match can be played on with the seats' current code (a fork, as `fray summoner
 * match A B --from REPLAY --turn N`).
 */
import { h } from '../../../../src/dom.js';
import type { BotChoices } from './botChoices.js';
import { matchForm, type MatchStart } from './matchForm.js';
import { matchView, type ShownMatch } from './matchView.js';
import type { PageBot } from './compileBotSource.js';
import { forkPageMatch, playPageMatch, type PageFork, type PageMatch, type PagePlay } from './playPageMatch.js';

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

/** How a fork's warm-up went, per bot: its earlier calls answered as the original recorded them, or the first that was not. */
function warmUpText(f: PageFork): string {
  return ([0, 1] as const)
    .map((seat) => {
      const w = f.warmUp[seat];
      const d = w.firstDifference;
      const differ = d === undefined ? '' : ` (first difference on turn ${d.turn}, ${d.phase})`;
      return `${f.names[seat]} answered ${w.same} of its ${w.calls} earlier calls as recorded${differ}`;
    })
    .join('; ');
}

/** The button that forks the match shown from the turn on screen (hidden until a match is shown). */
function forkButton(): HTMLButtonElement {
  const title = "Keep the match before the turn shown, bring each seat's bot to it with its earlier calls, and play on";
  return h('button', { type: 'button', hidden: true, id: 'sw-fork', title }, 'Play on from here with my current code');
}

/** A way to play with two bots: what the status line says before and after, and the play itself. */
interface Playing<T extends PageMatch> {
  opening(bots: readonly [PageBot, PageBot]): string;
  play(bots: readonly [PageBot, PageBot], signal: AbortSignal): Promise<PagePlay<T>>;
  done(m: T): string;
}

/**
 * Makes the panel. Long on purpose: its closures share the match in play, the seats and the abort controller, and
 * the fork's handler needs all three; split apart they would pass the same five values to each other.
 */
export function matchPanel(choices: BotChoices, start: MatchStart, hooks: MatchHooks): MatchPanel {
  const status = h('p', { class: 'sw-status', role: 'status', id: 'sw-match-status' });
  let playing: AbortController | undefined;
  let seats: [string, string] = ['', ''];
  const fork = forkButton();
  const view = matchView({ edit: (seat) => hooks.edit(seats[seat]) }, [fork]);
  const say = sayIn(status);
  const busy = (on: boolean): void => {
    form.button.disabled = on;
    fork.disabled = on;
  };
  /** Plays with the bots of menu values `a` and `b` (compiled from their current code), then shows the match or why not. */
  const run = <T extends PageMatch>(a: string, b: string, how: Playing<T>): void => {
    const bots = compiled(choices, a, b);
    if (typeof bots === 'string') return say(bots, true);
    const ctl = (playing = new AbortController());
    seats = [a, b];
    busy(true);
    say(how.opening(bots), false);
    // Marks for the benchmark (bench/summonerStudio.bench.ts): the match alone, workers started and closed.
    performance.mark('sw-match-start');
    how
      .play(bots, ctl.signal)
      .then((r) => {
        performance.mark('sw-match-end');
        if (ctl.signal.aborted) return;
        if (!r.ok) {
          if (r.seat === undefined) return say(`The match cannot be played on: ${r.reason}`, true);
          choices.loadFailed(seats[r.seat], r.reason);
          return say(`${bots[r.seat].name} cannot play: ${r.reason}`, true);
        }
        say(how.done(r.match), false);
        view.show(r.match);
        fork.hidden = false;
        choices.played(seats, r.match.errors);
      })
      .catch((err: unknown) => say(`The match stopped: ${(err as Error).message}`, true))
      .finally(() => ((playing = undefined), busy(false)));
  };
  const form = matchForm(choices, start, (a, b, seed) => {
    if (playing !== undefined) return;
    hooks.onParams({ a, b, seed: String(seed) });
    run(a, b, {
      opening: (bots) => `Playing ${bots[0].name} v ${bots[1].name}, seed ${seed}\u2026`,
      play: (bots, signal) => playPageMatch(bots, seed, signal),
      done: (m) => `Played: ${m.summary.turns} turns. The replay is below.`,
    });
  });
  fork.addEventListener('click', () => {
    const from = view.current()?.replay;
    if (from === undefined || playing !== undefined) return;
    // The turn on screen (the setup's frame is turn 0: the fork then plays every turn again).
    const turn = Math.min(Math.max(1, view.turn()), from.turns);
    run(form.seats[0].value, form.seats[1].value, {
      opening: (bots) =>
        `Playing on from turn ${turn} with ${bots[0].name} v ${bots[1].name}: warming the bots up\u2026`,
      play: (bots, signal) => forkPageMatch(bots, from, turn, signal),
      done: (m: PageFork) =>
        `Forked from turn ${turn}: the first turns kept, ${m.summary.turns} turns in all. ${warmUpText(m)}. The replay is below.`,
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
    show: (m) => ((seats = ['', '']), view.show(m), (fork.hidden = false)),
    stop: () => (playing?.abort(), view.stop()),
  };
}
