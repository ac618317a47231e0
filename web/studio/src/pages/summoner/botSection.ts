/**
 * The bot being written: the bar (which bot, name, new, delete, download, demos), the editor (compiled as it is
 * typed, saved in this browser after a pause), the problems (compiler's and those thrown in play, each a way to its
 * line), and the bot API to read.
 */
import { h } from '../../../../src/dom.js';
import { effect, liveAttrs, liveText } from '../../kit/reactive.js';
import apiSource from '../../../../../src/summoner/api.ts?raw';
import { botBar } from './botBar.js';
import { botEditor, type BotEditor } from './botEditor.js';
import type { BotShelf } from './botShelf.js';
import { compileBotSource } from './compileBotSource.js';
import { problemList, type ProblemList } from './problemList.js';

/** The section and the parts the page reaches. */
export interface BotSection {
  element: HTMLElement;
  editor: BotEditor;
  problems: ProblemList;
  /** Saves the bot being edited now (the page is left). */
  flush(): void;
}

function saveStatus(shelf: BotShelf): HTMLElement {
  return liveAttrs(
    h(
      'p',
      { class: 'sw-save-status', role: 'status', id: 'sw-save-status' },
      liveText(() => shelf.news.value.text),
    ),
    {
      class: () => `sw-save-status${shelf.news.value.failed ? ' error' : ''}`,
    },
  );
}

function apiDetails(): HTMLElement {
  return h(
    'details',
    { class: 'sw-api' },
    h('summary', {}, "The bot API: the types of 'fray/summoner' (src/summoner/api.ts)"),
    h('pre', { tabindex: 0, 'aria-label': 'The bot API' }, apiSource),
  );
}

/** The editor over the shelf's current bot: compiled as typed, saved after a pause; `flush` saves at once. */
function shelfEditor(shelf: BotShelf, host: HTMLElement, problems: ProblemList) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const editor = botEditor(host, {
    text: shelf.source(shelf.current.peek()) ?? '',
    label: `The source of ${shelf.current.peek()} (TypeScript or JavaScript)`,
    check: (text) => {
      const c = compileBotSource(shelf.current.peek(), text);
      return c.ok ? [] : c.problems;
    },
    onChange(text) {
      const name = shelf.current.peek();
      shelf.edit(name, text);
      problems.played([]);
      clearTimeout(timer);
      timer = setTimeout(() => shelf.persist(name), 400);
    },
    onProblems: (p) => problems.compiled(p),
  });
  effect(() => {
    const name = shelf.current.value;
    if (editor.text() !== shelf.source(name)) editor.setText(shelf.source(name) ?? '');
    editor.view.contentDOM.setAttribute('aria-label', `The source of ${name} (TypeScript or JavaScript)`);
    problems.played([]);
  });
  const flush = (): void => {
    clearTimeout(timer);
    shelf.persist(shelf.current.peek());
  };
  return { editor, flush };
}

/** The section over `shelf`. */
export function botSection(shelf: BotShelf): BotSection {
  const host = h('div', { class: 'sw-editor', id: 'sw-editor' });
  const problems = problemList((line, column) => editor.goToLine(line, column));
  const { editor, flush } = shelfEditor(shelf, host, problems);
  const undoSlot = h('span', { class: 'sw-undo-slot' });
  const keys = 'Tab leaves the editor; Ctrl+F searches; Ctrl+Shift+M lists the problems in the editor.';
  const element = h(
    'section',
    { class: 'sw-bot', 'aria-labelledby': 'sw-bot-title' },
    h('h2', { id: 'sw-bot-title' }, 'Your bot'),
    botBar(shelf, undoSlot, () => editor.text()),
    h('div', { class: 'sw-status-row' }, saveStatus(shelf), undoSlot),
    host,
    h('p', { class: 'sw-note' }, keys),
    problems.element,
    apiDetails(),
  );
  // The viewer's keys (Space, arrows) must not reach it from the editor or the bar.
  element.addEventListener('keydown', (e) => e.stopPropagation());
  return { element, editor, problems, flush };
}
