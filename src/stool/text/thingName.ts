/** Names of things for messages and menus: "a sling", "2 scrolls of firebolt", "the Golden Stool". */
import { COUNTED_AS } from '../content/gear.js';
import type { GameState, Thing } from '../rules/state.js';
import { isKnown, labelOf } from '../rules/identify.js';

/** What the player knows of scrolls (a game state has it): unknown kinds go by their labels. Without it, by name.
 * @category Words
 */
export type ScrollNames = Pick<GameState, 'labels' | 'known'>;

/** "firebolt", or "labelled ZELGO MER" for a kind the player has not identified. */
function scrollWord(name: string, names: ScrollNames | undefined): string {
  return names === undefined || isKnown(names, name) ? `of ${name}` : `labelled ${labelOf(names, name)}`;
}

/**
 * A scroll stack's title in menus and the panel: its name once known, else "labelled ZELGOMER" (what it does is not
 * shown until the player finds out by reading one).
 */
export function scrollTitle(names: ScrollNames, name: string): string {
  return isKnown(names, name) ? name : `labelled ${labelOf(names, name)}`;
}

/** "a" or "an" before `word`; "a pair of" or "a suit of" before gear that takes no "a" (see COUNTED_AS). */
export function article(word: string): string {
  const counted = COUNTED_AS[word];
  if (counted !== undefined) return `${counted} ${word}`;
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/**
 * The bare name of a thing on the floor or in the pack (no article, no count); a scroll by its label while `names`
 * says it is unknown.
 *
 * @example
 * ```ts
 * import { newGame, thingName } from 'fray/stool';
 *
 * const game = newGame(3);
 * console.log(game.player.pack.map(thingName).join(', '));
 * //> ration, ration
 * ```
 * @category Words
 */
export function thingName(t: Thing, names?: ScrollNames): string {
  switch (t.kind) {
    case 'gear':
      return t.item.name;
    case 'food':
      return t.name;
    case 'scroll':
      return `scroll ${scrollWord(t.scroll.name, names)}`;
    case 'stool':
      return 'Golden Stool';
  }
}

/** The name with an article or a count, as a sentence uses it (a scroll by its label while `names` says it is unknown). */
export function thingPhrase(t: Thing, count = 1, names?: ScrollNames): string {
  if (t.kind === 'stool') return 'the Golden Stool';
  if (t.kind === 'scroll') {
    const n = count > 1 ? count : t.scroll.count;
    return n > 1 ? `${n} scrolls ${scrollWord(t.scroll.name, names)}` : `a scroll ${scrollWord(t.scroll.name, names)}`;
  }
  return article(thingName(t));
}

/** What killed the player as a phrase: "an orc", "your own spell" (GameOver.by names a build or the player's spell). */
export function killerPhrase(by: string | undefined): string {
  if (by === undefined) return 'something';
  return by.startsWith('your ') ? by : article(by);
}
