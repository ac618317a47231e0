/** Makes a part of the viewer that scrolls reachable by keyboard, and says which keys it keeps to scroll itself. */

/**
 * Lets the keyboard reach `el`, a part that scrolls with nothing focusable inside (the turn beside the board, a
 * table): without a focus it could only be scrolled with a mouse. Give `el` a name (its own, or role=region with a
 * label) so the stop means something.
 */
export function scrollable<T extends HTMLElement>(el: T): T {
  el.tabIndex = 0;
  el.dataset.scrolls = '';
  return el;
}

/**
 * Whether `key` pressed with `target` focused should scroll it rather than move the replay: `target` is a part made
 * by `scrollable` that can scroll that way (the arrows across, the others down). Elsewhere the keys move the replay.
 */
export function scrollsWith(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement) || target.dataset.scrolls === undefined) return false;
  if (key === 'ArrowLeft' || key === 'ArrowRight') return target.scrollWidth > target.clientWidth;
  if ([' ', 'PageUp', 'PageDown', 'Home', 'End'].includes(key)) return target.scrollHeight > target.clientHeight;
  return false;
}
