/** Writing CSV cells back: quoted only when the text needs it, so files stay as users wrote them. */

/** One CSV line (no newline): a cell is quoted when it holds a comma, a quote, a line break or edge spaces. */
export function formatCsvRow(cells: readonly string[]): string {
  return cells.map((c) => (/[",\r\n]|^\s|\s$/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
}
