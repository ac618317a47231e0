/**
 * A user's value shown inside a one-line message: never longer than a glance (a 10,000-item option is cut, saying by
 * how much) and never more than one line (line breaks, the Unicode line and paragraph separators, other control
 * characters and the bidirectional overrides are written as escapes, so a value cannot end a message early, start a
 * second line, or reorder what a terminal shows).
 */

/** Most characters of one user value a message shows. */
export const MAX_QUOTED = 80;

/** Most characters of a whole message line (the last guard, for a value no helper quoted). */
export const MAX_LINE = 2000;

const NAMED: Record<number, string> = { 0x09: '\\t', 0x0a: '\\n', 0x0d: '\\r' };

/**
 * True for a character that must not reach a terminal raw in a one-line message: C0 and C1 controls (line feed,
 * carriage return, tab, escape, NEL...), DEL, U+2028 and U+2029, and the bidirectional embeddings, overrides and
 * isolates (U+202A to U+202E, U+2066 to U+2069).
 */
function unsafe(c: number): boolean {
  return (
    c < 0x20 ||
    (c >= 0x7f && c <= 0x9f) ||
    c === 0x2028 ||
    c === 0x2029 ||
    (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2066 && c <= 0x2069)
  );
}

/** `text` with every unsafe character written as an escape (`\n`, `\t`, `\r`, or `\uXXXX`). */
export function escapeUnsafe(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!unsafe(c)) continue;
    out += text.slice(from, i) + (NAMED[c] ?? `\\u${c.toString(16).padStart(4, '0')}`);
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** The first `max` characters of `text` (never half of a surrogate pair) and how many characters were left out. */
function cut(text: string, max: number): { kept: string; left: number } {
  if (text.length <= max) return { kept: text, left: 0 };
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  let left = 0;
  for (let i = end; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!(c >= 0xdc00 && c <= 0xdfff && i > end)) left++;
  }
  return { kept: text.slice(0, end), left };
}

const more = (n: number) => ` (${n.toLocaleString('en-US')} more character${n === 1 ? '' : 's'})`;

/** `text` made safe for one line and cut to `max` characters, ending `… (N more characters)` when cut. */
function capped(text: string, max: number, close = ''): string {
  const { kept, left } = cut(text, max);
  return left === 0 ? `${escapeUnsafe(kept)}${close}` : `${escapeUnsafe(kept)}…${close}${more(left)}`;
}

/**
 * A user's string in single quotes for a message: `'value'`; a longer one is cut, as `'first 80 characters…' (9,920
 * more characters)`, and unsafe characters are escaped (see escapeUnsafe).
 */
export function quote(value: string, max = MAX_QUOTED): string {
  return `'${capped(value, max, "'")}`;
}

/**
 * A value read from JSON, for a message: as JSON (a string in double quotes), cut and escaped as `quote` does. A
 * value JSON cannot write (undefined, a function) is named by its type.
 */
export function showJson(value: unknown, max = MAX_QUOTED): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined; // a cycle, or too deep to walk: name its kind instead
  }
  if (text === undefined)
    return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : typeof value;
  if (typeof value === 'string' && text.length > max) {
    const { kept, left } = cut(value, max);
    return `"${escapeUnsafe(JSON.stringify(kept).slice(1, -1))}…"${more(left)}`;
  }
  return capped(text, max);
}

/**
 * The last guard of a message printed as one line: every unsafe character escaped, and at most `max` characters
 * (the rest cut, saying how many).
 */
export function oneLine(message: string, max = MAX_LINE): string {
  return capped(message, max);
}
