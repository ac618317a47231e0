/**
 * What a page could not read (a link cut short, a file, work saved in this browser), said at the top of the page, at
 * once, with what was kept instead: an alert the visitor sees on arrival and a screen reader reads out.
 */
import { h } from '../../../src/dom.js';
import { live, signal } from './reactive.js';

/** One notice: what could not be read, what the page did instead, and a button when there is something to do. */
export interface Notice {
  what: string;
  kept: string;
  action?: { label: string; act: () => void };
}

/** The notices of a page: `element` goes right under its heading. */
export interface Notices {
  readonly element: HTMLElement;
  add(notice: Notice): void;
  clear(): void;
}

function item(n: Notice): HTMLElement {
  const button = n.action === undefined ? null : h('button', { type: 'button' }, n.action.label);
  if (button !== null && n.action !== undefined) button.addEventListener('click', n.action.act);
  return h('li', {}, h('strong', {}, n.what), ' ', n.kept, button === null ? null : ' ', button);
}

/** An empty notice area. */
export function notices(id: string): Notices {
  const list = signal<Notice[]>([]);
  const element = live(h('div', { class: 'notices', id, role: 'alert' }), () =>
    list.value.length === 0 ? null : h('ul', {}, ...list.value.map(item)),
  );
  return {
    element,
    add: (n) => (list.value = [...list.value, n]),
    clear: () => (list.value = []),
  };
}
