/**
 * The teams: both grids, a line saying whether both read as the CLI reads them (or the first problem, at its cell),
 * undo and redo of the last edits, and a way back to the example teams.
 */
import { h } from '../../../../../src/dom.js';
import { plainWords } from '../../../kit/plainWords.js';
import { liveAttrs, liveText } from '../../../kit/reactive.js';
import type { Notices } from '../../../kit/notices.js';
import { teamSection } from './teamSection.js';
import type { SheetPair, TeamsState } from './teamsState.js';

/** The status line: both teams read, with their sizes, or what stops them. */
function statusText(state: TeamsState): string {
  const c = state.checked.value;
  if (!c.result.ok) {
    const where = c.error?.cell ? 'the marked cell' : 'the teams';
    const side = c.error?.side === 0 ? 'Heroes: ' : c.error?.side === 1 ? 'Villains: ' : '';
    return `Fix ${where}. ${side}${plainWords(c.result.problem.message)}`;
  }
  const [h0, v0] = c.result.value.teams;
  const n = c.warnings.length;
  return `Both teams read: ${h0.fighters.length} heroes v ${v0.fighters.length} villains${n > 0 ? `, ${n} warning${n === 1 ? '' : 's'} beside the tables` : ''}.`;
}

function historyButtons(state: TeamsState, examples: () => SheetPair): HTMLElement {
  const undo = liveAttrs(h('button', { type: 'button', id: 'mfd-undo', 'aria-keyshortcuts': 'Control+Z' }, 'Undo'), {
    disabled: () => state.history.value.past.length === 0,
  });
  const redo = liveAttrs(h('button', { type: 'button', id: 'mfd-redo', 'aria-keyshortcuts': 'Control+Y' }, 'Redo'), {
    disabled: () => state.history.value.future.length === 0,
  });
  const back = h('button', { type: 'button', id: 'mfd-examples' }, 'Back to the example teams');
  undo.addEventListener('click', state.undo);
  redo.addEventListener('click', state.redo);
  back.addEventListener('click', () => state.replace('both', examples()));
  return h('p', { class: 'history-row' }, undo, ' ', redo, ' ', back);
}

/** The teams' panel over `state`; `examples` makes the example teams afresh. */
export function teamsPanel(state: TeamsState, examples: () => SheetPair, top: Notices) {
  const sections = [teamSection(0, state, top), teamSection(1, state, top)] as const;
  const status = liveAttrs(
    h(
      'p',
      { class: 'status', id: 'mfd-teams-status', role: 'status' },
      liveText(() => statusText(state)),
    ),
    {
      class: () => `status${state.checked.value.result.ok ? '' : ' error'}`,
    },
  );
  const element = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'mfd-teams-title' },
    h('h2', { id: 'mfd-teams-title' }, 'Teams'),
    h(
      'p',
      { class: 'hint' },
      'Select a cell and type to change it; Enter or F2 edits it, Enter again keeps it and moves down, Escape leaves it as it was. The arrows move between cells, Tab moves right (and on, past the last column). Import a file or drop one on a team: comma, semicolon or tab separated, in UTF-8, UTF-16 or Windows-1252, as the original program or Excel wrote it.',
    ),
    status,
    historyButtons(state, examples),
    sections[0].element,
    sections[1].element,
  );
  return { element, sections };
}
