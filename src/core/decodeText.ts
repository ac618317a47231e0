/**
 * Text from the bytes of a file as spreadsheets really write them: UTF-8 (with or without a byte-order mark),
 * UTF-16 (Excel's "Unicode Text"), or Windows-1252 (an older Excel "CSV", where é is one byte that is not UTF-8).
 */

/** The encodings fray recognises. */
export type TextEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252';

/** Decoded text and the encoding it was read in. */
export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

/**
 * Windows-1252's characters for bytes 0x80 to 0x9F, where it differs from Latin-1 (€, curly quotes, dashes...).
 * Node's own 'windows-1252' decoder reads those bytes as Latin-1's control characters; the five bytes Windows-1252
 * leaves undefined stay as they are.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function windows1252(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
  return out;
}

/** Share of zero bytes at even or odd offsets above which bytes without a mark are taken as UTF-16. */
const UTF16_ZEROS = 0.3;

function zeroShares(bytes: Uint8Array): [number, number] {
  const n = Math.min(bytes.length, 4096);
  let even = 0,
    odd = 0;
  for (let i = 0; i < n; i++) {
    if (bytes[i] !== 0) continue;
    if (i % 2 === 0) even++;
    else odd++;
  }
  const half = Math.max(1, n / 2);
  return [even / half, odd / half];
}

/**
 * Decodes a file's bytes: a byte-order mark decides; without one, text whose every other byte is zero is UTF-16,
 * valid UTF-8 is UTF-8, and anything else is Windows-1252 (every byte is a character there, so nothing is lost).
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16BE' };
  const [even, odd] = zeroShares(bytes);
  if (odd > UTF16_ZEROS && even < UTF16_ZEROS / 3)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16LE' };
  if (even > UTF16_ZEROS && odd < UTF16_ZEROS / 3)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16BE' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: windows1252(bytes), encoding: 'Windows-1252' };
  }
}
