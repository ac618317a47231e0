/**
 * Loads a page's script and stylesheet from the studio's own folder, as classic elements: module scripts are refused
 * on file:// pages, and the studio must work from a folder opened without a server.
 */

const loaded = new Map<string, Promise<void>>();

function add(el: HTMLScriptElement | HTMLLinkElement, what: string): Promise<void> {
  return new Promise((done, failed) => {
    el.addEventListener('load', () => done(), { once: true });
    el.addEventListener('error', () => failed(new Error(`could not load ${what}`)), { once: true });
    document.head.append(el);
  });
}

/** Loads `pages/<id>.js` (and `pages/<id>.css` when `css`) once; later calls share the first load. */
export function loadPageFiles(id: string, css: boolean): Promise<void> {
  let p = loaded.get(id);
  if (p === undefined) {
    const parts: Promise<void>[] = [];
    if (css) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = `pages/${id}.css`;
      parts.push(add(link, `pages/${id}.css`));
    }
    const script = document.createElement('script');
    script.src = `pages/${id}.js`;
    parts.push(add(script, `pages/${id}.js`));
    p = Promise.all(parts).then(() => undefined);
    // A failed load may succeed later (a file being rebuilt): forget it so the next visit tries again.
    p.catch(() => loaded.delete(id));
    loaded.set(id, p);
  }
  return p;
}
