/**
 * How deep JSON text nests, found without recursion: a file nested 100,000 levels deep parses, but every recursive
 * walk of the value afterwards (JSON.stringify in a message, a checker, the viewer) runs out of stack. Reading such a
 * file is refused before it is parsed, with the place where it goes too deep.
 */

/**
 * The most levels of arrays and objects any file fray reads may nest. The deepest files fray writes nest about ten
 * (a Summoner War replay: replay, steps, step, events, event, demon, cell...); 256 leaves room for any hand-made file
 * and stays far below the depth at which a recursive walk of the value overflows the stack (a few thousand levels).
 */
export const MAX_JSON_DEPTH = 256;

/**
 * The offset of the bracket that opens level `limit + 1` in `text`, or undefined if the text never nests deeper than
 * `limit`. A linear scan that counts `[` and `{` against `]` and `}` outside strings; it does not check syntax (a
 * stray bracket only makes the count an estimate, and JSON.parse reports the syntax error).
 */
export function tooDeepAt(text: string, limit = MAX_JSON_DEPTH): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return i;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return undefined;
}
