/** The parts every result of the page shows, folded away: the command line that gives it in a terminal, and its JSON. */
import { jsonPieces } from '../../../../../src/report/jsonPieces.js';
import { h } from '../../../../src/dom.js';
import { commandLine } from './pageEnv.js';

/** "The same <what> at the command line", folded, with the command inside. */
export function cliLine(what: string, words: readonly string[]): HTMLElement {
  return h(
    'details',
    { class: 'cli' },
    h('summary', {}, `The same ${what} at the command line`),
    h('p', {}, h('code', {}, commandLine(words))),
  );
}

/** The result as the CLI's `--json` prints it (byte for byte), folded away under `command`. */
export function jsonDetails(id: string, command: string, value: unknown): HTMLElement {
  return h(
    'details',
    {},
    h('summary', {}, `The result as data (what ${command} --json prints)`),
    h('pre', { class: 'json', id, tabindex: 0 }, `${[...jsonPieces(value)].join('')}\n`),
  );
}
