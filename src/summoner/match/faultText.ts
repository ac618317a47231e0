/** A bot's words made safe to show: fault reasons come from untrusted code and end up in terminals, logs and replays. */
import { escapeUnsafe } from '../../core/quote.js';

/** Longest fault reason kept, in characters. */
export const MAX_REASON = 500;

/**
 * A bot's log or error text made safe to show (escapeUnsafe), its tabs as four spaces first: a stack trace indents
 * its frames with a tab (Java's does), which should read as an indented line, not as an escape.
 */
export function visibleLines(text: string, keep = ''): string {
  return escapeUnsafe(text.replace(/\t/g, '    '), keep);
}

/** A fault reason made safe and cut to MAX_REASON characters: a bot cannot repaint a terminal or flood a log through its errors. */
export function faultText(text: string): string {
  const safe = escapeUnsafe(text);
  return [...safe].length <= MAX_REASON ? safe : `${[...safe].slice(0, MAX_REASON - 1).join('')}…`;
}
