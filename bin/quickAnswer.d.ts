/** A part of an answer: literal text, or a text commander wraps, starting at `column`. */
export type QuickPart = string | { text: string; column: number };
/** One answer of the table for a help `width`, as commander would wrap it. */
export function renderQuick(parts: readonly QuickPart[], width: number): string;
/** What `fray ...args` prints on `out` from the build's table, or undefined (commander answers). */
export function quickAnswer(
  args: readonly string[],
  out: { isTTY?: boolean; columns?: number | undefined },
  tablePath?: string,
): string | undefined;
