/**
 * Both teams' sheets as the page holds them: one history of the pair (so Ctrl+Z undoes the last edit, whichever
 * table it was in, and an import or "back to the examples" can be undone too), and the pair read as the CLI reads two
 * team files, whenever it changes.
 */
import { computed, signal, type ReadonlySignal } from '../../../kit/reactive.js';
import { checkTeams, type CheckedTeams } from './checkTeams.js';
import { record, redo, startHistory, undo, type History } from './history.js';
import { applyEdit, type SheetEdit } from './sheetEdits.js';
import type { TeamSheet } from './teamSheet.js';

/** The two sheets: heroes, villains. */
export type SheetPair = readonly [TeamSheet, TeamSheet];

/** The teams' state and what changes it. */
export interface TeamsState {
  readonly history: ReadonlySignal<History<SheetPair>>;
  readonly sheets: ReadonlySignal<SheetPair>;
  readonly checked: ReadonlySignal<CheckedTeams>;
  edit(side: 0 | 1, edit: SheetEdit): void;
  /** Replaces one side's sheet (an import) or both (a setup, the examples); undoable. */
  replace(side: 0 | 1 | 'both', sheets: SheetPair | TeamSheet): void;
  undo(): void;
  redo(): void;
}

function withSide(pair: SheetPair, side: 0 | 1, sheet: TeamSheet): SheetPair {
  return side === 0 ? [sheet, pair[1]] : [pair[0], sheet];
}

/** The state, starting at `first`. */
export function teamsState(first: SheetPair): TeamsState {
  const history = signal(startHistory(first));
  const sheets = computed(() => history.value.now);
  const checked = computed(() => checkTeams(sheets.value[0], sheets.value[1]));
  const go = (next: SheetPair): void => {
    history.value = record(history.value, next);
  };
  return {
    history,
    sheets,
    checked,
    edit(side, edit) {
      const now = sheets.value;
      const sheet = applyEdit(now[side], edit);
      if (sheet !== now[side]) go(withSide(now, side, sheet));
    },
    replace(side, next) {
      if (side === 'both') go(next as SheetPair);
      else go(withSide(sheets.value, side, next as TeamSheet));
    },
    undo: () => (history.value = undo(history.value)),
    redo: () => (history.value = redo(history.value)),
  };
}
