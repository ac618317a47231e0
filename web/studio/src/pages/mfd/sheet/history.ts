/**
 * Undo and redo over values: the values before each change, kept as they were (every edit makes a new value), up to
 * a bound. A new change after an undo drops what could have been redone, as in a spreadsheet.
 */

/** Changes kept for undo. */
export const HISTORY_DEPTH = 100;

/** A value and the values it can go back and forward to. */
export interface History<T> {
  readonly now: T;
  readonly past: readonly T[];
  readonly future: readonly T[];
}

/** A history that starts at `value`, with nothing to undo. */
export function startHistory<T>(value: T): History<T> {
  return { now: value, past: [], future: [] };
}

/** The history after the value became `next` (no entry when it is the same value). */
export function record<T>(h: History<T>, next: T): History<T> {
  if (next === h.now) return h;
  return { now: next, past: [...h.past, h.now].slice(-HISTORY_DEPTH), future: [] };
}

/** One step back, or the same history when there is nothing to undo. */
export function undo<T>(h: History<T>): History<T> {
  if (h.past.length === 0) return h;
  return { now: h.past[h.past.length - 1] as T, past: h.past.slice(0, -1), future: [h.now, ...h.future] };
}

/** One step forward, or the same history when there is nothing to redo. */
export function redo<T>(h: History<T>): History<T> {
  if (h.future.length === 0) return h;
  return { now: h.future[0] as T, past: [...h.past, h.now], future: h.future.slice(1) };
}
