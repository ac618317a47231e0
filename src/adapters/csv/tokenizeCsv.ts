/**
 * A CSV tokenizer that remembers where every cell starts, so errors can name line and column.
 * RFC 4180 quoting ("" inside quotes, newlines allowed in quoted cells), plus two leniencies spreadsheet
 * users need: spaces around a quoted cell are ignored, and unquoted cells are trimmed.
 */
import { fail, ok, type Result } from '../../core/result.js';

/** One cell: its text (unquoted, trimmed unless quoted) and where it starts (1-based line and column). */
export interface CsvCell {
  text: string;
  line: number;
  column: number;
}

/** One record: the line it starts on and its cells. Blank lines produce no record. */
export interface CsvRecord {
  line: number;
  cells: CsvCell[];
}

/** Splits CSV text into records, or a problem (an unclosed quote, text after a closing quote) with its place. */
export function tokenizeCsv(text: string, file?: string): Result<CsvRecord[]> {
  const records: CsvRecord[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const n = text.length;
  const where = (at: number, atLine = line, atLineStart = lineStart) => ({ file, line: atLine, column: at - atLineStart + 1 });

  while (i < n) {
    const recordLine = line;
    const cells: CsvCell[] = [];
    let blank = true;
    for (;;) {
      // Leading spaces and tabs never belong to a cell.
      while (i < n && (text[i] === ' ' || text[i] === '\t')) i++;
      const start = i;
      const cellLine = line;
      const cellLineStart = lineStart;
      let value: string;
      if (text[i] === '"') {
        blank = false;
        i++;
        let out = '';
        for (;;) {
          if (i >= n) return fail('a quoted cell is never closed (a missing ")', where(start, cellLine, cellLineStart));
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              out += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
            line++;
            lineStart = i + 1;
          }
          out += c;
          i++;
        }
        while (i < n && (text[i] === ' ' || text[i] === '\t')) i++;
        if (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          return fail('unexpected text after a closing quote (a quoted cell must end at a comma or the end of the line)', where(i));
        }
        value = out;
      } else {
        while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') i++;
        value = text.slice(start, i).trim();
        if (value !== '') blank = false;
      }
      cells.push({ text: value, line: cellLine, column: start - cellLineStart + 1 });
      if (i < n && text[i] === ',') {
        blank = false;
        i++;
        continue;
      }
      // End of record: a newline (\n, \r\n or \r) or the end of the text.
      if (i < n) {
        if (text[i] === '\r' && text[i + 1] === '\n') i++;
        i++;
        line++;
        lineStart = i;
      }
      break;
    }
    if (!blank) records.push({ line: recordLine, cells });
  }
  return ok(records);
}
