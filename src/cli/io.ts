/** Terminal output for commands: renderers return strings; only these functions print them. */

/** Prints text to stdout, adding a final newline if it lacks one. */
export function printOut(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** Prints a one-line note or warning to stderr. */
export function printErr(text: string): void {
  process.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** Prints a value as one JSON document on stdout. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
