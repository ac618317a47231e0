/** Names of things for messages and menus: "a sling", "2 scrolls of firebolt", "the Golden Stool". */
import { COUNTED_AS } from '../content/gear.js';
import type { Thing } from '../rules/state.js';

/** "a" or "an" before `word`; "a pair of" or "a suit of" before gear that takes no "a" (see COUNTED_AS). */
export function article(word: string): string {
  const counted = COUNTED_AS[word];
  if (counted !== undefined) return `${counted} ${word}`;
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/**
 * The bare name of a thing on the floor or in the pack (no article, no count).
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
export function thingName(t: Thing): string {
  switch (t.kind) {
    case 'gear':
      return t.item.name;
    case 'food':
      return t.name;
    case 'scroll':
      return `scroll of ${t.scroll.name}`;
    case 'stool':
      return 'Golden Stool';
  }
}

/** The name with an article or a count, as a sentence uses it. */
export function thingPhrase(t: Thing, count = 1): string {
  if (t.kind === 'stool') return 'the Golden Stool';
  if (t.kind === 'scroll') {
    const n = count > 1 ? count : t.scroll.count;
    return n > 1 ? `${n} scrolls of ${t.scroll.name}` : `a scroll of ${t.scroll.name}`;
  }
  return article(thingName(t));
}

/** What killed the player as a phrase: "an orc", "your own spell" (GameOver.by names a build or the player's spell). */
export function killerPhrase(by: string | undefined): string {
  if (by === undefined) return 'something';
  return by.startsWith('your ') ? by : article(by);
}
