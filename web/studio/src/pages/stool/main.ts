/**
 * The Quest for the Golden Stool in the page: the terminal's screens (renderScreen) drawn as styled text, keys turned
 * into commands by the same controller and played by the same reducer as `fray play` (pressKey), the game saved in
 * this browser after every key in the CLI's save format, and the newest messages read out as they come.
 */
import '../../kit/forms.css';
import './stool.css';
import { h } from '../../../../src/dom.js';

import {
  MIN_COLS,
  MIN_ROWS,
  newGame,
  pressKey,
  renderScreen,
  LEVEL_WIDTH,
  type Playing,
} from '../../../../../src/stool/index.js';
import { startUi } from '../../../../../src/stool/screen/controller.js';
import { registerPage } from '../../registerPage.js';
import { downloadText } from '../../kit/download.js';
import { field } from '../../kit/field.js';
import { readPicked } from '../../kit/readFile.js';
import { drawSeed, seedField } from '../../kit/seedField.js';
import { keyName } from './keyName.js';
import { drawFrame } from './screenView.js';
import { loadGame, problemLine, readSave, saveFileText, storeGame } from './savedGame.js';

/** The widest screen drawn: the whole level beside the widest panel; wider shows nothing more. */
const MAX_COLS = LEVEL_WIDTH + 1 + 36;
/** The tallest screen drawn: the whole level, the title and a log of seven lines. */
const MAX_ROWS = 30;

/** Buttons for a pointer or a touch screen, each pressing one key. */
const PAD: readonly (readonly [key: string, label: string, name: string])[] = [
  ['y', '\u2196', 'move up-left'],
  ['k', '\u2191', 'move up'],
  ['u', '\u2197', 'move up-right'],
  ['h', '\u2190', 'move left'],
  ['.', '\u00b7', 'wait'],
  ['l', '\u2192', 'move right'],
  ['b', '\u2199', 'move down-left'],
  ['j', '\u2193', 'move down'],
  ['n', '\u2198', 'move down-right'],
];
const ACTIONS: readonly (readonly [key: string, label: string])[] = [
  ['f', 'f fire'],
  ['t', 't target'],
  ['g', 'g pick up'],
  ['e', 'e eat'],
  ['r', 'r read'],
  ['w', 'w wear'],
  ['i', 'i inventory'],
  ['o', 'o explore'],
  ['>', '> stairs'],
  ['escape', 'Esc'],
  ['?', '? help'],
];

registerPage('stool', (root) => {
  const status = h('p', { class: 'status', role: 'status' });
  const saved = loadGame();
  let p: Playing;
  if (saved?.ok === true) {
    p = {
      state: saved.value.state,
      commands: saved.value.commands.slice(),
      ui: startUi(saved.value.state, saved.value.messages),
    };
    status.textContent = `Resumed the game saved in this browser (seed ${p.state.seed}).`;
  } else {
    const state = newGame(drawSeed());
    p = { state, commands: [], ui: startUi(state) };
    if (saved !== undefined)
      status.textContent = `The saved game could not be read (${problemLine(saved)}); a new game starts.`;
  }

  const screen = h('pre', {
    id: 'stool-screen',
    class: 'stool-screen',
    tabindex: '0',
    role: 'application',
    'aria-roledescription': 'game screen',
    'aria-label': 'The game: press keys to play, ? for the list of keys',
    'aria-describedby': 'stool-log-h',
  });
  const wrap = h('div', { class: 'screen-wrap' }, screen);
  const log = h('div', {
    id: 'stool-log',
    class: 'stool-log',
    role: 'log',
    'aria-live': 'polite',
    'aria-labelledby': 'stool-log-h',
  });
  let charW = 8;
  let lineH = 17;
  const measure = (): void => {
    const probe = h('span', { class: 'probe', 'aria-hidden': 'true' }, 'M'.repeat(20));
    screen.append(probe);
    const r = probe.getBoundingClientRect();
    if (r.width > 0) charW = r.width / 20;
    if (r.height > 0) lineH = r.height;
    probe.remove();
  };
  const size = (): { cols: number; rows: number } => ({
    cols: Math.max(MIN_COLS, Math.min(MAX_COLS, Math.floor((root.clientWidth - 4) / charW))),
    rows: Math.max(MIN_ROWS, Math.min(MAX_ROWS, Math.floor((window.innerHeight - 180) / lineH))),
  });
  let shownMessages = -1;
  const draw = (): void => {
    const frame = renderScreen(p.state, size(), { colour: true, ui: p.ui });
    drawFrame(screen, frame);
    screen.dataset.commands = String(p.commands.length);
    // On a narrow screen the grid scrolls sideways: keep the hero in sight.
    const row = frame.split('\n').findIndex((l, i) => i > 0 && l.includes('@'));
    if (row > 0 && wrap.scrollWidth > wrap.clientWidth) {
      const col = screen.textContent?.split('\n')[row]?.indexOf('@') ?? 0;
      wrap.scrollLeft = Math.max(0, col * charW - wrap.clientWidth / 2);
    }
    // The log reads out what is new since the last key: the same lines the screen's message log shows brighter.
    const total = p.ui.messages.length;
    if (total !== shownMessages || p.ui.fresh > 0) {
      const fresh = p.ui.messages.slice(total - p.ui.fresh);
      log.replaceChildren(...fresh.map((m) => h('p', {}, m)));
      shownMessages = total;
    }
  };
  const keep = (): void => {
    const why = storeGame(p);
    if (why !== undefined) status.textContent = `Not saved: ${why}.`;
  };
  const begin = (seedValue: number): void => {
    const state = newGame(seedValue);
    p = { state, commands: [], ui: startUi(state) };
    shownMessages = -1;
    seed.input.value = String(seedValue);
  };
  const press = (key: string): void => {
    if (pressKey(p, key)) {
      if (p.state.over !== null) {
        // Leaving the end screen (q, Enter or Esc) starts the next game, as a terminal player would type fray play.
        const last = p.state.seed;
        begin(drawSeed());
        status.textContent = `A new game, seed ${p.state.seed} (the finished game was seed ${last}).`;
      } else
        status.textContent =
          'Your game is saved in this browser: it resumes when you come back. Press any key to go on.';
    }
    keep();
    draw();
  };
  screen.addEventListener('keydown', (e) => {
    const key = keyName(e);
    if (key === undefined) return;
    e.preventDefault();
    press(key);
  });

  const pad = h(
    'div',
    { class: 'pad', role: 'group', 'aria-label': 'Keys for a mouse or a touch screen' },
    h('div', { class: 'dirs' }, ...PAD.map(([key, label, name]) => keyButton(key, label, name))),
    h('div', { class: 'acts' }, ...ACTIONS.map(([key, label]) => keyButton(key, label, undefined))),
  );
  function keyButton(key: string, label: string, name: string | undefined): HTMLButtonElement {
    const b = h('button', { type: 'button', 'data-key': key, 'aria-label': name }, label);
    b.addEventListener('click', () => {
      press(key);
      // The keyboard stays with the game: a tap on a button does not take its keys away.
      screen.focus();
    });
    return b;
  }

  const seed = seedField('stool-seed', String(p.state.seed), () => void seed.read());
  const start = h('button', { type: 'button', class: 'primary' }, 'New game');
  start.addEventListener('click', () => {
    const s = seed.read();
    if (!s.ok) return;
    begin(s.value);
    status.textContent = `A new game, seed ${s.value}; the last one is gone (download its save first to keep it).`;
    keep();
    draw();
    screen.focus();
  });
  const download = h('button', { type: 'button' }, 'Download the save');
  download.addEventListener('click', () =>
    downloadText(`stool-${p.state.seed}.json`, saveFileText(p), 'application/json'),
  );
  const open = field({
    id: 'stool-open',
    label: 'Open a save (from fray play or this page)',
    value: '',
    parse: (t) => ({ ok: true, value: t }),
    inputmode: 'text',
    onInput: () => undefined,
  });
  open.input.type = 'file';
  open.input.accept = '.json,application/json';
  open.input.addEventListener('change', () => {
    const files = open.input.files;
    if (files === null) return;
    void readPicked(files).then((picked) => {
      const f = picked[0];
      if (f === undefined) return;
      const r = readSave(new TextDecoder().decode(f.bytes), f.name);
      if (!r.ok) {
        open.flag(problemLine(r));
        return;
      }
      open.flag(undefined);
      p = { state: r.value.state, commands: r.value.commands.slice(), ui: startUi(r.value.state, r.value.messages) };
      shownMessages = -1;
      seed.input.value = String(p.state.seed);
      status.textContent = `Opened ${f.name} (seed ${p.state.seed}).`;
      keep();
      draw();
      screen.focus();
    });
  });

  root.append(
    h('h1', {}, 'The Quest for the Golden Stool'),
    h(
      'p',
      { class: 'lede' },
      'Click the screen (or Tab to it) and play with the keys of fray play: h j k l y u b n or the arrows to move, Tab or t for the next target, ? for every key; Shift-Tab leaves the game for the rest of the page. When a game ends, q, Enter or Esc starts a new one. The game is saved in this browser after every key.',
    ),
    status,
    wrap,
    h('h2', { id: 'stool-log-h', class: 'log-h' }, 'Last events'),
    log,
    pad,
    h(
      'section',
      { class: 'game-tools', 'aria-label': 'Games' },
      h('h2', {}, 'Games'),
      h('div', { class: 'row' }, seed.row, start),
      h('p', { class: 'row' }, download),
      open.row,
      h(
        'p',
        { class: 'hint' },
        'A save downloaded here resumes with fray play --load FILE, and a save of fray play opens here.',
      ),
    ),
  );
  measure();
  draw();
  const onResize = (): void => draw();
  window.addEventListener('resize', onResize);
  screen.focus();
  return () => {
    window.removeEventListener('resize', onResize);
    keep();
  };
});
