/**
 * Scrolls identified by use, as in NetHack, DCSS and Brogue: each kind of scroll bears a label drawn for the game
 * ("a scroll labelled ZELGO MER") until the player reads one, or sees a monster read one; from then on it goes by its
 * name. The labels and what is known live in the state, so a save keeps them.
 */
import { createRng, type Rng } from '../../core/rng.js';
import { SCROLLS } from '../content/scrolls.js';
import type { GameState } from './state.js';

/** The syllables labels are made of (two or three a word, one or two words a label). */
const SYLLABLES = [
  'ab',
  'ka',
  'zel',
  'go',
  'mer',
  'ju',
  'sto',
  'vor',
  'ne',
  'xi',
  'ru',
  'tha',
  'el',
  'bu',
  'dax',
  'om',
  'pri',
  'yu',
  'sar',
  'ith',
] as const;

/** One word of a label, from `rng`. */
function word(rng: Rng): string {
  const n = 2 + rng.below(2);
  let w = '';
  for (let i = 0; i < n; i++) w += SYLLABLES[rng.below(SYLLABLES.length)] as string;
  return w.toUpperCase();
}

/** A label for each kind of scroll of the content, all different, drawn from `rng` (the game's own fork). */
export function drawLabels(rng: Rng, names: readonly string[] = Object.keys(SCROLLS).sort()): Record<string, string> {
  const labels: Record<string, string> = {};
  const used = new Set<string>();
  for (const name of names) {
    let label = '';
    while (label === '' || used.has(label)) label = rng.below(2) === 0 ? word(rng) : `${word(rng)} ${word(rng)}`;
    used.add(label);
    labels[name] = label;
  }
  return labels;
}

/** The fork of a game's seed that draws its labels (far above any level's fork). */
export const LABEL_STREAM = 1_000_000;

/** The labels of the game of `seed`, as `newGame` draws them. */
export function gameLabels(seed: number): Record<string, string> {
  return drawLabels(createRng(seed).fork(LABEL_STREAM));
}

/** True when the player knows what scrolls called `name` do. */
export function isKnown(s: Pick<GameState, 'known'>, name: string): boolean {
  return s.known.includes(name);
}

/** Marks `name` as known (in place); true when it was not known before. */
export function identify(s: GameState, name: string): boolean {
  if (isKnown(s, name)) return false;
  s.known = [...s.known, name];
  return true;
}

/** The label scrolls called `name` bear in this game (a name the content lacks bears its own name). */
export function labelOf(s: Pick<GameState, 'labels'>, name: string): string {
  return s.labels[name] ?? name.toUpperCase();
}
