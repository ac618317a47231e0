/**
 * The form a team file came in (its encoding, byte-order mark, separator, decimal mark and line ends), and a sheet
 * written back in that form: an Excel user who imported a semicolon-separated file with decimal commas, in UTF-16 or
 * Windows-1252, gets the same kind of file back, which Excel opens as it opened theirs. fray and the original program
 * read the plain form: comma-separated UTF-8 with decimal points.
 */
import { detectSeparator, type Separator } from '../../../../../../src/core/csv/detectSeparator.js';
import { type TextEncoding } from '../../../../../../src/core/decodeText.js';

/** How a file was written. */
export interface FileFormat {
  encoding: TextEncoding;
  bom: boolean;
  separator: Separator;
  decimalComma: boolean;
  crlf: boolean;
}

/** The form fray writes and reads first: comma-separated UTF-8, no mark, decimal points, \n. */
export const PLAIN_FORMAT: FileFormat = {
  encoding: 'UTF-8',
  bom: false,
  separator: ',',
  decimalComma: false,
  crlf: false,
};

/** The form of a file from its bytes and the text they were decoded to. */
export function formatOf(bytes: Uint8Array, text: string, encoding: TextEncoding): FileFormat {
  const bom =
    (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff);
  const separator = detectSeparator(text);
  // The parser accepts decimal commas in files not separated by commas; such a file is read as having them when one
  // of its cells is a number written with one.
  const decimalComma = separator !== ',' && /(^|[;\t])\s*-?\d+,\d+\s*(?=[;\t\r\n]|$)/m.test(text);
  return { encoding, bom, separator, decimalComma, crlf: text.includes('\r\n') };
}

/** Whether a format is the plain one (exporting "as imported" would give the same file). */
export function isPlain(f: FileFormat): boolean {
  return f.encoding === 'UTF-8' && !f.bom && f.separator === ',' && !f.decimalComma && !f.crlf;
}

/** A format in words, for the export menu: "semicolons, decimal commas, UTF-16 with a byte-order mark". */
export function formatWords(f: FileFormat): string {
  const sep = { ',': 'commas', ';': 'semicolons', '\t': 'tabs' }[f.separator];
  const parts = [sep, f.decimalComma ? 'decimal commas' : '', `${f.encoding}${f.bom ? ' with a byte-order mark' : ''}`];
  return parts.filter((p) => p !== '').join(', ');
}

function cellText(cell: string, f: FileFormat): string {
  const c = f.decimalComma && /^-?\d+\.\d+$/.test(cell) ? cell.replace('.', ',') : cell;
  const special = new RegExp(`["\\r\\n${f.separator === '\t' ? '\\t' : f.separator}]|^\\s|\\s$`);
  return special.test(c) ? `"${c.replace(/"/g, '""')}"` : c;
}

/** The sheet as the text of a file in format `f` (before encoding). */
export function sheetTextIn(
  sheet: { header: readonly string[]; rows: readonly (readonly string[])[] },
  f: FileFormat,
): string {
  const eol = f.crlf ? '\r\n' : '\n';
  return [sheet.header, ...sheet.rows].map((r) => r.map((c) => cellText(c, f)).join(f.separator) + eol).join('');
}

const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Windows-1252 bytes of `text`; a character it cannot hold is written as '?' and counted. */
function windows1252(text: string): { bytes: Uint8Array; lost: number } {
  const out: number[] = [];
  let lost = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    const high = CP1252_HIGH.indexOf(ch);
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out.push(code);
    else if (high >= 0) out.push(0x80 + high);
    else {
      out.push(0x3f);
      lost++;
    }
  }
  return { bytes: Uint8Array.from(out), lost };
}

function utf16(text: string, bigEndian: boolean, bom: boolean): Uint8Array {
  const out = new Uint8Array((text.length + (bom ? 1 : 0)) * 2);
  const put = (i: number, unit: number): void => {
    out[2 * i + (bigEndian ? 0 : 1)] = unit >> 8;
    out[2 * i + (bigEndian ? 1 : 0)] = unit & 0xff;
  };
  if (bom) put(0, 0xfeff);
  for (let i = 0; i < text.length; i++) put(i + (bom ? 1 : 0), text.charCodeAt(i));
  return out;
}

/** The bytes of `text` in format `f`'s encoding; `lost` counts characters Windows-1252 cannot hold. */
export function encodeIn(text: string, f: FileFormat): { bytes: Uint8Array; lost: number } {
  if (f.encoding === 'Windows-1252') return windows1252(text);
  if (f.encoding === 'UTF-16LE' || f.encoding === 'UTF-16BE')
    return { bytes: utf16(text, f.encoding === 'UTF-16BE', f.bom), lost: 0 };
  const body = new TextEncoder().encode(text);
  if (!f.bom) return { bytes: body, lost: 0 };
  const out = new Uint8Array(body.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(body, 3);
  return { bytes: out, lost: 0 };
}
