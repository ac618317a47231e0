/** A mob file's JSON as the forms edit it: the object in the text, a field's text, and a field set from typed text. */

/** The JSON object in `text`, or undefined when the text is not an object. */
export function objectOf(text: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(text) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A form's text for a JSON value: numbers and strings as typed, nothing for a missing key. */
export function shown(v: unknown): string {
  return v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
}

/**
 * `o` with `key` set from typed `text`: removed when blank; a number where the text is one (unless `asText`);
 * anything else as typed, for the reader to name what is wrong.
 */
export function setTyped(o: Record<string, unknown>, key: string, text: string, asText = false): void {
  const n = Number(text);
  if (text.trim() === '') delete o[key];
  else o[key] = !asText && Number.isFinite(n) ? n : text;
}

/** The object as a mob file's text. */
export function mobText(o: Record<string, unknown>): string {
  return `${JSON.stringify(o, null, 2)}\n`;
}
