/** Aligned plain-text tables for terminal output. */

/**
 * A plain-text table for a terminal: the headers, a rule of dashes, then the rows, each column padded to its widest
 * cell with two spaces between columns and no trailing spaces.
 *
 * @param align - 'l' or 'r' per column; by default numbers align right and text left
 * @example
 * ```ts
 * import { textTable } from 'fray/report';
 *
 * console.log(textTable(['mob', 'hp'], [['orc', 30], ['elf', 18]]));
 * //> mob  hp
 * //> ---  --
 * //> orc  30
 * //> elf  18
 * //>
 * ```
 * @category Tables
 */
export function textTable(headers: string[], rows: (string | number)[][], align?: ('l' | 'r')[]): string {
  if (!Array.isArray(headers) || !Array.isArray(rows) || !rows.every(Array.isArray))
    throw new TypeError('textTable: headers must be a list and rows a list of lists');
  const cols = Math.max(headers.length, ...rows.map((r) => r.length));
  const cell = (r: (string | number)[], i: number): string => {
    const v = r[i];
    return v === undefined ? '' : String(v);
  };
  const widths = Array.from({ length: cols }, (_, i) =>
    Math.max(cell(headers, i).length, ...rows.map((r) => cell(r, i).length)),
  );
  const alignOf = (i: number): 'l' | 'r' =>
    align?.[i] ?? (rows.length > 0 && rows.every((r) => typeof r[i] === 'number') ? 'r' : 'l');
  const line = (r: (string | number)[]): string =>
    widths
      .map((w, i) => (alignOf(i) === 'r' ? cell(r, i).padStart(w) : cell(r, i).padEnd(w)))
      .join('  ')
      .replace(/\s+$/, '');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(headers), rule, ...rows.map(line)].join('\n') + '\n';
}
