/** Terminal output for commands: renderers return strings; only these functions print them. */
import { jsonPieces } from '../report/jsonPieces.js';

/** Prints text to stdout, adding a final newline if it lacks one. */
export function printOut(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** Prints a one-line note or warning to stderr. */
export function printErr(text: string): void {
  process.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
}

/**
 * Prints a value as one JSON document on stdout, the bytes of JSON.stringify(value, null, 2), in pieces: on Linux a
 * write to a file, a terminal or a pipe is synchronous, so a document of a hundred megabytes is never held whole.
 */
export function printJson(value: unknown): void {
  for (const piece of jsonPieces(value)) process.stdout.write(piece);
  process.stdout.write('\n');
}
