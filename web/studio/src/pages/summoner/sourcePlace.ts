/**
 * Where a place in a compiled bot comes from in the author's source: the compiler's source map (version 3, its
 * `mappings` in base64 VLQ) read back, so a stack frame's line and column in the worker's script become the line and
 * column the author sees in the editor.
 */

/** A place in a text: 1-based line and column. */
export interface Place {
  line: number;
  column: number;
}

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one VLQ segment. */
function vlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = DIGITS.indexOf(ch);
    if (digit < 0) return [];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

/** Each generated line's segments: [generated column, original line, original column] (all 0-based). */
export function decodeMappings(mappings: string): [number, number, number][][] {
  let line = 0;
  let column = 0;
  return mappings.split(';').map((text) => {
    let generated = 0;
    const segments: [number, number, number][] = [];
    for (const part of text.split(',')) {
      const n = vlq(part);
      if (n.length < 4) continue;
      generated += n[0] as number;
      line += n[2] as number;
      column += n[3] as number;
      segments.push([generated, line, column]);
    }
    return segments;
  });
}

/**
 * The source place of generated line `line` and column `column` (both 1-based): the last segment of that line that
 * starts at or before the column, or its first segment; undefined when the line has none.
 */
export function sourcePlace(lines: readonly (readonly [number, number, number])[][], place: Place): Place | undefined {
  const segments = lines[place.line - 1];
  if (segments === undefined || segments.length === 0) return undefined;
  let best = segments[0] as readonly [number, number, number];
  for (const s of segments) if (s[0] <= place.column - 1) best = s;
  return { line: best[1] + 1, column: best[2] + 1 };
}
