/**
 * A local tournament: the bots ticked (the visitor's and the demos), a master seed, a round robin played in workers
 * with progress and a way to stop, and the result as `fray summoner tournament` prints it (standings and head to
 * head, computed by the same library code, ratings included), each match ready to be watched.
 */
import { h } from '../../../../src/dom.js';
import type { BotChoices } from './botChoices.js';
import { entrantsBox } from './entrantsBox.js';
import { playPageTournament, type PageEntrant, type PlayedMatch } from './playPageTournament.js';
import { seedField, seedProblem } from './seedField.js';
import { tournamentTables } from './tournamentTables.js';

/** The panel and what the page must call when its bots change or it is left. */
export interface TournamentPanel {
  element: HTMLElement;
  refresh(): void;
  stop(): void;
}

/** The entrants of the ticked bots: a bot that does not compile still enters, and loses every match (as in the CLI). */
function entrantsOf(choices: BotChoices, values: readonly string[]): PageEntrant[] {
  return values.map((value) => {
    const c = choices.compile(value);
    return c.ok ? { name: c.bot.name, bot: c.bot } : { name: value.slice(value.indexOf(':') + 1), error: c.message };
  });
}

function controls() {
  const run = h('button', { type: 'submit', class: 'primary', id: 'sw-run-tournament' }, 'Run the tournament');
  const stop = h('button', { type: 'button', id: 'sw-stop-tournament', disabled: true }, 'Stop');
  const progress = h('progress', { max: 1, value: 0, 'aria-label': 'Matches played', hidden: true });
  const status = h('p', { class: 'sw-status', role: 'status', id: 'sw-tournament-status' });
  const busy = (on: boolean): void => {
    run.disabled = on;
    stop.disabled = !on;
    progress.hidden = !on;
  };
  const tick = (done: number, total: number): void => {
    progress.max = Math.max(1, total);
    progress.value = done;
    progress.setAttribute('aria-valuetext', `${done} of ${total} matches`);
    status.textContent = `Played ${done} of ${total} matches\u2026`;
  };
  return { run, stop, progress, status, busy, tick };
}

/** The form: the entrants, the seed, the buttons; `start` hears a send with a good seed. */
function tournamentForm(
  entrants: ReturnType<typeof entrantsBox>,
  c: ReturnType<typeof controls>,
  start: (seed: number) => void,
) {
  const seed = seedField('sw-tournament-seed', '1');
  const actions = h('p', { class: 'sw-actions' }, c.run, c.stop, c.progress);
  const form = h('form', { class: 'sw-tournament-form', novalidate: true }, entrants.element, seed.element, actions);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const why = seedProblem(seed.input.value);
    seed.showProblem(why);
    if (why !== undefined) return seed.input.focus();
    start(Number(seed.input.value.trim()));
  });
  form.addEventListener('keydown', (e) => e.stopPropagation());
  return form;
}

/** Makes the panel; `watch` shows a match of it in the match panel's viewer. */
export function tournamentPanel(choices: BotChoices, watch: (m: PlayedMatch) => void): TournamentPanel {
  const entrants = entrantsBox(choices);
  const c = controls();
  const out = h('div', { class: 'sw-tournament-result' });
  let running: AbortController | undefined;
  const say = (text: string, bad: boolean) => (
    (c.status.textContent = text),
    (c.status.className = bad ? 'sw-status error' : 'sw-status')
  );
  const shown = ({ result, matches, stopped }: Awaited<ReturnType<typeof playPageTournament>>): void => {
    say(
      stopped
        ? `Stopped after ${result.matches} matches.`
        : `Done: ${result.matches} matches. The standings are below.`,
      false,
    );
    out.replaceChildren(...tournamentTables(result, matches, stopped, watch));
    out.dataset.json = JSON.stringify(result);
  };
  const start = (seed: number): void => {
    const chosen = entrants.ticked();
    if (running !== undefined) return;
    if (chosen.length < 2) return void say('Tick two bots or more: a tournament needs at least two.', true);
    const list = entrantsOf(choices, chosen);
    const ctl = (running = new AbortController());
    c.busy(true);
    say(`Playing a round robin of ${list.length} bots\u2026`, false);
    playPageTournament(list, seed, { signal: ctl.signal, onProgress: c.tick })
      .then(shown)
      .catch((err: unknown) => say(`The tournament stopped: ${(err as Error).message}`, true))
      .finally(() => ((running = undefined), c.busy(false)));
  };
  c.stop.addEventListener('click', () => running?.abort());
  const note =
    'Every pair of the bots ticked plays twice, once in each seat, as the command line plays a tournament; each match has a seed drawn from this one.';
  const element = h(
    'section',
    { class: 'sw-tournament', 'aria-labelledby': 'sw-tournament-title' },
    h('h2', { id: 'sw-tournament-title' }, 'A local tournament'),
    h('p', { class: 'sw-note' }, note),
    tournamentForm(entrants, c, start),
    c.status,
    out,
  );
  return { element, refresh: entrants.refresh, stop: () => running?.abort() };
}
