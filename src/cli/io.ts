/**
 * Terminal output for commands: renderers return strings; only these functions print them. Every byte they print
 * passes escapeUnsafe on the way (line breaks and tabs kept): names, reasons and lines from bots, replays and files are made
 * safe where they are made, and this is the last guard, so no stranger's control sequence reaches a terminal raw.
 */
import { escapeUnsafe } from '../core/quote.js';
import { jsonPieces } from '../report/jsonPieces.js';

/**
 * `text` as it may reach a terminal: every unsafe character escaped, line breaks and tabs kept (a tab only moves the
 * cursor forward to a tab stop, so it can neither overwrite nor hide text, and fray's own logs are tab-separated).
 */
export function terminalSafe(text: string): string {
  return escapeUnsafe(text, '\n\t');
}

/** Prints text to stdout, adding a final newline if it lacks one. */
export function printOut(text: string): void {
  process.stdout.write(terminalSafe(text.endsWith('\n') ? text : `${text}\n`));
}

/** Prints a one-line note or warning to stderr. */
export function printErr(text: string): void {
  process.stderr.write(terminalSafe(text.endsWith('\n') ? text : `${text}\n`));
}

/**
 * Prints a value as one JSON document on stdout, the bytes of JSON.stringify(value, null, 2), in pieces: on Linux a
 * write to a file, a terminal or a pipe is synchronous, so a document of a hundred megabytes is never held whole.
 * Unsafe characters can only be inside its strings, where their escapes (JSON's own) mean the same: the document is
 * the same to any JSON reader, and safe in a terminal.
 */
export function printJson(value: unknown): void {
  for (const piece of jsonPieces(value)) process.stdout.write(terminalSafe(piece));
  process.stdout.write('\n');
}
