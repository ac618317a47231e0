import { describe, expect, it } from 'vitest';
import { encodingNote } from '../../../src/mfd/teamCsv/encodingNote.js';

describe('encodingNote', () => {
  it('says nothing for UTF-8 and names any other encoding', () => {
    expect(encodingNote('h.csv', { encoding: 'UTF-8' })).toEqual([]);
    expect(encodingNote('h.csv', { encoding: 'Windows-1252' })).toEqual([
      { file: 'h.csv', message: 'read as Windows-1252 (it is not UTF-8); the final file is written in UTF-8' },
    ]);
  });
});
