/**
 * One record of a team file at a time, its cells read by index: a plain record's (see CsvExtents) from the file's
 * text in place, so a number cell or a blank one makes no string; any other record's from its cell texts.
 */
import type { CsvExtents } from '../../core/csv/csvTexts.js';
import { cellMicros, cellMicrosAt } from './cellMicros.js';

const SPACE = 32,
  TAB = 9;

/** Reads the cells of the record `at` was last given; a cell past the record's last is blank (a row cut short). */
export class RowCells {
  /** The record's number of cells. */
  count = 0;
  /** Where each cell of a plain record starts and ends (untrimmed), reused from record to record. */
  private from: number[] = [];
  private to: number[] = [];
  private cells: string[] | null = null;
  private readonly sep: number;
  private readonly sepText: string;

  constructor(
    private readonly file: string,
    private readonly csv: CsvExtents,
    separator: string,
    readonly point: '.' | ',',
  ) {
    this.sep = separator.charCodeAt(0);
    this.sepText = separator;
  }

  /** Reads record `record` from now on. */
  at(record: number): this {
    const cells = this.csv.records[record]!;
    this.cells = cells;
    if (cells !== null) {
      this.count = cells.length;
      return this;
    }
    const { file, sepText, from, to } = this;
    const end = this.csv.ends[record]!;
    let k = 0,
      s = this.csv.starts[record]!;
    // indexOf, not a loop over the characters: this runs before the JIT has compiled anything.
    for (let i = file.indexOf(sepText, s); i >= 0 && i < end; i = file.indexOf(sepText, s)) {
      from[k] = s;
      to[k++] = i;
      s = i + 1;
    }
    from[k] = s;
    to[k++] = end;
    this.count = k;
    return this;
  }

  /**
   * Whether record `record` has a cell that is not blank. A plain record is judged by its first character that is
   * not a blank or a separator (a name, mostly); one with anything but ASCII there is read cell by cell.
   */
  filled(record: number): boolean {
    if (this.csv.records[record] !== null) return !this.at(record).allBlank();
    const file = this.file;
    for (let i = this.csv.starts[record]!, end = this.csv.ends[record]!; i < end; i++) {
      const c = file.charCodeAt(i);
      if (c === SPACE || c === TAB || c === this.sep) continue;
      return c > SPACE && c < 127 ? true : !this.at(record).allBlank();
    }
    return false;
  }

  /** Cell `k`'s text (trimmed, as csvTexts gives it). */
  text(k: number): string {
    if (k >= this.count) return '';
    if (this.cells !== null) return this.cells[k]!;
    return this.from[k] === this.to[k] ? '' : this.file.slice(this.from[k], this.to[k]).trim();
  }

  /** Whether cell `k` is blank (its text is ''), without its text where that is plain. */
  blank(k: number): boolean {
    if (k >= this.count) return true;
    if (this.cells !== null) return this.cells[k] === '';
    const text = this.file;
    for (let i = this.from[k]!, end = this.to[k]!; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === SPACE || c === TAB) continue;
      return c > SPACE && c < 127 ? false : this.text(k) === '';
    }
    return true;
  }

  /** Cell `k` in millionths, as cellMicros reads its text. */
  micros(k: number): number | undefined {
    if (k >= this.count) return 0;
    if (this.cells !== null) return cellMicros(this.cells[k]!, this.point);
    return cellMicrosAt(this.file, this.from[k]!, this.to[k]!, this.point);
  }

  /** Whether every cell is blank (a spreadsheet's formatted but empty row). */
  allBlank(): boolean {
    for (let k = 0; k < this.count; k++) if (!this.blank(k)) return false;
    return true;
  }
}
