/**
 * The contract between the studio's shell and its pages. A page's script calls `registerPage` once when it loads;
 * the shell then mounts it into its main element, and calls what `mount` returned when the visitor leaves.
 */

/** What the shell gives a page. */
export interface PageContext {
  /** The query part of the page's address (`#/mfd?setup=…`), for links that carry a whole setup. */
  readonly params: URLSearchParams;
  /** Replaces the query part of the address without reloading (and without adding to the history). */
  setParams(params: URLSearchParams): void;
}

/** Draws a page into `root`; may return a function that stops its work (workers, timers, key listeners). */
export type Mount = (root: HTMLElement, ctx: PageContext) => (() => void) | void;

/** The shell's registry, on `window` because pages are separate classic scripts (which also work from file://). */
export interface StudioRegistry {
  register(id: string, mount: Mount): void;
}

declare global {
  interface Window {
    frayStudio?: StudioRegistry;
  }
}

/** Called by a page's script: hands its mount function to the shell. */
export function registerPage(id: string, mount: Mount): void {
  const registry = window.frayStudio;
  if (registry === undefined) throw new Error(`page ${id} was loaded outside the studio`);
  registry.register(id, mount);
}
