/** The bar above the editor: which bot, its name (rename), new, delete (with a way back), download, and the demos to copy. */
import { h } from '../../../../src/dom.js';
import { downloadText } from '../../kit/download.js';
import { effect, live } from '../../kit/reactive.js';
import type { BotShelf } from './botShelf.js';
import { DEMO_BOTS, STARTER_SOURCE } from './demoBots.js';

function nameField(shelf: BotShelf) {
  const input = h('input', {
    id: 'sw-bot-name',
    type: 'text',
    autocomplete: 'off',
    spellcheck: false,
    'aria-describedby': 'sw-name-problem',
  });
  const error = h('span', { class: 'field-error', id: 'sw-name-problem' });
  const rename = h('button', { type: 'button', id: 'sw-rename' }, 'Rename');
  const show = (why: string | undefined): void => {
    error.textContent = why ?? '';
    if (why === undefined) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', 'true');
  };
  effect(() => {
    input.value = shelf.current.value;
    show(undefined);
  });
  rename.addEventListener('click', () => {
    const why = shelf.rename(input.value.trim());
    show(why);
    if (why !== undefined) input.focus();
  });
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    rename.click();
  });
  return h('p', {}, h('label', { for: 'sw-bot-name' }, 'Name'), input, rename, error);
}

function botSelect(shelf: BotShelf): HTMLElement {
  const select = live(h('select', { id: 'sw-bot-select' }), () =>
    shelf.names.value.map((n) => h('option', { value: n }, n)),
  );
  effect(() => {
    void shelf.names.value;
    select.value = shelf.current.value;
  });
  select.addEventListener('change', () => shelf.open(select.value));
  return h('p', {}, h('label', { for: 'sw-bot-select' }, 'Bot'), select);
}

function demoCopy(shelf: BotShelf, named: () => void): HTMLElement {
  const demos = h('select', { id: 'sw-demo-select' }, ...DEMO_BOTS.map((d) => h('option', { value: d.name }, d.name)));
  const copy = h('button', { type: 'button', id: 'sw-copy-demo' }, 'Copy into a new bot');
  copy.addEventListener('click', () => {
    const demo = DEMO_BOTS.find((d) => d.name === demos.value);
    if (demo === undefined) return;
    shelf.create(`my-${demo.name}`, demo.source);
    named();
  });
  return h('p', {}, h('label', { for: 'sw-demo-select' }, 'Demo'), demos, copy);
}

/** The bar; `undoSlot` holds the way back after a delete, `text` reads the editor. */
export function botBar(shelf: BotShelf, undoSlot: HTMLElement, text: () => string): HTMLElement {
  const named = (): void => {
    const input = document.getElementById('sw-bot-name') as HTMLInputElement | null;
    input?.focus();
    input?.select();
  };
  const fresh = h('button', { type: 'button', id: 'sw-new' }, 'New bot');
  fresh.addEventListener('click', () => (shelf.create('bot', STARTER_SOURCE), named()));
  const remove = h('button', { type: 'button', id: 'sw-delete' }, 'Delete');
  remove.addEventListener('click', () => {
    const name = shelf.current.value;
    const back = shelf.remove();
    const again = h('button', { type: 'button', id: 'sw-undo' }, `Undo: bring ${name} back`);
    again.addEventListener('click', () => (back(), undoSlot.replaceChildren()), { once: true });
    shelf.news.value = { text: `Deleted ${name}.`, failed: false };
    undoSlot.replaceChildren(again);
    again.focus();
  });
  const download = h('button', { type: 'button', id: 'sw-download' }, 'Download .ts');
  download.addEventListener('click', () => {
    const name = shelf.current.value;
    downloadText(`${name}.ts`, text(), 'text/plain;charset=utf-8');
    shelf.news.value = {
      text: `Downloaded ${name}.ts: play it with fray summoner match ${name}.ts examples/summoners/random.ts`,
      failed: false,
    };
  });
  return h(
    'div',
    { class: 'sw-bar' },
    botSelect(shelf),
    nameField(shelf),
    h('p', {}, fresh, remove, download),
    demoCopy(shelf, named),
  );
}
