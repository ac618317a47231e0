/**
 * The Summoner War playground: the visitor's bots in an editor (saved in this browser, downloaded as the .ts file
 * the CLI runs), matches against the demos watched in the viewer, and a local tournament. Every bot runs in a Web
 * Worker of its own with the CLI's time limits; the match, its replay and the standings are the library's.
 */
import '../../../../src/viewer.css';
import './summoner.css';
import { h } from '../../../../src/dom.js';
import { downloadText } from '../../kit/download.js';
import { registerPage } from '../../registerPage.js';
import apiSource from '../../../../../src/summoner/api.ts?raw';
import type { BotChoice, BotChoices } from './botChoices.js';
import { botEditor } from './botEditor.js';
import { compileBotSource, type SourceProblem } from './compileBotSource.js';
import { DEMO_BOTS, STARTER_SOURCE } from './demoBots.js';
import { matchPanel } from './matchPanel.js';
import {
  currentBotName,
  deleteBot,
  loadBot,
  nameProblem,
  saveBot,
  savedBotNames,
  setCurrentBotName,
} from './savedBots.js';
import { tournamentPanel } from './tournamentPanel.js';

/** The name of the bot a first visit starts with. */
const FIRST_BOT = 'my-bot';

/** A name not yet taken: `base`, or `base-2`, `base-3`… */
function freeName(base: string, taken: readonly string[]): string {
  if (nameProblem(base, taken) === undefined) return base;
  for (let i = 2; ; i++) if (nameProblem(`${base}-${i}`, taken) === undefined) return `${base}-${i}`;
}

registerPage('summoner', (root, ctx) => {
  // The visitor's bots: saved ones, or a first one from the starter. Storage may be refused (a private window):
  // the page then works on copies in memory and says so.
  const memory = new Map<string, string>();
  for (const name of savedBotNames()) memory.set(name, loadBot(name) ?? '');
  if (memory.size === 0) memory.set(FIRST_BOT, STARTER_SOURCE);
  const names = (): string[] => [...memory.keys()].sort();
  let current = currentBotName();
  if (current === undefined || !memory.has(current)) current = names()[0] as string;

  const saveStatus = h('p', { class: 'sw-save-status', role: 'status', id: 'sw-save-status' });
  const persist = (name: string): void => {
    const why = saveBot(name, memory.get(name) ?? '');
    saveStatus.textContent = why === undefined ? `Saved ${name} in this browser.` : `Not saved: ${why}.`;
    saveStatus.classList.toggle('error', why !== undefined);
  };
  const firstSave = savedBotNames().length === 0;

  // The problems of the bot being edited, as a list under the editor (each a way to its line).
  const problemList = h('ul', { class: 'sw-problems', id: 'sw-problems' });
  const problemTitle = h('h3', { id: 'sw-problems-title' }, 'Problems');
  const showList = (problems: readonly SourceProblem[]): void => {
    problemTitle.textContent =
      problems.length === 0 ? 'No problems: the bot compiles' : `Problems (${problems.length})`;
    problemList.replaceChildren(
      ...problems.map((p) => {
        const go = h(
          'button',
          { type: 'button', class: 'sw-problem', 'data-line': p.line },
          `Line ${p.line}: ${p.message}`,
        );
        go.addEventListener('click', () => editor.goToLine(p.line));
        return h('li', {}, go);
      }),
    );
  };

  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const editorHost = h('div', { class: 'sw-editor', id: 'sw-editor' });
  const editor = botEditor(editorHost, {
    text: memory.get(current) ?? '',
    label: `The source of ${current} (TypeScript or JavaScript)`,
    check: (text) => {
      const c = compileBotSource(current as string, text);
      return c.ok ? [] : c.problems;
    },
    onChange(text) {
      const name = current as string;
      memory.set(name, text);
      clearTimeout(saveTimer);
      saveTimer = setTimeout(() => persist(name), 400);
    },
    onProblems: showList,
  });

  // The bar above the editor: which bot, its name, new, rename, delete, download.
  const select = h('select', { id: 'sw-bot-select' });
  const nameInput = h('input', {
    id: 'sw-bot-name',
    type: 'text',
    autocomplete: 'off',
    spellcheck: false,
    'aria-describedby': 'sw-name-problem',
  });
  const nameError = h('span', { class: 'field-error', id: 'sw-name-problem' });
  const newButton = h('button', { type: 'button', id: 'sw-new' }, 'New bot');
  const renameButton = h('button', { type: 'button', id: 'sw-rename' }, 'Rename');
  const deleteButton = h('button', { type: 'button', id: 'sw-delete' }, 'Delete');
  const downloadButton = h('button', { type: 'button', id: 'sw-download' }, 'Download .ts');
  const demoSelect = h(
    'select',
    { id: 'sw-demo-select' },
    ...DEMO_BOTS.map((d) => h('option', { value: d.name }, d.name)),
  );
  const copyDemo = h('button', { type: 'button', id: 'sw-copy-demo' }, 'Copy into a new bot');
  let undo: { name: string; source: string } | undefined;

  const showNameProblem = (why: string | undefined): void => {
    nameError.textContent = why ?? '';
    if (why === undefined) nameInput.removeAttribute('aria-invalid');
    else nameInput.setAttribute('aria-invalid', 'true');
  };
  const fillBots = (): void => {
    select.replaceChildren(...names().map((n) => h('option', { value: n }, n)));
    select.value = current as string;
    nameInput.value = current as string;
    showNameProblem(undefined);
    match.refresh();
    tournament.refresh();
  };
  const open = (name: string): void => {
    current = name;
    setCurrentBotName(name);
    editor.setText(memory.get(name) ?? '');
    editor.view.contentDOM.setAttribute('aria-label', `The source of ${name} (TypeScript or JavaScript)`);
    fillBots();
  };
  const create = (base: string, source: string): void => {
    const name = freeName(base, names());
    memory.set(name, source);
    persist(name);
    open(name);
    nameInput.focus();
    nameInput.select();
  };
  select.addEventListener('change', () => open(select.value));
  newButton.addEventListener('click', () => create('bot', STARTER_SOURCE));
  copyDemo.addEventListener('click', () => {
    const demo = DEMO_BOTS.find((d) => d.name === demoSelect.value);
    if (demo !== undefined) create(`my-${demo.name}`, demo.source);
  });
  renameButton.addEventListener('click', () => {
    const from = current as string;
    const to = nameInput.value.trim();
    if (to === from) return showNameProblem(undefined);
    const why = nameProblem(to, names());
    showNameProblem(why);
    if (why !== undefined) return nameInput.focus();
    memory.set(to, memory.get(from) ?? '');
    memory.delete(from);
    deleteBot(from);
    persist(to);
    saveStatus.textContent = `Renamed ${from} to ${to}.`;
    open(to);
  });
  nameInput.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      renameButton.click();
    }
  });
  deleteButton.addEventListener('click', () => {
    const name = current as string;
    undo = { name, source: memory.get(name) ?? '' };
    memory.delete(name);
    deleteBot(name);
    if (memory.size === 0) {
      memory.set(FIRST_BOT, STARTER_SOURCE);
      persist(FIRST_BOT);
    }
    open(names()[0] as string);
    const again = h('button', { type: 'button', id: 'sw-undo' }, `Undo: bring ${name} back`);
    again.addEventListener('click', () => {
      if (undo === undefined) return;
      const back = freeName(undo.name, names());
      memory.set(back, undo.source);
      undo = undefined;
      persist(back);
      open(back);
    });
    saveStatus.replaceChildren(`Deleted ${name}. `, again);
    again.focus();
  });
  downloadButton.addEventListener('click', () => {
    const name = current as string;
    downloadText(`${name}.ts`, editor.text(), 'text/plain;charset=utf-8');
    saveStatus.textContent = `Downloaded ${name}.ts: play it with fray summoner match ${name}.ts examples/summoners/random.ts`;
  });

  // The bots the match and tournament panels choose from, compiled when chosen.
  const choices: BotChoices = {
    options: () => [
      ...names().map((n): BotChoice => ({ value: `mine:${n}`, label: n, group: 'Your bots' })),
      ...DEMO_BOTS.map((d): BotChoice => ({ value: `demo:${d.name}`, label: d.name, group: 'Demos' })),
    ],
    compile(value) {
      const [kind, name] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
      const source = kind === 'mine' ? memory.get(name) : DEMO_BOTS.find((d) => d.name === name)?.source;
      if (source === undefined) return { ok: false, message: `there is no bot named ${name}` };
      const c = compileBotSource(name, source);
      if (c.ok) return c;
      if (kind === 'mine' && name === current) editor.showProblems(c.problems);
      const first = c.problems[0] as SourceProblem;
      return { ok: false, message: `line ${first.line}: ${first.message}` };
    },
    loadFailed(value, reason) {
      if (value !== `mine:${current}`) return;
      // A load error names no place the page can trust (it comes from the running code): line 1 carries it.
      const p: SourceProblem = { line: 1, from: 0, to: 0, message: reason };
      editor.showProblems([p]);
      showList([p]);
    },
  };

  const params = ctx.params;
  const match = matchPanel(
    choices,
    {
      a: params.get('a') ?? `mine:${current}`,
      ...(params.get('b') !== null ? { b: params.get('b') as string } : {}),
      ...(params.get('seed') !== null ? { seed: params.get('seed') as string } : {}),
    },
    (p) => ctx.setParams(new URLSearchParams(p)),
  );
  const tournament = tournamentPanel(choices);

  const bar = h(
    'div',
    { class: 'sw-bar' },
    h('p', {}, h('label', { for: 'sw-bot-select' }, 'Bot'), select),
    h('p', {}, h('label', { for: 'sw-bot-name' }, 'Name'), nameInput, renameButton, nameError),
    h('p', {}, newButton, deleteButton, downloadButton),
    h('p', {}, h('label', { for: 'sw-demo-select' }, 'Demo'), demoSelect, copyDemo),
  );
  const botSection = h(
    'section',
    { class: 'sw-bot', 'aria-labelledby': 'sw-bot-title' },
    h('h2', { id: 'sw-bot-title' }, 'Your bot'),
    bar,
    saveStatus,
    editorHost,
    h(
      'p',
      { class: 'sw-note' },
      'Tab leaves the editor; Ctrl+F searches; Ctrl+Shift+M lists the problems in the editor.',
    ),
    h('div', { class: 'sw-problem-box', 'aria-live': 'polite' }, problemTitle, problemList),
    h(
      'details',
      { class: 'sw-api' },
      h('summary', {}, "The bot API: the types of 'fray/summoner' (src/summoner/api.ts)"),
      h('pre', { tabindex: 0, 'aria-label': 'The bot API' }, apiSource),
    ),
  );
  // The viewer's keys (Space, arrows) must not reach it from the editor or the bar.
  botSection.addEventListener('keydown', (e) => e.stopPropagation());

  root.append(
    h('h1', {}, 'Summoner War playground'),
    h(
      'p',
      { class: 'lede' },
      'Write a bot, play it against the demos and watch the match, run a small tournament. Each bot runs in a worker of its own with the command line\u2019s time limits, and the same seed gives the same match as fray summoner match. Your bots are saved in this browser; download one to run it with the command line.',
    ),
    botSection,
    match.element,
    tournament.element,
  );
  fillBots();
  if (firstSave) persist(current);
  showList([]);

  return () => {
    clearTimeout(saveTimer);
    if (current !== undefined && memory.has(current)) saveBot(current, memory.get(current) ?? '');
    match.stop();
    tournament.stop();
    editor.view.destroy();
  };
});
