/** One side's section: its table, a file picker and a drop zone to import a CSV, and the export of the table. */
import { h } from '../../../../src/dom.js';
import { downloadText } from '../../kit/download.js';
import { readPicked } from '../../kit/readFile.js';
import { importTeam } from './importTeam.js';
import { sheetText, type TeamSheet } from './teamSheet.js';
import { TeamTable, type SheetChange } from './teamTable.js';

const SIDES = ['heroes', 'villains'] as const;

/** The section of side `side` (0 heroes, 1 villains). */
export function teamSection(side: 0 | 1, sheet: TeamSheet, onChange: (why: SheetChange) => void) {
  const name = side === 0 ? 'Heroes' : 'Villains';
  const table = new TeamTable(side, sheet, (_s, why) => onChange(why));
  const fileId = `mfd-import-${SIDES[side]}`;
  const picker = h('input', {
    type: 'file',
    id: fileId,
    accept: '.csv,.tsv,.txt,text/csv,text/plain',
    class: 'file-input',
  });
  const status = h('p', { class: 'status', role: 'status', id: `mfd-import-${SIDES[side]}-status` });
  const load = async (files: FileList | null) => {
    const first = files?.[0];
    if (!first) return;
    const [picked] = await readPicked([first]);
    if (!picked) return;
    const read = importTeam(picked.name, picked.bytes, SIDES[side]);
    if (!read.ok) {
      status.textContent = `Not imported: ${read.message}`;
      status.classList.add('error');
      return;
    }
    status.classList.remove('error');
    status.textContent = [`Imported ${picked.name}.`, ...read.notes.map((n) => `Note: ${n}`)].join(' ');
    table.set(read.sheet);
    onChange('shape');
  };
  picker.addEventListener('change', () => {
    void load(picker.files).finally(() => (picker.value = ''));
  });
  const exportButton = h(
    'button',
    { type: 'button', id: `mfd-export-${SIDES[side]}` },
    `Export ${name.toLowerCase()} as CSV`,
  );
  exportButton.addEventListener('click', () => {
    const s = table.value;
    downloadText(s.file.replace(/(\.[^.]*)?$/, '.csv'), sheetText(s), 'text/csv;charset=utf-8');
  });
  const element = h(
    'section',
    { class: 'team', 'aria-labelledby': `mfd-${SIDES[side]}-title` },
    h('h3', { id: `mfd-${SIDES[side]}-title` }, name),
    h(
      'p',
      { class: 'file-row' },
      h('label', { for: fileId, class: 'file-label' }, `Import a CSV file for the ${name.toLowerCase()}`),
      ' ',
      picker,
      ' ',
      exportButton,
    ),
    h(
      'p',
      { class: 'hint' },
      'Or drop a file on this section. Comma, semicolon or tab separated; UTF-8, UTF-16 or Windows-1252.',
    ),
    status,
    table.element,
  );
  element.addEventListener('dragover', (e) => {
    if (e.dataTransfer?.types.includes('Files')) {
      e.preventDefault();
      element.classList.add('dropping');
    }
  });
  element.addEventListener('dragleave', () => element.classList.remove('dropping'));
  element.addEventListener('drop', (e) => {
    e.preventDefault();
    element.classList.remove('dropping');
    void load(e.dataTransfer?.files ?? null);
  });
  return { element, table, status };
}
