import { describe, expect, it } from 'vitest';
import { textTable } from '../../src/report/textTable.js';

describe('textTable', () => {
  it('aligns numbers right and text left by default', () => {
    expect(
      textTable(
        ['name', 'n'],
        [
          ['a', 1],
          ['bbb', 100],
        ],
      ),
    ).toBe('name    n\n----  ---\na       1\nbbb   100\n');
  });
  it('takes explicit alignment and trims trailing spaces', () => {
    expect(textTable(['x', 'y'], [['1', 'long']], ['r', 'l'])).toBe('x  y\n-  ----\n1  long\n');
  });
  it('pads short rows', () => {
    expect(textTable(['a', 'b'], [['1']])).toBe('a  b\n-  -\n1\n');
  });
});
