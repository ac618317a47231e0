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

const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * The characters no stranger's text may bring to a terminal raw: C0 and C1 controls and DEL (\p{Cc}: escape sequences
 * start with ESC or the C1 CSI and OSC, a carriage return rewrites a line), the format characters (\p{Cf}: bidirectional
 * marks, embeddings, overrides and isolates, which reorder what is shown, and the invisible ones, which make two names
 * look alike), lone surrogates (\p{Cs}, which a terminal shows as garbage) and the line and paragraph separators.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;
const ANY_UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;

/** One unsafe character as escapes: `\n`, `\t`, `\r`, else `\uXXXX` per UTF-16 unit (so also valid inside JSON). */
function escapeOne(c: string): string {
  const named = NAMED[c];
  if (named !== undefined) return named;
  let out = '';
  for (let i = 0; i < c.length; i++) out += `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/**
 * The one escaping function for text that came from outside fray (a bot, a bot's folder or manifest, a replay, a
 * save, any file or argument) on its way to a terminal: every unsafe character (see UNSAFE) written as a visible
 * escape, except those in `keep` (such as the line breaks of a multi-line log). Safe text comes back unchanged, and
 * escaping twice is escaping once. The escapes are JSON's own, so a JSON document passed through it (keeping its line
 * breaks) is the same document.
 */
export function escapeUnsafe(text: string, keep = ''): string {
  if (!ANY_UNSAFE.test(text)) return text;
  return text.replace(UNSAFE, (c) => (keep.includes(c) ? c : escapeOne(c)));
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
