/** A browser key press as the name the game's keys use (parseKeys: 'up', 'escape', 'H', 'ctrl-p'…), or undefined. */

const NAMED: Readonly<Record<string, string>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'home',
  End: 'end',
  PageUp: 'pageup',
  PageDown: 'pagedown',
  Clear: 'centre',
  Escape: 'escape',
  Enter: 'enter',
  Backspace: 'backspace',
};

/**
 * The game's name for `e`. Tab is left to the browser, so the keyboard can always leave the game (`t` picks the next
 * target instead); other keys held with Ctrl, Alt or Meta stay the browser's too, except Ctrl-P (the message history).
 */
export function keyName(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>): string | undefined {
  if (e.ctrlKey && !e.altKey && !e.metaKey && e.key.toLowerCase() === 'p') return 'ctrl-p';
  if (e.ctrlKey || e.altKey || e.metaKey) return undefined;
  const named = NAMED[e.key];
  if (named !== undefined) return named;
  return e.key.length === 1 && e.key >= ' ' ? e.key : undefined;
}
