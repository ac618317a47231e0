/**
 * A team's export: comma-separated UTF-8 (what fray and the original program read), or the form the file was imported
 * in (an Excel user's semicolons, decimal commas, UTF-16 or Windows-1252), chosen from a menu beside the button.
 */
import { h } from '../../../../../src/dom.js';
import { live } from '../../../kit/reactive.js';
import type { ReadonlySignal } from '../../../kit/reactive.js';
import { encodeIn, formatWords, isPlain, PLAIN_FORMAT, sheetTextIn } from './fileFormat.js';
import type { TeamSheet } from './teamSheet.js';

/** Offers bytes as a download named `name` (the browser's own download; nothing is sent anywhere). */
function downloadBytes(name: string, bytes: Uint8Array, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = h('a', { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The export's menu and button for side `id` (heroes or villains); `say` reports what was written. */
export function exportTeam(id: string, sheet: ReadonlySignal<TeamSheet>, say: (text: string) => void): HTMLElement {
  const choice = live(h('select', { id: `mfd-export-${id}-format`, 'aria-label': `Export the ${id} as` }), () => {
    const f = sheet.value.format;
    const asImported =
      f === undefined || isPlain(f) ? null : h('option', { value: 'imported' }, `As imported (${formatWords(f)})`);
    return [h('option', { value: 'plain' }, 'Comma-separated UTF-8 (fray, the original program)'), asImported];
  });
  const button = h('button', { type: 'button', id: `mfd-export-${id}` }, `Export the ${id}`);
  button.addEventListener('click', () => {
    const s = sheet.value;
    const format = choice.value === 'imported' && s.format !== undefined ? s.format : PLAIN_FORMAT;
    const { bytes, lost } = encodeIn(sheetTextIn(s, format), format);
    downloadBytes(s.file.replace(/(\.[^.]*)?$/, '.csv'), bytes, 'text/csv');
    say(lost > 0 ? `Exported, with ${lost} characters ${format.encoding} cannot hold written as '?'.` : '');
  });
  return h('span', { class: 'export' }, choice, ' ', button);
}
