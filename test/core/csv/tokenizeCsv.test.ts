import { describe, expect, it } from 'vitest';
import { tokenizeCsv } from '../../../src/core/csv/tokenizeCsv.js';
import fc from 'fast-check';
import { referenceTokenizeCsv } from './referenceTokenizeCsv.js';

const texts = (csv: string) => {
  const r = tokenizeCsv(csv);
  if (!r.ok) throw new Error(r.problem.message);
  return r.value.map((rec) => rec.cells.map((c) => c.text));
};

describe('tokenizeCsv', () => {
  it('splits plain cells and trims them', () => {
    expect(texts('a, b ,c\n1,2,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    expect(texts('x,"A,B ""C""",y\n"multi\nline",2,3')).toEqual([
      ['x', 'A,B "C"', 'y'],
      ['multi\nline', '2', '3'],
    ]);
  });

  it('ignores spaces between a quote and the comma beside it', () => {
    expect(texts('G, "Alice,Bill,Charlie Brown",0.06')).toEqual([['G', 'Alice,Bill,Charlie Brown', '0.06']]);
    expect(texts('G,"Alice,Bill,Charlie Brown" ,0.06')).toEqual([['G', 'Alice,Bill,Charlie Brown', '0.06']]);
  });

  it('accepts \\r\\n and \\r line ends, skips blank lines, and keeps empty trailing cells', () => {
    expect(texts('a,b\r\n\r\n1,\r2,3\n\n')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['2', '3'],
    ]);
  });

  it('gives every cell its line and column', () => {
    const r = tokenizeCsv('a,bb\n\n  c, "d"\n');
    expect(r.ok && r.value.map((rec) => rec.cells.map((c) => [c.line, c.column]))).toEqual([
      [
        [1, 1],
        [1, 3],
      ],
      [
        [3, 3],
        [3, 6],
      ],
    ]);
  });

  it('reports an unclosed quote where it opens', () => {
    expect(tokenizeCsv('a,b\n1,"oops\n2,3', 'f.csv')).toEqual({
      ok: false,
      problem: { file: 'f.csv', line: 2, column: 3, message: expect.stringContaining('never closed') },
    });
  });

  it('reports text after a closing quote', () => {
    const r = tokenizeCsv('a,"b"c', 'f.csv');
    expect(r).toEqual({
      ok: false,
      problem: { file: 'f.csv', line: 1, column: 6, message: expect.stringContaining('after a closing quote') },
    });
  });
});

describe('tokenizeCsv fast path for plain lines', () => {
  it('gives the records, texts, lines, columns and problems of the character loop it stands in for', () => {
    const text = fc
      .array(fc.constantFrom('a', 'bc', ' ', '\t', ',', ';', '\n', '\n', '"', '""', '\r', '\u00a0', '1.5'), {
        maxLength: 40,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.constantFrom(',', ';', '\t'), (t, sep) => {
        expect(tokenizeCsv(t, 'f.csv', sep)).toEqual(referenceTokenizeCsv(t, 'f.csv', sep));
      }),
      { numRuns: 3000 },
    );
  });
});
