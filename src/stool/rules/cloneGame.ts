/** A copy of a game that a command may change in place without touching the original (only what a command can change is copied). */
import { cloneFighter } from '../../nightsoil/mob.js';
import { lettersOf } from './packLetters.js';
import type { GameState } from './state.js';

/**
 * Copies the player, the current level's lists and the current level's monsters; other levels and monsters are
 * shared until the player reaches them (the stairs copy the next level before changing it). Items, loadouts and
 * tiles are never changed in place, only replaced.
 * @category Games
 */
export function cloneGame(s: GameState): GameState {
  return {
    ...s,
    levels: s.levels.map((l, i) =>
      i === s.depth ? { ...l, explored: l.explored.slice(), items: l.items.slice() } : l,
    ),
    player: {
      ...s.player,
      fighter: cloneFighter(s.player.fighter),
      pack: s.player.pack.slice(),
      letters: lettersOf(s.player),
    },
    monsters: s.monsters.map((m) => (m.level === s.depth ? { ...m, fighter: cloneFighter(m.fighter) } : m)),
  };
}
