/**
 * What a failed build said, cut to one line for the message: the compiler's first errors with their file:line
 * (javac, gcc, rustc, tsc and most others start an error's line with `FILE:LINE:`), not only the last lines of its
 * output, which for javac are the count ("1 error") and a caret.
 */

/** A line that places an error: `Bot.java:12: error: ...`, `src/main.c:3:7: error: ...`, `bot.ts(4,2): error ...`. */
const PLACED = /^\S[^:]*?(:\d+(:\d+)?:|\(\d+,\d+\):)\s/;
/** A placed line that is a warning, shown only when there are no errors. */
const WARNING = /\bwarning\b/i;

/** At most `max` lines of `output`, joined with ' / ': the placed errors first, else the last lines. */
export function buildErrorLines(output: string, max = 3): string {
  const lines = output
    .trim()
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '');
  const placed = lines.filter((l) => PLACED.test(l));
  const errors = placed.filter((l) => !WARNING.test(l));
  const chosen = errors.length > 0 ? errors : placed;
  const shown = chosen.length > 0 ? chosen.slice(0, max) : lines.slice(-max);
  const more = chosen.length > max ? ` / (${chosen.length - max} more)` : '';
  return `${shown.join(' / ')}${more}`.slice(0, 600);
}
