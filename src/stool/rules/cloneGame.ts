/** A copy of a game that a command may change in place without touching the original (only what a command can change is copied). */
import { cloneFighter } from '../../nightsoil/mob.js';
import { lettersOf } from './packLetters.js';
import type { GameState } from './state.js';

/**
 * A copy of a game that can be changed without touching the original: the player, the current level and its monsters
 * are copied, the rest is shared until play reaches it (nothing shared is ever changed in place). `stepGame` never
 * changes its input; this is for code that edits a state itself.
 *
 * @example
 * ```ts
 * import { cloneGame, newGame } from 'fray/stool';
 *
 * const game = newGame(3);
 * const copy = cloneGame(game);
 * console.log(copy !== game, copy.player !== game.player, JSON.stringify(copy) === JSON.stringify(game));
 * //> true true true
 * ```
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
