import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectSeparator } from '../../../src/core/csv/detectSeparator.js';
import { tokenizeCsv } from '../../../src/core/csv/tokenizeCsv.js';

describe('detectSeparator', () => {
  it('takes a comma when the first line has one, else a semicolon, else a tab', () => {
    expect(detectSeparator('Name,XP;x\n')).toBe(',');
    expect(detectSeparator('\n\nName;XP\tx\n')).toBe(';');
    expect(detectSeparator('Name\tXP\n')).toBe('\t');
    expect(detectSeparator('Name\n')).toBe(',');
  });

  it('judges by the first non-blank line, whatever the line breaks (as a split of the whole text would)', () => {
    const bySplit = (t: string) => {
      const first = t.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';
      return first.includes(',') ? ',' : first.includes(';') ? ';' : first.includes('\t') ? '\t' : ',';
    };
    const text = fc
      .array(fc.constantFrom('a', ' ', '\t', ',', ';', '\n', '\r', '\r\n'), { maxLength: 20 })
      .map((p) => p.join(''));
    fc.assert(
      fc.property(text, (t) => detectSeparator(t) === bySplit(t)),
      { numRuns: 2000 },
    );
  });
});

describe('tokenizeCsv with another separator', () => {
  it('splits on it, keeps commas inside cells, and places every cell', () => {
    const r = tokenizeCsv('Name;Who\nTom;A,B,C\n', 'f', ';');
    expect(r.ok && r.value.map((rec) => rec.cells.map((c) => [c.text, c.column]))).toEqual([
      [
        ['Name', 1],
        ['Who', 6],
      ],
      [
        ['Tom', 1],
        ['A,B,C', 5],
      ],
    ]);
    const bad = tokenizeCsv('Name;Who\nTom;"A;B",C\n', 'f', ';');
    expect(bad.ok ? 'ok' : bad.problem.message).toMatch(/a quoted cell must end at a separator/);
    const q = tokenizeCsv('Name;Who\nTom;"A;B";0,5\n', 'f', ';');
    expect(q.ok && q.value[1]?.cells.map((c) => c.text)).toEqual(['Tom', 'A;B', '0,5']);
  });

  it('with tabs, does not trim the separator away as a blank', () => {
    const r = tokenizeCsv('Name\tXP\t\tAOE\nTom\t9000\t\t2\n', 'f', '\t');
    expect(r.ok && r.value[1]?.cells.map((c) => c.text)).toEqual(['Tom', '9000', '', '2']);
  });
});
