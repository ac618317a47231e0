/**
 * Where a value is in JSON text: a checker that finds a bad field by its path (`players[1].sha256`) names the line
 * and column of the value too, as a syntax error does. The text is valid JSON (already parsed) nested at most
 * MAX_JSON_DEPTH levels; the scan is linear and never recurses.
 */
import type { Place } from '../result.js';

/** One step of a path into a JSON value: an object's key or an array's index.
 * @category Results
 */
export type JsonKey = string | number;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The offset just past the string that starts at `i` (a `"`). */
function skipString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) j++;
    else if (c === 0x22) return j + 1;
  }
  return text.length;
}

/** The offset just past the value that starts at `i`. */
function skipValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0x22) return skipString(text, i);
  if (c !== 0x5b && c !== 0x7b) {
    let j = i;
    while (j < text.length && !/[\s,\]}]/.test(text.charAt(j))) j++;
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const d = text.charCodeAt(j);
    if (d === 0x22) j = skipString(text, j) - 1;
    else if (d === 0x5b || d === 0x7b) depth++;
    else if ((d === 0x5d || d === 0x7d) && --depth === 0) return j + 1;
  }
  return text.length;
}

/** The offset of member `key` of the object at `i` (the last one of that name, as JSON.parse keeps), if any. */
function member(text: string, i: number, key: string): number | undefined {
  let found: number | undefined;
  let j = skipSpace(text, i + 1);
  while (j < text.length && text.charCodeAt(j) === 0x22) {
    const end = skipString(text, j);
    const name = JSON.parse(text.slice(j, end)) as string;
    const value = skipSpace(text, skipSpace(text, end) + 1);
    if (name === key) found = value;
    j = skipSpace(text, skipValue(text, value));
    if (text.charCodeAt(j) !== 0x2c) break;
    j = skipSpace(text, j + 1);
  }
  return found;
}

/** The offset of element `index` of the array at `i`, if any. */
function element(text: string, i: number, index: number): number | undefined {
  let j = skipSpace(text, i + 1);
  for (let k = 0; j < text.length && text.charCodeAt(j) !== 0x5d; k++) {
    if (k === index) return j;
    j = skipSpace(text, skipValue(text, j));
    if (text.charCodeAt(j) !== 0x2c) return undefined;
    j = skipSpace(text, j + 1);
  }
  return undefined;
}

/** The offset in `text` (valid JSON) of the value at `path`, or undefined if there is none. */
export function jsonOffset(text: string, path: readonly JsonKey[]): number | undefined {
  let i: number | undefined = skipSpace(text, 0);
  for (const key of path) {
    const c = text.charCodeAt(i);
    if (typeof key === 'number' && c === 0x5b) i = element(text, i, key);
    else if (typeof key === 'string' && c === 0x7b) i = member(text, i, key);
    else return undefined;
    if (i === undefined) return undefined;
  }
  return i;
}

/** The place (file, line and column, both from 1) of the value at `path` in `text`; the file alone if not found. */
export function jsonPlace(text: string, path: readonly JsonKey[], file?: string): Place {
  const at = file === undefined ? {} : { file };
  const offset = jsonOffset(text, path);
  if (offset === undefined) return at;
  const before = text.slice(0, offset);
  return { ...at, line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
