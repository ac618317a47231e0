import { describe, expect, it } from 'vitest';
import { BOT_LOG_BOUNDS, LogBook } from '../../../src/summoner/match/logBook.js';

describe('LogBook', () => {
  it('keeps lines per call, splits text into lines and returns calls from a given one', () => {
    const book = new LogBook();
    book.addText(0, 'a\nb\n');
    book.addText(2, 'c');
    expect(book.lines()).toEqual([['a', 'b'], [], ['c']]);
    expect(book.lines(2)).toEqual([['c']]);
  });

  it('cuts a call past its line bound and says so once', () => {
    const book = new LogBook();
    for (let i = 0; i < BOT_LOG_BOUNDS.linesPerCall + 5; i++) book.add(0, `line ${i}`);
    const lines = book.lines()[0] ?? [];
    expect(lines).toHaveLength(BOT_LOG_BOUNDS.linesPerCall + 1);
    expect(lines.at(-1)).toMatch(/^\[fray\] log cut: more than 100 lines/);
  });
});
