/** The tokenizer as it was before its fast path for plain lines (fray 0.1): the reference the fast path must match. */
import { fail, ok, type Result } from '../../../src/core/result.js';

/** One cell: its text (unquoted, trimmed unless quoted) and where it starts (1-based line and column). */
interface CsvCell {
  text: string;
  line: number;
  column: number;
}

/** One record: the line it starts on and its cells. Blank lines produce no record. */
interface CsvRecord {
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
 * `separator` is the one-character field separator (a comma unless told: European spreadsheets write ';').
 */
export function referenceTokenizeCsv(text: string, file?: string, separator = ','): Result<CsvRecord[]> {
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

  while (i < n) {
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
