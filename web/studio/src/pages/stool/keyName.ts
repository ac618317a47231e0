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
 * The game's name for `e`. Tab is the game's (the next target, as in the terminal), so the keyboard stays in the game
 * while it is played; Shift-Tab, which the game does not use, is left to the browser as the way out (the page says
 * so). Other keys held with Ctrl, Alt or Meta stay the browser's too, except Ctrl-P (the message history).
 */
export function keyName(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'>,
): string | undefined {
  if (e.ctrlKey && !e.altKey && !e.metaKey && e.key.toLowerCase() === 'p') return 'ctrl-p';
  if (e.ctrlKey || e.altKey || e.metaKey) return undefined;
  if (e.key === 'Tab') return e.shiftKey ? undefined : 'tab';
  const named = NAMED[e.key];
  if (named !== undefined) return named;
  return e.key.length === 1 && e.key >= ' ' ? e.key : undefined;
}
