/**
 * The browser's local storage under fray's own prefix. Storage can be missing or full (private windows, quotas):
 * reads then return undefined and writes say why they failed, so a page can tell its user instead of breaking.
 */

const PREFIX = 'fray:';

function store(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The text saved under `key`, or undefined when there is none or storage is unavailable. */
export function loadText(key: string): string | undefined {
  try {
    return store()?.getItem(PREFIX + key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Saves `text` under `key`; returns undefined when saved, or why it could not be. */
export function saveText(key: string, text: string): string | undefined {
  const s = store();
  if (s === undefined) return 'this browser does not let the page save anything';
  try {
    s.setItem(PREFIX + key, text);
    return undefined;
  } catch (e) {
    return `could not save: ${(e as Error).message}`;
  }
}

/** Forgets what was saved under `key`. */
export function removeText(key: string): void {
  try {
    store()?.removeItem(PREFIX + key);
  } catch {
    // Nothing saved can be removed; nothing to do.
  }
}

/** Every key saved under `prefix` (without fray's own prefix). */
export function savedKeys(prefix: string): string[] {
  const s = store();
  if (s === undefined) return [];
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k !== null && k.startsWith(PREFIX + prefix)) keys.push(k.slice(PREFIX.length));
  }
  return keys.sort();
}
