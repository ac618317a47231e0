/** What the player can do: the reducer's input (plain data, so a game is its seed and its list of commands). */
import type { Slot } from '../../nightsoil/mob.js';
import type { CompassDir } from '../level/grid.js';
import type { Direction } from '../../core/direction.js';

/**
 * One command. `move` steps, or swings at a monster standing there; `fire` swings at a monster in the weapon's reach
 * and in view; `read` reads scroll stack `scroll` (at monster `target` for a bolt or a poison); `eat` eats the pack's
 * item `index` or the `index`-th thing on the player's cell; `wear` puts on or wields the pack's item `index`;
 * `remove` takes off what is in `slot`; `drop` drops the pack's item `index`; `pickUp` takes everything on the cell; `descend` and `ascend` take the stairs down (`>`) and up (`<`). A move's `dir` is a
 * `Direction` (`'N'`… `'NW'`); the old lower-case `'n'`… `'nw'` is still accepted until 0.2.0 (deprecated), and every
 * command fray makes (the bot, the keys, a save read back) uses the upper case.
 * @category Commands and events
 */
export type Command =
  | { readonly kind: 'move'; readonly dir: Direction | CompassDir }
  | { readonly kind: 'fire'; readonly target: number }
  | { readonly kind: 'read'; readonly scroll: number; readonly target?: number }
  | { readonly kind: 'eat'; readonly from: 'pack' | 'floor'; readonly index: number }
  | { readonly kind: 'wear'; readonly index: number }
  | { readonly kind: 'remove'; readonly slot: Slot }
  | { readonly kind: 'drop'; readonly index: number }
  | { readonly kind: 'pickUp' }
  | { readonly kind: 'descend' }
  | { readonly kind: 'ascend' }
  | { readonly kind: 'wait' };

/**
 * The command kinds.
 * @category Commands and events
 */
export const COMMAND_KINDS = [
  'move',
  'fire',
  'read',
  'eat',
  'wear',
  'remove',
  'drop',
  'pickUp',
  'descend',
  'ascend',
  'wait',
] as const;
