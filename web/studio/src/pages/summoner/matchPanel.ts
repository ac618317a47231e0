/**
 * Playing one match: two seats (the visitor's bots and the demos), a seed, the result in the CLI's words, the replay
 * in the viewer with the bots' log lines of the step shown, and the replay to download (the file `fray summoner
 * replay` and `fray view` read); from the turn the viewer shows, the match can be played on with the seats' current
 * code (a fork, as `fray summoner match A B --from REPLAY --turn N`).
 */
import { h } from '../../../../src/dom.js';
import { summonerView } from '../../../../src/summoner/summonerView.js';
import { formatReplay, matchJson, matchText, type Replay } from '../../../../../src/summoner/index.js';
import { downloadText } from '../../kit/download.js';
import type { BotChoices } from './botChoices.js';
import type { PageBot } from './compileBotSource.js';
import { forkPageMatch, playPageMatch, type PageFork, type PageMatch, type PagePlay } from './playPageMatch.js';
import { seedProblem, seedField } from './seedField.js';

/** The panel and what the page must call when it is left. */
export interface MatchPanel {
  element: HTMLElement;
  /** Fills the seat menus again (bots added, renamed or deleted). */
  refresh(): void;
  stop(): void;
}

/** The seats and seed the panel starts with (from the page's address). */
export interface MatchStart {
  a?: string;
  b?: string;
  seed?: string;
}

function seatSelect(id: string): HTMLSelectElement {
  return h('select', { id, name: id });
}

function fillSeat(select: HTMLSelectElement, choices: BotChoices, wanted: string | undefined): void {
  const keep = wanted ?? select.value;
  const groups = new Map<string, HTMLOptGroupElement>();
  for (const c of choices.options()) {
    let g = groups.get(c.group);
    if (g === undefined) {
      g = h('optgroup', { label: c.group });
      groups.set(c.group, g);
    }
    g.append(h('option', { value: c.value }, c.label));
  }
  select.replaceChildren(...groups.values());
  if (Array.from(select.options).some((o) => o.value === keep)) select.value = keep;
}

/** The log lines of one step, per seat, as list items. */
function stepLogs(replay: Replay, names: readonly [string, string], frame: number): HTMLElement[] {
  const step = replay.steps[frame];
  const out: HTMLElement[] = [];
  for (const seat of [0, 1] as const) {
    const lines = step?.logs?.[seat] ?? [];
    if (lines.length > 0) out.push(h('li', {}, h('strong', {}, `${names[seat]}:`), h('pre', {}, lines.join('\n'))));
  }
  return out.length > 0 ? out : [h('li', { class: 'none' }, 'No log lines at this step.')];
}

/** Every log line of the match, by step. */
function allLogs(replay: Replay, names: readonly [string, string]): string {
  const out: string[] = [];
  replay.steps.forEach((s, i) => {
    for (const seat of [0, 1] as const)
      for (const line of s.logs?.[seat] ?? []) out.push(`step ${i + 1} ${names[seat]}: ${line}`);
  });
  return out.length > 0 ? out.join('\n') : 'Neither bot logged anything.';
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

/** Makes the panel; `onParams` is told the seats and seed to keep in the page's address. */
export function matchPanel(
  choices: BotChoices,
  start: MatchStart,
  onParams: (p: { a: string; b: string; seed: string }) => void,
): MatchPanel {
  const a = seatSelect('sw-seat-a');
  const b = seatSelect('sw-seat-b');
  fillSeat(a, choices, start.a);
  fillSeat(b, choices, start.b ?? 'demo:random');
  const seed = seedField('sw-match-seed', start.seed ?? '1');
  const playButton = h('button', { type: 'submit', class: 'primary', id: 'sw-play' }, 'Play the match');
  const status = h('p', { class: 'sw-status', role: 'status', id: 'sw-match-status' });
  const summary = h('pre', {
    class: 'sw-summary',
    hidden: true,
    id: 'sw-match-summary',
    // It scrolls sideways on a phone: the keyboard must reach it.
    tabindex: 0,
    'aria-label': "The match in the command line's words",
  });
  const download = h('button', { type: 'button', hidden: true, id: 'sw-download-replay' }, 'Download the replay');
  const fork = h(
    'button',
    {
      type: 'button',
      hidden: true,
      id: 'sw-fork',
      title: "Keep the match before the turn shown, bring each seat's bot to it with its earlier calls, and play on",
    },
    'Play on from here with my current code',
  );
  const viewer = h('div', { class: 'sw-viewer', id: 'sw-viewer' });
  const logsNow = h('ul', { class: 'sw-step-logs', id: 'sw-step-logs' });
  const logsAll = h('pre', { class: 'sw-all-logs', id: 'sw-all-logs', tabindex: 0 });
  const logs = h(
    'section',
    { class: 'sw-logs', hidden: true, 'aria-labelledby': 'sw-logs-title' },
    h('h3', { id: 'sw-logs-title' }, "The bots' log lines at the step shown"),
    logsNow,
    h('details', {}, h('summary', {}, 'Every log line of the match'), logsAll),
  );

  let removeViewer = (): void => {};
  let observer: MutationObserver | undefined;
  let shown: PageMatch | undefined;
  let playing: AbortController | undefined;

  const show = (m: PageMatch): void => {
    shown = m;
    summary.textContent = matchText(m.summary, m.names, m.record.steps);
    summary.hidden = false;
    summary.dataset.json = JSON.stringify(matchJson(m.summary, m.names));
    download.hidden = false;
    fork.hidden = false;
    removeViewer();
    observer?.disconnect();
    viewer.replaceChildren();
    const root = h('div', { class: 'sw-viewer-root' });
    viewer.append(root);
    removeViewer = summonerView(root, {
      kind: 'summoner',
      title: `${m.names[0]} v ${m.names[1]}`,
      source: 'this page',
      replay: m.replay,
    });
    const update = (): void => {
      logsNow.replaceChildren(...stepLogs(m.replay, m.names, Number(root.dataset.frame ?? 0)));
    };
    observer = new MutationObserver(update);
    observer.observe(root, { attributes: true, attributeFilter: ['data-frame'] });
    update();
    logsAll.textContent = allLogs(m.replay, m.names);
    logs.hidden = false;
  };

  const form = h(
    'form',
    { class: 'sw-match-form', novalidate: true },
    h('p', {}, h('label', { for: 'sw-seat-a' }, 'First seat (plays first, from the west)'), a),
    h('p', {}, h('label', { for: 'sw-seat-b' }, 'Second seat (from the east)'), b),
    seed.element,
    h('p', { class: 'sw-actions' }, playButton),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (playing !== undefined) return;
    const why = seedProblem(seed.input.value);
    seed.showProblem(why);
    if (why !== undefined) {
      seed.input.focus();
      return;
    }
    onParams({ a: a.value, b: b.value, seed: seed.input.value.trim() });
    const s = seed.input.value.trim();
    void run(
      (bots) => `Playing ${bots[0].name} v ${bots[1].name}, seed ${s}\u2026`,
      (bots, signal) => playPageMatch(bots, Number(s), signal),
      (m) => `Played: ${m.summary.turns} turns. The replay is below.`,
    );
  });
  fork.addEventListener('click', () => {
    if (shown === undefined || playing !== undefined) return;
    const from = shown.replay;
    // The turn on screen (the setup's frame is turn 0: the fork then plays every turn again).
    const turn = Math.min(
      Math.max(1, Number(viewer.querySelector<HTMLElement>('.sw-viewer-root')?.dataset.turn ?? 1)),
      from.turns,
    );
    void run(
      (bots) => `Playing on from turn ${turn} with ${bots[0].name} v ${bots[1].name}: warming the bots up\u2026`,
      (bots, signal) => forkPageMatch(bots, from, turn, signal),
      (m) =>
        `Forked from turn ${turn}: the first turns kept, ${m.summary.turns} turns in all. ${warmUpText(m)}. The replay is below.`,
    );
  });

  /** Plays with the seats' bots (compiled from their current code), showing `playing`, then the match or why not. */
  async function run<T extends PageMatch>(
    opening: (bots: readonly [PageBot, PageBot]) => string,
    play: (bots: readonly [PageBot, PageBot], signal: AbortSignal) => Promise<PagePlay<T>>,
    done: (m: T) => string,
  ): Promise<void> {
    const bots = [choices.compile(a.value), choices.compile(b.value)] as const;
    for (const [i, c] of bots.entries())
      if (!c.ok) {
        status.textContent = `${i === 0 ? 'The first' : 'The second'} seat's bot cannot play: ${c.message}`;
        status.className = 'sw-status error';
        return;
      }
    const [ba, bb] = bots;
    if (!ba.ok || !bb.ok) return;
    const ctl = new AbortController();
    playing = ctl;
    playButton.disabled = true;
    fork.disabled = true;
    status.className = 'sw-status';
    status.textContent = opening([ba.bot, bb.bot]);
    // Marks for the benchmark (bench/summonerStudio.bench.ts): the match alone, workers started and closed.
    performance.mark('sw-match-start');
    try {
      const r = await play([ba.bot, bb.bot], ctl.signal);
      performance.mark('sw-match-end');
      if (ctl.signal.aborted) return;
      if (!r.ok) {
        if (r.seat === undefined) status.textContent = `The match cannot be played on: ${r.reason}`;
        else {
          choices.loadFailed(r.seat === 0 ? a.value : b.value, r.reason);
          status.textContent = `${(r.seat === 0 ? ba : bb).bot.name} cannot play: ${r.reason}`;
        }
        status.className = 'sw-status error';
        return;
      }
      status.textContent = done(r.match);
      show(r.match);
    } catch (err) {
      status.textContent = `The match stopped: ${(err as Error).message}`;
      status.className = 'sw-status error';
    } finally {
      playing = undefined;
      playButton.disabled = false;
      fork.disabled = false;
    }
  }
  download.addEventListener('click', () => {
    if (shown === undefined) return;
    const [x, y] = shown.names;
    downloadText(
      `${x}-v-${y}-seed-${shown.replay.seed}.json`.replace(/[^A-Za-z0-9._-]/g, '_'),
      formatReplay(shown.replay),
      'application/json',
    );
  });

  const element = h(
    'section',
    { class: 'sw-match', 'aria-labelledby': 'sw-match-title' },
    h('h2', { id: 'sw-match-title' }, 'Play a match'),
    form,
    status,
    summary,
    h('p', {}, download, ' ', fork),
    viewer,
    logs,
  );
  // The viewer's keys (Space, arrows) are for the viewer: keys pressed in the form stay in the form.
  form.addEventListener('keydown', (e) => e.stopPropagation());
  logs.addEventListener('keydown', (e) => e.stopPropagation());
  return {
    element,
    refresh() {
      fillSeat(a, choices, undefined);
      fillSeat(b, choices, undefined);
    },
    stop() {
      playing?.abort();
      removeViewer();
      observer?.disconnect();
    },
  };
}
