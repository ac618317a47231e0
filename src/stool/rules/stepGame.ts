/**
 * The game reducer: state + command → state + events. Pure: the state passed in is never changed, every draw
 * comes from `rng`, which must be the stream saved in the state (`gameRng(state)`, checked), and every rule constant
 * from the state itself (`state.params`); the new state saves the stream as it is after the command, so a game is its
 * seed, its constants and its command list, and a saved game resumes exactly.
 */
import { rngFromState, type Rng } from '../../core/rng.js';
import type { Transition } from '../../core/transition.js';
import { cloneGame } from './cloneGame.js';
import type { Command } from './commands.js';
import { makeCtx } from './context.js';
import type { GameEvent } from './events.js';
import { needOf } from './playerTurn.js';
import type { GameState } from './state.js';
import { playUntilPlayer } from './timeline.js';

/**
 * A game's state and the events on the way to it: the one reducer result of every system, for the roguelike.
 * @category Games
 */
export type GameStep = Transition<GameState, GameEvent>;

/**
 * The stream a state carries, ready to pass to `stepGame` (a game's randomness is part of its state, so a save
 * resumes exactly).
 *
 * @example
 * ```ts
 * import { gameRng, newGame, stepGame } from 'fray/stool';
 *
 * const game = newGame(3);
 * const step = stepGame(game, { kind: 'wait' }, gameRng(game));
 * console.log(game.turns, step.state.turns);
 * //> 0 1
 * ```
 * @category Games
 */
export function gameRng(state: GameState): Rng {
  return rngFromState(state.rng);
}

/**
 * Plays `command` from the player's current turn: it waits for the turn of the clock it needs (monsters act on theirs
 * meanwhile), is done, and play goes on to the player's next turn. A command that cannot be done now is refused with a
 * `cannot` event and the same state (no time passes, nothing is drawn); once the game is over every command is.
 *
 * @param rng - the state's own stream (`gameRng(state)`, or the one the last step left)
 * @returns the next state and what happened on the way
 * @throws RangeError when `rng` is not the state's own stream
 * @example
 * ```ts
 * import { eventText, gameRng, newGame, stepGame } from 'fray/stool';
 *
 * const game = newGame(3);
 * const step = stepGame(game, { kind: 'move', dir: 'N' }, gameRng(game));
 * const moved = stepGame(game, { kind: 'move', dir: 'E' }, gameRng(game));
 * console.log([game.player.x, game.player.y], [step.state.player.x, step.state.player.y], [moved.state.player.x, moved.state.player.y]);
 * //> [ 44, 4 ] [ 44, 3 ] [ 45, 4 ]
 * const refused = stepGame(game, { kind: 'ascend' }, gameRng(game));
 * console.log(refused.state === game, refused.events.map((e) => eventText(e, refused.state)).join(' '));
 * //> true There are no stairs up here.
 * ```
 * @category Games
 */
export function stepGame(state: GameState, command: Command, rng: Rng): GameStep {
  // The stream must be the one the state carries (a save resumes exactly because of it); another is a caller's
  // bug, said at once rather than found as a game that no longer replays.
  const at = rng.getState();
  if (at.some((w, i) => w !== state.rng[i]))
    throw new RangeError('stepGame: rng is not the stream saved in the state (pass gameRng(state))');
  if (state.over !== null) return { state, events: [{ type: 'cannot', reason: 'The game is over.' }] };
  const events: GameEvent[] = [];
  const s = cloneGame(state);
  const ctx = makeCtx(s, rng, events);
  const need = needOf(ctx, command);
  if (typeof need === 'object') return { state, events: [{ type: 'cannot', reason: need.refused }] };
  s.turns += 1;
  playUntilPlayer(ctx, command);
  s.rng = rng.getState();
  return { state: s, events };
}

/** `stepGame` with the state's own stream: the usual way to play one command. */
export function playCommand(state: GameState, command: Command): GameStep {
  return stepGame(state, command, gameRng(state));
}
