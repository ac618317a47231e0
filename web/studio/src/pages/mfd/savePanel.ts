/** Saving and sharing the whole setup: a file to download or open, and a link that holds all of it. */
import { formatProblem } from '../../../../../src/core/index.js';
import { h } from '../../../../src/dom.js';
import { downloadText } from '../../kit/download.js';
import type { Notices } from '../../kit/notices.js';
import { plainWords } from '../../kit/plainWords.js';
import { readPicked } from '../../kit/readFile.js';
import type { PageContext } from '../../registerPage.js';
import { parseSetup, setupJson, setupParam, type MfdSetup } from './setup.js';

/** What the panel needs from the page. */
export interface SaveInput {
  setup(): MfdSetup;
  apply(s: MfdSetup): void;
  ctx: PageContext;
  notices: Notices;
}

function openButton(io: SaveInput, status: HTMLElement): HTMLElement {
  const input = h('input', {
    type: 'file',
    id: 'mfd-open-setup',
    accept: '.json,application/json',
    class: 'file-input',
  });
  input.addEventListener('change', () => {
    const f = input.files?.[0];
    if (!f) return;
    void readPicked([f]).then(([p]) => {
      input.value = '';
      if (!p) return;
      const read = parseSetup(new TextDecoder().decode(p.bytes), p.name);
      if (!read.ok) {
        status.textContent = `Not opened: ${plainWords(formatProblem(read.problem))}`;
        io.notices.add({
          what: `${p.name} could not be read as a setup (${plainWords(read.problem.message)}).`,
          kept: 'The page keeps the setup it had.',
        });
        return;
      }
      io.apply(read.value);
      status.textContent = `Opened ${p.name}.`;
    });
  });
  return h('span', {}, h('label', { for: 'mfd-open-setup', class: 'file-label' }, 'Open a setup file'), ' ', input);
}

function linkRow(io: SaveInput, status: HTMLElement): HTMLElement {
  const field = h('input', {
    type: 'text',
    id: 'mfd-link',
    readonly: true,
    class: 'link-field',
    'aria-label': 'Link to this setup',
  });
  const make = h('button', { type: 'button', id: 'mfd-copy-link' }, 'Make a link');
  make.addEventListener('click', () => {
    void setupParam(io.setup()).then(async (p) => {
      io.ctx.setParams(new URLSearchParams({ setup: p }));
      field.value = location.href;
      field.select();
      try {
        await navigator.clipboard.writeText(location.href);
        status.textContent = 'The link is copied: it holds the whole setup (nothing is stored anywhere else).';
      } catch {
        status.textContent = 'The link is in the field above: copy it (it holds the whole setup).';
      }
    });
  });
  return h('p', { class: 'file-row' }, make, ' ', field);
}

/** The save-and-share section; `status` is its line of news. */
export function savePanel(io: SaveInput, status: HTMLElement): HTMLElement {
  const save = h('button', { type: 'button', id: 'mfd-save-file' }, 'Download the setup');
  save.addEventListener('click', () => downloadText('mfd-setup.json', setupJson(io.setup()), 'application/json'));
  return h(
    'section',
    { class: 'panel', 'aria-labelledby': 'mfd-save-title' },
    h('h2', { id: 'mfd-save-title' }, 'Save and share'),
    h('p', {}, 'The last setup is kept in this browser. Save it as a file, or as a link that holds all of it.'),
    h('p', { class: 'file-row' }, save, ' ', openButton(io, status)),
    linkRow(io, status),
    status,
  );
}
