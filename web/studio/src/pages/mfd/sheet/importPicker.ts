/** A team file picked, or dropped on the team's section, read as the CLI reads one (importTeam.ts). */
import { h } from '../../../../../src/dom.js';
import { readPicked } from '../../../kit/readFile.js';
import type { SideName } from '../../../../../../src/mfd/index.js';
import { importTeam, type ImportedTeam } from './importTeam.js';

/** The picker for side `side`; `done` hears each file read (or why it was not). */
export function importPicker(side: SideName, done: (name: string, read: ImportedTeam) => void) {
  const id = `mfd-import-${side}`;
  const picker = h('input', { type: 'file', id, accept: '.csv,.tsv,.txt,text/csv,text/plain', class: 'file-input' });
  const load = async (files: FileList | null): Promise<void> => {
    const first = files?.[0];
    if (!first) return;
    const [picked] = await readPicked([first]);
    if (picked) done(picked.name, importTeam(picked.name, picked.bytes, side));
  };
  picker.addEventListener('change', () => void load(picker.files).finally(() => (picker.value = '')));
  const label = h('label', { for: id, class: 'file-label' }, `Import a file for the ${side}`);
  /** Makes `zone` take dropped files. */
  const dropOn = (zone: HTMLElement): void => {
    zone.addEventListener('dragover', (e) => {
      if (!e.dataTransfer?.types.includes('Files')) return;
      e.preventDefault();
      zone.classList.add('dropping');
    });
    zone.addEventListener('dragleave', () => zone.classList.remove('dropping'));
    zone.addEventListener('drop', (e) => {
      e.preventDefault();
      zone.classList.remove('dropping');
      void load(e.dataTransfer?.files ?? null);
    });
  };
  return { label, picker, dropOn };
}
