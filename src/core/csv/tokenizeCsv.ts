/**
 * A CSV tokenizer that remembers where every cell starts, so errors can name line and column.
 * RFC 4180 quoting ("" inside quotes, newlines allowed in quoted cells), plus two leniencies spreadsheet
 * users need: spaces around a quoted cell are ignored, and unquoted cells are trimmed.
 */
import { fail, ok, type Result } from '../result.js';

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

const QUOTE = 34,
  LF = 10,
  CR = 13,
  SPACE = 32,
  TAB = 9;

/**
 * Splits CSV text into records, or a problem (an unclosed quote, text after a closing quote) with its place.
 * `separator` is the one-character field separator (a comma unless told: European spreadsheets write ';'). Long on
 * purpose: the hot loop every file is read through; the quoted and unquoted branches both move one position (i, line,
 * lineStart) kept in locals, and split apart they would pass it back and forth or through an object on every cell.
 */
export function tokenizeCsv(text: string, file?: string, separator = ','): Result<CsvRecord[]> {
  const SEP = separator.charCodeAt(0);
  const records: CsvRecord[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const n = text.length;
  const where = (at: number, atLine = line, atLineStart = lineStart) => ({
    file,
    line: atLine,
    column: at - atLineStart + 1,
  });
  const isBlank = (c: number) => (c === SPACE || c === TAB) && c !== SEP;
  // A line with no quote in a text with no \r is split by the engine's own split (many times faster than a
  // character loop in a process that has just started); anything else goes through the loop below, which is the
  // definition: the two give the same records, texts, lines and columns.
  const plain = text.indexOf('\r') < 0;
  let nextQuote = plain ? text.indexOf('"') : -1;

  while (i < n) {
    if (plain) {
      const newline = text.indexOf('\n', i);
      const end = newline < 0 ? n : newline;
      if (nextQuote >= 0 && nextQuote < i) nextQuote = text.indexOf('"', i);
      if (nextQuote < 0 || nextQuote >= end) {
        const cells = plainCells(text.slice(i, end), separator, i - lineStart, line, isBlank);
        if (cells.length > 1 || cells[0]!.text !== '') records.push({ line, cells });
        i = end + 1;
        line++;
        lineStart = i;
        continue;
      }
    }
    const recordLine = line;
    const cells: CsvCell[] = [];
    let blank = true;
    for (;;) {
      // Leading spaces and tabs never belong to a cell.
      while (i < n && isBlank(text.charCodeAt(i))) i++;
      const start = i;
      const cellLine = line;
      const cellLineStart = lineStart;
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        blank = false;
        i++;
        let out = '';
        for (;;) {
          const close = text.indexOf('"', i);
          if (close < 0)
            return fail('a quoted cell is never closed (a missing ")', where(start, cellLine, cellLineStart));
          const chunk = text.slice(i, close);
          // Line breaks inside quotes still count as lines, so later places stay right.
          for (let k = chunk.indexOf('\n'); k >= 0; k = chunk.indexOf('\n', k + 1)) {
            line++;
            lineStart = i + k + 1;
          }
          out += chunk;
          if (text.charCodeAt(close + 1) === QUOTE) {
            out += '"';
            i = close + 2;
            continue;
          }
          i = close + 1;
          break;
        }
        while (i < n && isBlank(text.charCodeAt(i))) i++;
        const c = text.charCodeAt(i);
        if (i < n && c !== SEP && c !== LF && c !== CR) {
          return fail(
            `unexpected text after a closing quote (a quoted cell must end at ${separator === ',' ? 'a comma' : 'a separator'} or the end of the line)`,
            where(i),
          );
        }
        value = out;
      } else {
        for (let c = text.charCodeAt(i); i < n && c !== SEP && c !== LF && c !== CR; c = text.charCodeAt(++i));
        value = text.slice(start, i).trim();
        if (value !== '') blank = false;
      }
      cells.push({ text: value, line: cellLine, column: start - cellLineStart + 1 });
      if (i < n && text.charCodeAt(i) === SEP) {
        blank = false;
        i++;
        continue;
      }
      // End of record: a newline (\n, \r\n or \r) or the end of the text.
      if (i < n) {
        if (text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF) i++;
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

/** The cells of one line without quotes: split at the separator, trimmed, each with its line and column. */
function plainCells(
  lineText: string,
  separator: string,
  offset: number,
  line: number,
  isBlank: (c: number) => boolean,
): CsvCell[] {
  const parts = lineText.split(separator);
  const cells: CsvCell[] = new Array<CsvCell>(parts.length);
  let at = offset;
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k]!;
    // A cell's column is where its text starts, after the spaces and tabs that lead it.
    let lead = 0;
    while (lead < part.length && isBlank(part.charCodeAt(lead))) lead++;
    cells[k] = { text: part.trim(), line, column: at + lead + 1 };
    at += part.length + 1;
  }
  return cells;
}
