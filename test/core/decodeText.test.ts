import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../src/core/decodeText.js';

const text = 'Name,XP\nAmélie,9000\nJosé,7000\n';

describe('decodeText', () => {
  it('reads UTF-8 with or without a byte-order mark', () => {
    expect(decodeText(Buffer.from(text))).toEqual({ text, encoding: 'UTF-8' });
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual({
      text,
      encoding: 'UTF-8',
    });
  });

  it('reads UTF-16, little- or big-endian, with a mark or without one', () => {
    const le = Buffer.from(text, 'utf16le');
    const be = Buffer.from(le).swap16();
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), le]))).toEqual({ text, encoding: 'UTF-16LE' });
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toEqual({ text, encoding: 'UTF-16BE' });
    expect(decodeText(le)).toEqual({ text, encoding: 'UTF-16LE' });
    expect(decodeText(be)).toEqual({ text, encoding: 'UTF-16BE' });
  });

  it('reads bytes that are not UTF-8 as Windows-1252', () => {
    expect(decodeText(Buffer.from(text, 'latin1'))).toEqual({ text, encoding: 'Windows-1252' });
    expect(decodeText(Buffer.from([0x80, 0x41]))).toEqual({ text: '€A', encoding: 'Windows-1252' });
  });

  it('gives back any UTF-8 text unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\u0000') && !s.startsWith('\ufeff')),
        (s) => {
          expect(decodeText(Buffer.from(s))).toEqual({ text: s, encoding: 'UTF-8' });
        },
      ),
    );
  });
});
