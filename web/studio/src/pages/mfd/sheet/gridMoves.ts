/**
 * Where a key takes the selected cell of a grid, as in a spreadsheet: the arrows one cell (Home and End to the row's
 * ends, Ctrl+Home and Ctrl+End to the table's), Enter down and Shift+Enter up, Tab right and Shift+Tab left. Tab
 * past the last column, or Shift+Tab before the first, leaves the grid, so the keyboard is never trapped in it.
 */

/** A cell of the grid: row (0 = the first fighter) and column, in the order shown. */
export interface GridCell {
  row: number;
  col: number;
}

/** The keys that move, as a key event gives them. */
export interface MoveKey {
  key: string;
  shift: boolean;
  ctrl: boolean;
}

/** The cell `key` moves to from `at` in a grid of `rows` × `cols`; 'out' leaves the grid; undefined: not a move. */
export function gridMove(at: GridCell, key: MoveKey, rows: number, cols: number): GridCell | 'out' | undefined {
  const clamp = (row: number, col: number): GridCell => ({
    row: Math.max(0, Math.min(rows - 1, row)),
    col: Math.max(0, Math.min(cols - 1, col)),
  });
  switch (key.key) {
    case 'ArrowUp':
      return clamp(at.row - 1, at.col);
    case 'ArrowDown':
      return clamp(at.row + 1, at.col);
    case 'ArrowLeft':
      return clamp(at.row, at.col - 1);
    case 'ArrowRight':
      return clamp(at.row, at.col + 1);
    case 'Home':
      return key.ctrl ? clamp(0, 0) : clamp(at.row, 0);
    case 'End':
      return key.ctrl ? clamp(rows - 1, cols - 1) : clamp(at.row, cols - 1);
    case 'Enter':
      return clamp(at.row + (key.shift ? -1 : 1), at.col);
    case 'Tab': {
      const col = at.col + (key.shift ? -1 : 1);
      return col < 0 || col >= cols ? 'out' : { row: at.row, col };
    }
    default:
      return undefined;
  }
}
