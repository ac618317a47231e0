/**
 * The same CSV reading as tokenizeCsv, keeping only each cell's text and each record's line and extent: one string per
 * cell rather than an object with its line and column. A cell's place is worked out again (csvCellPlace) only when a
 * message needs it, which on a 2,000-fighter file saves about 26,000 objects that all survive to the end of the parse.
 */
import { fail, ok, type Result } from '../result.js';
import { tokenizeCsv } from './tokenizeCsv.js';

/** The records of a CSV text: cell texts (unquoted, trimmed unless quoted), and where each record is. */
export interface CsvTexts {
  /** Each record's cells, in order. Blank lines make no record. */
  records: string[][];
  /** The line each record starts on (1-based). */
  lines: number[];
  /** Where each record starts in the text (a line's start) and where it ends (its line break, or the end). */
  starts: number[];
  ends: number[];
}

const QUOTE = 34,
  LF = 10,
  CR = 13,
  SPACE = 32,
  TAB = 9;

/**
 * Splits CSV text into records of cell texts, or a problem (an unclosed quote, text after a closing quote) with its
 * line and column, exactly as tokenizeCsv does (a property test holds the two together). Long for the reason
 * tokenizeCsv is: one position (i, line, lineStart) kept in locals through both branches.
 */
export function csvTexts(text: string, file?: string, separator = ','): Result<CsvTexts> {
  const SEP = separator.charCodeAt(0);
  const out: CsvTexts = { records: [], lines: [], starts: [], ends: [] };
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const n = text.length;
  const where = (at: number, atLine = line, atLineStart = lineStart) => ({
    file,
    line: atLine,
    column: at - atLineStart + 1,
  });
  const blankAt = (k: number) => {
    const c = text.charCodeAt(k);
    return (c === SPACE || c === TAB) && c !== SEP;
  };
  const plain = text.indexOf('\r') < 0;
  let nextQuote = plain ? text.indexOf('"') : -1;

  while (i < n) {
    const recordStart = i;
    if (plain) {
      const newline = text.indexOf('\n', i);
      const end = newline < 0 ? n : newline;
      if (nextQuote >= 0 && nextQuote < i) nextQuote = text.indexOf('"', i);
      if (nextQuote < 0 || nextQuote >= end) {
        const cells = text.slice(i, end).split(separator);
        for (let k = 0; k < cells.length; k++) cells[k] = cells[k]!.trim();
        if (cells.length > 1 || cells[0] !== '') push(out, cells, line, i, end);
        i = end + 1;
        line++;
        lineStart = i;
        continue;
      }
    }
    const recordLine = line;
    const cells: string[] = [];
    let blank = true;
    for (;;) {
      while (i < n && blankAt(i)) i++;
      const start = i;
      const cellLine = line;
      const cellLineStart = lineStart;
      if (text.charCodeAt(i) === QUOTE) {
        blank = false;
        i++;
        let value = '';
        for (;;) {
          const close = text.indexOf('"', i);
          if (close < 0)
            return fail('a quoted cell is never closed (a missing ")', where(start, cellLine, cellLineStart));
          const chunk = text.slice(i, close);
          for (let k = chunk.indexOf('\n'); k >= 0; k = chunk.indexOf('\n', k + 1)) {
            line++;
            lineStart = i + k + 1;
          }
          value += chunk;
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += '"';
            i = close + 2;
            continue;
          }
          i = close + 1;
          break;
        }
        while (i < n && blankAt(i)) i++;
        const c = text.charCodeAt(i);
        if (i < n && c !== SEP && c !== LF && c !== CR) {
          return fail(
            `unexpected text after a closing quote (a quoted cell must end at ${separator === ',' ? 'a comma' : 'a separator'} or the end of the line)`,
            where(i),
          );
        }
        cells.push(value);
      } else {
        for (let c = text.charCodeAt(i); i < n && c !== SEP && c !== LF && c !== CR; c = text.charCodeAt(++i));
        const value = text.slice(start, i).trim();
        if (value !== '') blank = false;
        cells.push(value);
      }
      if (i < n && text.charCodeAt(i) === SEP) {
        blank = false;
        i++;
        continue;
      }
      const end = i;
      if (i < n) {
        if (text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF) i++;
        i++;
        line++;
        lineStart = i;
      }
      if (!blank) push(out, cells, recordLine, recordStart, end);
      break;
    }
  }
  return ok(out);
}

function push(out: CsvTexts, cells: string[], line: number, start: number, end: number): void {
  out.records.push(cells);
  out.lines.push(line);
  out.starts.push(start);
  out.ends.push(end);
}

/**
 * The line and column where cell `cell` of record `record` starts, found by reading that record again with
 * tokenizeCsv. A cell past the record's last (a row padded to the header's width) is placed one past the last cell's
 * text, as if the missing separator were there.
 */
export function csvCellPlace(
  text: string,
  texts: CsvTexts,
  record: number,
  cell: number,
  separator = ',',
): { line: number; column: number } {
  const start = texts.starts[record]!;
  const read = tokenizeCsv(text.slice(start, texts.ends[record]), undefined, separator);
  const cells = read.ok ? (read.value[0]?.cells ?? []) : [];
  const shift = texts.lines[record]! - 1;
  const got = cells[cell];
  if (got !== undefined) return { line: got.line + shift, column: got.column };
  const last = cells[cells.length - 1];
  if (last === undefined) return { line: texts.lines[record]!, column: 1 };
  return { line: last.line + shift, column: last.column + last.text.length + 1 };
}
