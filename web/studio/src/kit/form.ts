/**
 * What the calculator pages share around their fields: reading several fields at once (every bad one is flagged, not
 * only the first), keeping the inputs in the page's address so a setup can be linked, and the CLI line that gives
 * the same result.
 */
import { h } from '../../../src/dom.js';
import type { Result } from '../../../../src/core/index.js';
import type { PageContext } from '../registerPage.js';
import type { Field } from './field.js';

/** The values of every field, or undefined when one or more is bad (each bad one then shows its message). */
export function readAll<T extends Record<string, unknown>>(fields: { [K in keyof T]: Field<T[K]> }): T | undefined {
  const out: Partial<T> = {};
  let good = true;
  for (const key of Object.keys(fields) as (keyof T)[]) {
    const r: Result<T[keyof T]> = fields[key].read();
    if (r.ok) out[key] = r.value;
    else good = false;
  }
  return good ? (out as T) : undefined;
}

/** The page's inputs in its address: read a starting value, and write the current ones back (no history entry). */
export interface Remembered {
  initial(id: string, fallback: string): string;
  remember(fields: readonly Field<unknown>[]): void;
}

/** Remembered over the shell's page context. */
export function remembered(ctx: PageContext): Remembered {
  const params = new URLSearchParams(ctx.params);
  return {
    initial: (id, fallback) => params.get(id) ?? fallback,
    remember(fields) {
      for (const f of fields) params.set(f.input.id, f.input.value);
      ctx.setParams(params);
    },
  };
}

/** A line "In the CLI: fray …" for the visitor who wants the same result at a terminal. */
export function cliLine(): { el: HTMLElement; set(command: string | undefined): void } {
  const code = h('code', {});
  const el = h('p', { class: 'cli-line' }, 'In the CLI: ', code);
  return {
    el,
    set(command) {
      el.hidden = command === undefined;
      code.textContent = command ?? '';
    },
  };
}
