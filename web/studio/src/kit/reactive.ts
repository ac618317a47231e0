/**
 * The studio's small reactive layer: state held in signals (@preact/signals-core: 1.6 KiB gzipped, no eval, no
 * build step), and the parts of the page that show it bound once with `live`, `liveText` and `liveAttrs`, instead of
 * every handler setting text, attributes and children by hand. A binding lives as long as the signals it reads; a
 * page's signals are its own, so a page left behind is collected with its bindings.
 */
import { effect } from '@preact/signals-core';

export { batch, computed, effect, signal, untracked, type ReadonlySignal, type Signal } from '@preact/signals-core';

type Child = Node | string | null | undefined | false;

/** A text node that shows `of()` and follows it. */
export function liveText(of: () => string): Text {
  const node = document.createTextNode('');
  effect(() => {
    node.nodeValue = of();
  });
  return node;
}

/** Keeps `el`'s children those `render()` gives, drawn again whenever a signal it reads changes. */
export function live<T extends Element>(el: T, render: () => Child | readonly Child[]): T {
  effect(() => {
    const out = render();
    const list = Array.isArray(out) ? (out as readonly Child[]) : [out as Child];
    el.replaceChildren(...list.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
  });
  return el;
}

/** Keeps `el`'s attributes as the functions give them (undefined or false removes one, true sets it empty). */
export function liveAttrs<T extends Element>(
  el: T,
  attrs: Record<string, () => string | number | boolean | undefined>,
): T {
  for (const [name, of] of Object.entries(attrs))
    effect(() => {
      const v = of();
      if (v === undefined || v === false) el.removeAttribute(name);
      else el.setAttribute(name, v === true ? '' : String(v));
    });
  return el;
}
