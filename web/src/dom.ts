/** Small DOM builders for the viewer: elements with attributes and children, text always set as text (never parsed as HTML). */

/** Attribute values; undefined and false leave the attribute out. */
export type Attrs = Record<string, string | number | boolean | undefined>;

type Child = Node | string | null | undefined | false;

function fill<T extends Element>(e: T, attrs: Attrs, children: readonly Child[]): T {
  for (const [k, v] of Object.entries(attrs))
    if (v !== undefined && v !== false) e.setAttribute(k, v === true ? '' : String(v));
  for (const c of children) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

/** An HTML element. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  return fill(document.createElement(tag), attrs, children);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element. */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): SVGElementTagNameMap[K] {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

/** Replaces an element's children. */
export function replaceChildren(e: Element, ...children: Child[]): void {
  e.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
}

/** A number with a sign: +3, −2 (a true minus sign), 0. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
}
