/** The Night Soil fighter behind an id: the player's for PLAYER, else the monster's. */
import type { MobState } from '../../nightsoil/mob.js';
import { PLAYER } from './clocks.js';
import type { GameState, Monster } from './state.js';

/** The monster with id `id` (ids are indices into the game's monster list). */
export function monsterById(s: GameState, id: number): Monster {
  const m = s.monsters[id];
  if (m === undefined) throw new RangeError(`no monster ${id}`);
  return m;
}

/** The fighter of `who`. */
export function fighterOfWho(s: GameState, who: number): MobState {
  return who === PLAYER ? s.player.fighter : monsterById(s, who).fighter;
}
