/** A game rebuilt from its seed and command list: how saves double as replays, and how determinism is tested. */
import type { Command } from '../rules/commands.js';
import type { GameEvent } from '../rules/events.js';
import { newGame } from '../rules/newGame.js';
import type { GameState } from '../rules/state.js';
import type { NightSoilParams } from '../../nightsoil/params.js';
import { gameRng, stepGame } from '../rules/stepGame.js';

/**
 * The state after playing `commands` from a new game of `seed` (refused commands change nothing, as when they were
 * given), by the Night Soil constants `params` (default: the library's; a save's are in its state).
 * @category Games
 */
export function replayGame(
  seed: number,
  commands: readonly Command[],
  onEvents?: (events: GameEvent[], state: GameState) => void,
  params?: NightSoilParams,
): GameState {
  let s = newGame(seed, params === undefined ? {} : { params });
  const rng = gameRng(s);
  for (const c of commands) {
    const r = stepGame(s, c, rng);
    s = r.state;
    onEvents?.(r.events, s);
  }
  return s;
}
