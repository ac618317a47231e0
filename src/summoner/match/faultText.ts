/** A bot's words made safe to show: fault reasons come from untrusted code and end up in terminals, logs and replays. */

/** Longest fault reason kept, in characters. */
export const MAX_REASON = 500;

/**
 * `text` with every control or formatting character (terminal escape sequences among them) written as a visible
 * \u{...} escape, except the characters listed in `keep` (such as a line break).
 */
export function visibleControls(text: string, keep = ''): string {
  return text.replace(/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu, (c) =>
    keep.includes(c) ? c : `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`,
  );
}

/**
 * A bot's log or error text made safe to show, its tabs as four spaces first: a stack trace indents its frames with a
 * tab (Java's does), which should read as an indented line, not as `\u{9}`.
 */
export function visibleLines(text: string, keep = ''): string {
  return visibleControls(text.replace(/\t/g, '    '), keep);
}

/** A fault reason made safe and cut to MAX_REASON characters: a bot cannot repaint a terminal or flood a log through its errors. */
export function faultText(text: string): string {
  const safe = visibleControls(text);
  return [...safe].length <= MAX_REASON ? safe : `${[...safe].slice(0, MAX_REASON - 1).join('')}…`;
}
