/**
 * A library message in the words of a page, not of a command line: no option names (--vary, -m), no command
 * syntax, no backticks, and no 9007199254740991 (JavaScript's largest exact whole number, which the CLI's bounds
 * show when there is no real bound). The library's messages stay the CLI's; the studio passes each through this
 * before showing it.
 */

/** The option names the library's messages start with, and the field each is in the page. */
const OPTIONS: readonly [RegExp, string][] = [
  [/^--vary '[^']*': /, 'Values: '],
  [/^--vary: /, 'Values: '],
  [/^--exact /, 'Exact odds '],
  [/^--params: /, 'Constants: '],
  [/^--seed: /, 'Seed: '],
  [/^-m: /, 'Round limit: '],
];

/** `message` in a page's words. */
export function plainWords(message: string): string {
  let m = message;
  for (const [option, field] of OPTIONS) m = m.replace(option, field);
  return m
    .replace(
      /^Values: the range runs backwards \((\S+) is more than (\S+)\)/,
      'Values: the range runs backwards, from $1 down to $2',
    )
    .replace(/ from (-?\d+) to 9007199254740991\b/g, ', $1 or more')
    .replace(/\b9007199254740991\b/g, 'any size')
    .replace(/FROM\.\.TO:STEP/g, 'a range such as 0..1:0.25')
    .replace(/--[a-z][a-z-]*/g, (o) => o.slice(2).replace(/-/g, ' '))
    .replace(/`/g, '');
}
