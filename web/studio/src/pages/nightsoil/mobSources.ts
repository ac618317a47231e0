/** Where a mob's text comes from besides typing: the examples, a file picked, and the download of the text. */
import { h } from '../../../../src/dom.js';
import { downloadText } from '../../kit/download.js';
import { readPicked } from '../../kit/readFile.js';
import { EXAMPLES } from './examples.js';
import { objectOf } from './mobText.js';

/** The row of an example menu, a file picker and a download, for side `side`; `load` takes a new text. */
export function mobSources(side: string, title: string, text: () => string, load: (text: string) => void): HTMLElement {
  const id = (k: string): string => `mob-${side}-${k}`;
  const examples = h(
    'select',
    { id: id('example') },
    h('option', { value: '' }, 'Load an example\u2026'),
    ...Object.keys(EXAMPLES).map((name) => h('option', { value: name }, name)),
  );
  examples.addEventListener('change', () => {
    const t = EXAMPLES[examples.value];
    examples.value = '';
    if (t !== undefined) load(t);
  });
  const pick = h('input', { type: 'file', id: id('file'), accept: '.json,application/json', class: 'file' });
  pick.addEventListener('change', () => {
    if (pick.files !== null)
      void readPicked(pick.files).then(([f]) => f !== undefined && load(new TextDecoder().decode(f.bytes)));
  });
  const save = h('button', { type: 'button' }, 'Download JSON');
  save.addEventListener('click', () => {
    const name = String(objectOf(text())?.name ?? `mob-${side}`);
    downloadText(`${name.replace(/[^\w-]+/g, '_')}.json`, text(), 'application/json');
  });
  return h(
    'div',
    { class: 'row mob-tools' },
    h('label', { for: id('example'), class: 'visually-hidden' }, `Example for ${title}`),
    examples,
    h('label', { for: id('file'), class: 'file-label' }, 'Open a file'),
    pick,
    save,
  );
}
