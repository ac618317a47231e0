/**
 * A local tournament: the bots ticked (the visitor's and the demos), a master seed, a round robin played in workers
 * with progress and a way to stop, and the standings as `fray summoner tournament` prints them (the same library
 * code computes them, ratings included).
 */
import { h } from '../../../../src/dom.js';
import { type TournamentResult } from '../../../../../src/summoner/index.js';
import { firstSeatLine, lengthLines, standingsRows } from '../../../../../src/summoner/report/tournamentText.js';
import type { BotChoices } from './botChoices.js';
import { playPageTournament, type PageEntrant } from './playPageTournament.js';
import { seedField, seedProblem } from './seedField.js';

/** The panel and what the page must call when its bots change or it is left. */
export interface TournamentPanel {
  element: HTMLElement;
  refresh(): void;
  stop(): void;
}

function standingsTable(result: TournamentResult, stopped: boolean): HTMLElement {
  const { headers, rows } = standingsRows(result);
  return h(
    'div',
    { class: 'sw-standings-wrap' },
    h(
      'table',
      { class: 'sw-standings', id: 'sw-standings' },
      h(
        'caption',
        {},
        `Standings${stopped ? ' (stopped early: the matches finished so far)' : ''}: seed ${result.seed}, ${result.matches} matches`,
      ),
      h('thead', {}, h('tr', {}, ...headers.map((t) => h('th', { scope: 'col' }, t)))),
      h(
        'tbody',
        {},
        ...rows.map((r) =>
          h('tr', {}, ...r.map((c, i) => (i === 1 ? h('th', { scope: 'row' }, String(c)) : h('td', {}, String(c))))),
        ),
      ),
    ),
    h('p', {}, firstSeatLine(result)),
    ...lengthLines(result).map((l) => h('p', {}, l)),
  );
}

/** Makes the panel. */
export function tournamentPanel(choices: BotChoices): TournamentPanel {
  const boxes = h('div', { class: 'sw-entrants' });
  const fieldset = h('fieldset', {}, h('legend', {}, 'Bots in the tournament (two or more)'), boxes);
  const seed = seedField('sw-tournament-seed', '1');
  const run = h('button', { type: 'submit', class: 'primary', id: 'sw-run-tournament' }, 'Run the tournament');
  const stopButton = h('button', { type: 'button', id: 'sw-stop-tournament', disabled: true }, 'Stop');
  const progress = h('progress', { max: 1, value: 0, 'aria-label': 'Matches played', hidden: true });
  const status = h('p', { class: 'sw-status', role: 'status', id: 'sw-tournament-status' });
  const out = h('div', { class: 'sw-tournament-result' });
  let running: AbortController | undefined;

  const refresh = (): void => {
    const ticked = new Set(Array.from(boxes.querySelectorAll<HTMLInputElement>('input:checked')).map((b) => b.value));
    const first = boxes.childElementCount === 0;
    boxes.replaceChildren(
      ...choices.options().map((c, i) => {
        const id = `sw-entrant-${i}`;
        const box = h('input', {
          type: 'checkbox',
          id,
          value: c.value,
          checked: first
            ? c.group === 'Your bots' || c.value === 'demo:random' || c.value === 'demo:rusher'
            : ticked.has(c.value),
        });
        return h(
          'span',
          { class: 'sw-entrant' },
          box,
          h('label', { for: id }, `${c.label} (${c.group === 'Demos' ? 'demo' : 'yours'})`),
        );
      }),
    );
  };
  refresh();

  const form = h(
    'form',
    { class: 'sw-tournament-form', novalidate: true },
    fieldset,
    seed.element,
    h('p', { class: 'sw-actions' }, run, stopButton, progress),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (running !== undefined) return;
    const why = seedProblem(seed.input.value);
    seed.showProblem(why);
    if (why !== undefined) return seed.input.focus();
    const chosen = Array.from(boxes.querySelectorAll<HTMLInputElement>('input:checked')).map((b) => b.value);
    if (chosen.length < 2) {
      status.textContent = 'Tick two bots or more: a tournament needs at least two.';
      status.className = 'sw-status error';
      return;
    }
    // A bot that does not compile still enters, and loses every match, as a bot that does not load in the CLI.
    const entrants: PageEntrant[] = chosen.map((value) => {
      const c = choices.compile(value);
      const name = value.slice(value.indexOf(':') + 1);
      return c.ok ? { name: c.bot.name, bot: c.bot } : { name, error: c.message };
    });
    const ctl = new AbortController();
    running = ctl;
    run.disabled = true;
    stopButton.disabled = false;
    progress.hidden = false;
    status.className = 'sw-status';
    status.textContent = `Playing a round robin of ${entrants.length} bots\u2026`;
    playPageTournament(entrants, Number(seed.input.value.trim()), {
      signal: ctl.signal,
      onProgress(done, total) {
        progress.max = Math.max(1, total);
        progress.value = done;
        progress.setAttribute('aria-valuetext', `${done} of ${total} matches`);
        status.textContent = `Played ${done} of ${total} matches\u2026`;
      },
    })
      .then(({ result, stopped }) => {
        status.textContent = stopped
          ? `Stopped after ${result.matches} matches.`
          : `Done: ${result.matches} matches. The standings are below.`;
        out.replaceChildren(standingsTable(result, stopped));
        out.dataset.json = JSON.stringify(result);
      })
      .catch((err: unknown) => {
        status.textContent = `The tournament stopped: ${(err as Error).message}`;
        status.className = 'sw-status error';
      })
      .finally(() => {
        running = undefined;
        run.disabled = false;
        stopButton.disabled = true;
        progress.hidden = true;
      });
  });
  stopButton.addEventListener('click', () => running?.abort());
  form.addEventListener('keydown', (e) => e.stopPropagation());

  return {
    element: h(
      'section',
      { class: 'sw-tournament', 'aria-labelledby': 'sw-tournament-title' },
      h('h2', { id: 'sw-tournament-title' }, 'A local tournament'),
      h(
        'p',
        { class: 'sw-note' },
        'Every pair of the bots ticked plays twice, once in each seat, as `fray summoner tournament` plays them; each match has a seed drawn from this one.',
      ),
      form,
      status,
      out,
    ),
    refresh,
    stop: () => running?.abort(),
  };
}
