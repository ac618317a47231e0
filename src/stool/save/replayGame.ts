/** A game rebuilt from its seed and command list: how saves double as replays, and how determinism is tested. */
import type { Command } from '../rules/commands.js';
import type { GameEvent } from '../rules/events.js';
import { newGame } from '../rules/newGame.js';
import type { GameState } from '../rules/state.js';
import type { NightSoilParams } from '../../nightsoil/params.js';
import { gameRng, stepGame } from '../rules/stepGame.js';

/**
 * The state after playing `commands` from a new game of `seed` (refused commands change nothing, as when they were
 * given): a game is its seed and its commands.
 *
 * @param onEvents - told of each step's events, with the state after it
 * @param params - Night Soil's constants (`DEFAULT_PARAMS`; a save's are in its state)
 * @example
 * ```ts
 * import { botCommand, gameRng, newGame, replayGame, stepGame, type Command } from 'fray/stool';
 *
 * let game = newGame(5);
 * const rng = gameRng(game);
 * const commands: Command[] = [];
 * for (let i = 0; i < 40 && game.over === null; i++) {
 *   const c = botCommand(game);
 *   game = stepGame(game, c, rng).state;
 *   commands.push(c);
 * }
 * console.log(JSON.stringify(replayGame(5, commands)) === JSON.stringify(game));
 * //> true
 * ```
 * @category Games
 */
export function replayGame(
  seed: number,
  commands: readonly Command[],
  onEvents?: (events: GameEvent[], state: GameState) => void,
  params?: NightSoilParams,
): GameState {
  if (!Array.isArray(commands)) throw new TypeError(`replayGame: commands must be a list, got ${typeof commands}`);
  let s = newGame(seed, params === undefined ? {} : { params });
  const rng = gameRng(s);
  for (const c of commands) {
    const r = stepGame(s, c, rng);
    s = r.state;
    onEvents?.(r.events, s);
  }
  return s;
}
