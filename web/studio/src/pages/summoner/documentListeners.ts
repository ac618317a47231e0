/**
 * The viewer's player (web/src/player.ts) binds its keys to the whole document and has no way to unbind them: in a
 * page that shows one replay after another, and that the visitor leaves for another page of the studio, its
 * listeners would outlive it (and keep taking Space and the arrows). This records the document listeners added while
 * a viewer is built, so the page can remove them when it replaces the viewer or is left.
 */

/** Runs `build`, and returns what it returned with a function that removes the document listeners it added. */
export function withDocumentListeners<T>(build: () => T): { value: T; remove: () => void } {
  const added: [string, EventListenerOrEventListenerObject, boolean | EventListenerOptions | undefined][] = [];
  const original = document.addEventListener;
  document.addEventListener = function (
    this: Document,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void {
    if (listener !== null) added.push([type, listener, options]);
    if (listener !== null) original.call(this, type, listener, options);
  };
  try {
    return {
      value: build(),
      remove: () => {
        for (const [type, listener, options] of added.splice(0)) document.removeEventListener(type, listener, options);
      },
    };
  } finally {
    document.addEventListener = original;
  }
}
