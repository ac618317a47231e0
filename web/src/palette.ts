/**
 * Colours and shapes. A Marked for Death battle colours its two sides blue and orange (as on the terminal board,
 * src/summoner/report/boardText.ts). A Summoner War replay colours each bot by its name, so the same bot has the same
 * colour in every replay of a tournament. Either way shape (circle or diamond), letter case and line dashes tell the
 * two sides apart without colour at all, which matters when two bots' names give the same colour.
 */
import { s } from './dom.js';
import { hashText } from '../../src/summoner/rules/stateHash.js';

/** Fill colours of side 0 (first seat, heroes) and side 1 (second seat, villains). */
export const SIDE_COLOUR = ['#1f5bd6', '#ff8700'] as const;
/** Text on each side's fill, dark or light for contrast. */
export const SIDE_INK = ['#ffffff', '#1b1b1b'] as const;
/** Line dashes of each side's actions: solid for side 0, dashed for side 1. */
export const SIDE_DASH = ['', '6 3'] as const;
/** How each side is drawn, in words (for keys and text alternatives). */
export const SIDE_SHAPE = ['circle', 'diamond'] as const;

/** A bot's colour: its fill, the ink of letters on it, and its name in words (for keys and text alternatives). */
export interface BotColour {
  fill: string;
  ink: string;
  name: string;
}

/**
 * The colours a bot may get: Okabe and Ito's palette, chosen to stay apart under the common colour-vision
 * deficiencies, without its black (the board's own ink: deaths, blocked moves) and its yellow (too faint as a line on
 * the light board). Each ink is the one of black and white with the higher contrast on its fill (at least 4.5:1).
 */
export const BOT_COLOURS: readonly BotColour[] = [
  { fill: '#0072b2', ink: '#ffffff', name: 'blue' },
  { fill: '#e69f00', ink: '#000000', name: 'orange' },
  { fill: '#009e73', ink: '#000000', name: 'bluish green' },
  { fill: '#d55e00', ink: '#000000', name: 'vermilion' },
  { fill: '#56b4e9', ink: '#000000', name: 'sky blue' },
  { fill: '#cc79a7', ink: '#000000', name: 'reddish purple' },
];

/**
 * A bot's colour, from its name alone. A second copy of a bot in one match (`rusher#2`, as `fray summoner match` names
 * it) is the same bot, so it has the same colour.
 */
export function botColour(name: string): BotColour {
  const bot = name.replace(/#\d+$/, '');
  return BOT_COLOURS[Number.parseInt(hashText(bot).slice(0, 8), 16) % BOT_COLOURS.length] as BotColour;
}

/** A side's token centred on (0, 0): a circle for side 0, a diamond for side 1, `r` across half its width. */
export function token(side: 0 | 1, r: number, cls = 'token', fill: string = SIDE_COLOUR[side]): SVGElement {
  const common = { class: cls, fill, stroke: '#ffffff', 'stroke-width': 1.5 };
  if (side === 0) return s('circle', { ...common, r });
  const d = r * 1.15;
  return s('polygon', { ...common, points: `0,${-d} ${d},0 0,${d} ${-d},0` });
}
