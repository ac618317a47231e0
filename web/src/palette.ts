/**
 * The two sides' colours and shapes. Blue and orange (as on the terminal board, src/summoner/report/boardText.ts) are
 * told apart with the common colour blindnesses; shape (circle or diamond), letter case and line dashes tell them
 * apart without colour at all.
 */
import { s } from './dom.js';

/** Fill colours of side 0 (first seat, heroes) and side 1 (second seat, villains). */
export const SIDE_COLOUR = ['#1f5bd6', '#ff8700'] as const;
/** Text on each side's fill, dark or light for contrast. */
export const SIDE_INK = ['#ffffff', '#1b1b1b'] as const;
/** Line dashes of each side's actions: solid for side 0, dashed for side 1. */
export const SIDE_DASH = ['', '6 3'] as const;
/** How each side is drawn, in words (for keys and text alternatives). */
export const SIDE_SHAPE = ['circle', 'diamond'] as const;

/** A side's token centred on (0, 0): a circle for side 0, a diamond for side 1, `r` across half its width. */
export function token(side: 0 | 1, r: number, cls = 'token'): SVGElement {
  const common = { class: cls, fill: SIDE_COLOUR[side], stroke: '#ffffff', 'stroke-width': 1.5 };
  if (side === 0) return s('circle', { ...common, r });
  const d = r * 1.15;
  return s('polygon', { ...common, points: `0,${-d} ${d},0 0,${d} ${-d},0` });
}
